//! 702.80 Wither: damage it deals to a creature is -1/-1 counters, not marked damage (702.80a, `Game::damage_now`).

use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports Wither as implemented: the engine's rules code carries it out where the module
/// doc says, so cards may use it.
#[rule("702.80")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}
