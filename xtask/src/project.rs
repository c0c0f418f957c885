//! Loading what the reports and checks look at: the CR, the status registry, the citation
//! lock and the citation sites of the engine's source.

use std::path::Path;

use anyhow::Context;
use codegen::lock::Lock;
use codegen::scan::{self, Site};
use codegen::status::Registry;
use rules_data::Ruleset;

/// The status registry, relative to the workspace root.
pub const STATUS_PATH: &str = "rules-data/status.toml";
/// The citation lock, relative to the workspace root.
pub const LOCK_PATH: &str = "engine/citations.lock";
/// The text of each locked rule as it was reviewed, relative to the workspace root.
pub const REVIEWED_TEXTS_PATH: &str = "engine/citations.texts.toml";

/// The reviewed texts (`"704.5a" = "…"`), empty if the file is missing.
pub fn reviewed_texts(root: &Path) -> anyhow::Result<std::collections::BTreeMap<rules_data::RuleId, String>> {
    let Some(text) = read_optional(&root.join(REVIEWED_TEXTS_PATH))? else {
        return Ok(Default::default());
    };
    let table: toml::Table = toml::from_str(&text).with_context(|| format!("{REVIEWED_TEXTS_PATH} is not TOML"))?;
    Ok(table
        .iter()
        .filter_map(|(k, v)| Some((k.parse().ok()?, v.as_str()?.to_owned())))
        .collect())
}

/// The reviewed-texts file for `texts`.
pub fn render_reviewed_texts(texts: &std::collections::BTreeMap<rules_data::RuleId, String>) -> String {
    let mut out = String::from(
        "# The text of each cited rule as it was when the code citing it was last reviewed\n# (written by `cargo xtask bless` with the lock); the coverage report diffs a stale rule's\n# current text against it.\n",
    );
    for (id, text) in texts {
        // A JSON string is a one-line TOML basic string: one entry per line, as `update`
        // rewrites them.
        let value = serde_json::Value::String(text.clone()).to_string();
        out.push_str(&format!("\"{id}\" = {value}\n"));
    }
    out
}

/// The loaded project.
pub struct Project {
    /// The embedded CR.
    pub ruleset: Ruleset,
    /// `rules-data/status.toml` (required: a workspace without it is refused).
    pub registry: Registry,
    /// `engine/citations.lock` (empty if missing).
    pub lock: Lock,
    /// Every citation in `engine/src` (generated code excluded) and `engine/tests`.
    pub sites: Vec<Site>,
}

impl Project {
    /// Loads the project at `root`, against the embedded CR.
    pub fn load(root: &Path) -> anyhow::Result<Project> {
        Project::load_with(root, rules_data::embedded().ruleset)
    }

    /// Loads the project at `root`, against `ruleset` (for callers that already ingested it).
    pub fn load_with(root: &Path, ruleset: Ruleset) -> anyhow::Result<Project> {
        let Some(status) = read_optional(&root.join(STATUS_PATH))? else {
            anyhow::bail!(
                "{} has no {STATUS_PATH}: it is not a workspace of this project, or regen has not run there \
                 (`cargo xtask regen --root {}` creates the registries); nothing to report",
                root.display(),
                root.display()
            );
        };
        let registry = Registry::parse(Path::new(STATUS_PATH), &status)?;
        let lock = match read_optional(&root.join(LOCK_PATH))? {
            Some(text) => Lock::parse(Path::new(LOCK_PATH), &text)?,
            None => Lock::default(),
        };
        let sites = scan::scan_engine(root)?;
        Ok(Project {
            ruleset,
            registry,
            lock,
            sites,
        })
    }
}

impl Project {
    /// The rules the lock covers: those cited by code or tests (stubs implement nothing, so
    /// a change to their rule needs no review).
    pub fn locked_citations(&self) -> impl Iterator<Item = &rules_data::RuleId> {
        self.sites
            .iter()
            .filter(|s| s.role != codegen::scan::Role::Stub)
            .flat_map(|s| &s.rules)
    }
}

/// A file's text, or `None` if it does not exist.
pub fn read_optional(path: &Path) -> anyhow::Result<Option<String>> {
    match std::fs::read_to_string(path) {
        Ok(text) => Ok(Some(text)),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(e).with_context(|| format!("reading {}", path.display())),
    }
}
