//! 701.12 Exchange: two players swap what a spell or ability names, all of it or none
//! (701.12a). Control of two permanents is the exchange the engine's effects make (701.12b).

use crate::continuous::{Duration, Modification};
use crate::event::EventKind;
use crate::game::{Game, ObjectId};
use crate::keywords::KeywordHooks;
use crate::stack::StackItem;
use crate::{cite, rule, Handled};

/// Reports exchanging as implemented: effects exchange control through [`exchange_control`].
#[rule("701.12")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// `item` exchanges control of `permanents`, the targets still legal as it resolves. Unless
/// both are still there, no part of the exchange happens (701.12a); if one player controls
/// both, nothing happens either. Otherwise each controller gains control of the other's
/// permanent at once (701.12b), for the rest of the game (611.2a): two control-changing
/// effects with one timestamp.
#[rule("701.12a", "701.12b")]
pub(crate) fn exchange_control(game: &mut Game, item: &StackItem, permanents: &[ObjectId]) {
    let &[a, b] = permanents else {
        game.emit(cite!("701.12a"), EventKind::NothingExchanged { source: item.source });
        return;
    };
    let (holds_a, holds_b) = (game.controller(a), game.controller(b));
    if holds_a == holds_b {
        game.emit(cite!("701.12b"), EventKind::NothingExchanged { source: item.source });
        return;
    }
    let gains = [(holds_a, b), (holds_b, a)];
    game.emit(cite!("701.12b"), EventKind::ControlExchanged { gains });
    game.add_effects_together(
        item.source,
        gains.map(|(player, object)| {
            (
                player,
                vec![object],
                vec![Modification::GainControl],
                Duration::Indefinite,
            )
        }),
    );
}
