//! Games that begin inside a game: Shahrazad's subgames (728) and Karn Liberated's restart
//! (726). Random play through them keeps the invariants (the turn counts again from 1 in a
//! new game, `Game::epoch`), and replaying the recorded actions gives the same game.

use engine::event::EventKind;
use engine::game::GameConfig;

/// Random games where both players' decks are Shahrazads, Leylines of the Void and Plains:
/// subgames begin (and some of them subgames of subgames, 728.6), end, and send the cards
/// back to the main-game libraries (728.5); each game replays exactly from its seed and
/// actions. The Leylines make the games ones whose cards can ask in the middle of an action
/// (its opening-hand action, 103.6), as the main game's rest of Shahrazad may when it comes
/// back: a game that stopped there, waiting for nothing, would not finish.
#[test]
fn random_subgames_keep_the_invariants_and_replay_exactly() {
    let pool = crate::fixtures::starter();
    let card = |name| pool.find(name).unwrap_or_else(|| panic!("no {name}"));
    let deck: Vec<_> = std::iter::repeat_n(card("Shahrazad"), 3)
        .chain(std::iter::repeat_n(card("Leyline of the Void"), 3))
        .chain(std::iter::repeat_n(card("Plains"), 34))
        .collect();
    let (mut begun, mut ended) = (0, 0);
    for seed in 0..4 {
        let config = GameConfig::new(pool.clone(), vec![deck.clone(), deck.clone()]);
        let game = crate::fixtures::played_and_replayed(config, seed);
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
    }
    assert!(begun > 0, "no subgame began");
    assert_eq!(begun, ended, "every subgame ended before its main game did");
}
