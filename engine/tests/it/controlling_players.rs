//! Random games in which players control each other (CR 722): Mindslaver's activations,
//! every decision answered by the agent of the player controlling the one asked.

use engine::event::EventKind;

/// Random games of a deck of Forests, Grizzly Bears and Mindslavers keep the invariants
/// after every action (a player is controlled only during their own turn, by another), end,
/// and replay exactly; in some, a player controls the other for a turn (722.1).
#[test]
fn random_mindslaver_games_keep_the_invariants_and_control_players() {
    let games = crate::fixtures::random_games(&[("Forest", 40), ("Mindslaver", 4), ("Grizzly Bears", 16)], SEEDS);
    let controlled = games
        .iter()
        .flat_map(|g| &g.log)
        .filter(|e| matches!(e.kind, EventKind::PlayerControlled { .. }))
        .count();
    assert!(controlled > 0, "no player controlled another in {SEEDS} games");
}

/// How many games: enough that some player is controlled (seeds 0–7 control 11 turns).
const SEEDS: u64 = 8;
