//! Gained activated abilities (613.1f) and linked abilities (CR 607), with the cards of the
//! CR's example of 607.5 (Quicksilver Elemental and Sisters of Stone Death as far as it
//! quotes them).

use engine::action::{Action, Decision, Payment};
use engine::game::{Game, ObjectId, PlayerId, Zone};
use engine::stack::Target;
use engine::turn::Step;
use engine::{cite, rule};

use crate::fixtures::{permanent, with_targets};
use crate::scenario::cards_of;

/// The scenario whose cards these tests play.
const CARDS: &str = "607/r607_5_example_1.toml";

/// A's Quicksilver Elemental attacks and B's Grizzly Bears blocks it, with Arc-Slogger and
/// Sisters of Stone Death beside it and lands for every ability; A has priority in the
/// declare blockers step.
struct Board {
    game: Game,
    elemental: ObjectId,
    bears: ObjectId,
    slogger: ObjectId,
    sisters: ObjectId,
}

fn board() -> Board {
    let mut game = Game::blank(cards_of(CARDS), 2, 20);
    let elemental = permanent(&mut game, PlayerId(0), "Quicksilver Elemental");
    let slogger = permanent(&mut game, PlayerId(0), "Arc-Slogger");
    let sisters = permanent(&mut game, PlayerId(0), "Sisters of Stone Death");
    for land in [
        "Island", "Island", "Island", "Swamp", "Swamp", "Swamp", "Forest", "Forest", "Mountain", "Mountain",
    ] {
        permanent(&mut game, PlayerId(0), land);
    }
    let bears = permanent(&mut game, PlayerId(1), "Grizzly Bears");
    game.begin_step(Step::DeclareAttackers);
    game.apply(Action::Attack {
        creature: elemental,
        attacks: engine::stack::Target::Player(PlayerId(1)),
    })
    .expect("it attacks");
    game.apply(Action::FinishDeclaration).expect("attackers declared");
    while game.pending.map(|p| p.decision) == Some(Decision::Priority) {
        game.apply(Action::Pass).expect("passing is legal");
    }
    game.apply(Action::Block {
        blocker: bears,
        attacker: elemental,
    })
    .expect("the Bears block");
    game.apply(Action::FinishDeclaration).expect("blockers declared");
    assert_eq!(game.pending.map(|p| p.player), Some(PlayerId(0)), "A has priority");
    Board {
        game,
        elemental,
        bears,
        slogger,
        sisters,
    }
}

/// Activates `source`'s `ability`th activated ability with `targets`, and lets it resolve.
fn activate(game: &mut Game, source: ObjectId, ability: usize, targets: &[Target]) {
    let action = Action::Activate {
        source,
        ability,
        payment: Payment::Auto,
    };
    with_targets(game, action, targets).unwrap_or_else(|e| panic!("ability {ability}: {e}"));
    game.apply(Action::Pass).expect("A passes");
    game.apply(Action::Pass).expect("B passes; it resolves");
    assert!(game.stack.is_empty(), "ability {ability} resolved");
}

/// The live object `card` became in `zone`, if there is one.
fn in_zone(game: &Game, name: &str, zone: Zone) -> Option<ObjectId> {
    (0..game.objects.len() as u32).map(ObjectId).find(|&id| {
        let o = &game.objects[id.0 as usize];
        !o.gone && o.zone == zone && game.pool.get(o.card).name == name
    })
}

/// Two grants of Sisters of Stone Death's pair are two pairs (607.5): the card the first
/// pair's exile ability exiled can't be returned by the second pair's return ability, only
/// by the first's.
#[rule("607.5")]
#[test]
fn r607_5_a_pair_gained_again_is_linked_only_to_itself() {
    let Board {
        mut game,
        elemental,
        bears,
        sisters,
        ..
    } = board();
    activate(&mut game, elemental, 0, &[Target::Object(sisters)]);
    activate(&mut game, elemental, 0, &[Target::Object(sisters)]);
    // Its own ability, then the first grant's exile and return, then the second's.
    assert_eq!(game.activated_abilities(elemental).count(), 5);
    activate(&mut game, elemental, 1, &[Target::Object(bears)]);
    let exiled = in_zone(&game, "Grizzly Bears", Zone::Exile).expect("the Bears are exiled");
    activate(&mut game, elemental, 4, &[]);
    assert!(
        !game.objects[exiled.0 as usize].gone,
        "the second grant's return ability finds nothing exiled with its own pair"
    );
    activate(&mut game, elemental, 2, &[]);
    let back = in_zone(&game, "Grizzly Bears", Zone::Battlefield).expect("the first grant's return ability finds them");
    assert_eq!(game.controller(back), PlayerId(0), "under its controller's control");
    assert!(game.log.iter().any(|e| e.rule == cite!("607.2a")
        && matches!(e.kind, engine::event::EventKind::ZoneChange { new, .. } if new == back)));
}

/// What the effect gains is locked in as it resolves (611.2c): Arc-Slogger leaving
/// afterwards takes nothing away. The grant ends with the turn (514.2), and a later effect
/// that removes all abilities removes gained ones too (613.1f).
#[rule("613.1f")]
#[test]
fn r613_1f_gained_abilities_stay_after_their_card_leaves_and_go_with_all_abilities() {
    let Board {
        mut game,
        elemental,
        slogger,
        ..
    } = board();
    activate(&mut game, elemental, 0, &[Target::Object(slogger)]);
    game.move_object(slogger, Zone::Graveyard, engine::game::Position::Top, cite!("701.8a"));
    assert_eq!(
        game.activated_abilities(elemental).count(),
        2,
        "Arc-Slogger's is still gained"
    );
    let turn_to_frog = crate::fixtures::card(&game.pool.clone(), "Turn to Frog");
    let frog = game.put(turn_to_frog, PlayerId(0), Zone::Hand);
    with_targets(
        &mut game,
        Action::Cast {
            card: frog,
            payment: Payment::Auto,
        },
        &[Target::Object(elemental)],
    )
    .expect("Turn to Frog is cast");
    game.apply(Action::Pass).expect("A passes");
    game.apply(Action::Pass).expect("B passes; it resolves");
    assert_eq!(game.activated_abilities(elemental).count(), 0, "it lost all abilities");
    assert!(
        !game
            .chars(elemental)
            .abilities
            .any(&game.pool, &game.chars(elemental).subtypes),
        "none gained either"
    );
}

/// The gained abilities last until end of turn: in the cleanup step they go (514.2).
#[rule("613.1f")]
#[test]
fn r613_1f_gained_abilities_end_with_the_turn() {
    let Board {
        mut game,
        elemental,
        slogger,
        ..
    } = board();
    activate(&mut game, elemental, 0, &[Target::Object(slogger)]);
    assert_eq!(game.activated_abilities(elemental).count(), 2);
    while game.turn.number == 1 && game.result.is_none() {
        if game.pending.map(|p| p.decision) == Some(Decision::DeclareBlockers) {
            game.apply(Action::FinishDeclaration).expect("no blockers");
        } else {
            game.apply(Action::Pass).expect("passing is legal");
        }
    }
    assert_eq!(game.activated_abilities(elemental).count(), 1, "only its own is left");
}

/// "Target creature blocking or blocked by [this]": a creature in combat with another
/// creature is not one (115.1).
#[rule("115.1")]
#[test]
fn r115_1_only_a_creature_in_combat_with_the_source_is_a_target_for_it() {
    let Board {
        mut game,
        elemental,
        bears,
        sisters,
        ..
    } = board();
    let other = permanent(&mut game, PlayerId(1), "Grizzly Bears");
    activate(&mut game, elemental, 0, &[Target::Object(sisters)]);
    game.apply(Action::Activate {
        source: elemental,
        ability: 1,
        payment: Payment::Auto,
    })
    .expect("the exile ability is begun");
    let refused = game
        .apply(Action::Target(Target::Object(other)))
        .expect_err("that Bears is not blocking it");
    assert!(refused.rules.contains(&cite!("115.1")), "{}", refused.reason);
    game.apply(Action::Target(Target::Object(bears)))
        .expect("the Bears blocking the Elemental is");
}

/// Sisters of Stone Death itself is in no combat: nothing is a target for its exile ability,
/// so it can't be activated (602.2b, as 601.2c is for spells).
#[rule("602.2b")]
#[test]
fn r602_2b_an_exile_ability_with_no_creature_in_combat_with_its_source_cant_be_activated() {
    let Board { mut game, sisters, .. } = board();
    let refused = game
        .apply(Action::Activate {
            source: sisters,
            ability: 0,
            payment: Payment::Auto,
        })
        .expect_err("no creature blocks or is blocked by Sisters of Stone Death");
    assert!(
        refused.rules.contains(&cite!("602.2b")),
        "{:?}: {}",
        refused.rules,
        refused.reason
    );
}
