//! 702.27 Buyback: "Buyback [cost]" means "You may pay an additional [cost] as you cast this
//! spell" and "If the buyback cost was paid, put this spell into its owner's hand instead of
//! into that player's graveyard as it resolves" (702.27a). A card file writes
//! `buyback = "{cost}"` on an instant or sorcery; its controller is asked about it with the
//! spell's other optional costs, after its kicker costs (601.2b), and the total cost counts it
//! (601.2f).

use crate::game::{Game, ObjectId, Position, Zone};
use crate::keywords::KeywordHooks;
use crate::{cite, rule, Handled};

/// Reports buyback as implemented: the cost is announced and paid with the spell's other
/// optional costs, and the resolution of a spell whose buyback cost was paid calls
/// [`return_as_it_resolves`].
#[rule("702.27")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The resolving spell `spell`, its buyback cost paid, is put into its owner's hand instead
/// of into their graveyard (702.27a). A spell that doesn't resolve (its targets illegal,
/// 608.2b, or countered) goes to the graveyard as usual.
#[rule("702.27a")]
pub(crate) fn return_as_it_resolves(game: &mut Game, spell: ObjectId) {
    game.move_object(spell, Zone::Hand, Position::Top, cite!("702.27a"));
}
