//! The rule status registry (`rules-data/status.toml`): for each rule, whether it is
//! executable, a definition, informative or out of scope, and the text hash it was judged on.
//!
//! The file holds one line per rule, in numeric order:
//!
//! ```toml
//! [rules]
//! "704.5a" = { status = "executable", hash = "8093195678e26e7d", note = "player at 0 life loses" }
//! "905.6" = { status = "unreviewed", guess = "executable", hash = "dcd09517398c2c85" }
//! ```
//!
//! People edit it; tools only add lines. `cargo xtask regen` inserts a line for each rule the
//! registry lacks, with the guess of [`guess`] and status `unreviewed`, and never rewrites an
//! existing line, so reviews, notes and comments are never lost.

use std::collections::BTreeMap;
use std::path::Path;

use rules_data::{ContentHash, Rule, RuleId, RuleKind, Ruleset};
use serde::Deserialize;

use crate::Error;

/// What a rule is, for an engine.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Deserialize, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    /// The engine must do, check, allow or forbid something.
    Executable,
    /// Defines a term or value the engine models as data or types.
    Definition,
    /// Explains, introduces or points elsewhere; nothing to implement.
    Informative,
    /// Physical cards, tournament policy: nothing a rules engine models.
    OutOfScope,
    /// Not reviewed by a person yet; see the entry's `guess`.
    Unreviewed,
}

impl Status {
    /// The name used in the registry.
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Executable => "executable",
            Status::Definition => "definition",
            Status::Informative => "informative",
            Status::OutOfScope => "out-of-scope",
            Status::Unreviewed => "unreviewed",
        }
    }
}

/// One rule's line.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Entry {
    /// The reviewed status, or `unreviewed`.
    pub status: Status,
    /// The classifier's guess, for unreviewed rules.
    #[serde(default)]
    pub guess: Option<Status>,
    /// The rule's text hash when it was classified.
    pub hash: ContentHash,
    /// Why, in a few words.
    #[serde(default)]
    pub note: Option<String>,
}

impl Entry {
    /// The status to count the rule under: the reviewed one, else the guess.
    pub fn effective(&self) -> Status {
        match (self.status, self.guess) {
            (Status::Unreviewed, Some(guess)) => guess,
            (status, _) => status,
        }
    }
}

/// The registry.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Registry {
    /// Every entry, by rule.
    pub entries: BTreeMap<RuleId, Entry>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    rules: BTreeMap<String, Entry>,
}

/// The header of a new registry file.
pub const HEADER: &str = "\
# Rule status registry: what each rule of the CR is, for a rules engine.
#   executable   the engine must do, check, allow or forbid something
#   definition   defines a term or value the engine models as data or types
#   informative  explains, introduces or points elsewhere; nothing to implement
#   out-of-scope physical cards, tournament policy: nothing a rules engine models
#   unreviewed   not reviewed by a person yet; `guess` is the classifier's guess
# `hash` is the rule's text hash when it was classified; when the text changes, review the
# rule again and update the hash (`cargo xtask trace RULE` shows both).
# `cargo xtask regen` adds a line for each new rule and never rewrites an existing line.
[rules]
";

impl Registry {
    /// Parses a registry file.
    pub fn parse(path: &Path, text: &str) -> Result<Registry, Error> {
        let file: File = toml::from_str(text).map_err(|e| Error::Registry {
            path: path.to_owned(),
            line: e.span().map_or(0, |span| line_of(text, span.start)),
            message: e.message().to_owned(),
            hint: "each line is `\"704.5a\" = { status = \"executable\", hash = \"<16 hex digits>\" }`".to_owned(),
        })?;
        let mut entries = BTreeMap::new();
        for (key, entry) in file.rules {
            let id = key.parse().map_err(|e| Error::Registry {
                path: path.to_owned(),
                line: text.find(&format!("\"{key}\"")).map_or(0, |at| line_of(text, at)),
                message: format!("{e}"),
                hint: "keys are rule IDs as printed, quoted".to_owned(),
            })?;
            entries.insert(id, entry);
        }
        Ok(Registry { entries })
    }

    /// The rules of `ruleset` (rules and subrules) that have no entry.
    pub fn missing<'r>(&self, ruleset: &'r Ruleset) -> Vec<&'r Rule> {
        ruleset
            .rules
            .iter()
            .filter(|r| matches!(r.kind, RuleKind::Rule | RuleKind::Subrule))
            .filter(|r| !self.entries.contains_key(&r.id))
            .collect()
    }
}

fn line_of(text: &str, offset: usize) -> usize {
    text[..offset.min(text.len())].matches('\n').count() + 1
}

/// The line regen writes for a rule the registry lacks.
pub fn new_line(rule: &Rule) -> String {
    format!(
        "\"{}\" = {{ status = \"unreviewed\", guess = \"{}\", hash = \"{}\" }}",
        rule.id,
        guess(rule).as_str(),
        rule.hash
    )
}

/// `text` with a line for each of `rules` inserted in numeric order. Existing lines are kept
/// byte for byte; a missing file (`text` empty) starts with [`HEADER`].
pub fn insert(text: &str, rules: &[&Rule]) -> String {
    let mut lines: Vec<String> = if text.is_empty() {
        HEADER.lines().map(str::to_owned).collect()
    } else {
        text.lines().map(str::to_owned).collect()
    };
    for rule in rules {
        let position = lines
            .iter()
            .position(|line| line_key(line).is_some_and(|id| id > rule.id))
            .unwrap_or(lines.len());
        lines.insert(position, new_line(rule));
    }
    let mut out = lines.join("\n");
    out.push('\n');
    out
}

/// The rule ID a registry line starts with (`"704.5a" = …`).
fn line_key(line: &str) -> Option<RuleId> {
    let rest = line.strip_prefix('"')?;
    rest[..rest.find('"')?].parse().ok()
}

/// A first guess at a rule's status from its wording. It is only a guess: the registry
/// records it as `unreviewed` until a person decides.
pub fn guess(rule: &Rule) -> Status {
    let text = rule.text.to_lowercase();
    let has = |words: &[&str]| words.iter().any(|w| text.contains(w));
    if has(&[
        "tournament",
        "sanctioned",
        "judge",
        "card sleeve",
        "proxy",
        "collector number",
        "illustration credit",
    ]) {
        Status::OutOfScope
    } else if rule.title().is_some() || text.ends_with(':') || text.starts_with("see rule") {
        Status::Informative
    } else if has(&[
        "can’t", "can't", "can ", "may ", "must", "lose", "wins", "put ", "puts", "deal", "draw", "instead", "if ",
        "when", "until", "each ", "chooses", "choose", "pays", "pay ", "becomes", "remove", "add ",
    ]) {
        Status::Executable
    } else if has(&[" is a ", " is an ", " are ", " is the ", " means "]) {
        Status::Definition
    } else {
        Status::Executable
    }
}
