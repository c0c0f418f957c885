//! The mutants people reviewed and found equivalent (`engine/mutants-equivalent.toml`): which
//! entry a missed mutant matches, and applying the file to records already written.

use std::path::Path;
use std::process::ExitCode;

use codegen::mutation::{self, Equivalent, Mutant, Record, Sources};

use crate::fsio::write_atomic;
use crate::project::Project;

/// Why the mutant `name`, at `line` of `file`, is equivalent, if an entry says so: the
/// entry names the mutant without its position and quotes the source line it changes, so
/// that it stops counting once that line changes.
pub(super) fn why<'e>(
    root: &Path,
    name: &str,
    file: &Path,
    line: usize,
    equivalents: &'e [Equivalent],
    sources: &mut Sources,
) -> Option<&'e str> {
    let text = sources.line(root, file, line);
    why_changing(name, &text, equivalents)
}

/// Why the mutant `name`, which changes the source line `text` (trimmed), is equivalent, if
/// an entry says so.
fn why_changing<'e>(name: &str, text: &str, equivalents: &'e [Equivalent]) -> Option<&'e str> {
    let (_, key) = mutation::unplaced(name);
    equivalents
        .iter()
        .find(|e| e.mutant == key && e.line == text)
        .map(|e| e.why.as_str())
}

/// The source line a recorded mutant changes, trimmed, as its diff shows it: the line the
/// diff removes. A record keeps its diff, so this holds after code above it has moved.
fn changed_line(m: &Mutant) -> Option<&str> {
    m.diff
        .lines()
        .find(|l| l.starts_with('-') && !l.starts_with("---"))
        .map(|l| l[1..].trim())
}

/// Moves each recorded missed mutant an entry now covers to equivalent, in the records whose
/// code is what they were made on (a stale record is left for a new run). What a run would
/// have recorded had the entry been there as it started.
pub(super) fn apply(root: &Path) -> anyhow::Result<ExitCode> {
    let project = Project::load(root)?;
    let code = mutation::rule_code(&project.sites);
    let mut record = Record::read(root)?;
    let equivalents = mutation::read_equivalents(root)?;
    let mut sources = Sources::default();
    let mut moved = 0;
    for (rule, entry) in &mut record.rules {
        let Some(ranges) = code.get(rule) else { continue };
        if entry.code_hash != sources.hash(root, ranges) {
            continue;
        }
        for m in std::mem::take(&mut entry.missed) {
            let found = match changed_line(&m) {
                Some(text) => why_changing(&m.name, text, &equivalents),
                None => {
                    let (file, _) = mutation::unplaced(&m.name);
                    let line = m.name.split(':').nth(1).and_then(|l| l.parse().ok()).unwrap_or(0);
                    why(root, &m.name, &file, line, &equivalents, &mut sources)
                }
            };
            match found {
                Some(why) => {
                    println!("{rule}: {} is equivalent", m.name);
                    moved += 1;
                    entry.equivalent.push(Mutant {
                        why: Some(why.to_owned()),
                        ..m
                    });
                }
                None => entry.missed.push(m),
            }
        }
    }
    write_atomic(&root.join(mutation::RECORD_PATH), record.render().as_bytes())?;
    println!("{moved} recorded missed mutant(s) moved to equivalent");
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::{changed_line, why_changing};
    use codegen::mutation::{Equivalent, Mutant};

    /// A recorded mutant's changed line is read from its diff, the line it removes, so that
    /// an entry still matches once code above the mutant has moved it.
    #[test]
    fn a_recorded_mutant_is_matched_by_the_line_its_diff_removes() {
        let m = Mutant {
            name: "engine/src/a.rs:40:13: delete field x from struct S expression in f".to_owned(),
            diff: "--- engine/src/a.rs\n+++ delete field x\n@@ -38,3 +38,3 @@\n     S {\n-            x: None,\n+             /* ~ changed by cargo-mutants ~ */\n     }\n".to_owned(),
            why: None,
        };
        assert_eq!(changed_line(&m), Some("x: None,"));
        let entry = |line: &str| Equivalent {
            mutant: "engine/src/a.rs: delete field x from struct S expression in f".to_owned(),
            line: line.to_owned(),
            why: "the default".to_owned(),
        };
        assert_eq!(
            why_changing(&m.name, "x: None,", &[entry("x: None,")]),
            Some("the default")
        );
        assert_eq!(why_changing(&m.name, "x: None,", &[entry("y: None,")]), None);
        let no_diff = Mutant {
            diff: String::new(),
            ..m
        };
        assert_eq!(changed_line(&no_diff), None);
    }
}
