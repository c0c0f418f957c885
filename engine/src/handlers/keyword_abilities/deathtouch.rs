//! 702.2 Deathtouch: damage from it destroys a creature (702.2b, `r704_5h`) and 1 is lethal when assigning combat damage (702.2c, `Game::lethal_for`).

use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports Deathtouch as implemented: the engine's rules code carries it out where the
/// module doc says, so cards may use it.
#[rule("702.2")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}
