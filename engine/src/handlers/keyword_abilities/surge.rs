//! 702.117 Surge: "You may pay [cost] rather than pay this spell's mana cost as you cast this
//! spell if you or one of your teammates has cast another spell this turn" (702.117a). A card
//! file writes `surge = "{2}{U}"`; the cost is one of the alternative costs its caster is
//! asked about ([`Game::alternative_costs`](crate::game::Game)) when [`may_surge`] says so.

use crate::game::{Game, ObjectId, PlayerId};
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports surge as implemented: an alternative cost of the card ([`may_surge`]).
#[rule("702.117")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// Whether `player` may cast `card` for its surge cost now (702.117a): it has one, and they
/// or one of their teammates has cast a spell this turn, another than this one, which is not
/// cast yet as its costs are announced.
#[rule("702.117a")]
pub(crate) fn may_surge(game: &Game, player: PlayerId, card: ObjectId) -> bool {
    let turn = game.turn.number;
    game.card(card).surge.is_some()
        && std::iter::once(player)
            .chain(game.teammates(player))
            .any(|p| game.players[p.0].spells_cast.in_turn(turn) > 0)
}
