//! 702.54 Bloodthirst: "If an opponent was dealt damage this turn, this permanent enters with
//! N +1/+1 counters on it" (702.54a). A card file writes `bloodthirst = N` on a permanent;
//! [`enters_with_counters`] puts the counters on as it enters. "Bloodthirst X" (702.54b) is
//! not built: a card file can't write it.

use crate::cards::effect::CounterKind;
use crate::game::{Game, ObjectId};
use crate::keywords::KeywordHooks;
use crate::{cite, rule, Handled};

/// Reports bloodthirst as implemented: the permanent's counters are put on as it enters
/// ([`enters_with_counters`]).
#[rule("702.54")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The permanent `id` with bloodthirst N enters with N +1/+1 counters if an opponent of its
/// controller was dealt damage this turn, and with none otherwise (702.54a).
#[rule("702.54a")]
pub(crate) fn enters_with_counters(game: &mut Game, id: ObjectId, n: u8) {
    let controller = game.controller(id);
    let turn = game.turn.number;
    let opponent_dealt_damage = game
        .opponents(controller)
        .any(|p| game.players[p.0].damage_dealt_in(turn) > 0);
    if !opponent_dealt_damage {
        return;
    }
    game.add_counters_now(id, CounterKind::PlusOne, u32::from(n), cite!("702.54a"));
}
