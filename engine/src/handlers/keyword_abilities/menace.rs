//! 702.111 Menace: it can't be blocked except by two or more creatures (702.111b, `Game::check_blocks_finished`).

use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports Menace as implemented: the engine's rules code carries it out where the
/// module doc says, so cards may use it.
#[rule("702.111")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}
