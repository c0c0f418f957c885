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

/// Each game one `Game` value plays counts in its epoch: a subgame begins another count
/// (728.2), and the main game coming back another again (728.5), B, who conceded the
/// subgame, losing half their life.
#[test]
fn a_subgame_and_the_main_game_coming_back_each_begin_an_epoch() {
    use engine::action::Action;
    use engine::game::{Game, PlayerId, Zone};
    let pool = crate::fixtures::starter();
    let plains = crate::fixtures::card(&pool, "Plains");
    let mut game = Game::blank(pool.clone(), 2, 20);
    for seat in [PlayerId(0), PlayerId(1)] {
        for _ in 0..10 {
            game.put(plains, seat, Zone::Library);
        }
    }
    crate::fixtures::permanent(&mut game, PlayerId(0), "Plains");
    crate::fixtures::permanent(&mut game, PlayerId(0), "Plains");
    crate::fixtures::cast_from_hand(&mut game, PlayerId(0), "Shahrazad");
    assert_eq!(game.epoch, 0);
    while game.epoch == 0 {
        game.apply(Action::Pass).unwrap_or_else(|e| panic!("{e}"));
    }
    assert_eq!(game.epoch, 1, "the subgame");
    assert_eq!(game.turn.number, 1, "the subgame begins at its first turn");
    game.apply(Action::Concede(PlayerId(1)))
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(game.epoch, 2, "the main game, back");
    assert_eq!(game.players[1].life, 10, "B didn't win the subgame");
    assert_eq!(game.players[0].life, 20);
    assert!(!game.is_over());
}
