//! `cargo xtask mutants` refreshing the record of a rule whose code lost its decisive line: in
//! a copy of the workspace, 704.5a is verified; its `actions.push(…)` is deleted, which makes
//! its record stale at once; refreshing it runs the engine's tests, which now fail (its
//! scenario says what differs), so no mutant can be judged and the record says why; coverage
//! no longer counts the rule as verified.
//!
//! It builds the copy's engine tests (in the target folder the update test shares; a few
//! minutes the first time). cargo-mutants is not needed: the tests fail before it would run.

use std::path::Path;
use std::process::Command;

use crate::coverage::{rule_coverage, verify};
use crate::support::{builds_in_copy, copy_workspace, text, workspace, xtask};

#[test]
fn deleting_the_decisive_line_unverifies_the_rule_once_its_record_is_refreshed() {
    let root = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("mutants-workspace-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(&root).unwrap_or_else(|e| panic!("{e}"));
    copy_workspace(&workspace(), &root);
    let root_arg = root.display().to_string();
    verify(&root, "704.5a", "it::sba::r704_5a_player_at_zero_or_less_life_loses");
    assert_eq!(rule_coverage(&root_arg, "704.5a")["level"], "verified");

    let handler = root.join("engine/src/handlers/sba/r704_5a.rs");
    let source = std::fs::read_to_string(&handler).unwrap_or_else(|e| panic!("{e}"));
    let decisive = "            actions.push(SbaAction::LoseGame {\n                player,\n                rule: cite!(\"704.5a\"),\n            });\n";
    assert!(
        source.contains(decisive),
        "704.5a's decisive line moved: update this test"
    );
    std::fs::write(&handler, source.replace(decisive, "")).unwrap_or_else(|e| panic!("{e}"));
    let stale = rule_coverage(&root_arg, "704.5a");
    assert_eq!(stale["level"], "asserted", "a record of other code does not count");
    assert_eq!(stale["mutation"]["stale"], true);

    let refresh =
        builds_in_copy(Command::new(env!("CARGO_BIN_EXE_xtask")).args(["mutants", "704.5a", "--root", &root_arg]))
            .output()
            .unwrap_or_else(|e| panic!("{e}"));
    let said = text(&refresh);
    assert_eq!(refresh.status.code(), Some(1), "{said}");
    assert!(said.contains("tests fail without any mutation"), "{said}");

    let refreshed = rule_coverage(&root_arg, "704.5a");
    assert_eq!(refreshed["level"], "asserted", "no longer verified: {refreshed}");
    assert_eq!(refreshed["mutation"]["stale"], false, "the record is of this code");
    let why = refreshed["mutation"]["record"]["baseline_failed"]
        .as_str()
        .unwrap_or_else(|| panic!("the record says why: {refreshed}"));
    for expected in [
        "r704_5a_a_player_at_zero_life_loses",
        "result: expected A wins, got in progress",
        "no event \"Player B loses the game\" caused by 704.5a",
    ] {
        assert!(why.contains(expected), "the record does not say `{expected}`:\n{why}");
    }
    let _ = std::fs::remove_dir_all(&root);
}

/// `--apply-equivalents`: a missed mutant recorded before a person added its
/// `mutants-equivalent.toml` entry moves to equivalent, and the rule is verified again; one
/// no entry covers stays missed and keeps its rule unverified.
#[test]
fn an_equivalent_entry_added_after_a_run_applies_to_its_record() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let root = dir.path();
    crate::coverage::copy_for_coverage(root);
    // The person's entry, for a mutant of a line of 106.1a's code.
    let entry = "\n[[equivalent]]\nmutant = \"engine/src/effects/mana.rs: replace - with + in add_mana_of_any_color\"\nline = \"mana.colored[ManaType::of(color) as usize] = amount;\"\nwhy = \"this test's entry: one option per color\"\n";
    let equivalents =
        std::fs::read_to_string(workspace().join("engine/mutants-equivalent.toml")).unwrap_or_else(|e| panic!("{e}"));
    std::fs::write(root.join("engine/mutants-equivalent.toml"), equivalents + entry).unwrap_or_else(|e| panic!("{e}"));
    let root_arg = root.display().to_string();
    // 106.1a verified, then a missed mutant on its line that an entry covers, and another
    // that none does.
    verify(
        root,
        "106.1a",
        "it::scenarios::game_concepts::r106_1a_altar_of_the_pantheon_adds_one_mana_of_a_chosen_color",
    );
    let source = std::fs::read_to_string(root.join("engine/src/effects/mana.rs")).unwrap_or_else(|e| panic!("{e}"));
    let line = 1 + source
        .lines()
        .position(|l| l.trim() == "mana.colored[ManaType::of(color) as usize] = amount;")
        .expect("the line the entry quotes");
    let record_path = root.join(codegen::mutation::RECORD_PATH);
    let mut record = codegen::mutation::Record::read(root).unwrap_or_else(|e| panic!("{e}"));
    let rule: rules_data::RuleId = "106.1a".parse().unwrap_or_else(|e| panic!("{e}"));
    let entry = record.rules.get_mut(&rule).expect("106.1a recorded");
    let missed = |what: &str| codegen::mutation::Mutant {
        name: format!("engine/src/effects/mana.rs:{line}:56: {what} in add_mana_of_any_color"),
        diff: String::new(),
        why: None,
    };
    entry.missed = vec![missed("replace - with +"), missed("replace - with %")];
    std::fs::write(&record_path, record.render()).unwrap_or_else(|e| panic!("{e}"));
    assert_ne!(rule_coverage(&root_arg, "106.1a")["level"], "verified");

    let applied = xtask(&["mutants", "--apply-equivalents", "--root", &root_arg]);
    let said = text(&applied);
    assert!(applied.status.success(), "{said}");
    assert!(
        said.contains("1 recorded missed mutant(s) moved to equivalent"),
        "{said}"
    );
    let record = codegen::mutation::Record::read(root).unwrap_or_else(|e| panic!("{e}"));
    let entry = &record.rules[&rule];
    assert_eq!(entry.equivalent.len(), 1, "the entry's mutant, with why");
    assert!(entry.equivalent[0]
        .why
        .as_deref()
        .is_some_and(|w| w.contains("one option per color")));
    assert_eq!(entry.missed.len(), 1, "no entry names `- with %`: it stays missed");
    assert_ne!(
        rule_coverage(&root_arg, "106.1a")["level"],
        "verified",
        "a missed mutant is left"
    );

    // Without the other missed mutant, the equivalent one doesn't keep the rule from being
    // verified.
    let mut record = record;
    record.rules.get_mut(&rule).expect("recorded").missed.clear();
    std::fs::write(&record_path, record.render()).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(rule_coverage(&root_arg, "106.1a")["level"], "verified");
}
