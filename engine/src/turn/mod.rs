//! Turn structure (CR 500–514), priority (CR 117) and turn-based actions (CR 703).
//!
//! [`Game::advance`] runs the game forward until a player must decide something: steps
//! begin and run their handler in `crate::handlers::steps` (reached through the generated
//! [`PhaseOrStep`](crate::generated::steps::PhaseOrStep)), which performs the step's
//! turn-based actions from `crate::handlers::turn_based` (listed in the generated
//! [`ACTIONS`](crate::generated::turn_based::ACTIONS)); state-based actions are checked each
//! time a player would receive priority; the top of the stack resolves when all players pass
//! in succession.

mod extra;
mod step;

use rules_data::RuleId;

use crate::action::{Decision, Pending};
use crate::event::EventKind;
use crate::game::{Game, PlayerId};
use crate::{cite, rule, Handled};

pub use step::Step;

/// A turn-based action: a row of the generated table.
#[derive(Clone, Copy, Debug)]
pub struct TurnBasedAction {
    /// The rule it implements (703.4x).
    pub rule: RuleId,
    /// Performs it.
    pub perform: fn(&mut Game) -> Handled,
}

/// Whose turn it is and where in it the game is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Turn {
    /// The turn's number, from 1.
    pub number: u32,
    /// The active player (102.1).
    pub active: PlayerId,
    /// The current step or main phase.
    pub step: Step,
    /// Who has priority, or would receive it next.
    pub priority: PlayerId,
    /// How many players passed in succession since the last action (117.4).
    pub passes: u32,
    /// In a game of shared team turns, how many players of the team that has priority passed
    /// in succession since it received it (805.5b); 0 in other games.
    pub team_passes: u32,
    /// The player who took the first turn (103.1).
    pub starting_player: PlayerId,
    /// Set when players received priority in a cleanup step: another follows (514.3a).
    pub cleanup_again: bool,
    /// How many spells were cast this turn, by every player (storm's count, 702.40a).
    pub spells_cast: u32,
    /// For an extra turn, the player of the latest turn in the normal turn order, after whom
    /// that order goes on (500.7); `None` for a turn in the normal order.
    pub extra_after: Option<PlayerId>,
}

impl Turn {
    /// Turn 1 of player 0, in the precombat main phase.
    pub fn first() -> Turn {
        Turn {
            number: 1,
            active: PlayerId(0),
            step: Step::PrecombatMain,
            priority: PlayerId(0),
            passes: 0,
            team_passes: 0,
            starting_player: PlayerId(0),
            cleanup_again: false,
            spells_cast: 0,
            extra_after: None,
        }
    }

    /// `player` receives priority afresh: no one has passed in succession since.
    pub(crate) fn start_priority_round(&mut self, player: PlayerId) {
        self.priority = player;
        self.passes = 0;
        self.team_passes = 0;
    }
}

/// What the game does next when no decision is pending.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Flow {
    /// Players are asked for their companions before the game begins (103.2b).
    Companions,
    /// The mulligan process (103.5) is under way; `declaring`, the starting team's player it
    /// chose to declare next, in a game of shared team turns (805.3a).
    Mulligans {
        /// That player, once chosen and until asked.
        declaring: Option<crate::game::PlayerId>,
    },
    /// The current step begins: run its handler.
    BeginStep,
    /// A player receives priority after state-based actions (117.5).
    GivePriority,
    /// A player passed and the next one receives priority. Nothing else happened since
    /// state-based actions were last checked and found nothing, so a check would find
    /// nothing again and is skipped (the one check the engine leaves out: the most frequent
    /// one, and it could never do anything).
    PassPriority,
    /// All players passed with something on the stack: it resolves (117.4).
    Resolve,
    /// All players passed with an empty stack: the step ends (117.4).
    EndStep,
    /// An effect that ended the turn or the combat phase has finished resolving: the rest of
    /// the ending follows ([`Game::finish_ending`]).
    Ending(crate::ending_the_turn::Ending),
}

impl Game {
    /// For a board set up by hand: the current turn begins `step` (its handler runs, then
    /// priority), and the game runs to the first decision. Characteristics worked out
    /// while the board was set up are forgotten: attachments may have changed since.
    pub fn begin_step(&mut self, step: Step) {
        self.invalidate_characteristics();
        self.turn.step = step;
        self.pending = None;
        self.flow = Flow::BeginStep;
        self.advance();
    }

    /// Runs the game until a decision is pending or the game is over.
    pub(crate) fn advance(&mut self) {
        while self.pending.is_none() && !self.is_over() && !self.stopped_to_ask() {
            self.settle_continuous();
            match self.flow {
                Flow::Companions => self.next_companion_decision(),
                Flow::Mulligans { .. } => self.next_mulligan_decision(),
                Flow::BeginStep => {
                    if self.restart.is_some() {
                        self.finish_restart();
                    }
                    self.start_current_step();
                }
                Flow::GivePriority => self.give_priority(),
                Flow::PassPriority => {
                    debug_assert!(
                        self.nothing_waits_for_priority(),
                        "a pass changed the game: state-based actions or triggers are waiting"
                    );
                    self.offer_priority();
                }
                Flow::Resolve => {
                    self.resolve_top();
                    if let Flow::Ending(_) = self.flow {
                        continue;
                    }
                    if self.restart.is_some() && self.restart_if_asked() {
                        continue;
                    }
                    if self.subgame.is_some() && self.start_subgame_if_asked() {
                        continue;
                    }
                    self.turn.start_priority_round(self.turn.active);
                    self.flow = Flow::GivePriority;
                }
                Flow::EndStep => self.end_step(),
                Flow::Ending(ending) => self.finish_ending(ending),
            }
        }
        if self.shortcut.is_some() {
            self.end_shortcut_at_other_decisions();
        }
    }

    /// Each time a player would receive priority, state-based actions are checked first;
    /// then waiting triggered abilities are put on the stack, and the check is repeated
    /// (117.5, 704.3); then the player receives priority.
    /// Nothing else checks them: what happens while a spell resolves goes unnoticed (704.4).
    /// After a bare pass the check is left out ([`Flow::PassPriority`]): nothing changed.
    /// "For as long as" effects that the actions performed ended (611.2b: a source that
    /// died) end before anyone receives priority, and what their end changes is checked in
    /// turn.
    #[rule("117.5", "704.3", "704.4")]
    fn give_priority(&mut self) {
        loop {
            self.check_state_based_actions_if_due();
            if self.pending.is_some() {
                // A choice the state-based actions wait on (704.5j).
                return;
            }
            if self.watching.stateful > 0 {
                // A state trigger that has left the stack since the last event may trigger
                // again (603.8).
                self.check_state_triggers();
            }
            if self.is_over() {
                break;
            }
            if self.waiting_triggers.is_empty() {
                self.settle_continuous();
                if !self.sba_due && self.waiting_triggers.is_empty() {
                    break;
                }
                continue;
            }
            self.put_triggers_on_stack();
            if self.pending.is_some() {
                return;
            }
        }
        self.offer_priority();
    }

    /// The player whose turn it is to receive priority receives it (the next one still in the
    /// game, if they have left).
    fn offer_priority(&mut self) {
        if self.is_over() {
            return;
        }
        if self.players[self.turn.priority.0].has_lost {
            // The active player has left: the next player receives priority instead (800.4j).
            cite!("800.4j");
            self.turn.priority = self.next_player(self.turn.priority);
        }
        if self.shortcut.is_some() && self.pass_by_shortcut() {
            return;
        }
        self.pending = Some(Pending {
            player: self.turn.priority,
            decision: Decision::Priority,
        });
    }

    /// A player passes (117.3d); once every player in the game has passed in succession, the
    /// top of the stack resolves or the step ends (117.4).
    #[rule("117.3d", "117.4")]
    pub(crate) fn pass_priority(&mut self, player: PlayerId) {
        self.emit(cite!("117.3d"), EventKind::Passed { player });
        self.turn.passes += 1;
        if self.turn.passes as usize >= self.active_players().count() {
            cite!("117.4");
            self.turn.start_priority_round(self.turn.priority);
            self.flow = if self.stack.is_empty() {
                Flow::EndStep
            } else {
                Flow::Resolve
            };
        } else {
            self.turn.priority = self.next_to_receive_priority(player);
            self.flow = Flow::PassPriority;
        }
    }

    /// The current step begins: its phase's handler (if it begins a phase), then its own,
    /// which performs its turn-based actions and may ask for a declaration. Afterwards the
    /// active player receives priority (117.3a) in the steps that give it
    /// ([`Step::gives_priority`]), unless the handler said otherwise; in the others the step
    /// ends.
    fn start_current_step(&mut self) {
        let step = self.turn.step;
        self.emit(step.rule(), EventKind::StepBegan { step });
        if step == Step::Upkeep {
            self.players[self.turn.active.0].upkeeps_begun += 1;
        }
        self.step_began(step);
        if self.monarch.is_some() {
            crate::monarch::step_began(self, step);
        }
        self.turn.start_priority_round(self.turn.active);
        self.flow = if step.gives_priority() {
            Flow::GivePriority
        } else {
            Flow::EndStep
        };
        if let Some(phase) = step.begins_phase() {
            let _ = phase.run(self);
        }
        let _ = step.phase_or_step().run(self);
    }

    /// The step ends: mana empties (703.4q); at the end of combat, creatures are removed
    /// from combat (511.3); then the next step begins (or the next turn), unless it is
    /// skipped (614.10): then the one after it.
    #[rule("511.3")]
    fn end_step(&mut self) {
        let _ = crate::handlers::turn_based::r703_4q::perform(self);
        let step = self.turn.step;
        if step == Step::EndOfCombat {
            cite!("511.3");
            self.combat = Default::default();
        }
        let mut step = step;
        loop {
            match self.next_step(step) {
                Some(next) => self.turn.step = next,
                None => self.next_turn(),
            }
            step = self.turn.step;
            if !self.skips(step) {
                break;
            }
        }
        self.flow = Flow::BeginStep;
    }

    /// Whether the draw step of the game's first turn is skipped: in a two-player game the
    /// starting player skips it (103.8a), in a Two-Headed Giant game the starting team
    /// (103.8b, 810.6), and in every other multiplayer game nobody does (103.8c, 800.7).
    #[rule("103.8a", "103.8c", "800.7")]
    fn first_draw_step_skipped(&self) -> bool {
        if self.two_headed_giant {
            cite!("800.7");
            return self.starting_team_skips_its_draw();
        }
        if self.players.len() == 2 {
            cite!("103.8a");
            return true;
        }
        cite!("103.8c");
        cite!("800.7");
        false
    }

    /// The step after `step` this turn: combat damage and declare blockers steps are
    /// skipped when no creature attacks (508.8), the first-strike damage step exists only
    /// when a combatant has first or double strike (510.4), and the draw step of the first
    /// turn as [`Game::first_draw_step_skipped`] says.
    #[rule("508.8", "510.4")]
    fn next_step(&self, step: Step) -> Option<Step> {
        let mut next = step.next()?;
        loop {
            let skip = match next {
                Step::Draw if self.turn.number == 1 => self.first_draw_step_skipped(),
                Step::DeclareBlockers | Step::CombatDamage | Step::FirstStrikeDamage
                    if self.combat.attackers.is_empty() =>
                {
                    cite!("508.8");
                    true
                }
                Step::FirstStrikeDamage if self.combat_has_first_strike() => {
                    cite!("510.4");
                    false
                }
                Step::FirstStrikeDamage => true,
                _ => false,
            };
            if !skip {
                return Some(next);
            }
            next = next.next()?;
        }
    }

    /// The next player takes a turn (500.1: in turn order, 101.4, but for extra turns, 500.7,
    /// and Grand Melee's turn markers, 807.4); a cleanup step with
    /// priority given is followed by another cleanup step instead (514.3a). The permanents
    /// the new active player controls have now been controlled since their turn began
    /// (302.6).
    #[rule("500.1", "302.6")]
    fn next_turn(&mut self) {
        if std::mem::take(&mut self.turn.cleanup_again) {
            self.turn.step = Step::Cleanup;
            return;
        }
        let next = self.player_of_next_turn();
        self.turn.number += 1;
        self.turn.spells_cast = 0;
        self.turn.active = next;
        self.turn.step = Step::Untap;
        for p in &mut self.players {
            p.lands_played = 0;
            p.additional_land_plays = 0;
            p.attacked_with.clear();
            p.drawn_this_turn = 0;
        }
        self.emit(
            cite!("500.1"),
            EventKind::TurnBegan {
                player: next,
                number: self.turn.number,
            },
        );
        self.begin_player_control(next);
        for player in self.active_team().collect::<Vec<_>>() {
            self.end_until_next_turn(player, cite!("611.2a"));
        }
        self.remembered.clear();
        self.loyalty_activated.clear();
        self.determine_ranges_of_influence();
        self.settle_continuous();
        for i in 0..self.battlefield.len() {
            let id = self.battlefield[i];
            if self.is_active(self.controller(id)) {
                self.obj_mut(id).summoning_sick = false;
            }
        }
    }
}
