//! "When the last [kind] counter is removed from this permanent" (CR 603.2): Divine
//! Intervention's "when you remove the last intervention counter", vanishing's "when the last
//! time counter is removed from this permanent, sacrifice it" (702.63a). A battle's last
//! defense counter is its defeat instead (310.11b).

use super::WaitingTrigger;
use crate::cards::effect::CounterKind;
use crate::cards::TriggerEvent;
use crate::game::{Game, ObjectId};

impl Game {
    /// The last counter of `kind` was removed from the permanent `id`: each of its "when the
    /// last [kind] counter is removed" abilities triggers (the log cites 603.2 as each
    /// waits, `add_waiting`).
    pub(crate) fn last_counter_removed(&mut self, id: ObjectId, kind: CounterKind) {
        let controller = self.controller(id);
        let triggered: Vec<WaitingTrigger> = self
            .chars(id)
            .abilities
            .triggers(&self.pool)
            .filter(|(_, _, t)| t.when == TriggerEvent::LastCounterRemoved(kind))
            .map(|(card, index, _)| WaitingTrigger::printed(id, controller, card, index))
            .collect();
        self.add_waiting(triggered);
    }
}
