//! 701.38 Vote: each player, starting with a specified player and proceeding in turn order,
//! chooses one of the choices (701.38a), which may be objects (701.38b). The engine's votes
//! are for objects ("Will of the council — Starting with you, each player votes for a
//! nonland permanent you don't control": Council's Judgment); what a card does with the
//! result follows as instructions acting on `voted`.

use crate::continuous::Filter;
use crate::event::EventKind;
use crate::game::{Game, ObjectId, PlayerId};
use crate::keywords::KeywordHooks;
use crate::midway::About;
use crate::stack::StackItem;
use crate::{cite, rule, Handled};

/// Reports vote as implemented: effects hold votes through [`vote`].
#[rule("701.38")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// Each player still in the game, starting with `item`'s controller and proceeding in turn
/// order, votes for one of the objects `among` describes as that controller sees them (one
/// question each, none with a single object; no vote with none), and the objects with the
/// most votes or tied for most become `Game::voted`, for the instructions after it.
#[rule("701.38a", "701.38b")]
pub(crate) fn vote(game: &mut Game, item: &StackItem, among: &Filter) {
    game.voted.clear();
    let options: Vec<ObjectId> = game.matching(among, item.source, item.controller).collect();
    if options.is_empty() {
        return;
    }
    let voters: Vec<PlayerId> = game.turn_order_from(item.controller).collect();
    let mut votes: Vec<(ObjectId, u32)> = options.iter().map(|&o| (o, 0)).collect();
    for voter in voters {
        let chosen = game.pick(voter, options.clone(), 1, false, |options| About::Vote { options });
        if game.stopped_to_ask() {
            return;
        }
        let Some(&object) = chosen.as_deref().and_then(<[ObjectId]>::first) else {
            continue;
        };
        if let Some(entry) = votes.iter_mut().find(|(o, _)| *o == object) {
            entry.1 += 1;
        }
        // A permanent is a choice the list gives (701.38b).
        cite!("701.38b");
        game.emit(cite!("701.38a"), EventKind::Voted { player: voter, object });
    }
    let most = votes.iter().map(|&(_, n)| n).max().unwrap_or(0);
    game.voted = votes.into_iter().filter(|&(_, n)| n == most).map(|(o, _)| o).collect();
}
