//! 702.133 Jump-start: "You may cast this card from your graveyard if the resulting spell is
//! an instant or sorcery spell by discarding a card as an additional cost to cast it" and "If
//! this spell was cast using its jump-start ability, exile this card instead of putting it
//! anywhere else any time it would leave the stack" (702.133a). A card writes "Jump-start"
//! among its keywords. Casting it from the graveyard is decided and costed with flashback's
//! (`casting/from_graveyard.rs`), and the spell is exiled as a flashed-back one is
//! (`Game::move_object`).

use crate::cards::cost::CostAction;
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports jump-start as implemented: casting checks it where the module doc says.
#[rule("702.133")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The additional cost of a spell cast with jump-start: "discarding a card" (702.133a).
pub(crate) const DISCARD_A_CARD: [CostAction; 1] = [CostAction::Discard { count: 1 }];
