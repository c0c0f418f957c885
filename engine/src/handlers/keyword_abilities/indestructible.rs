//! 702.12 Indestructible: a permanent with it can't be destroyed (702.12b, `Game::destroy`)
//! and ignores the lethal-damage check (704.5g, `r704_5g`); deathtouch damage can't destroy it
//! either (`r704_5h`).

use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports indestructible as implemented: the engine's rules code carries it out where the
/// module doc says, so cards may use it.
#[rule("702.12")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}
