//! 702.15 Lifelink: damage it deals gains its controller that much life (702.15b, `Game::deal_damage`).

use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports Lifelink as implemented: the engine's rules code carries it out where the
/// module doc says, so cards may use it.
#[rule("702.15")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}
