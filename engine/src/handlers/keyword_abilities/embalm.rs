//! 702.128 Embalm: "[Cost], Exile this card from your graveyard: Create a token that's a copy
//! of this card, except it's white, it has no mana cost, and it's a Zombie in addition to its
//! other types. Activate only as a sorcery" (702.128a). The card loader gives a creature card
//! with `embalm = "{cost}"` the ability [`ability`]; the token is made by
//! [`KeywordCopy`](crate::copies::KeywordCopy) with [`exceptions`].

use crate::cards::resolved::Resolved;
use crate::cards::{AbilityCost, ActivatedAbility};
use crate::characteristics::{Color, ColorSet, SubtypeSet};
use crate::copies::{CopyExceptions, KeywordCopy};
use crate::game::Zone;
use crate::generated::subtypes::ZOMBIE;
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports embalm as implemented: the loader builds the ability ([`ability`]).
#[rule("702.128")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The embalm ability with `cost` (the exile included), working from a graveyard and
/// activated only as a sorcery (702.128a, 113.6m).
#[rule("702.128a")]
pub fn ability(cost: AbilityCost) -> ActivatedAbility {
    ActivatedAbility::of_keyword(
        cost,
        Vec::new(),
        vec![Resolved::KeywordCopy(KeywordCopy::Embalm)],
        Zone::Graveyard,
        true,
    )
}

/// Embalm's exceptions: the token is white, has no mana cost, and is a Zombie in addition to
/// its other types (702.128a).
#[rule("702.128a")]
pub fn exceptions() -> CopyExceptions {
    CopyExceptions {
        colors: Some(ColorSet::of(&[Color::White])),
        no_mana_cost: true,
        add_subtypes: SubtypeSet::of(&[ZOMBIE]),
        ..CopyExceptions::default()
    }
}
