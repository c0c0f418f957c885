//! 702.17 Reach: it can block creatures with flying (702.17b, `Game::check_block`).

use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports Reach as implemented: the engine's rules code carries it out where the
/// module doc says, so cards may use it.
#[rule("702.17")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}
