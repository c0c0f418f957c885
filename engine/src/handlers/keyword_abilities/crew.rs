//! 702.122 Crew: "Crew N" means "Tap any number of other untapped creatures you control with
//! total power N or greater: This permanent becomes an artifact creature until end of turn"
//! (702.122a), the ability a Vehicle with `crew = N` gets from the loader ([`ability`]). Each
//! creature tapped to pay that cost crews the Vehicle (702.122b): the log says so, and its
//! "whenever this creature crews a Vehicle" abilities (`when = "crews_a_vehicle"`) trigger,
//! "that Vehicle" being the Vehicle.

use crate::cards::cost::CostAction;
use crate::cards::recipient::Recipient;
use crate::cards::resolved::{Affected, Resolved};
use crate::cards::{AbilityCost, ActivatedAbility, TriggerEvent};
use crate::characteristics::CardTypes;
use crate::continuous::{Duration, Filter, Modification, Whose};
use crate::event::EventKind;
use crate::game::{Game, ObjectId, PlayerId, Zone};
use crate::keywords::KeywordHooks;
use crate::midway::About;
use crate::triggers::WaitingTrigger;
use crate::{cite, rule, Handled};

/// Reports crew as implemented: the loader builds the ability ([`ability`]).
#[rule("702.122")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The crew ability of "Crew `n`" (702.122a).
#[rule("702.122a")]
pub fn ability(n: u8) -> ActivatedAbility {
    let cost = AbilityCost {
        mana: None,
        its_mana_cost: false,
        tap: false,
        actions: vec![CostAction::Crew(n)],
    };
    let becomes = Resolved::Continuous(
        Affected::Recipient(Recipient::This),
        vec![Modification::AddTypes(CardTypes::ARTIFACT.with(CardTypes::CREATURE))],
        Duration::EndOfTurn,
    );
    ActivatedAbility::of_keyword(cost, Vec::new(), vec![becomes], Zone::Battlefield, false)
}

/// The creatures that may crew `vehicle` for `player`: the other untapped creatures they
/// control (702.122a). Summoning sickness doesn't matter: crewing isn't a {T} cost of the
/// creature's own ability (302.6).
pub(crate) fn crew_options(game: &Game, player: PlayerId, vehicle: ObjectId) -> Vec<ObjectId> {
    let other_creature_you_control = Filter {
        types: CardTypes::CREATURE,
        whose: Whose::You,
        other: true,
        ..Filter::default()
    };
    game.battlefield
        .iter()
        .copied()
        .filter(|&id| {
            !game.obj(id).tapped && game.described(&other_creature_you_control, id, Zone::Battlefield, vehicle, player)
        })
        .collect()
}

/// The power a crew ability counts for `creatures` (702.122a): what they could reach
/// together, a creature with negative power counting as none, since it needn't be tapped.
fn reachable_power(game: &Game, creatures: &[ObjectId]) -> i64 {
    creatures.iter().map(|&id| i64::from(game.power(id).max(0))).sum()
}

/// Whether `player` can pay "Crew `n`" for `vehicle`: their other untapped creatures have
/// total power `n` or greater (702.122a, 118.3).
pub(crate) fn can_crew(game: &Game, player: PlayerId, vehicle: ObjectId, n: u8) -> bool {
    reachable_power(game, &crew_options(game, player, vehicle)) >= i64::from(n)
}

/// The creatures `player` taps to pay "Crew `n`" for `vehicle`, one question each, each a
/// creature that still lets their total power reach `n`: while it is below `n`, the player
/// must tap one more; then, since "any number" may be tapped, they may tap another or none
/// more (the option after the last). The total counts a creature's negative power as it is
/// (107.1b): one with negative power is offered only while the rest can make up for it.
#[rule("702.122a", "107.1b")]
pub(crate) fn choose_crew(game: &mut Game, player: PlayerId, vehicle: ObjectId, n: u8) -> Vec<ObjectId> {
    let action = CostAction::Crew(n);
    let mut left = crew_options(game, player, vehicle);
    let (mut crew, mut power) = (Vec::new(), 0i64);
    while !left.is_empty() {
        let enough = power >= i64::from(n);
        // Tapping `id` adds its power as it is; the others left can still add what they reach.
        let reach = reachable_power(game, &left);
        let options: Vec<ObjectId> = left
            .iter()
            .copied()
            .filter(|&id| {
                let own = i64::from(game.power(id));
                power + own + reach - own.max(0) >= i64::from(n)
            })
            .collect();
        if options.is_empty() {
            // The total is `n` or more, and tapping any creature left would take it below
            // `n` for good: each has negative power, which the total counts (107.1b).
            cite!("107.1b");
            break;
        }
        let one = if !enough && options.len() == 1 {
            options[0]
        } else {
            let answer = game.ask(crate::midway::Question {
                player,
                about: About::CostObject {
                    action,
                    options: options.clone(),
                    optional: enough,
                },
            });
            match options.get(answer) {
                Some(&one) => one,
                None => break,
            }
        };
        if game.stopped_to_ask() {
            break;
        }
        power += i64::from(game.power(one));
        left.retain(|&o| o != one);
        crew.push(one);
    }
    crew
}

/// `crew` were tapped to pay the crew cost of `vehicle`: each crews it (702.122b), and its
/// "whenever this creature crews a Vehicle" abilities trigger, with the Vehicle for "that
/// Vehicle".
#[rule("702.122b")]
pub(crate) fn crewed(game: &mut Game, controller: PlayerId, vehicle: ObjectId, crew: &[ObjectId]) {
    for &creature in crew {
        game.emit(cite!("702.122b"), EventKind::Crewed { creature, vehicle });
        let triggered: Vec<WaitingTrigger> = game
            .chars(creature)
            .abilities
            .triggers(&game.pool)
            .filter(|(_, _, t)| t.when == TriggerEvent::CrewsAVehicle)
            .map(|(card, index, _)| WaitingTrigger {
                that: Some(vehicle),
                ..WaitingTrigger::printed(creature, controller, card, index)
            })
            .collect();
        game.add_waiting(triggered);
    }
}
