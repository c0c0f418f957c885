//! 702.163 For Mirrodin!: "When this Equipment enters, create a 2/2 red Rebel creature token,
//! then attach this Equipment to it" (702.163a). A card writes "For Mirrodin!" among its
//! keywords; the loader gives it the triggered ability [`ability`], creating the pool's
//! token keyed [`TOKEN`]. Living weapon's shape with another token (702.92a).

use crate::cards::{CardIdx, TriggeredAbility};
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// The key of the token For Mirrodin! creates: a 2/2 red Rebel creature token, which a card
/// file defines in a `[[token]]` table before any card with For Mirrodin!.
pub const TOKEN: &str = "Red Rebel Token";

/// Reports For Mirrodin! as implemented: the loader builds its trigger ([`ability`]).
#[rule("702.163")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The For Mirrodin! trigger: "When this Equipment enters, create a 2/2 red Rebel creature
/// token, then attach this Equipment to it" (702.163a), `rebel` being that token.
#[rule("702.163a")]
pub fn ability(rebel: CardIdx) -> TriggeredAbility {
    TriggeredAbility::equipping_a_new_token(rebel)
}
