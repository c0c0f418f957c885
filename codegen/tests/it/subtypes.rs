//! The subtype lists read from 205.3 of a fixed release (CR 2026-02-27, from the corpus), with
//! the counts read off its text: 20 artifact types, 12 enchantment types, 17 land types, 79
//! planeswalker types, 5 spell types, 316 creature types (315 one-word ones and Time Lord), 82
//! planar types, 1 dungeon type and 1 battle type.

use std::path::PathBuf;

use codegen::subtypes::{self, SubtypeKind};

fn release() -> rules_data::Ruleset {
    corpus("cr-added/CR-20260227.txt")
}

fn corpus(file: &str) -> rules_data::Ruleset {
    let dir = std::env::var_os("CR_SHARED_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared"));
    let path = dir.join(file);
    assert!(
        path.is_file(),
        "the CR test corpus is missing: expected {} (set CR_SHARED_DIR to the `shared/` folder); this test never skips",
        path.display()
    );
    rules_data::ingest_file(&path, rules_data::FormatChoice::Auto)
        .unwrap_or_else(|e| panic!("{e}"))
        .ruleset
}

#[test]
fn every_subtype_list_of_205_3_is_read_with_its_kind() {
    let all = subtypes::read(&release()).unwrap_or_else(|e| panic!("{e}"));
    let count = |kind| all.iter().filter(|s| s.kind == kind).count();
    assert_eq!(
        [
            SubtypeKind::Artifact,
            SubtypeKind::Enchantment,
            SubtypeKind::Land,
            SubtypeKind::Planeswalker,
            SubtypeKind::Spell,
            SubtypeKind::Creature,
            SubtypeKind::Planar,
            SubtypeKind::Dungeon,
            SubtypeKind::Battle,
        ]
        .map(count),
        [20, 12, 17, 79, 5, 316, 82, 1, 1]
    );
    let kind_of = |name: &str| {
        all.iter()
            .filter(|s| s.name == name)
            .map(|s| s.kind)
            .collect::<Vec<_>>()
    };
    assert_eq!(kind_of("Time Lord"), [SubtypeKind::Creature]);
    assert_eq!(kind_of("Urza’s"), [SubtypeKind::Land]);
    assert_eq!(kind_of("Mutagen"), [SubtypeKind::Artifact], "new in CR 2026-02-27");
    assert_eq!(kind_of("Spacecraft"), [SubtypeKind::Artifact, SubtypeKind::Planar]);
    assert_eq!(kind_of("Siege"), [SubtypeKind::Battle]);
    assert!(all
        .iter()
        .all(|s| !s.name.contains("see rule") && !s.name.ends_with('.')));
}

#[test]
fn a_release_before_time_lord_lists_creature_types_in_one_sentence() {
    // CR 2023-04-14, 205.3m: "… The creature types are Advisor, Aetherborn, …".
    let all = subtypes::read(&corpus("cr/CR-20230414.txt")).unwrap_or_else(|e| panic!("{e}"));
    let creature = |name: &str| all.iter().any(|s| s.name == name && s.kind == SubtypeKind::Creature);
    assert!(creature("Advisor") && creature("Human") && creature("Zubera"));
    assert!(!creature("Time Lord"), "not yet in 2023-04");
}

#[test]
fn a_release_without_a_list_rule_has_no_subtypes_of_that_kind() {
    let mut ruleset = release();
    let id: rules_data::RuleId = "205.3q".parse().unwrap_or_else(|e| panic!("{e}"));
    ruleset.rules.retain(|r| r.id != id);
    let all = subtypes::read(&ruleset).unwrap_or_else(|e| panic!("{e}"));
    assert!(all.iter().all(|s| s.kind != SubtypeKind::Battle));
    assert!(all.iter().any(|s| s.kind == SubtypeKind::Dungeon));
}

#[test]
fn a_list_rule_that_reads_differently_is_an_error_that_names_the_rule() {
    let mut ruleset = release();
    let id: rules_data::RuleId = "205.3i".parse().unwrap_or_else(|e| panic!("{e}"));
    let land = ruleset
        .rules
        .iter_mut()
        .find(|r| r.id == id)
        .unwrap_or_else(|| panic!("205.3i"));
    land.text = "Lands have subtypes.".to_owned();
    let error = subtypes::read(&ruleset).expect_err("no list");
    assert!(error.to_string().contains("205.3i"), "{error}");
}
