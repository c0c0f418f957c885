//! 701.12 Exchange: two players swap what a spell or ability names, all of it or none
//! (701.12a): control of two permanents (701.12b) or life totals (701.12c).

use crate::continuous::{Duration, Modification};
use crate::event::EventKind;
use crate::game::{Game, ObjectId, PlayerId};
use crate::keywords::KeywordHooks;
use crate::stack::StackItem;
use crate::{cite, rule, Handled};

/// Reports exchanging as implemented: effects exchange control through [`exchange_control`]
/// and life totals through [`exchange_life_totals`].
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

/// `item` has `players`, the two target players still legal as it resolves, exchange life
/// totals: each gains or loses the life it takes to reach the other's total before, events
/// replacement effects may modify and abilities may trigger on (701.12c). No part of it
/// happens unless both are still there (701.12a), if either would be given a higher total
/// but can't gain life (119.7) or a lower one but can't lose life (119.8), or between
/// teammates of a Two-Headed Giant game (810.9e).
#[rule("701.12c", "810.9e")]
pub(crate) fn exchange_life_totals(game: &mut Game, item: &StackItem, players: &[PlayerId]) {
    let source = item.source;
    let &[a, b] = players else {
        game.emit(cite!("701.12a"), EventKind::NothingExchanged { source });
        return;
    };
    if game.two_headed_giant && !game.teams.are_opponents(a, b) {
        game.emit(cite!("810.9e"), EventKind::NothingExchanged { source });
        return;
    }
    let (life_a, life_b) = (game.life_total(a), game.life_total(b));
    let changes = [(a, life_a, life_b), (b, life_b, life_a)];
    for (player, from, to) in changes {
        if let Some(rule) = game.life_change_forbidden(player, from, to) {
            game.emit(rule, EventKind::NothingExchanged { source });
            return;
        }
    }
    for (player, from, to) in changes {
        game.gain_or_lose_life_to(player, from, to, cite!("701.12c"));
    }
}
