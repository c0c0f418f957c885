//! 702.81 Retrace: "You may cast this card from your graveyard by discarding a land card as
//! an additional cost to cast it" (702.81a). A card writes "Retrace" among its keywords.
//! Casting it from the graveyard is decided and costed with flashback's
//! (`casting/from_graveyard.rs`); unlike
//! flashback and jump-start, nothing exiles the spell, so it can be cast again and again.

use crate::cards::cost::CostAction;
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports retrace as implemented: casting checks it where the module doc says.
#[rule("702.81")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The additional cost of a spell cast with retrace: "discarding a land card" (702.81a).
pub(crate) const DISCARD_A_LAND_CARD: [CostAction; 1] = [CostAction::DiscardLand];
