//! 702.41 Affinity: "Affinity for [text]" means "This spell costs {1} less to cast for each
//! [text] you control" (702.41a), a reduction of its own cost applied with its other
//! reductions (`Game::reduced_by_itself`, 601.2f). A card file writes `affinity_for = {
//! types = ["artifact"] }`.

use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports affinity as implemented: casting reads it where the module doc says.
#[rule("702.41")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}
