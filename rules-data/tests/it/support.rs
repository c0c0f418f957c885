//! Helpers shared by the integration tests: where the CR corpus is, and ingesting from it.

use std::path::PathBuf;

use rules_data::{FormatChoice, Ingested};

/// `../shared` beside the repository (or `$CR_SHARED_DIR`). The corpus is test input that
/// CI provides; a missing corpus fails the test with instructions rather than skipping it.
pub fn shared_dir() -> PathBuf {
    let dir = std::env::var_os("CR_SHARED_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared"));
    assert!(
        dir.join("cr").is_dir(),
        "the CR test corpus is missing: expected {}/cr (the `shared/` folder beside the repository). \
         Put it there or set CR_SHARED_DIR to its path; these tests never skip silently.",
        dir.display()
    );
    dir
}

/// Ingests `shared/<relative>` with the given format choice.
pub fn ingest_shared(relative: &str, choice: FormatChoice) -> Ingested {
    let path = shared_dir().join(relative);
    rules_data::ingest_file(&path, choice).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The counts that a summary line reports, in the order parts, chapters, rules, subrules,
/// examples, glossary entries.
pub fn counts(ingested: &Ingested) -> [usize; 6] {
    let s = ingested.ruleset.summary();
    [s.parts, s.chapters, s.rules, s.subrules, s.examples, s.glossary]
}
