//! 701.17 Mill: a player puts cards from the top of their library into their graveyard
//! (701.17a), as many as they have when told to mill more (701.17b, 609.3).

use crate::game::{Game, PlayerId, Position, Zone};
use crate::keywords::KeywordHooks;
use crate::{cite, rule, Handled};

/// Reports mill as implemented: effects mill through [`mill`].
#[rule("701.17")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// `player` mills `count` cards: the top cards of their library go to their graveyard one
/// after another, top first (701.17a). Told to mill more than they have, they mill as many
/// as possible (701.17b, 609.3).
#[rule("701.17a", "701.17b", "609.3")]
pub(crate) fn mill(game: &mut Game, player: PlayerId, count: u32) {
    for _ in 0..count {
        let Some(top) = game.players[player.0].library.last().copied() else {
            cite!("701.17b");
            return;
        };
        game.move_object(top, Zone::Graveyard, Position::Top, cite!("701.17a"));
    }
}
