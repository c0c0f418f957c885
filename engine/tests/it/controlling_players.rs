//! Random games in which players control each other (CR 722): Mindslaver's activations,
//! every decision answered by the agent of the player controlling the one asked.

use engine::agent::play_random;
use engine::event::EventKind;
use engine::game::{Game, GameConfig};

/// Random games of a deck of Forests, Grizzly Bears and Mindslavers keep the invariants
/// after every action (a player is controlled only during their own turn, by another), end,
/// and replay exactly; in some, a player controls the other for a turn (722.1).
#[test]
fn random_mindslaver_games_keep_the_invariants_and_control_players() {
    let pool = crate::fixtures::starter();
    let card = |name| {
        pool.find(name)
            .unwrap_or_else(|| panic!("{name} is in the starter pool"))
    };
    let deck: Vec<_> = std::iter::repeat_n(card("Forest"), 40)
        .chain(std::iter::repeat_n(card("Mindslaver"), 4))
        .chain(std::iter::repeat_n(card("Grizzly Bears"), 16))
        .collect();
    let mut controlled = 0;
    for seed in 0..SEEDS {
        let config = GameConfig::new(pool.clone(), vec![deck.clone(), deck.clone()]);
        let mut game = Game::new(config.clone(), seed);
        let outcome = play_random(&mut game, seed, true).unwrap_or_else(|e| panic!("game {seed}: {e:?}"));
        assert!(outcome.finished, "game {seed} did not finish");
        controlled += game
            .log
            .iter()
            .filter(|e| matches!(e.kind, EventKind::PlayerControlled { .. }))
            .count();
        let replay = Game::replay(config, seed, &game.actions).unwrap_or_else(|e| panic!("replay of {seed}: {e}"));
        assert_eq!(replay.state_hash(), game.state_hash(), "seed {seed}: replayed");
    }
    assert!(controlled > 0, "no player controlled another in {SEEDS} games");
}

/// How many games: enough that some player is controlled (seeds 0–7 control 11 turns).
const SEEDS: u64 = 8;
