//! 701.15 Goad: a goaded creature attacks each combat if able and attacks a player other
//! than the one who goaded it if able (701.15b), until that player's next turn (701.15a).
//! Goaded is a designation of the permanent, neither an ability nor a copiable value
//! (701.15b): an entry of [`Game::goads`], one per creature and player (701.15c–d), which a
//! new object doesn't have (400.7). The requirements are counted with the others where an
//! attack declaration is checked (`combat::requirements`, 508.1d).
//!
//! [`Game::goads`]: crate::game::Game

use crate::cards::resolved::Affected;
use crate::event::EventKind;
use crate::game::{Game, PlayerId};
use crate::keywords::KeywordHooks;
use crate::stack::StackItem;
use crate::{cite, rule, Handled};

/// Reports goad as implemented: the instruction is an effect of the cards that say so
/// ([`goad`]).
#[rule("701.15")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// Goads each creature `what` stands for as `item` resolves, by its controller (701.15a). A
/// creature that player already goaded gets nothing more (701.15d); one another player
/// goaded is goaded by both, with the requirements of each, and the event says so (701.15c).
#[rule("701.15a", "701.15c", "701.15d")]
pub(crate) fn goad(game: &mut Game, item: &StackItem, what: Affected) {
    let by = item.controller;
    for creature in game.affected(what, item) {
        if game.goads.contains(&(creature, by)) {
            cite!("701.15d");
            continue;
        }
        let rule = match game.goads.iter().any(|&(c, _)| c == creature) {
            true => cite!("701.15c"),
            false => cite!("701.15a"),
        };
        game.combat_rules_possible = true;
        game.goads.push((creature, by));
        game.emit(rule, EventKind::Goaded { creature, by });
    }
}

/// `player`'s turn begins, or would have (800.4m): the creatures they goaded are no longer
/// goaded by them (701.15a).
#[rule("701.15a")]
pub(crate) fn end_goads_of(game: &mut Game, player: PlayerId) {
    if game.goads.is_empty() {
        return;
    }
    let (ended, kept) = std::mem::take(&mut game.goads)
        .into_iter()
        .partition(|&(_, by)| by == player);
    game.goads = kept;
    for (creature, by) in ended {
        game.emit(cite!("701.15a"), EventKind::GoadEnded { creature, by });
    }
}
