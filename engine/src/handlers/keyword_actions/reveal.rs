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

/// `player` drew `card`, their first card this turn: each permanent of theirs with "reveal
/// the first card you draw each turn" reveals it (603.11), an event its linked "whenever you
/// reveal a card this way" abilities trigger on (607.2h).
#[rule("603.11")]
pub(crate) fn reveal_first_draw(game: &mut Game, player: PlayerId, card: ObjectId) {
    let revealers: Vec<ObjectId> = game
        .battlefield
        .iter()
        .copied()
        .filter(|&id| game.controller(id) == player)
        .filter(|&id| {
            game.ability_card(id)
                .is_some_and(|c| game.pool.get(c).reveals_first_draw)
        })
        .collect();
    for by in revealers {
        game.emit(cite!("603.11"), EventKind::RevealedBy { player, card, by });
    }
}
