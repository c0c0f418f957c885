//! 702.4 Double strike: it deals combat damage in both damage steps (702.4b, `Game::assigns_now`).

use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports Double strike as implemented: the engine's rules code carries it out where the
/// module doc says, so cards may use it.
#[rule("702.4")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}
