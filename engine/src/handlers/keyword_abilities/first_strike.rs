//! 702.7 First strike: it deals combat damage in the first-strike damage step (702.7b, `Game::assigns_now`).

use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports First strike as implemented: the engine's rules code carries it out where the
/// module doc says, so cards may use it.
#[rule("702.7")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}
