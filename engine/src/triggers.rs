//! Triggered abilities (CR 603): noticing trigger events, and putting the abilities on the
//! stack the next time a player would receive priority.

use crate::action::{Decision, Pending};
use crate::cards::CardIdx;
use crate::cards::TriggerEvent;
use crate::characteristics::LastKnown;
use crate::game::{Game, ObjectId, PlayerId};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::generated::rules;
use crate::stack::{Choices, StackItem, StackKind};
use crate::{cite, rule};

/// A triggered ability waiting to be put on the stack (603.2, 603.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct WaitingTrigger {
    /// The object whose ability it is, as it is now (for a dies trigger, the card in the
    /// graveyard).
    pub source: ObjectId,
    /// Who controls it: the source's controller when it triggered (603.3a).
    pub controller: PlayerId,
    /// Which ability.
    pub kind: StackKind,
}

impl WaitingTrigger {
    /// The stack item it becomes, with what was announced for it.
    pub(crate) fn as_item(&self, choices: Choices) -> StackItem {
        StackItem {
            object: None,
            source: self.source,
            kind: self.kind,
            controller: self.controller,
            choices,
        }
    }
}

impl Game {
    /// A permanent entered the battlefield: its "when this enters" abilities trigger (603.6a).
    #[rule("603.2", "603.6a", "611.3c")]
    pub(crate) fn entered(&mut self, id: ObjectId) {
        // Effects apply as it enters (611.3c): it has the abilities they leave it.
        let abilities = self.chars(id).abilities.printed;
        self.trigger(id, self.controller(id), abilities, TriggerEvent::Enters);
    }

    /// A permanent went from the battlefield to a graveyard as `new`: its "when this dies"
    /// abilities trigger, looking back in time at the object as it last existed on the
    /// battlefield, `last` (603.10a), and so does undying (702.93a).
    #[rule("603.10a", "700.4")]
    pub(crate) fn died(&mut self, last: &LastKnown, new: ObjectId) {
        self.trigger(new, last.controller, last.chars.abilities.printed, TriggerEvent::Dies);
        if last.chars.has(KeywordAbility::Undying) && crate::handlers::keyword_abilities::undying::triggers(last) {
            self.waiting_triggers.push(WaitingTrigger {
                source: new,
                controller: last.controller,
                kind: StackKind::Undying,
            });
        }
    }

    /// The triggered abilities printed on `abilities` (the card whose abilities the object
    /// has) that trigger on `event`.
    fn trigger(&mut self, source: ObjectId, controller: PlayerId, abilities: Option<CardIdx>, event: TriggerEvent) {
        let Some(card) = abilities else { return };
        for (index, t) in self.pool.get(card).triggers.iter().enumerate() {
            if t.when == event {
                cite!("603.2");
                match event {
                    TriggerEvent::Enters => cite!("603.6a"),
                    TriggerEvent::Dies => cite!("603.10a"),
                };
                self.waiting_triggers.push(WaitingTrigger {
                    source,
                    controller,
                    kind: StackKind::Triggered { card, index },
                });
            }
        }
    }

    /// Puts waiting triggered abilities on the stack (603.3): each player in APNAP order
    /// puts theirs (603.3b); a player with more than one is asked for the order, and the
    /// rest wait for the answer.
    #[rule("603.3", "603.3b", "101.4")]
    pub(crate) fn put_triggers_on_stack(&mut self) {
        let mut player = self.turn.active;
        for _ in 0..self.players.len() {
            let count = self.waiting_triggers_of(player).count();
            if count > 1 {
                cite!("603.3b");
                self.pending = Some(Pending {
                    player,
                    decision: Decision::OrderTriggers { count: count as u32 },
                });
                return;
            }
            let only = self.waiting_triggers_of(player).next();
            if let Some(only) = only {
                self.put_trigger(only);
                if self.pending.is_some() {
                    // Its controller announces its targets (603.3d).
                    return;
                }
            }
            player = self.next_player(player);
        }
    }

    /// Puts the waiting trigger at `index` of `waiting_triggers` on the stack: at once
    /// without targets or modes; otherwise its controller announces them first. Without the
    /// legal targets it needs it is removed (603.3d), and so is a modal one none of whose
    /// modes can be chosen (700.2b).
    #[rule("603.3d", "700.2b")]
    pub(crate) fn put_trigger(&mut self, index: usize) {
        let w = self.waiting_triggers.remove(index);
        let text = self.text_of(w.kind, w.source);
        if text.targets.is_empty() && text.modes.is_none() {
            self.stack.push(w.as_item(Choices::default()));
        } else if self
            .check_announceable(text, w.source, w.controller, None, rules::R603_3D)
            .is_ok()
        {
            self.begin_announcing(w.controller, crate::announce::Announced::Trigger(w));
        } else if text.modes.is_some() {
            // No mode can be chosen, so none is: it is removed.
            self.emit(cite!("700.2b"), crate::event::EventKind::NoMode { source: w.source });
        } else {
            // Without the legal targets it needs it is removed: it never gets there.
            self.emit(cite!("603.3d"), crate::event::EventKind::NoTargets { source: w.source });
        }
    }

    /// The indices in `waiting_triggers` of `player`'s triggers, in order.
    pub fn waiting_triggers_of(&self, player: PlayerId) -> impl Iterator<Item = usize> + '_ {
        (0..self.waiting_triggers.len()).filter(move |&i| self.waiting_triggers[i].controller == player)
    }
}
