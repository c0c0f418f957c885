//! 702.10 Haste: it can attack and use {T} abilities the turn it arrives (702.10b-c, `Game::can_attack`, `Game::check_activate`).

use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports Haste as implemented: the engine's rules code carries it out where the
/// module doc says, so cards may use it.
#[rule("702.10")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}
