//! Choices a text gives to an opponent (CR 801.5): the opponent its controller chooses to
//! make them, who must be within the controller's range of influence, or else is the
//! closest to the controller's left; the targets that opponent may choose, within both
//! players' ranges; the modes they may choose, whatever those refer to; and the opponents a
//! spell's gift may be promised to.

use super::{Announced, Announcing, Stage};
use crate::action::{Decision, Refusal};
use crate::cards::AbilityText;
use crate::game::{Game, PlayerId};
use crate::generated::rules;
use crate::midway::{About, Question};
use crate::stack::Target;
use crate::{cite, rule};

impl AbilityText {
    /// Whether an opponent chooses its modes ("An opponent chooses one —") or the targets
    /// of one of its instances of the word "target" ("of an opponent's choice").
    pub(crate) fn opponent_chooses(&self) -> bool {
        self.modes.as_ref().is_some_and(|m| m.by_opponent) || self.targets.iter().any(|slot| slot.by_opponent)
    }
}

impl Game {
    /// The opponents of `controller` who may make a choice their text gives to an opponent:
    /// with the limited range of influence option, those within the controller's range
    /// (801.5a: a player asked to choose a player chooses one within their range).
    #[rule("801.5a")]
    fn opponents_in_range(&self, controller: PlayerId) -> Vec<PlayerId> {
        if self.range.is_none() {
            return self.opponents(controller).collect();
        }
        cite!("801.5a");
        self.opponents(controller)
            .filter(|&o| self.within_range(controller, o))
            .collect()
    }

    /// The opponents `player` may promise the gift of `what` to, a spell with gift: one
    /// question each, in seat order (702.174a); within their range of influence, as a player
    /// asked to choose a player chooses (801.5a).
    #[rule("702.174a")]
    pub(super) fn gift_recipients(&self, player: PlayerId, what: &Announced) -> Vec<PlayerId> {
        match what {
            Announced::Spell { card, .. } if self.card(*card).gift.is_some() => self.opponents_in_range(player),
            _ => Vec::new(),
        }
    }

    /// The opponent seated closest to `controller`'s left (the next in turn order) of
    /// those `may` allows, who makes a choice when no opponent within the controller's range
    /// of influence can (801.5c).
    #[rule("801.5c")]
    fn closest_to_the_left(&self, controller: PlayerId, may: impl Fn(PlayerId) -> bool) -> Option<PlayerId> {
        let n = self.players.len();
        (1..n)
            .map(|k| PlayerId((controller.0 + k) % n))
            .find(|&p| !self.players[p.0].has_lost && self.teams.are_opponents(p, controller) && may(p))
            .inspect(|_| {
                cite!("801.5c");
            })
    }

    /// The opponents `a`'s controller may choose to make the choices its text gives to an
    /// opponent: those within the controller's range (801.5a) who have the legal targets its
    /// instances of the word "target" of an opponent's choice need; else the closest such
    /// opponent to the controller's left (801.5c).
    pub(super) fn choosers(&self, a: &Announcing) -> Vec<PlayerId> {
        let text = self.announced_text(&a.what);
        let has_targets = |chooser: PlayerId| {
            text.targets.iter().filter(|slot| slot.by_opponent).all(|slot| {
                slot.min == 0
                    || self
                        .target_choices(slot, a.source(), a.player)
                        .filter(|&t| self.target_within_range(chooser, t))
                        .nth(usize::from(slot.min) - 1)
                        .is_some()
            })
        };
        let within: Vec<PlayerId> = self
            .opponents_in_range(a.player)
            .into_iter()
            .filter(|&o| has_targets(o))
            .collect();
        if !within.is_empty() {
            return within;
        }
        self.closest_to_the_left(a.player, has_targets).into_iter().collect()
    }

    /// The player who makes the announcement's current decision: the opponent chosen to
    /// make the choices the text gives to an opponent, for those, else its controller.
    pub(super) fn announcer(&self, a: &Announcing, decision: &Decision) -> PlayerId {
        let Some(chooser) = a.choices.chooser else {
            return a.player;
        };
        let text = self.text_with_spliced(a);
        let theirs = match decision {
            // A modal text has no targets outside its modes, nor ones of an opponent's
            // choice in them: an opponent chooses for it only its modes. They choose among
            // them whatever objects or players those refer to (801.5b): a mode is no object
            // or player of theirs to choose.
            Decision::Modes => {
                cite!("801.5b");
                true
            }
            Decision::Targets { slot } => text.slot(&a.choices.modes, *slot).is_some_and(|s| s.by_opponent),
            _ => false,
        };
        if theirs {
            chooser
        } else {
            a.player
        }
    }

    /// Checks `chooser`, an opponent chosen to make the choices the announcement's text
    /// gives to an opponent (801.5a, 801.5c).
    pub(crate) fn check_chooser(&self, chooser: PlayerId) -> Result<(), Refusal> {
        let Some(a) = self
            .announcing
            .as_ref()
            .filter(|a| matches!(a.stage, Stage::Chooser(_)))
        else {
            return Err("no opponent is being chosen".into());
        };
        if self.choosers(a).contains(&chooser) {
            Ok(())
        } else {
            Err(Refusal::by(
                &[rules::R801_5A],
                "that player is not an opponent within the controller's range of influence who has the targets to choose",
            ))
        }
    }

    /// The players offered as the opponent who makes the choices, for
    /// [`Game::legal_actions`].
    pub(crate) fn chooser_choices(&self) -> Vec<PlayerId> {
        match self
            .announcing
            .as_ref()
            .filter(|a| matches!(a.stage, Stage::Chooser(_)))
        {
            Some(a) => self.choosers(a),
            None => Vec::new(),
        }
    }

    /// Records the checked `chooser`, and goes on with what they choose.
    pub(crate) fn choose_chooser(&mut self, chooser: PlayerId) {
        if let Some(mut a) = self.announcing.take() {
            a.choices.chooser = Some(chooser);
            a.stage = a.stage.after_chooser();
            self.go_on_announcing(a);
        }
    }

    /// When `player`, who left the game, was making the choices the announcement's text gives
    /// to an opponent, its controller chooses another opponent to make them, anew (800.4g);
    /// answers whether they did.
    #[rule("800.4g")]
    pub(crate) fn choose_another_chooser(&mut self, player: PlayerId) -> bool {
        let Some(mut a) = self.announcing.take_if(|a| a.choices.chooser == Some(player)) else {
            return false;
        };
        // What they were choosing is chosen anew, from the start.
        let then = match a.stage {
            Stage::Targets(slot) => {
                a.choices.targets.retain(|&(s, _)| s != slot);
                Some(slot)
            }
            _ => {
                a.choices.modes.clear();
                None
            }
        };
        a.choices.chooser = None;
        a.stage = Stage::Chooser(then);
        cite!("800.4g");
        self.go_on_announcing(a);
        true
    }

    /// Checks a target the chosen opponent chooses for an instance of the word "target" of
    /// an opponent's choice: within their range of influence as well as the controller's
    /// (801.5a).
    #[rule("801.5a")]
    pub(super) fn check_chooser_range(&self, a: &Announcing, by_opponent: bool, target: Target) -> Result<(), Refusal> {
        match a.choices.chooser {
            Some(chooser) if by_opponent && !self.target_within_range(chooser, target) => Err(Refusal::by(
                &[rules::R801_5A],
                "the opponent choosing must choose a target within their own range of influence",
            )),
            _ => Ok(()),
        }
    }

    /// The opponent of `controller` who makes a choice an instruction gives to "an
    /// opponent" as it is carried out: one within the controller's range of influence,
    /// the controller choosing when there are several (801.5a), or else the closest to
    /// the controller's left (801.5c); `None` when they have no opponent.
    pub(crate) fn opponent_to_choose(&mut self, controller: PlayerId) -> Option<PlayerId> {
        let options = self.opponents_in_range(controller);
        match options.as_slice() {
            [] => self.closest_to_the_left(controller, |_| true),
            [only] => Some(*only),
            _ => {
                let index = self.ask(Question {
                    player: controller,
                    about: About::Opponent {
                        options: options.clone(),
                    },
                });
                options.get(index).copied()
            }
        }
    }
}
