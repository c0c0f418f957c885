//! "Whenever you expend N" (CR 700.14): triggered abilities that trigger as the mana a player
//! spent this turn to cast spells reaches N.

use super::WaitingTrigger;
use crate::cards::TriggerEvent;
use crate::game::{Game, PlayerId};
use crate::rule;

impl Game {
    /// `player` paid a cost to cast a spell, and the mana they spent this turn to cast
    /// spells went from `before` to `after`: each "whenever [that player] expends N" ability
    /// of a permanent with `before` < N ≤ `after` triggers (700.14), once.
    #[rule("700.14")]
    pub(crate) fn expend_triggers(&mut self, player: PlayerId, before: u32, after: u32) {
        if self.watching.watchers == 0 {
            return;
        }
        let triggered: Vec<WaitingTrigger> = self
            .battlefield_triggers()
            .filter(|&(_, controller, _, _, t)| match t.when {
                TriggerEvent::Expends(whose, n) => {
                    whose.names(player, controller, self.teams) && before < n && n <= after
                }
                _ => false,
            })
            .map(|(w, controller, card, index, _)| WaitingTrigger {
                that_player: Some(player),
                ..WaitingTrigger::printed(w, controller, card, index)
            })
            .filter(|w| self.if_clause_holds(w))
            .collect();
        self.add_waiting(triggered);
    }
}
