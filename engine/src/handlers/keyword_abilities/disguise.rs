//! 702.168 Disguise: "Disguise [cost]" means "You may cast this card as a 2/2 face-down
//! creature with ward {2}, no name, no subtypes, and no mana cost by paying {3} rather than
//! paying its mana cost" (702.168a, 702.168b), and any time its controller has priority the
//! face-down permanent may be turned face up for its disguise cost, a special action
//! (702.168d). A card file writes `disguise = "{1}{W}"`. Casting face down is morph's
//! (`morph::check_cast_face_down`, the face-down characteristics with ward), turning face up
//! `Game::turn_face_up`'s. A disguise cost with X (702.168e) is a load error.

use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports disguise as implemented: cast face down and turned face up as morph is.
#[rule("702.168")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}
