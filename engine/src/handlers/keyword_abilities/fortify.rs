//! 702.67 Fortify: "Fortify [cost]" means "[Cost]: Attach this Fortification to target land
//! you control. Activate only as a sorcery" (702.67a). The card loader gives a card with
//! `fortify = "{cost}"` the ability [`ability`]; what a Fortification can be attached to is
//! [`can_attach`](crate::handlers::keyword_actions::attach)'s (301.6).

use crate::cards::target::TargetKind;
use crate::cards::{AbilityCost, ActivatedAbility};
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports fortify as implemented: the loader builds the ability ([`ability`]).
#[rule("702.67")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The fortify ability with `cost`: "[Cost]: Attach this Fortification to target land you
/// control. Activate only as a sorcery" (702.67a).
#[rule("702.67a")]
pub fn ability(cost: AbilityCost) -> ActivatedAbility {
    super::equip::attach_ability(cost, TargetKind::Land)
}
