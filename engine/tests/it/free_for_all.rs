//! Whole free-for-all games of four between random agents (806), and Commander games (903):
//! players who lose leave a game that goes on (800.4), with the invariants checked after
//! every action, those of a player who has left among them. The long soaks are
//! `cargo run --release -p engine --example random_games -- --players 4 --games 100000 --check`
//! and the same with `--variant commander`.

use engine::agent::play_random;
use engine::event::EventKind;
use engine::game::{Game, GameConfig, GameResult, Zone};

/// Plays games `0..seeds` of four players with the bundled `deck` to their end, checking the
/// invariants after every action; returns the wins of each seat, and how many players left a
/// game that went on.
fn play_four(deck: &str, seeds: u64) -> ([u32; 4], usize) {
    let pool = crate::fixtures::starter();
    let deck = engine::decks::bundled(deck, &pool).unwrap_or_else(|e| panic!("{e}"));
    let (mut wins, mut left) = ([0; 4], 0);
    for seed in 0..seeds {
        let mut game = Game::new(GameConfig::new(pool.clone(), vec![deck.clone(); 4]), seed);
        let outcome = play_random(&mut game, seed, true).unwrap_or_else(|e| panic!("game {seed}: {e:?}"));
        assert!(outcome.finished, "game {seed} did not finish");
        match game.result {
            Some(GameResult::Win(p)) => wins[p.0] += 1,
            Some(GameResult::Draw) => {}
            Some(GameResult::TeamWin(_)) | None => unreachable!("a free-for-all finished"),
        }
        left += game
            .log
            .iter()
            .filter(|e| matches!(e.kind, EventKind::LeftGame { .. }))
            .count();
    }
    (wins, left)
}

/// Bears/Bolt for four: every seat wins some games, and in most games players leave before
/// the last one wins (two of them, when one wins alone).
#[test]
fn random_four_player_bears_bolt_games_keep_the_invariants_as_players_leave() {
    let (wins, left) = play_four("bears_bolt", 24);
    assert!(wins.iter().all(|&w| w > 0), "every seat wins sometimes: {wins:?}");
    assert!(left >= 24, "players left games that went on {left} times in 24 games");
}

/// The permanents deck for four: Auras, Equipment, planeswalkers and battles of players who
/// leave go with them.
#[test]
fn random_four_player_permanents_games_keep_the_invariants_as_players_leave() {
    let (_, left) = play_four("permanents", 6);
    assert!(left >= 6, "players left games that went on {left} times in 6 games");
}

/// Commander for four (903): the games begin at 40 life with the commanders in the command
/// zone, players leave as they lose, and the commanders are cast from there.
#[test]
fn random_four_player_commander_games_keep_the_invariants_and_cast_commanders() {
    let pool = crate::fixtures::starter();
    let deck = engine::decks::bundled_deck("commander_grumgully", &pool).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(deck.cards.len() + deck.commanders.len(), 100, "903.5a: 100 cards");
    let (mut left, mut cast_from_command_zone) = (0, 0);
    for seed in 0..2 {
        let config = GameConfig::commander(
            pool.clone(),
            vec![deck.cards.clone(); 4],
            vec![deck.commanders.clone(); 4],
        );
        let mut game = Game::new(config, seed);
        assert!(game.players.iter().all(|p| p.life == 40));
        assert_eq!(game.command.len(), 4);
        assert!(game
            .command
            .iter()
            .all(|&id| game.objects[id.0 as usize].zone == Zone::Command));
        let outcome = play_random(&mut game, seed, true).unwrap_or_else(|e| panic!("game {seed}: {e:?}"));
        assert!(outcome.finished, "game {seed} did not finish");
        cast_from_command_zone += game.players.iter().map(|p| p.commander_casts[0].1).sum::<u32>();
        left += game
            .log
            .iter()
            .filter(|e| matches!(e.kind, EventKind::LeftGame { .. }))
            .count();
    }
    assert!(left >= 2, "players left games that went on {left} times in 2 games");
    assert!(
        cast_from_command_zone > 0,
        "no commander was cast from the command zone"
    );
}
