//! 701.13 Exile: "To exile an object, move it to the exile zone from wherever it is"
//! (701.13a).

use crate::game::{Game, ObjectId, Position, Zone};
use crate::keywords::KeywordHooks;
use crate::{cite, rule, Handled};

/// Reports exile as implemented: effects exile through [`exile`].
#[rule("701.13")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// Moves `id` to the exile zone from wherever it is (701.13a): a permanent leaves the
/// battlefield, a spell the stack, a card its hand, library or graveyard.
#[rule("701.13a")]
pub(crate) fn exile(game: &mut Game, id: ObjectId) {
    game.move_object(id, Zone::Exile, Position::Top, cite!("701.13a"));
}
