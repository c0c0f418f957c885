//! 702.92 Living weapon: "When this Equipment enters, create a 0/0 black Phyrexian Germ
//! creature token, then attach this Equipment to it" (702.92a). A card writes "Living
//! weapon" among its keywords; the loader gives it the triggered ability [`ability`],
//! creating the pool's token keyed [`TOKEN`].

use crate::cards::{CardIdx, TriggeredAbility};
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// The key of the token living weapon creates: a 0/0 black Phyrexian Germ creature token,
/// which a card file defines in a `[[token]]` table before any card with living weapon.
pub const TOKEN: &str = "Phyrexian Germ Token";

/// Reports living weapon as implemented: the loader builds its trigger ([`ability`]).
#[rule("702.92")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The living weapon trigger: "When this Equipment enters, create a 0/0 black Phyrexian Germ
/// creature token, then attach this Equipment to it" (702.92a), `germ` being that token.
#[rule("702.92a")]
pub fn ability(germ: CardIdx) -> TriggeredAbility {
    TriggeredAbility::equipping_a_new_token(germ)
}
