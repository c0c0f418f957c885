//! 702.90 Infect: damage it deals to a player is poison counters, not life loss (702.90b), and to a creature -1/-1 counters (702.90c), in `Game::damage_now`.

use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports Infect as implemented: the engine's rules code carries it out where the module
/// doc says, so cards may use it.
#[rule("702.90")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}
