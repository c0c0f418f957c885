//! 702.114 Devoid: a characteristic-defining ability, "this object is colorless"
//! (702.114a), which works in every zone, even outside the game (604.3), and applies in
//! layer 5 before other color-changing effects (613.3).

use crate::cards::{Affects, StaticAbility};
use crate::characteristics::ColorSet;
use crate::continuous::Modification;
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports devoid as implemented: the card loader gives a card with it the static ability
/// [`ability`].
#[rule("702.114")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The characteristic-defining ability devoid stands for: "This object is colorless"
/// (702.114a).
#[rule("702.114a")]
pub fn ability() -> StaticAbility {
    StaticAbility {
        affects: Affects::This,
        modifications: vec![Modification::SetColors(ColorSet::COLORLESS)],
        cda: true,
        zone: crate::game::Zone::Battlefield,
        condition: None,
    }
}
