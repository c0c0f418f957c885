//! 702.6 Equip: "Equip [cost]" means "[Cost]: Attach this permanent to target creature you
//! control. Activate only as a sorcery" (702.6a). The card loader gives a card with
//! `equip = "{cost}"` the ability [`ability`].

use crate::cards::recipient::Recipient;
use crate::cards::resolved::Resolved;
use crate::cards::target::TargetKind;
use crate::cards::{AbilityCost, ActivatedAbility, TargetSlot};
use crate::continuous::{Filter, Whose};
use crate::game::Zone;
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports equip as implemented: the loader builds the ability ([`ability`]).
#[rule("702.6")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The equip ability with `cost`: "[Cost]: Attach this permanent to target creature you
/// control. Activate only as a sorcery" (702.6a).
#[rule("702.6a")]
pub fn ability(cost: AbilityCost) -> ActivatedAbility {
    attach_ability(cost, TargetKind::Creature)
}

/// "[Cost]: Attach this permanent to target `kind` you control. Activate only as a
/// sorcery": equip's form, which fortify shares (702.67a).
#[rule("702.6a", "702.67a")]
pub(crate) fn attach_ability(cost: AbilityCost, kind: TargetKind) -> ActivatedAbility {
    let you_control = Filter {
        whose: Whose::You,
        ..Filter::default()
    };
    ActivatedAbility::of_keyword(
        cost,
        vec![TargetSlot::one(kind, Some(you_control))],
        vec![Resolved::Attach(Recipient::Target(0))],
        Zone::Battlefield,
        true,
    )
}
