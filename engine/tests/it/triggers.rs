//! Triggered abilities (CR 603).

use engine::action::{Action, Payment};
use engine::event::EventKind;
use engine::game::{Game, PlayerId, Zone};
use engine::stack::Target;
use engine::turn::Step;
use engine::{cite, rule};

use crate::fixtures::{cast_from_hand, permanent, starter};

#[rule("101.4", "603.3b")]
#[test]
fn r101_4_triggers_go_on_the_stack_in_apnap_order() {
    let mut game = Game::blank(starter(), 2, 20);
    game.turn.number = 2;
    game.turn.active = PlayerId(1);
    permanent(&mut game, PlayerId(0), "Doomed Traveler");
    permanent(&mut game, PlayerId(1), "Doomed Traveler");
    permanent(&mut game, PlayerId(1), "Mountain");
    permanent(&mut game, PlayerId(1), "Mountain");
    cast_from_hand(&mut game, PlayerId(1), "Pyroclasm");
    game.apply(Action::Pass).expect("B passes");
    game.apply(Action::Pass).expect("A passes; Pyroclasm resolves");
    // The active player's (B's) trigger goes on the stack first, so it resolves last.
    let controllers: Vec<PlayerId> = game.stack.iter().map(|item| item.controller).collect();
    assert_eq!(controllers, [PlayerId(1), PlayerId(0)]);
    assert!(game.waiting_triggers.is_empty());
    assert_eq!(
        game.pending.map(|p| p.player),
        Some(PlayerId(1)),
        "then the active player receives priority"
    );
}

/// "Whenever you expend 4" triggers only as a spell's cost takes the mana spent this turn
/// from below 4 to 4 or more (700.14): Bark-Knuckle Boxer sees Lightning Bolt (1), Divination
/// (3 more, 4 in all: it triggers) and a second Divination (7: not again); the next turn
/// counts from 0 again.
#[rule("700.14")]
#[test]
fn r700_14_expending_n_triggers_once_as_the_total_crosses_n() {
    let mut game = Game::blank(starter(), 2, 20);
    let boxer = permanent(&mut game, PlayerId(0), "Bark-Knuckle Boxer");
    for _ in 0..7 {
        permanent(&mut game, PlayerId(0), "Island");
    }
    permanent(&mut game, PlayerId(0), "Mountain");
    let island = game.pool.find("Island").expect("a starter card");
    for _ in 0..4 {
        game.put(island, PlayerId(0), Zone::Library);
    }
    let triggered = |game: &Game| {
        game.log
            .iter()
            .filter(|e| matches!(e.kind, EventKind::Triggered { source } if source == boxer))
            .count()
    };
    let mut spent = Vec::new();
    let mut that_players = Vec::new();
    for name in ["Lightning Bolt", "Divination", "Divination"] {
        let idx = game.pool.find(name).expect("a starter card");
        let card = game.put(idx, PlayerId(0), Zone::Hand);
        game.begin_step(Step::PrecombatMain);
        if let Err(e) = game.apply(Action::Cast {
            card,
            payment: Payment::Auto,
        }) {
            let last: Vec<String> = game.log.iter().rev().take(8).map(|e| game.describe(e)).collect();
            panic!("{name}: {e}: {last:?}");
        }
        if name == "Lightning Bolt" {
            game.apply(Action::Target(Target::Player(PlayerId(1)))).expect("B");
        }
        that_players.extend(
            game.stack
                .iter()
                .filter(|item| item.source == boxer)
                .map(|item| item.choices.that_player),
        );
        spent.push(game.players[0].spent_on_spells.1);
        while !game.stack.is_empty() || !game.waiting_triggers.is_empty() {
            game.apply(Action::Pass).expect("both pass");
        }
    }
    assert_eq!(spent, [1, 4, 7]);
    assert_eq!(triggered(&game), 1, "once, as the total went from 1 to 4");
    assert_eq!(
        that_players,
        [Some(PlayerId(0))],
        "\"that player\" is the player who expended"
    );
    assert!(game.log.iter().any(|e| e.rule == cite!("700.14")));
    // A later turn counts from 0 again.
    game.turn.number += 1;
    let idx = game.pool.find("Lightning Bolt").expect("a starter card");
    let card = game.put(idx, PlayerId(0), Zone::Hand);
    for id in game.battlefield.clone() {
        game.objects[id.0 as usize].tapped = false;
    }
    game.begin_step(Step::PrecombatMain);
    game.apply(Action::Cast {
        card,
        payment: Payment::Auto,
    })
    .expect("Lightning Bolt");
    game.apply(Action::Target(Target::Player(PlayerId(1)))).expect("B");
    assert_eq!(
        game.players[0].spent_on_spells,
        (game.turn.number, 1),
        "counted from 0 again"
    );
}

/// "Whenever you cast a spell that targets only a single creature you control" (Frontline
/// Heroism's `targets_only`): not for a spell targeting an opponent's creature; for one
/// targeting the player's own, the ability triggers as the spell becomes cast.
#[test]
fn a_trigger_on_a_spell_that_targets_only_a_creature_you_control() {
    let mut game = Game::blank(starter(), 2, 20);
    permanent(&mut game, PlayerId(0), "Frontline Heroism");
    let own = permanent(&mut game, PlayerId(0), "Grizzly Bears");
    let theirs = permanent(&mut game, PlayerId(1), "Grizzly Bears");
    for _ in 0..2 {
        permanent(&mut game, PlayerId(0), "Plains");
    }
    game.begin_step(Step::PrecombatMain);
    let pool = game.pool.clone();
    let cast = |game: &mut Game, target: engine::game::ObjectId| {
        let card = game.put(
            crate::fixtures::card(&pool, "Moment of Triumph"),
            PlayerId(0),
            Zone::Hand,
        );
        let action = Action::Cast {
            card,
            payment: Payment::Auto,
        };
        crate::fixtures::with_targets(game, action, &[Target::Object(target)]).expect("A can cast it");
    };
    // Its second ability, the one on casting (the first triggers on entering).
    let cast_triggers = |game: &Game| {
        game.stack
            .iter()
            .filter(|s| matches!(s.kind, engine::stack::StackKind::Triggered { index: 1, .. }))
            .count()
    };
    cast(&mut game, theirs);
    assert_eq!(cast_triggers(&game), 0, "no trigger for a spell targeting B's creature");
    cast(&mut game, own);
    assert_eq!(cast_triggers(&game), 1, "a trigger for one targeting A's own creature");
}
