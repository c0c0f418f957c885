//! 702.137 Spectacle: "You may pay [cost] rather than pay this spell's mana cost if an
//! opponent lost life this turn" (702.137a). A card file writes `spectacle = "{R}"`; the cost
//! is one of the alternative costs its caster is asked about
//! ([`Game::alternative_costs`](crate::game::Game)) when [`may_spectacle`] says so.

use crate::game::{Game, ObjectId, PlayerId};
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports spectacle as implemented: an alternative cost of the card ([`may_spectacle`]).
#[rule("702.137")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// Whether `player` may cast `card` for its spectacle cost now (702.137a): it has one, and an
/// opponent of theirs lost life this turn (damage included, 120.3a).
#[rule("702.137a")]
pub(crate) fn may_spectacle(game: &Game, player: PlayerId, card: ObjectId) -> bool {
    let turn = game.turn.number;
    game.card(card).spectacle.is_some()
        && game
            .opponents(player)
            .any(|o| game.players[o.0].life_lost.in_turn(turn) > 0)
}
