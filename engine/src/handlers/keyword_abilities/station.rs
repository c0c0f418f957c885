//! 702.184 Station: "Tap another untapped creature you control: Put a number of charge
//! counters on this permanent equal to the tapped creature's power. Activate only as a
//! sorcery" (702.184a), the ability a card with the keyword gets from the loader
//! ([`ability`]); a static ability may have the tapped creature count its toughness instead
//! (702.184c: Tapestry Warden). What the counters do is the card's: its station symbols are
//! static abilities "as long as this permanent has N or more charge counters on it" (721.2).

use crate::cards::cost::CostAction;
use crate::cards::effect::CounterKind;
use crate::cards::resolved::Resolved;
use crate::cards::{AbilityCost, ActivatedAbility};
use crate::characteristics::CardTypes;
use crate::continuous::{Filter, Whose};
use crate::game::{Game, Zone};
use crate::keywords::KeywordHooks;
use crate::stack::StackItem;
use crate::{cite, rule, Handled};

/// Reports station as implemented: the loader builds the ability ([`ability`]).
#[rule("702.184")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The station ability (702.184a).
#[rule("702.184a")]
pub fn ability() -> ActivatedAbility {
    let cost = AbilityCost {
        mana: None,
        its_mana_cost: false,
        tap: false,
        actions: vec![CostAction::Tap {
            count: 1,
            what: Filter {
                types: CardTypes::CREATURE,
                whose: Whose::You,
                other: true,
                ..Filter::default()
            },
        }],
    };
    ActivatedAbility::of_keyword(cost, Vec::new(), vec![Resolved::Station], Zone::Battlefield, true)
}

/// The station ability `item` resolves: charge counters on its source equal to the tapped
/// creature's power (702.184a), or its toughness where a static ability says so (702.184c);
/// the creature as it is, or as it last existed if it has left the battlefield (608.2h).
#[rule("702.184a", "702.184c")]
pub(crate) fn resolve(game: &mut Game, item: &StackItem) {
    let Some(&tapped) = item.choices.paid_with.first() else {
        return;
    };
    let by_toughness =
        game.by_toughness_possible && game.by_toughness(tapped, |card| card.stations_by_toughness.as_ref());
    let last = game.known(tapped);
    let count = if by_toughness {
        cite!("702.184c");
        last.chars.toughness
    } else {
        last.chars.power
    };
    let count = u32::try_from(count.unwrap_or(0)).unwrap_or(0);
    game.add_counters(item.source, CounterKind::Charge, count, cite!("702.184a"));
}
