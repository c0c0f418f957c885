//! Saga cards (CR 714): lore counters and chapter abilities.
//!
//! A Saga gets a lore counter as it enters (714.3a) and as its controller's precombat main
//! phase begins (714.3b, the turn-based action of 703.4f). Each chapter ability
//! "{rN}—[Effect]" triggers when lore counters put on the Saga take their number from below
//! N to N or more (714.2b). Once a Saga has at least as many lore counters as its final
//! chapter number (714.2d) and no chapter ability of it has triggered and not yet left the
//! stack, its controller sacrifices it (714.4, the state-based action of 704.5s).
//!
//! Neither the lore counter a Saga enters with nor the one of the precombat main phase is put
//! by an effect, so no replacement effect applies to them. Read ahead (702.155, 714.3a's
//! chosen number) is not built.

use crate::cards::effect::CounterKind;
use crate::cards::{CardIdx, TriggerEvent};
use crate::game::{Game, ObjectId};
use crate::generated::subtypes;
use crate::stack::StackKind;
use crate::triggers::WaitingTrigger;
use crate::{cite, rule};

impl Game {
    /// The chapter abilities `id` has now (714.2): where each is printed, and its numeral.
    fn chapters(&self, id: ObjectId) -> impl Iterator<Item = (CardIdx, usize, u8)> + '_ {
        self.chars(id)
            .abilities
            .triggers(&self.pool)
            .filter_map(|(card, index, t)| match t.when {
                TriggerEvent::Chapter(n) => Some((card, index, n)),
                _ => None,
            })
    }

    /// Whether `id` is a Saga (714.1).
    pub(crate) fn is_saga(&self, id: ObjectId) -> bool {
        self.chars(id).subtypes.contains(subtypes::SAGA)
    }

    /// `id`'s final chapter number: the greatest numeral among its chapter abilities, 0 when
    /// it has none (714.2d).
    #[rule("714.2d")]
    pub(crate) fn final_chapter_number(&self, id: ObjectId) -> u8 {
        cite!("714.2d");
        self.chapters(id).map(|(_, _, n)| n).max().unwrap_or(0)
    }

    /// As a Saga enters, its controller puts a lore counter on it (714.3a).
    #[rule("714.3a")]
    pub(crate) fn saga_enters(&mut self, id: ObjectId) {
        if self.is_saga(id) {
            self.add_counters_now(id, CounterKind::Lore, 1, cite!("714.3a"));
        }
    }

    /// Lore counters were put on `id`, taking their number from `before` to `after`: each of
    /// its chapter abilities whose numeral N is more than `before` and at most `after`
    /// triggers (714.2b).
    #[rule("714.2b")]
    pub(crate) fn chapter_abilities_trigger(&mut self, id: ObjectId, before: u32, after: u32) {
        let controller = self.controller(id);
        let triggered: Vec<WaitingTrigger> = self
            .chapters(id)
            .filter(|&(_, _, n)| before < u32::from(n) && u32::from(n) <= after)
            .map(|(card, index, _)| WaitingTrigger::printed(id, controller, card, index))
            .collect();
        if !triggered.is_empty() {
            cite!("714.2b");
        }
        self.add_waiting(triggered);
    }

    /// Whether a chapter ability of `id` has triggered and not yet left the stack: it is
    /// waiting to be put on the stack, or on it (714.4).
    pub(crate) fn chapter_ability_pending(&self, id: ObjectId) -> bool {
        let chapter = |kind: StackKind| match kind {
            StackKind::Triggered { card, index } => self
                .pool
                .get(card)
                .triggers
                .get(index)
                .is_some_and(|t| matches!(t.when, TriggerEvent::Chapter(_))),
            _ => false,
        };
        self.waiting_triggers.iter().any(|w| w.source == id && chapter(w.kind))
            || self.stack.iter().any(|item| item.source == id && chapter(item.kind))
    }
}
