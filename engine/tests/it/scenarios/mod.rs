//! One test per scenario file in `engine/tests/scenarios/`, named after the first rule it
//! verifies; `cargo test r704_5a` runs the scenarios of 704.5a.

mod additional_rules;
mod amass;
mod backup;
mod card_types;
mod casting_keywords;
mod clash;
mod combat_keywords;
mod controlling_players;
mod copying_objects;
mod day_and_night;
mod double_faced_cards;
mod doubling_and_tripling;
mod ending_the_turn;
mod explore_and_monstrosity;
mod face_down;
mod fateseal;
mod flip_cards;
mod game_concepts;
mod gift;
mod goad;
mod graveyard_keywords;
mod hand_keywords;
mod keyword_abilities;
mod keyword_actions;
mod keyword_actions_with_counters_and_tokens;
mod limited_range_of_influence;
mod multiplayer;
mod permanent_keywords;
mod redundant_keyword_instances;
mod rolling_a_die;
mod sagas;
mod spells_abilities_and_effects;
mod split_cards;
mod state_based_actions;
mod the_monarch;
mod triggered_abilities;
mod turn_structure;
mod two_headed_giant;
mod vote;

/// No scenario file is ignored silently: each one is either run by a test (in any file of
/// this test binary) or pending with a reason (and then not run).
#[test]
fn every_scenario_file_is_run_by_a_test_or_pending_with_a_reason() {
    let mut tests = String::new();
    let mut dirs = vec![std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/it")];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
            let path = entry.unwrap_or_else(|e| panic!("{}: {e}", dir.display())).path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|x| x == "rs") {
                tests += &std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            }
        }
    }
    let pending = crate::scenario::pending();
    for path in crate::scenario::all_files() {
        let is_pending = pending.iter().any(|(p, _)| *p == path);
        let has_test = tests.contains(&format!("\"{path}\""));
        assert!(
            is_pending != has_test,
            "{path}: pending {is_pending}, has a test {has_test}; it must be exactly one"
        );
    }
    for (path, why) in &pending {
        assert!(!why.trim().is_empty(), "{path} is pending without a reason");
        println!("pending: {path}: {why}");
    }
    // Every pending scenario is a CR example the vocabulary cannot express yet, written by
    // `cargo xtask scaffold` with the reason; `cargo xtask coverage --examples` lists them.
    for (path, _) in &pending {
        assert!(
            path.contains("_example_"),
            "{path}: only CR examples the engine cannot express may be pending"
        );
    }
}
