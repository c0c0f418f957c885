//! Shortcuts (CR 731.2): the player with priority proposes that all players pass priority at
//! every opportunity until a named player receives priority in a named step of a named turn
//! ([`Action::ProposeShortcut`]), or a loop: a sequence of their own choices repeated while
//! every other player passes, so many choices in all ([`Action::ProposeLoop`]: "I'll create
//! a million tokens"). Each other player, in turn order from the proposer, accepts it or
//! shortens it to an earlier place where they will act ([`Decision::Shortcut`]); then the
//! game carries it out: passing for everyone until the ending point in `offer_priority`, or,
//! for a loop, answering each decision with the proposer's next choice or a pass
//! ([`Game::carry_out_loop`]).
//!
//! A proposed sequence can't include conditional actions (731.2a): when a decision the
//! sequence doesn't make comes up while it is carried out (attackers to declare, another
//! player's triggered ability's target), or one of the proposer's choices is not legal when
//! its turn comes, the shortcut ends there and the decision is asked as usual. A shortcut
//! whose ending point the game goes past without that player receiving priority (a step that
//! doesn't happen) ends at the next priority after it.

use crate::action::{Action, Decision, Pending};
use crate::casting::Refusal;
use crate::event::EventKind;
use crate::game::{Game, PlayerId};
use crate::generated::rules;
use crate::turn::Step;
use crate::{cite, rule};

/// A place where a player receives priority: the ending point of a shortcut (731.2a).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PriorityPoint {
    /// The turn's number.
    pub turn: u32,
    /// The step or main phase.
    pub step: Step,
    /// The player who receives priority there.
    pub player: PlayerId,
}

impl PriorityPoint {
    /// Where it is in the game, for comparing: the turn, then the step.
    fn when(self) -> (u32, Step) {
        (self.turn, self.step)
    }
}

/// A shortcut proposed or being carried out (731.2a–b).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Shortcut {
    /// The player who proposed it.
    pub proposer: PlayerId,
    /// Where it ends, if a place was named: that player receives priority there, and
    /// decides. A loop ends there too if a player shortened it.
    pub until: Option<PriorityPoint>,
    /// Whether every other player has accepted it or shortened it, so that it is being
    /// carried out.
    pub agreed: bool,
    /// For a loop, the proposer's choices.
    pub repeat: Option<Repeat>,
}

/// The proposer's choices of a loop (731.2a).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Repeat {
    /// The choices of one repetition, in order.
    pub actions: Vec<Action>,
    /// How many choices in all.
    pub choices: u32,
    /// How many are made.
    pub made: u32,
}

impl Game {
    /// Where the game is now, for comparing with a [`PriorityPoint`].
    fn now(&self) -> (u32, Step) {
        (self.turn.number, self.turn.step)
    }

    /// The places a shortcut proposed now could end: each step that gives priority, after
    /// this one, this turn and next, for each player in the game (731.2a). Agents that
    /// propose shortcuts choose among them; other places later in the game are legal too.
    pub fn shortcut_ends(&self) -> Vec<PriorityPoint> {
        let now = self.now();
        let players: Vec<PlayerId> = self.active_players().map(|(p, _)| p).collect();
        (self.turn.number..=self.turn.number + 1)
            .flat_map(|turn| Step::ORDER.into_iter().map(move |step| (turn, step)))
            .filter(|&(turn, step)| step.gives_priority() && (turn, step) > now)
            .flat_map(|(turn, step)| players.iter().map(move |&player| PriorityPoint { turn, step, player }))
            .collect()
    }

    /// Checks an ending point named now: later than this step, in a step that gives
    /// priority, to a player in the game (731.2a).
    #[rule("731.2a")]
    fn check_ending(&self, until: PriorityPoint) -> Result<(), Refusal> {
        if until.when() <= self.now()
            || !until.step.gives_priority()
            || self.players.get(until.player.0).is_none_or(|p| p.has_lost)
        {
            return Err(Refusal::by(
                &[rules::R731_2A],
                "a shortcut ends where a player in the game has priority, in a later step",
            ));
        }
        Ok(())
    }

    /// Checks a proposal by the player with priority (731.2a).
    pub(crate) fn check_propose_shortcut(&self, until: PriorityPoint) -> Result<(), Refusal> {
        self.check_ending(until)
    }

    /// Checks a proposed loop (731.2a): a sequence of choices, at least one, whose first is
    /// the player's answer now.
    pub(crate) fn check_propose_loop(&self, actions: &[Action], choices: u32) -> Result<(), Refusal> {
        let first = match actions.first() {
            Some(first) if choices > 0 => first,
            _ => {
                return Err(Refusal::by(
                    &[rules::R731_2A],
                    "a loop is a sequence of at least one choice, made at least once",
                ))
            }
        };
        if actions
            .iter()
            .any(|a| matches!(a, Action::ProposeShortcut(_) | Action::ProposeLoop { .. }))
        {
            return Err(Refusal::by(&[rules::R731_2A], "a loop's choices are game choices"));
        }
        let pending = self.pending.ok_or_else(|| Refusal::from("no decision is pending"))?;
        self.check(pending, first)
    }

    /// Checks a shortening of the proposal: an ending point as 731.2a asks, earlier than the
    /// current one (731.2b).
    #[rule("731.2b")]
    pub(crate) fn check_shorten_shortcut(&self, until: PriorityPoint) -> Result<(), Refusal> {
        let Some(s) = self.shortcut.as_ref().filter(|s| !s.agreed) else {
            return Err("no shortcut is being proposed".into());
        };
        self.check_ending(until)?;
        if s.until.is_some_and(|before| until.when() >= before.when()) {
            return Err(Refusal::by(
                &[rules::R731_2B],
                "a shortcut is shortened to a place before its ending point",
            ));
        }
        Ok(())
    }

    /// The player with priority proposes passing until `until` (731.2a); the next player
    /// answers.
    #[rule("731.2a")]
    pub(crate) fn propose_shortcut(&mut self, player: PlayerId, until: PriorityPoint) {
        self.emit(cite!("731.2a"), EventKind::ShortcutProposed { player, until });
        self.begin_proposal(player, Some(until), None);
    }

    /// The player with priority proposes the loop `repeat` (731.2a); the next player
    /// answers.
    #[rule("731.2a")]
    pub(crate) fn propose_loop(&mut self, player: PlayerId, repeat: Repeat) {
        let choices = repeat.choices;
        self.emit(cite!("731.2a"), EventKind::LoopProposed { player, choices });
        self.begin_proposal(player, None, Some(repeat));
    }

    /// A proposal the other players answer in turn.
    fn begin_proposal(&mut self, proposer: PlayerId, until: Option<PriorityPoint>, repeat: Option<Repeat>) {
        self.shortcut = Some(Shortcut {
            proposer,
            until,
            agreed: false,
            repeat,
        });
        self.ask_about_shortcut(proposer);
    }

    /// `player` accepts the proposal or shortens it to `shorter` (731.2b); the next player
    /// answers.
    #[rule("731.2b")]
    pub(crate) fn answer_shortcut(&mut self, player: PlayerId, shorter: Option<PriorityPoint>) {
        let Some(shortcut) = self.shortcut.as_mut() else {
            return;
        };
        match shorter {
            Some(until) => {
                shortcut.until = Some(until);
                self.emit(cite!("731.2b"), EventKind::ShortcutShortened { player, until });
            }
            None => self.emit(cite!("731.2b"), EventKind::ShortcutAccepted { player }),
        }
        self.ask_about_shortcut(player);
    }

    /// Asks the player after `answered` in turn order about the proposal; once it comes back
    /// to the proposer, the shortcut is carried out, the proposer passing first.
    fn ask_about_shortcut(&mut self, answered: PlayerId) {
        let next = self.next_player(answered);
        let Some(shortcut) = self.shortcut.as_mut() else {
            return;
        };
        if next == shortcut.proposer {
            shortcut.agreed = true;
            if shortcut.repeat.is_none() {
                self.pass_priority(next);
            } else {
                // The proposer makes the loop's first choice as the loop is carried out.
                self.pending = Some(Pending {
                    player: next,
                    decision: Decision::Priority,
                });
            }
        } else {
            let until = shortcut.until;
            self.pending = Some(Pending {
                player: next,
                decision: Decision::Shortcut { until },
            });
        }
    }

    /// As `self.turn.priority` would receive priority while a shortcut is carried out: they
    /// pass, unless this is the ending point or past it, where the shortcut ends and they
    /// decide. Returns whether they passed.
    #[rule("731.2a")]
    pub(crate) fn pass_by_shortcut(&mut self) -> bool {
        let Some(until) = self
            .shortcut
            .as_ref()
            .filter(|s| s.agreed && s.repeat.is_none())
            .and_then(|s| s.until)
        else {
            return false;
        };
        if self.reached(until, self.turn.priority) {
            self.end_shortcut();
            return false;
        }
        cite!("731.2a");
        self.pass_priority(self.turn.priority);
        true
    }

    /// Whether the game, with `player` to decide, is at `until` or past it.
    fn reached(&self, until: PriorityPoint, player: PlayerId) -> bool {
        let here = until.when() == self.now() && until.player == player;
        here || until.when() < self.now()
    }

    /// Ends a shortcut of passes being carried out when a decision other than priority comes
    /// up: the sequence can't include conditional actions (731.2a). A loop's decisions are
    /// [`Game::carry_out_loop`]'s.
    pub(crate) fn end_shortcut_at_other_decisions(&mut self) {
        let stops = self.shortcut.as_ref().is_some_and(|s| s.agreed && s.repeat.is_none())
            && self.pending.is_some_and(|p| p.decision != Decision::Priority);
        if stops {
            self.end_shortcut();
        }
    }

    /// Carries out an agreed loop (731.2a): each decision of the proposer is answered with
    /// their next choice, each other player passes priority, until the proposer has made
    /// every choice (the loop ends at their next decision), the ending point a player
    /// shortened it to is reached (731.2b), another decision comes up, or a choice is not
    /// legal when its turn comes. The choices made are the proposal's, not recorded again.
    #[rule("731.2a")]
    pub(crate) fn carry_out_loop(&mut self) {
        while let Some(pending) = self.pending {
            let Some(action) = self.next_loop_choice(pending) else {
                self.end_shortcut();
                return;
            };
            if self.check(pending, &action).is_err() {
                self.end_shortcut();
                return;
            }
            cite!("731.2a");
            self.perform_and_advance(pending, action);
        }
        // The game is over.
        self.shortcut = None;
    }

    /// The answer the loop gives `pending`: the proposer's next choice, or a pass for
    /// another player with priority; none where the loop ends.
    fn next_loop_choice(&mut self, pending: Pending) -> Option<Action> {
        let stopped = self
            .shortcut
            .as_ref()
            .and_then(|s| s.until)
            .is_some_and(|until| self.reached(until, pending.player));
        let shortcut = self.shortcut.as_mut().filter(|_| !stopped)?;
        let repeat = shortcut.repeat.as_mut()?;
        if pending.player != shortcut.proposer {
            return (pending.decision == Decision::Priority).then_some(Action::Pass);
        }
        if repeat.made >= repeat.choices {
            return None;
        }
        let action = repeat.actions[repeat.made as usize % repeat.actions.len()].clone();
        repeat.made += 1;
        Some(action)
    }

    /// The shortcut ends where the game is now.
    fn end_shortcut(&mut self) {
        self.shortcut = None;
        let (turn, step) = self.now();
        let player = self.pending.map_or(self.turn.priority, |p| p.player);
        self.emit(
            cite!("731.2a"),
            EventKind::ShortcutEnded {
                at: PriorityPoint { turn, step, player },
            },
        );
    }

    /// The answers to a proposed shortcut: accept it, or shorten it to each earlier place
    /// [`Game::shortcut_ends`] names (731.2b).
    pub(crate) fn shortcut_answers(&self, until: Option<PriorityPoint>, out: &mut Vec<Action>) {
        out.push(Action::AcceptShortcut);
        out.extend(
            self.shortcut_ends()
                .into_iter()
                .filter(|p| until.is_none_or(|u| p.when() < u.when()))
                .map(Action::ShortenShortcut),
        );
    }
}
