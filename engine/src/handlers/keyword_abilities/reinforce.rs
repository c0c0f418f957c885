//! 702.77 Reinforce: an activated ability that works only while its card is in a player's
//! hand, "Reinforce N—[cost]" meaning "[Cost], Discard this card: Put N +1/+1 counters on
//! target creature" (702.77a). A card file writes `reinforce = { count = 2, cost = "{2}{W}" }`;
//! the loader gives it the ability [`ability`], which it has in every zone, where it can't be
//! activated (702.77b, 113.6m). Reinforce X is not built.

use crate::cards::effect::CounterKind;
use crate::cards::number::Number;
use crate::cards::recipient::Recipient;
use crate::cards::resolved::Resolved;
use crate::cards::target::TargetKind;
use crate::cards::{AbilityCost, ActivatedAbility, TargetSlot};
use crate::game::Zone;
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports reinforce as implemented: the loader builds the ability ([`ability`]).
#[rule("702.77")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The reinforce ability: `cost` (the discard included), then `n` +1/+1 counters on target
/// creature, activated from the hand at any time the player has priority (702.77a).
#[rule("702.77a")]
pub fn ability(cost: AbilityCost, n: u8) -> ActivatedAbility {
    ActivatedAbility::of_keyword(
        cost,
        vec![TargetSlot::one(TargetKind::Creature, None)],
        vec![Resolved::PutCounters(
            CounterKind::PlusOne,
            Number::Fixed(i32::from(n)),
            Recipient::Target(0),
        )],
        Zone::Hand,
        false,
    )
}
