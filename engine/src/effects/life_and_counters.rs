//! Life (CR 119) and counters (CR 122): gaining and losing life, putting counters on and
//! removing them from permanents, each an event replacement effects may modify.

use std::cmp::Ordering;

use rules_data::RuleId;

use crate::cards::effect::CounterKind;
use crate::event::EventKind;
use crate::game::{Game, ObjectId, PlayerId};
use crate::replacement::Proposed;
use crate::{cite, rule};

impl Game {
    /// `player` would gain `amount` life (119.3): an event replacement effects may modify.
    /// Gaining 0 life is no event, and nothing replaces it (119.10).
    #[rule("119.10")]
    pub(crate) fn gain_life(&mut self, player: PlayerId, amount: u32, rule: RuleId) {
        if amount == 0 {
            cite!("119.10");
            return;
        }
        self.propose(Proposed::GainLife { player, amount }, rule);
    }

    /// A player would lose `amount` life (119.3): an event replacement effects may modify.
    pub(crate) fn lose_life(&mut self, player: PlayerId, amount: u32, rule: RuleId) {
        self.propose(Proposed::LoseLife { player, amount }, rule);
    }

    /// `player`'s life total goes from `from` to `to` by gaining or losing the difference
    /// (119.5): an event replacement effects may modify. Staying at the same total gains 0
    /// life, which is no event (119.10).
    pub(crate) fn gain_or_lose_life_to(&mut self, player: PlayerId, from: i32, to: i32, rule: RuleId) {
        let amount = life_difference(from, to);
        match to.cmp(&from) {
            Ordering::Greater | Ordering::Equal => self.gain_life(player, amount, rule),
            Ordering::Less => self.lose_life(player, amount, rule),
        }
    }

    /// Why `player` may not have their life total go from `from` to `to` by gaining or losing
    /// the difference: a higher total when they can't gain life (119.7), a lower one when they
    /// can't lose life (119.8). `None` when they may.
    #[rule("119.7", "119.8")]
    pub(crate) fn life_change_forbidden(&self, player: PlayerId, from: i32, to: i32) -> Option<RuleId> {
        let amount = life_difference(from, to);
        match to.cmp(&from) {
            Ordering::Greater => self
                .forbidden(&Proposed::GainLife { player, amount })
                .map(|_| cite!("119.7")),
            Ordering::Less => self
                .forbidden(&Proposed::LoseLife { player, amount })
                .map(|_| cite!("119.8")),
            Ordering::Equal => None,
        }
    }

    /// A player's life total goes up or down (119.3). A change of 0 is no event: no life was
    /// gained or lost (119.10), so nothing triggers on it. The total stops at the bounds of an
    /// `i32` rather than wrap round: a loop that gains or loses ever more life (Transcendence
    /// beside Tainted Remedy) comes back to the same state there, and is a draw (104.4b).
    pub(crate) fn change_life(&mut self, player: PlayerId, change: i32, rule: RuleId) {
        if change == 0 {
            return;
        }
        let life = &mut self.players[player.0].life;
        *life = life.saturating_add(change);
        if self.two_headed_giant {
            self.share_life(player);
        }
        let total = self.players[player.0].life;
        if change < 0 {
            let turn = self.turn.number;
            self.players[player.0].life_lost.add(turn, change.unsigned_abs());
        }
        self.emit(rule, EventKind::Life { player, change, total });
    }

    /// Counters would be put on a permanent (122.6): an event replacement effects may modify
    /// (614.16). Putting no counters is no event, and -1/-1 counters a "can't" effect forbids
    /// on the permanent are not put on it (614.17).
    #[rule("614.16")]
    pub(crate) fn add_counters(&mut self, id: ObjectId, kind: CounterKind, count: u32, rule: RuleId) {
        if count == 0 {
            return;
        }
        if kind == CounterKind::MinusOne {
            if let Some(effect) = self.minus_one_counters_forbidden(id) {
                let event = Box::new(Proposed::PutCounters {
                    object: id,
                    kind,
                    count,
                });
                self.emit(cite!("614.17"), EventKind::CantHappen { effect, event });
                return;
            }
        }
        cite!("614.16");
        self.propose(
            Proposed::PutCounters {
                object: id,
                kind,
                count,
            },
            rule,
        );
    }

    /// Puts counters on a permanent (122.6).
    pub(crate) fn add_counters_now(&mut self, id: ObjectId, kind: CounterKind, count: u32, rule: RuleId) {
        let before = self.obj(id).counters.of(kind);
        *self.obj_mut(id).counters.of_mut(kind) += count;
        self.invalidate_characteristics();
        self.emit(
            rule,
            EventKind::CountersAdded {
                object: id,
                kind,
                count,
            },
        );
        if kind == CounterKind::Lore && self.sagas_possible {
            self.chapter_abilities_trigger(id, before, before + count);
        }
    }

    /// Removes up to `count` counters of `kind` from a permanent, as many as it has if fewer.
    /// A loyalty counter is read as it is asked for, so the layers' table stays current; a
    /// +1/+1 or -1/-1 counter changes what they compute. Removing the last defense counter
    /// triggers a Siege's defeat (310.11b), the last of another kind its permanent's "when the
    /// last [kind] counter is removed" abilities (vanishing's sacrifice among them, 702.63a).
    pub(crate) fn remove_counters(&mut self, id: ObjectId, kind: CounterKind, count: u32, rule: RuleId) {
        let removed = count.min(self.obj(id).counters.of(kind));
        *self.obj_mut(id).counters.of_mut(kind) -= removed;
        if matches!(kind, CounterKind::PlusOne | CounterKind::MinusOne) {
            self.invalidate_characteristics();
        }
        self.emit(
            rule,
            EventKind::CountersRemoved {
                object: id,
                kind,
                count: removed,
            },
        );
        if removed == 0 || self.obj(id).counters.of(kind) > 0 {
            return;
        }
        match kind {
            CounterKind::Defense => self.last_defense_counter_removed(id),
            _ => self.last_counter_removed(id, kind),
        }
    }
}

/// The life it takes to go from `from` to `to`, either way (at most `u32::MAX`).
fn life_difference(from: i32, to: i32) -> u32 {
    u32::try_from((i64::from(to) - i64::from(from)).unsigned_abs()).unwrap_or(u32::MAX)
}
