//! Ending the turn and ending the combat phase (CR 723).
//!
//! An effect that ends the turn (Time Stop) or the combat phase (Mandate of Peace) doesn't
//! finish resolving the usual way (608): as it resolves, the triggered abilities waiting to
//! be put on the stack cease to exist and every object on the stack is exiled, itself
//! included ([`Game::begin_ending`]); then, with nobody receiving priority, state-based
//! actions are checked and the phase or step ends, the game skipping straight to the
//! cleanup step or the phase after combat ([`Game::finish_ending`], run by
//! [`Flow::Ending`]). Abilities that trigger meanwhile wait for the next time a player
//! receives priority: in the cleanup step (514.3a) or the next phase.

use crate::event::EventKind;
use crate::game::{Game, Position, Zone};
use crate::sba::check_state_based_actions;
use crate::turn::{Flow, Step};
use crate::{cite, rule};

/// What an effect ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ending {
    /// The turn (723.1).
    Turn,
    /// The combat phase (723.2).
    CombatPhase,
}

impl Game {
    /// An effect, resolving, ends the turn or the combat phase: the triggered abilities that
    /// triggered before and are still waiting cease to exist (723.1a, 723.2a), and every
    /// object on the stack is exiled, the resolving spell too (723.1b, 723.2b); the rest
    /// follows once it has finished resolving ([`Game::finish_ending`]). Ending the combat
    /// phase outside one does nothing (723.2g).
    #[rule("723.1a", "723.1b", "723.2a", "723.2b", "723.2g")]
    pub(crate) fn begin_ending(&mut self, ending: Ending) {
        let (triggers, stack) = match ending {
            Ending::Turn => (cite!("723.1a"), cite!("723.1b")),
            Ending::CombatPhase if !self.turn.step.is_combat() => {
                cite!("723.2g");
                return;
            }
            Ending::CombatPhase => (cite!("723.2a"), cite!("723.2b")),
        };
        for waiting in std::mem::take(&mut self.waiting_triggers) {
            self.emit(triggers, EventKind::TriggerCeased { source: waiting.source });
        }
        let items = std::mem::take(&mut self.stack);
        self.all_at_once(|game| {
            for on_stack in items.iter().rev() {
                match on_stack.object {
                    // Put back for the move, which takes a spell off the stack.
                    Some(spell) => {
                        game.stack.push(on_stack.clone());
                        game.move_object(spell, Zone::Exile, Position::Top, stack);
                    }
                    None => game.emit(
                        stack,
                        EventKind::ExiledFromStack {
                            source: on_stack.source,
                        },
                    ),
                }
            }
        });
        self.flow = Flow::Ending(ending);
    }

    /// The rest of ending the turn or the combat phase, once the effect has finished
    /// resolving: state-based actions are checked, with no player receiving priority and no
    /// triggered ability put on the stack (723.1c, 723.2c; a choice they need waits, then the
    /// check is made again); then the phase or step ends, mana empties (500.4), creatures
    /// and planeswalkers are removed from combat, and the game skips straight to the
    /// cleanup step (723.1d: a new one if it was the cleanup step) or to the phase after
    /// combat (723.2d), the steps between never beginning: no "at the beginning of the end
    /// step" or "at end of combat" ability triggers (723.1e, 723.2e).
    #[rule("723.1c", "723.1d", "723.1e", "723.2c", "723.2d", "723.2e")]
    pub(crate) fn finish_ending(&mut self, ending: Ending) {
        match ending {
            Ending::Turn => cite!("723.1c"),
            Ending::CombatPhase => cite!("723.2c"),
        };
        check_state_based_actions(self);
        if self.pending.is_some() || self.is_over() {
            return;
        }
        let _ = crate::handlers::turn_based::r703_4q::perform(self);
        if self.turn.step.is_combat() {
            self.combat = Default::default();
        }
        let (rule, next) = match ending {
            Ending::Turn => {
                cite!("723.1e");
                // A cleanup step that gave priority would be followed by another anyway.
                self.turn.cleanup_again = false;
                (cite!("723.1d"), Step::Cleanup)
            }
            Ending::CombatPhase => {
                cite!("723.2e");
                (cite!("723.2d"), Step::PostcombatMain)
            }
        };
        self.emit(rule, EventKind::Ended { what: ending });
        self.turn.step = next;
        self.flow = Flow::BeginStep;
    }
}
