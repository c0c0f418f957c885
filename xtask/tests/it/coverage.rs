//! `cargo xtask coverage` outputs: levels, the ratchet against the baseline, Markdown, lcov,
//! and the mutation record's staleness. The evidence that makes a rule verified (a test's run
//! report, a mutation record) is written into a copy, so these tests do not depend on the
//! engine's tests having run.

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
        "engine/mutation-record.json",
        "rules-data/status.toml",
    ] {
        std::fs::copy(from.join(file), to.join(file)).unwrap_or_else(|e| panic!("{file}: {e}"));
    }
}

/// The rule the tests below make verified in a copy, and its Rust test.
const RULE: &str = "704.5k";
const TEST: &str = "it::cards::r704_5k_the_world_rule_keeps_the_newest_world";

/// Evidence in a copy that `RULE` is verified (see [`verify`]).
fn verify_rule(root: &Path) {
    verify(root, RULE, TEST);
}

/// Evidence in a copy that `rule` is verified: a passing run of `test` in which it fired,
/// and a mutation record, made on its code as it is in the copy, with one mutant caught.
pub fn verify(root: &Path, rule: &str, test: &str) {
    let reports = root.join(codegen::test_runs::TEST_REPORT_DIR);
    std::fs::create_dir_all(&reports).unwrap_or_else(|e| panic!("{e}"));
    std::fs::write(
        reports.join(format!("{}.json", test.replace("::", "__"))),
        format!(r#"{{"test":"{test}","passed":true,"fired":["{rule}"]}}"#),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let rule: rules_data::RuleId = rule.parse().unwrap_or_else(|e| panic!("{e}"));
    let sites = codegen::scan::scan_engine(root).unwrap_or_else(|e| panic!("{e}"));
    let code = codegen::mutation::rule_code(&sites);
    let hash = codegen::mutation::Sources::default().hash(root, &code[&rule]);
    let mut record = codegen::mutation::Record::default();
    record.rules.insert(
        rule,
        codegen::mutation::RuleRecord {
            code_hash: hash,
            caught: 1,
            ..Default::default()
        },
    );
    std::fs::write(root.join(codegen::mutation::RECORD_PATH), record.render()).unwrap_or_else(|e| panic!("{e}"));
}

/// `RULE`'s level and whether its mutation record is stale, from `coverage --json`.
fn level(root: &str) -> (String, bool) {
    let coverage = rule_coverage(root, RULE);
    (
        coverage["level"].as_str().unwrap_or_default().to_owned(),
        coverage["mutation"]["stale"].as_bool().unwrap_or_default(),
    )
}

/// What `coverage --json` says of `rule` in the workspace at `root`.
pub fn rule_coverage(root: &str, rule: &str) -> serde_json::Value {
    let out = xtask(&["coverage", "--json", "--root", root]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let mut json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| panic!("{e}"));
    json["coverage"]["rules"][rule].take()
}

#[test]
fn the_ratchet_fails_when_a_verified_rule_loses_its_citation() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    copy_for_coverage(dir.path());
    verify_rule(dir.path());
    let root = dir.path().display().to_string();
    assert_eq!(level(&root).0, "verified");
    let written = xtask(&["coverage", "--write-baseline", "--root", &root]);
    assert!(written.status.success(), "{}", String::from_utf8_lossy(&written.stderr));
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
    assert!(String::from_utf8_lossy(&dropped.stderr).contains("verified rules dropped from 1 to 0"));
    let md = xtask(&["coverage", "--md", "--root", &root]);
    let md = String::from_utf8_lossy(&md.stdout);
    assert!(
        md.contains("(-1)") && md.contains("**verified rules dropped from"),
        "{md}"
    );
}

#[test]
fn a_mutation_record_made_on_other_code_is_stale_and_does_not_count() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    copy_for_coverage(dir.path());
    verify_rule(dir.path());
    let root = dir.path().display().to_string();
    assert_eq!(level(&root), ("verified".to_owned(), false));
    // Any edit inside the code citing the rule makes its record stale; the test still asserts
    // it, so it falls back to asserted.
    let handler = dir.path().join("engine/src/handlers/sba/r704_5k.rs");
    let source = std::fs::read_to_string(&handler).unwrap_or_else(|e| panic!("{e}"));
    let edited = source.replacen("Handled::Done", "let _edited = ();\n    Handled::Done", 1);
    assert_ne!(edited, source);
    std::fs::write(&handler, edited).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(level(&root), ("asserted".to_owned(), true));
}

#[test]
fn lcov_marks_each_counted_rule_on_its_first_line_with_its_levels_as_branches() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    copy_for_coverage(dir.path());
    verify_rule(dir.path());
    let file = dir.path().join("cr.info");
    let out = xtask(&[
        "coverage",
        "--lcov",
        &file.display().to_string(),
        "--root",
        &dir.path().display().to_string(),
    ]);
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
    let mut lines = 0;
    for line in lcov.lines().filter_map(|l| l.strip_prefix("DA:")) {
        let (n, hits) = line.split_once(',').unwrap_or_else(|| panic!("{line}"));
        let n: usize = n.parse().unwrap_or_else(|e| panic!("{e}"));
        assert!(first_lines.contains_key(&n), "line {n} is not the first line of a rule");
        hit += usize::from(hits != "0");
        lines += 1;
    }
    let number = |key: &str| -> usize {
        lcov.lines()
            .find_map(|l| l.strip_prefix(key))
            .and_then(|n| n.parse().ok())
            .unwrap_or_default()
    };
    assert_eq!((hit, lines), (number("LH:"), number("LF:")));
    assert_eq!(number("BRF:"), 4 * lines, "four levels per rule");
    let rule = ingested
        .ruleset
        .get(RULE.parse().unwrap_or_else(|e| panic!("{e}")))
        .unwrap_or_else(|| panic!("{RULE}"));
    let at = rule.lines.first;
    for level in 0..4 {
        assert!(
            lcov.contains(&format!("BRDA:{at},0,{level},1\n")),
            "{RULE} reached level {level}"
        );
    }
    assert!(lcov.contains(&format!("DA:{at},1\n")), "{RULE} asserted once");
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
