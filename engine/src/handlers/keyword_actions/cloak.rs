//! 701.58 Cloak: "cloak the top card of your library" turns it face down and puts it onto
//! the battlefield as a 2/2 creature with ward {2}, no name, no subtypes and no mana cost
//! (701.58a: Cryptic Coat); any time its controller has priority they may turn it face up
//! for its mana cost if it is a creature card (701.58b), or with its morph or disguise
//! ability if it has one (701.58c, 701.58d). The instruction is manifest's
//! ([`crate::handlers::keyword_actions::manifest::put_top_face_down`]) with the face-down
//! characteristics that have ward; what manifest doesn't build, cloak doesn't either
//! (701.58e–g).

use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports cloak as implemented: the instruction is an effect of the cards that say so.
#[rule("701.58")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}
