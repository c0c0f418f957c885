//! 702.34 Flashback: an instant or sorcery card may be cast from its owner's graveyard by
//! paying its flashback cost rather than its mana cost (`Game::check_cast`,
//! `Game::base_cost`), and the spell cast that way is exiled instead of going anywhere else
//! as it leaves the stack (`Game::move_object`), all 702.34a. A card file writes it
//! `flashback = "{4}{R}"`.

use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports flashback as implemented: casting and zone changes check it where the module doc
/// says.
#[rule("702.34")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}
