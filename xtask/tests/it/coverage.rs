//! `cargo xtask coverage` outputs: the ratchet against the baseline, Markdown, lcov.

use std::path::Path;

use crate::support::{workspace, xtask};

/// A copy of what coverage reads: the engine's sources and tests, the registries, the
/// baseline and the vendored CR.
pub fn copy_for_coverage(to: &Path) {
    fn copy_dir(from: &Path, to: &Path) {
        std::fs::create_dir_all(to).unwrap_or_else(|e| panic!("{e}"));
        for entry in std::fs::read_dir(from)
            .unwrap_or_else(|e| panic!("{}: {e}", from.display()))
            .flatten()
        {
            let (src, dst) = (entry.path(), to.join(entry.file_name()));
            if src.is_dir() {
                copy_dir(&src, &dst);
            } else {
                std::fs::copy(&src, &dst).unwrap_or_else(|e| panic!("{e}"));
            }
        }
    }
    let from = workspace();
    copy_dir(&from.join("engine/src"), &to.join("engine/src"));
    copy_dir(&from.join("engine/tests"), &to.join("engine/tests"));
    copy_dir(&from.join("rules-data/data"), &to.join("rules-data/data"));
    for file in [
        "engine/citations.lock",
        "engine/citations.texts.toml",
        "engine/coverage-baseline.json",
        "rules-data/status.toml",
    ] {
        std::fs::copy(from.join(file), to.join(file)).unwrap_or_else(|e| panic!("{file}: {e}"));
    }
}

#[test]
fn the_ratchet_fails_when_a_citation_is_removed() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    copy_for_coverage(dir.path());
    let root = dir.path().display().to_string();
    let ok = xtask(&["coverage", "--fail-under-baseline", "--root", &root]);
    assert!(ok.status.success(), "{}", String::from_utf8_lossy(&ok.stderr));
    // Remove the citations of 704.5k from its handler (the attribute and the in-body form).
    let handler = dir.path().join("engine/src/handlers/sba/r704_5k.rs");
    let source = std::fs::read_to_string(&handler).unwrap_or_else(|e| panic!("{e}"));
    assert!(source.contains("#[rule(\"704.5k\")]") && source.contains("cite!(\"704.5k\")"));
    let uncited = source
        .replace("#[rule(\"704.5k\")]\n", "")
        .replace("cite!(\"704.5k\")", "crate::generated::rules::R704_5K");
    std::fs::write(&handler, uncited).unwrap_or_else(|e| panic!("{e}"));
    let dropped = xtask(&["coverage", "--fail-under-baseline", "--root", &root]);
    assert!(!dropped.status.success(), "the ratchet let a drop pass");
    assert!(String::from_utf8_lossy(&dropped.stderr).contains("implemented rules dropped from"));
    let md = xtask(&["coverage", "--md", "--root", &root]);
    let md = String::from_utf8_lossy(&md.stdout);
    assert!(
        md.contains("(-1)") && md.contains("**implemented rules dropped from"),
        "{md}"
    );
}

#[test]
fn lcov_marks_each_executable_rule_on_its_first_line_of_the_cr() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let file = dir.path().join("cr.info");
    let out = xtask(&["coverage", "--lcov", &file.display().to_string()]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let lcov = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{e}"));
    let source = lcov
        .lines()
        .find_map(|l| l.strip_prefix("SF:"))
        .unwrap_or_else(|| panic!("no SF line"));
    let ingested =
        rules_data::ingest_file(Path::new(source), rules_data::FormatChoice::Auto).unwrap_or_else(|e| panic!("{e}"));
    let first_lines: std::collections::HashMap<usize, rules_data::RuleId> =
        ingested.ruleset.rules.iter().map(|r| (r.lines.first, r.id)).collect();
    let mut hit = 0;
    for line in lcov.lines().filter_map(|l| l.strip_prefix("DA:")) {
        let (n, hits) = line.split_once(',').unwrap_or_else(|| panic!("{line}"));
        let n: usize = n.parse().unwrap_or_else(|e| panic!("{e}"));
        assert!(first_lines.contains_key(&n), "line {n} is not the first line of a rule");
        hit += usize::from(hits != "0");
    }
    let lh: usize = lcov
        .lines()
        .find_map(|l| l.strip_prefix("LH:"))
        .and_then(|n| n.parse().ok())
        .unwrap_or_default();
    assert_eq!(hit, lh);
    assert!(lh > 100, "the engine's tested rules are hit: {lh}");
}

#[test]
fn the_html_report_shows_how_a_stale_rule_changed_since_it_was_reviewed() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    copy_for_coverage(dir.path());
    // As if 704.5a had been reviewed when it read "… 0 life …".
    let lock = dir.path().join("engine/citations.lock");
    let text = std::fs::read_to_string(&lock).unwrap_or_default();
    let line = text
        .lines()
        .find(|l| l.starts_with("704.5a "))
        .unwrap_or_else(|| panic!("704.5a is locked"))
        .to_owned();
    std::fs::write(&lock, text.replace(&line, "704.5a 0000000000000001")).unwrap_or_else(|e| panic!("{e}"));
    let texts = dir.path().join("engine/citations.texts.toml");
    let t = std::fs::read_to_string(&texts).unwrap_or_default();
    let older = t.replace(
        "If a player has 0 or less life, that player loses the game.",
        "If a player has 0 life, that player loses the game.",
    );
    assert_ne!(older, t);
    std::fs::write(&texts, older).unwrap_or_else(|e| panic!("{e}"));
    let out_dir = dir.path().join("report");
    let out = xtask(&[
        "coverage",
        "--html",
        &out_dir.display().to_string(),
        "--root",
        &dir.path().display().to_string(),
    ]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let page = std::fs::read_to_string(out_dir.join("index.html")).unwrap_or_default();
    assert!(
        page.contains(r#""since":[{"op":"same","text":"If a player has 0"},{"op":"added","text":"or less"}"#),
        "no diff for the stale 704.5a"
    );
}
