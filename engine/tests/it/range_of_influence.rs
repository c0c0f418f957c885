//! The limited range of influence option (801): who is within whose range, and whole games of
//! six players with it between random agents, the invariants checked after every action. The
//! long soak is `cargo run --release -p engine --example random_games -- --players 6
//! --range-of-influence 1 --check`.

use engine::agent::play_random;
use engine::event::EventKind;
use engine::game::{Game, GameConfig, PlayerId};
use engine::range_of_influence::RangeOfInfluence;
use engine::rule;

/// A game of `players` with the Bears/Bolt deck and the option `range`, as it begins.
fn game_with(players: usize, range: RangeOfInfluence) -> Game {
    let pool = crate::fixtures::starter();
    let deck = engine::decks::bundled("bears_bolt", &pool).unwrap_or_else(|e| panic!("{e}"));
    let mut config = GameConfig::new(pool, vec![deck; players]);
    config.range_of_influence = Some(range);
    Game::new(config, 1)
}

/// The seats within `of`'s range, in seat order.
fn within(game: &Game, of: usize) -> Vec<usize> {
    (0..game.players.len())
        .filter(|&p| game.within_range(PlayerId(of), PlayerId(p)))
        .collect()
}

/// Within a range of 1 of six players are the player and the two beside them, around the
/// table (801.2); within a range of 0, the player alone (801.2b).
#[rule("801.2", "801.2b")]
#[test]
fn r801_2_the_players_within_that_many_seats_to_either_side() {
    let game = game_with(6, RangeOfInfluence::every_player(1));
    assert_eq!(within(&game, 0), [0, 1, 5]);
    assert_eq!(within(&game, 3), [2, 3, 4]);
    assert_eq!(within(&game, 5), [0, 4, 5]);
    let game = game_with(6, RangeOfInfluence::every_player(0));
    assert_eq!(within(&game, 2), [2]);
    // A range beyond the table reaches everyone, each once.
    let game = game_with(4, RangeOfInfluence::every_player(7));
    assert_eq!(within(&game, 1), [0, 1, 2, 3]);
    // The option keeps sixteen seats: a seventeenth player reaches only themselves.
    let game = game_with(17, RangeOfInfluence::every_player(1));
    assert_eq!(within(&game, 16), [16]);
    assert_eq!(within(&game, 0), [0, 1, 15]);
}

/// Players may have different ranges (801.2a): being within someone's range is not mutual.
#[rule("801.2a")]
#[test]
fn r801_2a_players_may_have_different_ranges() {
    let ranges = RangeOfInfluence::per_player(&[2, 1, 1, 1, 1, 1]).expect("six ranges");
    let game = game_with(6, ranges);
    assert_eq!(within(&game, 0), [0, 1, 2, 4, 5]);
    assert_eq!(within(&game, 2), [1, 2, 3]);
    assert!(
        RangeOfInfluence::per_player(&[1; 17]).is_err(),
        "at most sixteen players"
    );
}

/// Six players, each reaching one seat to either side: the games end, the players who lose
/// leave, and those left come within each other's range.
#[test]
fn random_six_player_games_with_a_range_of_influence_of_one_keep_the_invariants() {
    let mut left = 0;
    for seed in 0..4 {
        let mut game = game_with(6, RangeOfInfluence::every_player(1));
        let outcome = play_random(&mut game, seed, true).unwrap_or_else(|e| panic!("game {seed}: {e:?}"));
        assert!(outcome.finished, "game {seed} did not finish");
        left += game
            .log
            .iter()
            .filter(|e| matches!(e.kind, EventKind::LeftGame { .. }))
            .count();
    }
    assert!(left >= 4, "players left games that went on {left} times in 4 games");
}
