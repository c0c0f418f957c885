//! Games that begin inside a game: Shahrazad's subgames (728) and Karn Liberated's restart
//! (726). Random play through them keeps the invariants (the turn counts again from 1 in a
//! new game, `Game::epoch`), and replaying the recorded actions gives the same game.

use engine::agent::play_random;
use engine::event::EventKind;
use engine::game::{Game, GameConfig};

/// Random games where both players' decks are Shahrazads and Plains: subgames begin (and
/// some of them subgames of subgames, 728.6), end, and send the cards back to the main-game
/// libraries (728.5); each game replays exactly from its seed and actions.
#[test]
fn random_subgames_keep_the_invariants_and_replay_exactly() {
    let pool = crate::fixtures::starter();
    let card = |name| pool.find(name).unwrap_or_else(|| panic!("no {name}"));
    let deck: Vec<_> = std::iter::repeat_n(card("Shahrazad"), 3)
        .chain(std::iter::repeat_n(card("Plains"), 37))
        .collect();
    let (mut begun, mut ended) = (0, 0);
    for seed in 0..4 {
        let config = GameConfig::new(pool.clone(), vec![deck.clone(), deck.clone()]);
        let mut game = Game::new(config.clone(), seed);
        let outcome = play_random(&mut game, seed, true).unwrap_or_else(|e| panic!("game {seed}: {e:?}"));
        assert!(outcome.finished, "game {seed} did not finish");
        begun += game
            .log
            .iter()
            .filter(|e| matches!(e.kind, EventKind::SubgameBegan))
            .count();
        ended += game
            .log
            .iter()
            .filter(|e| matches!(e.kind, EventKind::SubgameEnded { .. }))
            .count();
        let replay = Game::replay(config, seed, &game.actions).unwrap_or_else(|e| panic!("replay of {seed}: {e}"));
        assert_eq!(replay.state_hash(), game.state_hash(), "seed {seed}: replayed");
        assert_eq!(replay.log, game.log, "seed {seed}: replayed log");
    }
    assert!(begun > 0, "no subgame began");
    assert_eq!(begun, ended, "every subgame ended before its main game did");
}
