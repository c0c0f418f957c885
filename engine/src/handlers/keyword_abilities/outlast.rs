//! 702.107 Outlast: "Outlast [cost]" means "[Cost], {T}: Put a +1/+1 counter on this
//! creature. Activate only as a sorcery" (702.107a). A card file writes `outlast = "{cost}"`
//! on a creature; the loader gives it the ability [`ability`].

use crate::cards::effect::CounterKind;
use crate::cards::{AbilityCost, ActivatedAbility};
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports outlast as implemented: the loader builds the ability ([`ability`]).
#[rule("702.107")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The outlast ability: `cost` and {T}, then a +1/+1 counter on this creature, only as a
/// sorcery (702.107a).
#[rule("702.107a")]
pub fn ability(cost: AbilityCost) -> ActivatedAbility {
    super::level_up::counter_on_this_as_a_sorcery(AbilityCost { tap: true, ..cost }, CounterKind::PlusOne)
}
