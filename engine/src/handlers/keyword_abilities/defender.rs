//! 702.3 Defender: a creature with it can't attack (702.3b, `Game::can_attack`).

use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports Defender as implemented: the engine's rules code carries it out where the
/// module doc says, so cards may use it.
#[rule("702.3")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}
