//! 702.87 Level up: "Level up [cost]" means "[Cost]: Put a level counter on this permanent.
//! Activate only as a sorcery" (702.87a). A card file writes `level_up = "{cost}"` on a
//! creature; the loader gives it the ability [`ability`]. Its level symbols (711.2) are static
//! abilities with `as_long_as_counters = { kind = "level", at_least = N1, at_most = N2 }`.

use crate::cards::effect::CounterKind;
use crate::cards::number::Number;
use crate::cards::recipient::Recipient;
use crate::cards::resolved::Resolved;
use crate::cards::{AbilityCost, ActivatedAbility};
use crate::game::Zone;
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports level up as implemented: the loader builds the ability ([`ability`]).
#[rule("702.87")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The level up ability: `cost`, then a level counter on this permanent, only as a sorcery
/// (702.87a).
#[rule("702.87a")]
pub fn ability(cost: AbilityCost) -> ActivatedAbility {
    counter_on_this_as_a_sorcery(cost, CounterKind::Level)
}

/// "[Cost]: Put a [kind] counter on this permanent. Activate only as a sorcery": level up's
/// form, which outlast shares with {T} in its cost (702.107a).
#[rule("702.87a", "702.107a")]
pub(crate) fn counter_on_this_as_a_sorcery(cost: AbilityCost, kind: CounterKind) -> ActivatedAbility {
    ActivatedAbility::of_keyword(
        cost,
        Vec::new(),
        vec![Resolved::PutCounters(kind, Number::Fixed(1), Recipient::This)],
        Zone::Battlefield,
        true,
    )
}
