//! 702.20 Vigilance: attacking doesn't tap it (702.20b, `Game::finish_attacks`).

use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports Vigilance as implemented: the engine's rules code carries it out where the
/// module doc says, so cards may use it.
#[rule("702.20")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}
