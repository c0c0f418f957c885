//! Turn structure (CR 500–514) and priority at each step (CR 117.3a).

use engine::action::Action;
use engine::event::EventKind;
use engine::game::{Game, PlayerId, Zone};
use engine::turn::Step;
use engine::{cite, rule};

use crate::fixtures::{card, permanent, starter};

/// A blank board at the start of A's second turn, with cards to draw.
fn second_turn() -> Game {
    let pool = starter();
    let mut game = Game::blank(pool.clone(), 2, 20);
    game.turn.number = 2;
    for p in 0..2 {
        for _ in 0..3 {
            game.put(card(&pool, "Forest"), PlayerId(p), Zone::Library);
        }
    }
    game
}

/// Passes priority until the turn number changes or `stop` says so.
fn pass_until(game: &mut Game, stop: impl Fn(&Game) -> bool) {
    for _ in 0..200 {
        if stop(game) {
            return;
        }
        game.apply(Action::Pass).expect("passing is legal");
    }
    panic!("did not reach the expected point");
}

/// The steps begun, from the log.
fn steps(game: &Game) -> Vec<Step> {
    game.log
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::StepBegan { step } => Some(step),
            _ => None,
        })
        .collect()
}

#[rule(
    "500.1", "501", "501.1", "502", "503", "503.1", "504", "504.2", "505", "505.6", "506", "506.1", "507", "508",
    "508.2", "508.8", "511", "511.1", "512", "512.1", "513", "513.1", "514", "514.3", "117.3a"
)]
#[test]
fn r500_1_a_turn_without_attackers_goes_through_every_step_in_order() {
    let mut game = second_turn();
    game.begin_step(Step::Untap);
    pass_until(&mut game, |g| g.turn.number == 3);
    assert_eq!(
        steps(&game),
        [
            Step::Untap,
            Step::Upkeep,
            Step::Draw,
            Step::PrecombatMain,
            Step::BeginningOfCombat,
            Step::DeclareAttackers,
            Step::EndOfCombat,
            Step::PostcombatMain,
            Step::End,
            Step::Cleanup,
            Step::Untap,
            Step::Upkeep
        ],
        "508.8: no attackers, so no declare blockers or combat damage step"
    );
    assert!(game.log.iter().any(|e| e.rule == cite!("500.1")
        && matches!(
            e.kind,
            EventKind::TurnBegan {
                player: PlayerId(1),
                number: 3
            }
        )));
    // After each step begins, the first to receive priority is the active player (117.3a);
    // in the untap and cleanup steps nobody does (502.4, 514.3).
    let mut current = None;
    let mut first_priority = Vec::new();
    for e in &game.log {
        match e.kind {
            EventKind::StepBegan { step } => current = Some((step, false)),
            EventKind::Passed { player } => {
                if let Some((step, seen)) = current.as_mut() {
                    if !*seen {
                        first_priority.push((*step, player));
                        *seen = true;
                    }
                }
            }
            _ => {}
        }
    }
    let turn2: Vec<_> = first_priority.iter().take(8).copied().collect();
    assert_eq!(
        turn2,
        [
            Step::Upkeep,
            Step::Draw,
            Step::PrecombatMain,
            Step::BeginningOfCombat,
            Step::DeclareAttackers,
            Step::EndOfCombat,
            Step::PostcombatMain,
            Step::End
        ]
        .map(|s| (s, PlayerId(0))),
    );
    assert!(!first_priority
        .iter()
        .any(|(s, _)| matches!(s, Step::Untap | Step::Cleanup)));
    // 504.1: the active player drew in their draw step.
    assert_eq!(game.players[0].hand.len(), 1);
}

#[rule("508", "509", "510", "510.3", "511.3")]
#[test]
fn r508_a_turn_with_an_attacker_has_blockers_and_damage_steps_then_combat_ends() {
    let mut game = second_turn();
    permanent(&mut game, PlayerId(0), "Grizzly Bears");
    game.begin_step(Step::DeclareAttackers);
    let bears = game.battlefield[0];
    game.apply(Action::Attack {
        creature: bears,
        attacks: engine::stack::Target::Player(PlayerId(1)),
    })
    .expect("legal");
    game.apply(Action::FinishDeclaration).expect("legal");
    assert!(game.combat.is_attacking(bears));
    pass_until(&mut game, |g| g.turn.step == Step::PostcombatMain);
    assert_eq!(
        steps(&game),
        [
            Step::DeclareAttackers,
            Step::DeclareBlockers,
            Step::CombatDamage,
            Step::EndOfCombat,
            Step::PostcombatMain
        ]
    );
    assert_eq!(game.players[1].life, 18);
    assert!(
        game.combat.attackers.is_empty(),
        "511.3: removed from combat as the end of combat step ends"
    );
}

#[rule("302.6")]
#[test]
fn r302_6_a_turn_begins_and_its_players_creatures_are_no_longer_new() {
    let mut game = second_turn();
    let pool = game.pool.clone();
    // B's creature arrived during A's turn; A's arrived this turn too.
    let theirs = game.put(card(&pool, "Grizzly Bears"), PlayerId(1), Zone::Battlefield);
    let mine = game.put(card(&pool, "Grizzly Bears"), PlayerId(0), Zone::Battlefield);
    game.begin_step(Step::End);
    pass_until(&mut game, |g| {
        g.turn.active == PlayerId(1) && g.turn.step == Step::Upkeep
    });
    assert!(
        !game.objects[theirs.0 as usize].summoning_sick,
        "B has controlled it since B's turn began"
    );
    assert!(
        game.objects[mine.0 as usize].summoning_sick,
        "A's turn has not begun again"
    );
}
