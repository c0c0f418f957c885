//! State-based actions (CR 704): the implemented checks and the 704.3 loop.

use std::sync::Arc;

use engine::cards::CardPool;
use engine::event::EventKind;
use engine::game::{Game, GameResult, PlayerId};
use engine::sba::check_state_based_actions;
use engine::{cite, rule};

fn losers(game: &Game) -> Vec<(PlayerId, String)> {
    game.log
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::LostGame { player } => Some((player, e.rule.to_string())),
            _ => None,
        })
        .collect()
}

/// Three players, so that one or two losing does not end the game.
fn board() -> Game {
    Game::blank(Arc::new(CardPool::default()), 3, 20)
}

#[rule("104.2a")]
#[test]
fn r104_2a_a_game_is_won_once() {
    let mut game = Game::blank(Arc::new(CardPool::default()), 2, 20);
    game.players[1].life = 0;
    check_state_based_actions(&mut game);
    assert_eq!(game.result, Some(GameResult::Win(PlayerId(0))));
    // Nothing after the end changes it, even a state-based action.
    game.players[0].life = 0;
    check_state_based_actions(&mut game);
    assert_eq!(
        game.result,
        Some(GameResult::Win(PlayerId(0))),
        "a decided game stays decided"
    );
    let over: Vec<_> = game
        .log
        .iter()
        .filter(|e| matches!(e.kind, EventKind::GameOver { .. }))
        .collect();
    assert_eq!(over.len(), 1, "one game, one end");
    assert_eq!(over[0].rule, cite!("104.2a"));
}

#[rule("704.5a")]
#[test]
fn r704_5a_player_at_zero_or_less_life_loses() {
    let mut game = board();
    game.players[0].life = 0;
    game.players[1].life = -3;
    check_state_based_actions(&mut game);
    assert_eq!(
        losers(&game),
        [(PlayerId(0), "704.5a".to_owned()), (PlayerId(1), "704.5a".to_owned())]
    );
}

#[rule("704.5a")]
#[test]
fn r704_5a_player_at_one_life_does_not_lose() {
    let mut game = board();
    game.players[0].life = 1;
    check_state_based_actions(&mut game);
    assert!(game.log.is_empty(), "{:?}", game.log);
    assert!(!game.players[0].has_lost);
}

#[rule("704.5b")]
#[test]
fn r704_5b_drawing_from_an_empty_library_loses_at_the_next_check() {
    let mut game = board();
    game.players[1].drew_from_empty_library = true;
    check_state_based_actions(&mut game);
    assert_eq!(losers(&game), [(PlayerId(1), "704.5b".to_owned())]);
    assert!(
        !game.players[1].drew_from_empty_library,
        "the attempt is forgotten once checked"
    );
}

#[rule("704.5c")]
#[test]
fn r704_5c_ten_poison_counters_lose_nine_do_not() {
    let mut game = board();
    game.players[0].poison_counters = 10;
    game.players[1].poison_counters = 9;
    check_state_based_actions(&mut game);
    assert_eq!(losers(&game), [(PlayerId(0), "704.5c".to_owned())]);
}

#[rule("704.3")]
#[test]
fn r704_3_actions_are_performed_together_and_each_rule_once() {
    let mut game = board();
    // Both apply to player 0 in the same check; the player loses once, for the first rule.
    game.players[0].life = 0;
    game.players[0].poison_counters = 10;
    let report = check_state_based_actions(&mut game);
    assert_eq!(report.rounds, 1);
    assert_eq!(losers(&game), [(PlayerId(0), "704.5a".to_owned())]);
    // Stubs are reported, never silently counted as applied.
    assert!(report.unimplemented().any(|r| r == cite!("704.5m")));
    assert!(!report.unimplemented().any(|r| r == cite!("704.5a")));
}

#[rule("704.8", "702.93a")]
#[test]
fn r704_8_a_permanent_that_leaves_is_remembered_before_the_other_actions() {
    // Young Wolf (undying) with a +1/+1 and a -1/-1 counter and lethal damage: 704.5g puts it
    // into the graveyard while 704.5q removes the counters, as one event. It is remembered
    // with its +1/+1 counter, so undying does not trigger.
    let mut game = Game::blank(crate::fixtures::starter(), 2, 20);
    let wolf = crate::fixtures::permanent(&mut game, PlayerId(0), "Young Wolf");
    let o = &mut game.objects[wolf.0 as usize];
    o.counters.plus_one = 1;
    o.counters.minus_one = 1;
    o.damage = 1;
    check_state_based_actions(&mut game);
    assert_eq!(game.objects[wolf.0 as usize].zone, engine::game::Zone::Battlefield);
    assert!(game.objects[wolf.0 as usize].gone, "it died");
    assert!(game.waiting_triggers.is_empty(), "undying saw its +1/+1 counter");
    assert!(game.log.iter().any(|e| e.rule == cite!("704.5g")));
}
