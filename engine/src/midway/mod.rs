//! Decisions in the middle of an action: which replacement effect to apply (616.1), which
//! card an effect returns, which simultaneous damage a shield prevents (615.7). Engine code asks with [`Game::ask`] wherever it is; the game then
//! goes back to the state before the action, asks the player (a
//! [`Decision::Choose`](crate::action::Decision::Choose) whose options
//! [`Game::question`] describes), and, given the answer, performs the action again from
//! there with every answer given so far.
//!
//! **Architecture Invariant:** performing an action is deterministic (the random generator
//! is part of the state), so performing it again from the same state with the same answers
//! reaches the same question, and the next answer takes it further. Replays need nothing
//! special: they apply the same actions and answers in order. The price is performing an
//! action again per question, and a snapshot of the state before each action in games that
//! hold a card that can make a replacement effect, or before each action that casts or
//! activates in games holding a card whose costs are paid with objects of the player's
//! choice (none in Bears/Bolt, which pays nothing).
//!
//! A limitation of going back: a question's options may name objects the action created
//! before it asked (Eyes in the Skies's Bird, offered to its populate), which the state the
//! player is asked in doesn't hold yet. The answer still works (the action makes them again),
//! but an interface can't show those options; connive waits on this.

use crate::action::{Action, Decision, Pending};
use crate::game::{Game, ObjectId, PlayerId};

mod question;

pub use question::{creature_types, About, Question};

/// The state of asking in the middle of an action.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct Midway {
    /// While a question waits: the action being performed, and the decision it answered.
    suspended: Option<(Pending, Action)>,
    /// The answers to the current action's questions, in the order they were asked.
    answers: Vec<usize>,
    /// How many of `answers` the current run has used.
    used: usize,
    /// Whether the current run can go back to the state before its action.
    can_suspend: bool,
    /// The question the current run could not answer (it stops), or the one waiting.
    question: Option<Question>,
}

/// The state before an action, to go back to; the log and the recorded actions only grow
/// and are kept aside.
struct Snapshot {
    game: Box<Game>,
    log_len: usize,
}

/// A run of an action in a game that can ask in its middle: the state before it, and the
/// action with the decision it answered, to suspend if it asks.
pub(crate) struct Run {
    snapshot: Snapshot,
    pending: Pending,
    action: Action,
}

impl Game {
    /// The question waiting for an answer, if the pending decision is one.
    pub fn question(&self) -> Option<&Question> {
        match self.pending?.decision {
            Decision::Choose { .. } => self
                .midway
                .question
                .as_ref()
                .or(self.sba_choices.question.as_ref())
                .or(self.before_game_question.as_ref()),
            _ => None,
        }
    }

    /// Asks `question` in the middle of an action: the answer given for it, if this is a
    /// run with answers; otherwise the run stops (its result is thrown away) and the
    /// question is put to the player. The number returned then is a placeholder.
    pub(crate) fn ask(&mut self, question: Question) -> usize {
        let m = &mut self.midway;
        if let Some(&answer) = m.answers.get(m.used) {
            m.used += 1;
            return answer;
        }
        if m.can_suspend && m.question.is_none() {
            m.question = Some(question);
        }
        debug_assert!(m.can_suspend, "a question in a game whose cards cannot ask one");
        0
    }

    /// `player` picks `count` of `options`, one question per pick (`about` makes it from the
    /// options left), while there are more options than picks to make; with no more than
    /// that, all of them are taken without asking. For an `optional` choice every pick is
    /// asked, and the option after the last (which `about` then offers) declines: `None`.
    pub(crate) fn pick(
        &mut self,
        player: PlayerId,
        options: Vec<ObjectId>,
        count: usize,
        optional: bool,
        about: impl Fn(Vec<ObjectId>) -> About,
    ) -> Option<Vec<ObjectId>> {
        self.picks(player, options, count, optional, about).ok()
    }

    /// `player` picks up to `most` of `options`, one question per pick, every pick asked; the
    /// option after the last (which `about` offers) picks no more.
    pub(crate) fn pick_up_to(
        &mut self,
        player: PlayerId,
        options: Vec<ObjectId>,
        most: usize,
        about: impl Fn(Vec<ObjectId>) -> About,
    ) -> Vec<ObjectId> {
        let count = most.min(options.len());
        self.picks(player, options, count, true, about)
            .unwrap_or_else(|so_far| so_far)
    }

    /// The picks of [`Game::pick`]: `Err` with those made so far when the player declines.
    fn picks(
        &mut self,
        player: PlayerId,
        mut options: Vec<ObjectId>,
        count: usize,
        every_pick_asked: bool,
        about: impl Fn(Vec<ObjectId>) -> About,
    ) -> Result<Vec<ObjectId>, Vec<ObjectId>> {
        let mut picked = Vec::with_capacity(count);
        while picked.len() < count {
            if options.len() + picked.len() <= count && !every_pick_asked {
                picked.append(&mut options);
                break;
            }
            let answer = self.ask(Question {
                player,
                about: about(options.clone()),
            });
            // Past the last option: the choice declined.
            let Some(&one) = options.get(answer) else {
                return Err(picked);
            };
            options.retain(|&o| o != one);
            picked.push(one);
        }
        Ok(picked)
    }

    /// `player` puts `cards` in the order they choose, one question per place while two or
    /// more are left (`about` makes it from the cards left): the first answer comes first.
    pub(crate) fn put_in_order(
        &mut self,
        player: PlayerId,
        mut cards: Vec<ObjectId>,
        about: impl Fn(Vec<ObjectId>) -> About,
    ) -> Vec<ObjectId> {
        let mut ordered = Vec::with_capacity(cards.len());
        while cards.len() > 1 {
            let answer = self.ask(Question {
                player,
                about: about(cards.clone()),
            });
            ordered.push(cards.remove(answer));
        }
        ordered.append(&mut cards);
        ordered
    }

    /// Whether the current run asked a question it has no answer for: it stops.
    #[inline(always)]
    pub(crate) fn stopped_to_ask(&self) -> bool {
        self.midway.question.is_some()
    }

    /// The action to perform for an answer: the suspended one, with the answers given so
    /// far and this one; any other action is performed afresh.
    pub(crate) fn resume(&mut self, pending: Pending, action: Action) -> (Pending, Action, Vec<usize>) {
        match (pending.decision, action) {
            // A state-based action's question is asked between actions: its answer is kept,
            // and the game goes on from where it waits (704.5j, 704.6d).
            (Decision::Choose { .. }, Action::Choose(answer)) if self.sba_choices.question.is_some() => {
                self.answer_sba_choice(answer);
                (pending, Action::Choose(answer), Vec::new())
            }
            // So are the questions before the game begins (103.2b, 805.3a).
            (Decision::Choose { .. }, Action::Choose(answer)) if self.before_game_question.is_some() => {
                self.answer_before_game(answer);
                (pending, Action::Choose(answer), Vec::new())
            }
            (Decision::Choose { .. }, Action::Choose(answer)) => {
                let m = std::mem::take(&mut self.midway);
                let mut answers = m.answers;
                answers.push(answer);
                let (pending, action) = m.suspended.unwrap_or((pending, Action::Choose(answer)));
                (pending, action, answers)
            }
            (_, action) => (pending, action, Vec::new()),
        }
    }

    /// Starts a run of `action`, which answers `pending`, with `answers`. In a game whose
    /// cards can ask, returns what going back needs; in others nothing is kept (and
    /// nothing can ask).
    pub(crate) fn begin_run(&mut self, pending: Pending, action: &Action, answers: Vec<usize>) -> Option<Run> {
        if !(self.may_ask || self.cost_choices && self.may_choose_cost_objects(action)) {
            return None;
        }
        let snapshot = self.snapshot();
        self.midway = Midway {
            suspended: None,
            answers,
            used: 0,
            can_suspend: true,
            question: None,
        };
        Some(Run {
            snapshot,
            pending,
            action: action.clone(),
        })
    }

    /// Ends a run: if it stopped to ask, the game goes back to the state before its action
    /// and waits for the answer.
    pub(crate) fn end_run(&mut self, run: Option<Run>) {
        let Some(Run {
            snapshot,
            pending,
            action,
        }) = run
        else {
            return;
        };
        let Some(question) = self.midway.question.take() else {
            self.midway = Midway::default();
            return;
        };
        let answers = std::mem::take(&mut self.midway.answers);
        self.restore(snapshot);
        self.pending = Some(Pending {
            player: question.player,
            decision: Decision::Choose {
                count: question.count() as u32,
            },
        });
        self.midway = Midway {
            suspended: Some((pending, action)),
            answers,
            used: 0,
            can_suspend: false,
            question: Some(question),
        };
    }

    /// A player conceded while a question waits: the suspended action is dropped and its
    /// decision is pending again (a concession is not an answer).
    pub(crate) fn drop_suspended(&mut self) {
        self.sba_choices.question = None;
        if let Some((pending, _)) = std::mem::take(&mut self.midway).suspended {
            self.pending = Some(pending);
        }
    }

    fn snapshot(&mut self) -> Snapshot {
        let log = std::mem::take(&mut self.log);
        let actions = std::mem::take(&mut self.actions);
        self.objects.share();
        let game = Box::new(self.clone());
        let log_len = log.len();
        self.log = log;
        self.actions = actions;
        Snapshot { game, log_len }
    }

    fn restore(&mut self, snapshot: Snapshot) {
        let mut log = std::mem::take(&mut self.log);
        log.truncate(snapshot.log_len);
        let actions = std::mem::take(&mut self.actions);
        *self = *snapshot.game;
        self.log = log;
        self.actions = actions;
    }
}

impl Game {
    /// Whether `action` casts a spell or activates an ability whose card has costs paid with
    /// objects of the player's choice, or announces a choice for one, which may finish it
    /// and pay them.
    fn may_choose_cost_objects(&self, action: &Action) -> bool {
        let source = match action {
            Action::Cast { card, .. } => *card,
            Action::Activate { source, .. } => *source,
            Action::ChoosePlayer(_)
            | Action::Mode(_)
            | Action::NoMoreModes
            | Action::PayOptionalCost(_)
            | Action::Splice(_)
            | Action::NoMoreSplices
            | Action::PayAs(_)
            | Action::Target(_)
            | Action::NoMoreTargets
            | Action::Number(_) => match &self.announcing {
                Some(a) => a.source(),
                None => return false,
            },
            _ => return false,
        };
        // The cards whose abilities the object may have: its own, the face that is up, or a
        // copied card's.
        self.object(source).is_some_and(|o| {
            self.pool.get(o.card).cost_choices
                || self
                    .ability_source(source)
                    .is_some_and(|card| self.pool.get(card).cost_choices)
        })
    }
}
