//! Shortcuts (CR 731.2): the player with priority proposes that all players pass priority at
//! every opportunity until a named player receives priority in a named step of a named turn
//! ([`Action::ProposeShortcut`]); each other player, in turn order from the proposer,
//! accepts it or shortens it to an earlier place where they will act
//! ([`Decision::Shortcut`]); then the game passes for everyone until the ending point.
//!
//! A proposed sequence can't include conditional actions (731.2a): when a decision other than
//! priority comes up while the shortcut is carried out (attackers to declare, a triggered
//! ability's target), the shortcut ends there and that decision is asked as usual. A
//! shortcut whose ending point the game goes past without that player receiving priority
//! (a step that doesn't happen) ends at the next priority after it.

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
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shortcut {
    /// The player who proposed it.
    pub proposer: PlayerId,
    /// Where it ends: that player receives priority there, and decides.
    pub until: PriorityPoint,
    /// Whether every other player has accepted it or shortened it, so that it is being
    /// carried out.
    pub agreed: bool,
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
    /// priority, to a player in the game (731.2a); when shortening, earlier than the current
    /// ending point (731.2b).
    #[rule("731.2a", "731.2b")]
    fn check_ending(&self, until: PriorityPoint, before: Option<PriorityPoint>) -> Result<(), Refusal> {
        if until.when() <= self.now()
            || !until.step.gives_priority()
            || self.players.get(until.player.0).is_none_or(|p| p.has_lost)
        {
            return Err(Refusal::by(
                &[rules::R731_2A],
                "a shortcut ends where a player in the game has priority, in a later step",
            ));
        }
        if before.is_some_and(|b| until.when() >= b.when()) {
            return Err(Refusal::by(
                &[rules::R731_2B],
                "a shortcut is shortened to a place before its ending point",
            ));
        }
        Ok(())
    }

    /// Checks a proposal by the player with priority (731.2a).
    pub(crate) fn check_propose_shortcut(&self, until: PriorityPoint) -> Result<(), Refusal> {
        self.check_ending(until, None)
    }

    /// Checks a shortening of the proposal (731.2b).
    pub(crate) fn check_shorten_shortcut(&self, until: PriorityPoint) -> Result<(), Refusal> {
        match self.shortcut {
            Some(s) if !s.agreed => self.check_ending(until, Some(s.until)),
            _ => Err("no shortcut is being proposed".into()),
        }
    }

    /// The player with priority proposes passing until `until` (731.2a); the next player
    /// answers.
    #[rule("731.2a")]
    pub(crate) fn propose_shortcut(&mut self, player: PlayerId, until: PriorityPoint) {
        self.shortcut = Some(Shortcut {
            proposer: player,
            until,
            agreed: false,
        });
        self.emit(cite!("731.2a"), EventKind::ShortcutProposed { player, until });
        self.ask_about_shortcut(player);
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
                shortcut.until = until;
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
            self.pass_priority(next);
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
        let Some(shortcut) = self.shortcut.filter(|s| s.agreed) else {
            return false;
        };
        let until = shortcut.until;
        let here = until.when() == self.now() && until.player == self.turn.priority;
        if here || until.when() < self.now() {
            self.end_shortcut();
            return false;
        }
        cite!("731.2a");
        self.pass_priority(self.turn.priority);
        true
    }

    /// Ends a shortcut being carried out when a decision other than priority comes up: the
    /// sequence can't include conditional actions (731.2a).
    pub(crate) fn end_shortcut_at_other_decisions(&mut self) {
        let stops =
            self.shortcut.is_some_and(|s| s.agreed) && self.pending.is_some_and(|p| p.decision != Decision::Priority);
        if stops {
            self.end_shortcut();
        }
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
    pub(crate) fn shortcut_answers(&self, until: PriorityPoint, out: &mut Vec<Action>) {
        out.push(Action::AcceptShortcut);
        out.extend(
            self.shortcut_ends()
                .into_iter()
                .filter(|p| p.when() < until.when())
                .map(Action::ShortenShortcut),
        );
    }
}
