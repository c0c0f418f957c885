//! The mutation record: for each rule cited by the engine's code, what mutation testing found
//! when the code citing it was last mutated (`cargo xtask mutants`): how many mutants the
//! tests caught, which they missed, which did not build, which a person recorded as
//! equivalent, and a hash of that code, so that a record whose code has changed since is
//! stale and no longer counts.
//!
//! A rule's *code* is every non-stub item that cites it: the item carrying `#[rule]`, or the
//! fn, const or static around a `cite!` ([`crate::scan::Site::code_lines`]). A mutant belongs
//! to every rule whose code contains it.

use std::collections::BTreeMap;
use std::path::{Component, Path, PathBuf};

use rules_data::RuleId;
use serde::{Deserialize, Serialize};
use xxhash_rust::xxh3::xxh3_64;

use crate::scan::{Role, Site};
use crate::Error;

/// The record, relative to the workspace root.
pub const RECORD_PATH: &str = "engine/mutation-record.json";
/// The mutants people reviewed and found equivalent, relative to the workspace root.
pub const EQUIVALENT_PATH: &str = "engine/mutants-equivalent.toml";

/// Lines of one file that are (part of) a rule's code.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct CodeRange {
    /// The file, relative to the workspace root.
    pub file: PathBuf,
    /// First and last line, 1-based, inclusive.
    pub lines: (usize, usize),
}

impl CodeRange {
    /// Whether the lines `first..=last` of `file` lie inside this range.
    pub fn contains(&self, file: &Path, first: usize, last: usize) -> bool {
        self.file == file && self.lines.0 <= first && last <= self.lines.1
    }
}

/// Each rule's code: the ranges of the non-stub code sites citing it, sorted, without
/// duplicates.
pub fn rule_code(sites: &[Site]) -> BTreeMap<RuleId, Vec<CodeRange>> {
    let mut out: BTreeMap<RuleId, Vec<CodeRange>> = BTreeMap::new();
    for site in sites.iter().filter(|s| s.role == Role::Code) {
        for &rule in &site.rules {
            out.entry(rule).or_default().push(CodeRange {
                file: site.file.clone(),
                lines: site.code_lines,
            });
        }
    }
    for ranges in out.values_mut() {
        ranges.sort();
        ranges.dedup();
    }
    out
}

/// The text of the files rule code lives in, read once.
#[derive(Default)]
pub struct Sources {
    files: BTreeMap<PathBuf, Vec<String>>,
}

impl Sources {
    /// The lines of `file` under `root` (empty if it cannot be read).
    fn lines(&mut self, root: &Path, file: &Path) -> &[String] {
        self.files
            .entry(file.to_owned())
            .or_insert_with(|| {
                std::fs::read_to_string(root.join(file))
                    .map(|t| t.lines().map(str::to_owned).collect())
                    .unwrap_or_default()
            })
            .as_slice()
    }

    /// One line of `file` (1-based), trimmed; empty when out of range.
    pub fn line(&mut self, root: &Path, file: &Path, line: usize) -> String {
        self.lines(root, file)
            .get(line.wrapping_sub(1))
            .map(|l| l.trim().to_owned())
            .unwrap_or_default()
    }

    /// A hash of the code in `ranges`: the files' names and the lines' text, in order. Any
    /// edit to the code changes it; edits elsewhere in the files do not.
    pub fn hash(&mut self, root: &Path, ranges: &[CodeRange]) -> String {
        let mut text = String::new();
        for range in ranges {
            text.push_str(&range.file.to_string_lossy());
            text.push('\n');
            let lines = self.lines(root, &range.file);
            let (first, last) = (range.lines.0.saturating_sub(1), range.lines.1.min(lines.len()));
            for line in lines.get(first..last).unwrap_or_default() {
                text.push_str(line);
                text.push('\n');
            }
        }
        format!("{:016x}", xxh3_64(text.as_bytes()))
    }
}

/// What mutation testing found for one rule.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RuleRecord {
    /// [`Sources::hash`] of the rule's code when it was mutated.
    pub code_hash: String,
    /// Mutants the tests caught (a test failed).
    pub caught: usize,
    /// Mutants that made the tests run past the time limit (counted as caught: the tests
    /// noticed).
    #[serde(default)]
    pub timeout: usize,
    /// Mutants that do not build.
    pub unviable: usize,
    /// Mutants no test caught, not recorded as equivalent: each a gap in the tests.
    pub missed: Vec<Mutant>,
    /// Missed mutants people recorded as equivalent (in [`EQUIVALENT_PATH`]), with why.
    #[serde(default)]
    pub equivalent: Vec<Mutant>,
    /// Set when the tests failed on the unmodified code, so no mutant could be judged: what
    /// failed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub baseline_failed: Option<String>,
}

impl RuleRecord {
    /// Whether every viable mutant was caught or is equivalent, at least one was caught, and
    /// the tests passed without mutation.
    pub fn all_caught(&self) -> bool {
        self.baseline_failed.is_none() && self.missed.is_empty() && self.caught + self.timeout > 0
    }
}

/// One mutant, as cargo-mutants names it, with its diff.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mutant {
    /// `engine/src/sba/mod.rs:12:5: replace > with >= in check`.
    pub name: String,
    /// The unified diff of the change.
    pub diff: String,
    /// For an equivalent mutant, why it is equivalent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub why: Option<String>,
}

/// The whole record.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    /// The tool and version that made it (`cargo-mutants 27.1.0`).
    pub tool: String,
    /// Per rule.
    pub rules: BTreeMap<RuleId, RuleRecord>,
}

impl Record {
    /// Reads the record under `root`; an empty one when there is none yet.
    pub fn read(root: &Path) -> Result<Record, Error> {
        let path = root.join(RECORD_PATH);
        match std::fs::read_to_string(&path) {
            Ok(text) => serde_json::from_str(&text).map_err(|e| Error::Registry {
                path: PathBuf::from(RECORD_PATH),
                line: e.line(),
                message: e.to_string(),
                hint: "it is written by `cargo xtask mutants`; run it again to rewrite the file".into(),
            }),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Record::default()),
            Err(e) => Err(Error::Io {
                path,
                message: e.to_string(),
            }),
        }
    }

    /// The record as written to disk (stable: sorted, pretty, newline-terminated).
    pub fn render(&self) -> String {
        let mut out = serde_json::to_string_pretty(self).unwrap_or_default();
        out.push('\n');
        out
    }
}

/// A mutant people reviewed and found equivalent to the original: no test can tell them
/// apart, and the reason says why.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Equivalent {
    /// The mutant's name without its position: `engine/src/combat/damage.rs: replace > with
    /// >= in has_lethal_assigned`.
    pub mutant: String,
    /// The source line it mutates, trimmed, so that the entry stops matching when the line
    /// changes.
    pub line: String,
    /// Why the two behave alike, in a sentence a reviewer can check.
    pub why: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct EquivalentFile {
    #[serde(default)]
    equivalent: Vec<Equivalent>,
}

/// The equivalent mutants recorded under `root` (none when the file is missing).
pub fn read_equivalents(root: &Path) -> Result<Vec<Equivalent>, Error> {
    let path = root.join(EQUIVALENT_PATH);
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => {
            return Err(Error::Io {
                path,
                message: e.to_string(),
            })
        }
    };
    let file: EquivalentFile = toml::from_str(&text).map_err(|e| Error::Registry {
        path: PathBuf::from(EQUIVALENT_PATH),
        line: e
            .span()
            .map_or(0, |s| text[..s.start.min(text.len())].matches('\n').count() + 1),
        message: e.message().to_owned(),
        hint: "each entry is `[[equivalent]]` with `mutant`, `line` and `why`".into(),
    })?;
    for entry in &file.equivalent {
        check_named_as_recorded(&text, entry)?;
    }
    Ok(file.equivalent)
}

/// An entry's `mutant` is a recorded mutant's name without its position, and its file
/// normalized as [`unplaced`] makes it: one naming its file otherwise
/// (`engine/src/generated/handlers/../../handlers/…`) would never match, and is an error at
/// its line in `text`, the file.
fn check_named_as_recorded(text: &str, entry: &Equivalent) -> Result<(), Error> {
    let line = text
        .find(&format!("\"{}\"", entry.mutant))
        .map_or(0, |at| text[..at].matches('\n').count() + 1);
    let error = |message: String, hint: String| Error::Registry {
        path: PathBuf::from(EQUIVALENT_PATH),
        line,
        message,
        hint,
    };
    let Some((file, description)) = entry.mutant.split_once(": ") else {
        return Err(error(
            format!("`{}` is not a mutant's name", entry.mutant),
            "write the name cargo-mutants gives it without `:line:col`: `engine/src/x.rs: replace > with >= in f`"
                .into(),
        ));
    };
    let normalized = normalize(Path::new(file));
    if normalized != Path::new(file) {
        return Err(error(
            format!(
                "`{}` names its file by another path than the records do, so it would never match",
                entry.mutant
            ),
            format!("write `{}: {description}`", normalized.display()),
        ));
    }
    Ok(())
}

/// A mutant's name without its `:line:col` (`engine/src/x.rs: replace …`), and the file it is
/// in, normalized (cargo-mutants names handler files through the generated `#[path]`s:
/// `engine/src/generated/handlers/../../handlers/sba/r704_5g.rs`).
pub fn unplaced(name: &str) -> (PathBuf, String) {
    let (file, rest) = name.split_once(':').unwrap_or((name, ""));
    let description = rest.split_once(": ").map_or(rest, |(_, description)| description);
    let file = normalize(Path::new(file));
    (file.clone(), format!("{}: {description}", file.display()))
}

/// `a/b/../c` as `a/c`, lexically.
pub fn normalize(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for component in path.components() {
        match component {
            Component::ParentDir => {
                out.pop();
            }
            Component::CurDir => {}
            other => out.push(other),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mutant_names_lose_their_position_and_the_generated_detour() {
        let (file, key) =
            unplaced("engine/src/generated/handlers/../../handlers/sba/r704_5g.rs:19:35: replace > with >= in check");
        assert_eq!(file, PathBuf::from("engine/src/handlers/sba/r704_5g.rs"));
        assert_eq!(key, "engine/src/handlers/sba/r704_5g.rs: replace > with >= in check");
    }

    /// An equivalent entry names its mutant as records do: with the file normalized, and a
    /// description after `: `; otherwise it could never match, and is an error at its line.
    #[test]
    fn an_equivalent_names_its_mutant_as_records_do() {
        let entry = |mutant: &str| Equivalent {
            mutant: mutant.to_owned(),
            line: "x".to_owned(),
            why: "y".to_owned(),
        };
        let text = "[[equivalent]]\nmutant = \"a\"\n\n[[equivalent]]\nmutant = \"engine/src/generated/handlers/../../handlers/x.rs: replace - with + in f\"\n";
        let detour = entry("engine/src/generated/handlers/../../handlers/x.rs: replace - with + in f");
        match check_named_as_recorded(text, &detour) {
            Err(Error::Registry { line, hint, .. }) => {
                assert_eq!(line, 5);
                assert_eq!(hint, "write `engine/src/handlers/x.rs: replace - with + in f`");
            }
            other => panic!("expected an error, got {other:?}"),
        }
        assert!(check_named_as_recorded(text, &entry("a")).is_err(), "no description");
        assert!(check_named_as_recorded(text, &entry("engine/src/handlers/x.rs: replace - with + in f")).is_ok());
    }

    #[test]
    fn a_record_needs_a_catch_and_no_miss() {
        let mut record = RuleRecord {
            caught: 3,
            ..RuleRecord::default()
        };
        assert!(record.all_caught());
        record.missed.push(Mutant {
            name: "x".into(),
            diff: String::new(),
            why: None,
        });
        assert!(!record.all_caught());
        assert!(!RuleRecord::default().all_caught(), "nothing caught proves nothing");
    }
}
