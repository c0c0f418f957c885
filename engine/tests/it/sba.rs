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
    assert!(report.unimplemented().any(|r| r == cite!("704.5r")));
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

/// The legend rule's choice is asked before the batch is performed, with the permanents
/// still on the battlefield; then the batch is one event: the player may keep the Jace that
/// has no loyalty, and it goes by 704.5i with the other Jace and a creature with lethal
/// damage, all at once.
#[rule("704.5j", "704.3")]
#[test]
fn r704_5j_the_choice_comes_before_the_batch_and_any_permanent_may_be_kept() {
    use engine::action::{Action, Decision};
    use engine::game::Zone;
    use engine::midway::About;
    use engine::turn::Step;
    let mut game = Game::blank(crate::fixtures::starter(), 2, 20);
    let old = crate::fixtures::permanent(&mut game, PlayerId(0), "Jace Beleren");
    let new = crate::fixtures::permanent(&mut game, PlayerId(0), "Jace Beleren");
    let theirs = crate::fixtures::permanent(&mut game, PlayerId(1), "Jace Beleren");
    let bears = crate::fixtures::permanent(&mut game, PlayerId(0), "Grizzly Bears");
    game.objects[old.0 as usize].counters.loyalty = 3;
    game.objects[new.0 as usize].counters.loyalty = 0;
    game.objects[theirs.0 as usize].counters.loyalty = 3;
    game.objects[bears.0 as usize].damage = 2;
    game.begin_step(Step::PrecombatMain);
    let pending = game.pending.expect("a decision");
    assert_eq!(pending.player, PlayerId(0), "the controller chooses");
    assert_eq!(pending.decision, Decision::Choose { count: 2 });
    let question = game.question().expect("the legend rule's question");
    assert_eq!(
        question.about,
        About::LegendToKeep {
            options: vec![old, new]
        },
        "the opponent's Jace is not in the group"
    );
    for id in [old, new, theirs, bears] {
        assert_eq!(
            game.objects[id.0 as usize].zone,
            Zone::Battlefield,
            "nothing is performed before the choice"
        );
    }
    game.apply(Action::Choose(1)).expect("a legal answer");
    for id in [old, new, bears] {
        assert!(game.objects[id.0 as usize].gone, "{id:?} left the battlefield");
    }
    assert!(!game.objects[theirs.0 as usize].gone);
    let mut moved: Vec<(engine::game::ObjectId, String)> = game
        .log
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::ZoneChange {
                old,
                to: Zone::Graveyard,
                ..
            } => Some((old, e.rule.to_string())),
            _ => None,
        })
        .collect();
    moved.sort();
    assert_eq!(
        moved,
        [(old, "704.5j"), (new, "704.5i"), (bears, "704.5g")].map(|(o, r)| (o, r.to_owned()))
    );
    assert_eq!(game.pending.map(|p| p.decision), Some(Decision::Priority));
}

/// A check that waits for the legend rule's choice is not over: what happened since the last
/// check is kept until the batch is performed. A player who drew from an empty library (704.5b)
/// and must choose between two Jaces still loses once they have chosen, with the Jace they
/// didn't keep put into the graveyard in the same batch.
#[rule("704.5b", "704.5j")]
#[test]
fn r704_5b_a_draw_from_an_empty_library_is_not_forgotten_while_a_choice_waits() {
    use engine::action::{Action, Decision};
    use engine::turn::Step;
    let mut game = Game::blank(crate::fixtures::starter(), 2, 20);
    let old = crate::fixtures::permanent(&mut game, PlayerId(0), "Jace Beleren");
    let new = crate::fixtures::permanent(&mut game, PlayerId(0), "Jace Beleren");
    for jace in [old, new] {
        game.objects[jace.0 as usize].counters.loyalty = 3;
    }
    game.players[0].drew_from_empty_library = true;
    game.begin_step(Step::PrecombatMain);
    assert_eq!(
        game.pending.map(|p| p.decision),
        Some(Decision::Choose { count: 2 }),
        "the legend rule's choice waits"
    );
    game.apply(Action::Choose(0)).expect("a legal answer");
    assert!(
        game.players[0].has_lost,
        "704.5b: the draw from an empty library is still seen"
    );
    assert!(
        game.log
            .iter()
            .any(|e| e.rule == cite!("704.5b") && matches!(e.kind, EventKind::LostGame { player: PlayerId(0) })),
        "704.5b caused the loss"
    );
    assert!(
        game.log
            .iter()
            .any(|e| e.rule == cite!("704.5j") && matches!(e.kind, EventKind::ZoneChange { old, .. } if old == new)),
        "704.5j: the Jace not kept went to the graveyard in the same batch"
    );
}

/// What can't stay attached: an Aura on a permanent with protection from its color
/// (702.16c) or on what its enchant ability doesn't allow goes to the graveyard (704.5m); an
/// Equipment on a player becomes unattached (704.5n), and so does a creature attached to
/// something (704.5p). A colorless Equipment stays on a creature with protection from black.
/// Holy Strength on a Plains is on an object its enchant ability doesn't allow (303.4c,
/// 702.5a: "Enchant creature").
#[rule("704.5m", "704.5n", "704.5p", "702.16c", "303.4c", "702.5a")]
#[test]
fn r704_5m_illegal_attachments_go_or_become_unattached() {
    use engine::game::Zone;
    use engine::stack::Target;
    let mut game = Game::blank(crate::fixtures::starter(), 2, 20);
    let p = |game: &mut Game, name: &str| crate::fixtures::permanent(game, PlayerId(0), name);
    let black_knight = p(&mut game, "Black Knight");
    let white_knight = p(&mut game, "White Knight");
    let plains = p(&mut game, "Plains");
    let on_knight = p(&mut game, "Holy Strength");
    let on_land = p(&mut game, "Holy Strength");
    let on_player = p(&mut game, "Bonesplitter");
    let stays = p(&mut game, "Bonesplitter");
    let bears = p(&mut game, "Grizzly Bears");
    for (what, to) in [
        (on_knight, Target::Object(black_knight)),
        (on_land, Target::Object(plains)),
        (on_player, Target::Player(PlayerId(1))),
        (stays, Target::Object(white_knight)),
        (bears, Target::Object(white_knight)),
    ] {
        game.objects[what.0 as usize].attached_to = Some(to);
    }
    check_state_based_actions(&mut game);
    for (id, rule) in [(on_knight, "704.5m"), (on_land, "704.5m")] {
        assert!(game.objects[id.0 as usize].gone, "{id:?} goes ({rule})");
    }
    let moved: Vec<String> = game
        .log
        .iter()
        .filter(|e| {
            matches!(
                e.kind,
                EventKind::ZoneChange {
                    to: Zone::Graveyard,
                    ..
                }
            )
        })
        .map(|e| e.rule.to_string())
        .collect();
    assert_eq!(moved, ["704.5m", "704.5m"]);
    let unattached: Vec<(engine::game::ObjectId, String)> = game
        .log
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::Unattached { object, .. } => Some((object, e.rule.to_string())),
            _ => None,
        })
        .collect();
    assert_eq!(
        unattached,
        [(on_player, "704.5n".to_owned()), (bears, "704.5p".to_owned())]
    );
    assert_eq!(game.attached_to(stays), Some(Target::Object(white_knight)));
    for id in [on_player, bears, stays] {
        assert!(!game.objects[id.0 as usize].gone, "{id:?} stays on the battlefield");
    }
}
