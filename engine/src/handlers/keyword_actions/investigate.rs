//! 701.16 Investigate: "Investigate" means "Create a Clue token" (701.16a), a colorless Clue
//! artifact token with "{2}, Sacrifice this token: Draw a card" (111.10f): the pool's token
//! keyed [`TOKEN`], which a card file defines before any card that investigates.

use crate::cards::CardIdx;
use crate::game::Game;
use crate::keywords::KeywordHooks;
use crate::replacement::NewToken;
use crate::stack::StackItem;
use crate::{cite, rule, Handled};

/// The key of the Clue token (111.10f).
pub const TOKEN: &str = "Clue Token";

/// Reports investigate as implemented: the instruction is an effect of the cards that say so
/// ([`investigate`]).
#[rule("701.16")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// "Investigate" as `item` resolves: its controller creates a Clue token, `clue` (701.16a),
/// an event replacement effects may modify (614.16).
#[rule("701.16a")]
pub(crate) fn investigate(game: &mut Game, item: &StackItem, clue: CardIdx) {
    game.create_tokens_for(item.controller, NewToken::Card(clue), 1, cite!("701.16a"));
}
