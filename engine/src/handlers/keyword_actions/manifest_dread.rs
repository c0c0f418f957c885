//! 701.62 Manifest Dread: "Look at the top two cards of your library. Manifest one of them,
//! then put the cards you looked at that were not manifested this way into your graveyard"
//! (701.62a: Innocuous Rat). The manifesting is manifest's
//! ([`Game::put_onto_battlefield_face_down`]). Abilities that trigger when a player
//! manifests dread (701.62b) are not built: no card of the pool has one.

use crate::game::{FaceDownAs, Game, ObjectId, Position, Zone};
use crate::keywords::KeywordHooks;
use crate::midway::About;
use crate::stack::StackItem;
use crate::{cite, rule, Handled};

/// Reports manifest dread as implemented: the instruction is an effect of the cards that say
/// so ([`manifest_dread`]).
#[rule("701.62")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// "Manifest dread" as `item` resolves (701.62a): its controller looks at the top two cards
/// of their library, manifests the one they choose (a single card is manifested, an empty
/// library does nothing), then puts the other into their graveyard. "It" after this
/// instruction is the manifested permanent.
#[rule("701.62a")]
pub(crate) fn manifest_dread(game: &mut Game, item: &StackItem) {
    game.acted_on.clear();
    let player = item.controller;
    let looked_at: Vec<ObjectId> = game.players[player.0].library.iter().rev().take(2).copied().collect();
    let chosen = game.pick(player, looked_at.clone(), 1, false, |options| About::CardToChoose {
        options,
    });
    if game.stopped_to_ask() {
        return;
    }
    let Some(&card) = chosen.as_ref().and_then(|c| c.first()) else {
        return;
    };
    let rule = cite!("701.62a");
    if let Some(permanent) = game.put_onto_battlefield_face_down(card, FaceDownAs::Manifested, rule) {
        game.acted_on.push(permanent);
    }
    for other in looked_at.into_iter().filter(|&c| c != card) {
        game.move_object(other, Zone::Graveyard, Position::Top, rule);
    }
}
