//! 702.129 Eternalize: "[Cost], Exile this card from your graveyard: Create a token that's a
//! copy of this card, except it's black, it's 4/4, it has no mana cost, and it's a Zombie in
//! addition to its other types. Activate only as a sorcery" (702.129a). The card loader gives
//! a creature card with `eternalize = "{cost}"` the ability [`ability`]; the token is made by
//! [`KeywordCopy`](crate::copies::KeywordCopy) with [`exceptions`].

use crate::cards::resolved::Resolved;
use crate::cards::{AbilityCost, ActivatedAbility};
use crate::characteristics::{Color, ColorSet, SubtypeSet};
use crate::copies::{CopyExceptions, KeywordCopy};
use crate::game::Zone;
use crate::generated::subtypes::ZOMBIE;
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports eternalize as implemented: the loader builds the ability ([`ability`]).
#[rule("702.129")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The eternalize ability with `cost` (the exile included), working from a graveyard and
/// activated only as a sorcery (702.129a, 113.6m).
#[rule("702.129a")]
pub fn ability(cost: AbilityCost) -> ActivatedAbility {
    ActivatedAbility::of_keyword(
        cost,
        Vec::new(),
        vec![Resolved::KeywordCopy(KeywordCopy::Eternalize)],
        Zone::Graveyard,
        true,
    )
}

/// Eternalize's exceptions: the token is black, 4/4, has no mana cost, and is a Zombie in
/// addition to its other types (702.129a).
#[rule("702.129a")]
pub fn exceptions() -> CopyExceptions {
    CopyExceptions {
        colors: Some(ColorSet::of(&[Color::Black])),
        pt: Some((4, 4)),
        no_mana_cost: true,
        add_subtypes: SubtypeSet::of(&[ZOMBIE]),
        ..CopyExceptions::default()
    }
}
