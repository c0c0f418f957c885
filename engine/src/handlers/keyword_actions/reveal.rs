//! 701.20 Reveal: showing a card to all players for a brief time (701.20a).

use crate::event::EventKind;
use crate::game::{Game, ObjectId, PlayerId};
use crate::keywords::KeywordHooks;
use crate::{cite, rule, Handled};

/// Reports reveal as implemented: effects reveal cards through [`reveal`].
#[rule("701.20")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// `player` reveals `card`: every player sees it (701.20a); it stays where it is.
#[rule("701.20a")]
pub(crate) fn reveal(game: &mut Game, player: PlayerId, card: ObjectId) {
    game.emit(cite!("701.20a"), EventKind::Revealed { player, card });
}
