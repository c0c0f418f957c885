//! 702.125 Undaunted: "This spell costs {1} less to cast for each opponent you have"
//! (702.125a), counting only the opponents still in the game (702.125b); a reduction of its
//! own cost applied with its other reductions (`Game::reduced_by_itself`, 601.2f). A card
//! file writes `keywords = ["Undaunted"]`.

use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports undaunted as implemented: casting reads it where the module doc says.
#[rule("702.125")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}
