//! 702.19 Trample: excess combat damage goes to the player (702.19b, `Game::assign_combat_damage`).

use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports Trample as implemented: the engine's rules code carries it out where the
/// module doc says, so cards may use it.
#[rule("702.19")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}
