//! 702.9 Flying: it can be blocked only by creatures with flying or reach (702.9b, `Game::check_block`).

use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports Flying as implemented: the engine's rules code carries it out where the
/// module doc says, so cards may use it.
#[rule("702.9")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}
