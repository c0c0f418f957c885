//! 702.73 Changeling: a characteristic-defining ability, "this object is every creature type"
//! (702.73a), which works in every zone (604.3) and applies in layer 4 before other
//! type-changing effects (613.3).

use crate::cards::{Affects, StaticAbility};
use crate::continuous::Modification;
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports Changeling as implemented: the card loader gives a card with it the static ability
/// [`ability`].
#[rule("702.73")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The characteristic-defining ability changeling stands for (702.73a).
#[rule("702.73a")]
pub fn ability() -> StaticAbility {
    StaticAbility {
        affects: Affects::This,
        modifications: vec![Modification::AllCreatureTypes],
        cda: true,
        zone: crate::game::Zone::Battlefield,
        condition: None,
    }
}
