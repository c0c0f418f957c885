//! Compile-fail cases: every error a user can get from `#[rule]` and `cite!`, with the exact
//! message in `tests/ui/*.stderr`. Regenerate after a deliberate change with
//! `TRYBUILD=overwrite cargo test -p engine-macros --test it ui`, then read the diff.
//!
//! The messages for unknown IDs name the embedded release and its closest IDs, which a CR
//! update changes: those cases (`tests/ui_release/`) keep their expected output as a template
//! (`*.stderr.in`), filled in from the embedded release before trybuild compares.

use std::path::Path;

use trybuild::TestCases;

#[test]
fn ui() {
    let cases = TestCases::new();
    cases.compile_fail("tests/ui/*.rs");
    cases.compile_fail(render_release_cases().join("*.rs"));
}

/// Copies `tests/ui_release/*.rs` into a temporary folder with their expected output filled in:
/// `{release}` (`CR 2026-02-27`), `{last_ids}` (the five IDs an ID past the end of the index
/// gets as suggestions: the release's last five) and `{dir}` (where the copies are).
fn render_release_cases() -> std::path::PathBuf {
    let cr = rules_data::embedded().ruleset;
    let release = format!("CR {}", cr.effective_date.map(|d| d.to_string()).unwrap_or_default());
    let last: Vec<String> = cr.rules[cr.rules.len().saturating_sub(5)..]
        .iter()
        .map(|r| format!("`{}`", r.id))
        .collect();
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("ui_release");
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ui_release");
    for entry in std::fs::read_dir(&source).unwrap_or_else(|e| panic!("{}: {e}", source.display())) {
        let path = entry.unwrap_or_else(|e| panic!("{e}")).path();
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or_default().to_owned();
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let (name, text) = match name.strip_suffix(".in") {
            Some(stderr) => (
                stderr.to_owned(),
                text.replace("{release}", &release)
                    .replace("{last_ids}", &last.join(", "))
                    .replace("{dir}", &dir.display().to_string()),
            ),
            None => (name, text),
        };
        std::fs::write(dir.join(&name), text).unwrap_or_else(|e| panic!("{name}: {e}"));
    }
    dir
}
