//! 702.182 Job select: "When this Equipment enters, create a 1/1 colorless Hero creature
//! token, then attach this Equipment to it" (702.182a). A card writes "Job select" among its
//! keywords; the loader gives it the triggered ability [`ability`], creating the pool's token
//! keyed [`TOKEN`]. Living weapon's shape with another token (702.92a).

use crate::cards::{CardIdx, TriggeredAbility};
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// The key of the token job select creates: a 1/1 colorless Hero creature token, which a card
/// file defines in a `[[token]]` table before any card with job select.
pub const TOKEN: &str = "Hero Token";

/// Reports job select as implemented: the loader builds its trigger ([`ability`]).
#[rule("702.182")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The job select trigger: "When this Equipment enters, create a 1/1 colorless Hero creature
/// token, then attach this Equipment to it" (702.182a), `hero` being that token.
#[rule("702.182a")]
pub fn ability(hero: CardIdx) -> TriggeredAbility {
    TriggeredAbility::equipping_a_new_token(hero)
}
