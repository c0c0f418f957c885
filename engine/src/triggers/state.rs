//! State triggers (CR 603.8): abilities that trigger on a game state rather than an event.

use super::WaitingTrigger;
use crate::announce::Announced;
use crate::cards::TriggerEvent;
use crate::game::Game;
use crate::stack::{Choices, StackId, StackKind};
use crate::{cite, rule};

impl Game {
    /// Looks at each state trigger on the battlefield: one whose state matches triggers at
    /// once, even in the middle of an instruction that only passes through that state,
    /// unless it triggered before and has not yet left the stack (it is waiting to be put
    /// there, being announced, or on the stack). A permanent that left and came back is a
    /// new object whose ability may trigger anew. Called after every event, and each time a
    /// player would receive priority, while a permanent with one is on the battlefield.
    #[rule("603.8")]
    pub(crate) fn check_state_triggers(&mut self) {
        let triggered: Vec<WaitingTrigger> = self
            .battlefield_triggers()
            .filter_map(|(id, controller, card, index, t)| {
                let TriggerEvent::State(state) = t.when else {
                    return None;
                };
                let w = WaitingTrigger::printed(id, controller, card, index);
                (!self.on_its_way(&w) && self.holds(&state, &w.as_item(StackId::NOT_ON_STACK, Choices::default())))
                    .then_some(w)
            })
            .collect();
        if !triggered.is_empty() {
            cite!("603.8");
            self.add_waiting(triggered);
        }
    }

    /// Whether the ability `w` stands for has triggered and not yet left the stack: it waits
    /// to be put on the stack, is being announced, or is on the stack.
    fn on_its_way(&self, w: &WaitingTrigger) -> bool {
        let same = |source, kind: StackKind| source == w.source && kind == w.kind;
        self.waiting_triggers.iter().any(|o| same(o.source, o.kind))
            || self.stack.iter().any(|i| same(i.source, i.kind))
            || self
                .announcing
                .as_ref()
                .is_some_and(|a| matches!(a.what, Announced::Trigger(o) if same(o.source, o.kind)))
    }
}
