//! 701.13 Exile: "To exile an object, move it to the exile zone from wherever it is"
//! (701.13a).

use crate::game::{Game, ObjectId, PlayerId, Position, Zone};
use crate::keywords::KeywordHooks;
use crate::{cite, rule, Handled};

/// Reports exile as implemented: effects exile through [`exile`].
#[rule("701.13")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// Moves `id` to the exile zone from wherever it is (701.13a): a permanent leaves the
/// battlefield, a spell the stack, a card its hand, library or graveyard. Returns it as it
/// is in exile, unless it was gone already.
#[rule("701.13a")]
pub(crate) fn exile(game: &mut Game, id: ObjectId) -> Option<ObjectId> {
    game.move_object(id, Zone::Exile, Position::Top, cite!("701.13a"))
}

/// `player` exiles the top `count` cards of their library, one at a time, as many as it
/// holds if fewer (701.13a): the cards as they are in exile.
pub(crate) fn exile_top(game: &mut Game, player: PlayerId, count: u32) -> Vec<ObjectId> {
    let mut exiled = Vec::new();
    for _ in 0..count {
        let Some(top) = game.players[player.0].library.last().copied() else {
            break;
        };
        exiled.extend(game.move_object(top, Zone::Exile, Position::Top, cite!("701.13a")));
    }
    exiled
}
