//! Targets (CR 115): what a spell or ability may target, and announcing its targets one at a
//! time as it is cast (601.2c), activated (602.2b) or put on the stack as a triggered ability
//! (603.3d).
//!
//! Nothing moves while targets are announced: the choices are gathered in
//! [`Game::announcing`], and only when the last is made is the spell cast, the ability
//! activated or the trigger put on the stack. A spell or ability is offered only when each of
//! its instances of the word "target" has enough legal choices, so an announcement that has
//! begun can always be finished.

use crate::action::{Decision, Payment, Pending, Refusal};
use crate::cards::{AbilityText, TargetSlot};
use crate::game::{Game, ObjectId, PlayerId};
use crate::generated::rules;
use crate::handlers::keyword_abilities::{hexproof, shroud};
use crate::stack::Target;
use crate::triggers::WaitingTrigger;
use crate::{cite, rule};

/// What is having its targets announced.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Announced {
    /// A spell being cast from its owner's hand, and how it will be paid for.
    Spell {
        /// The card.
        card: ObjectId,
        /// How its cost will be paid.
        payment: Payment,
    },
    /// An activated ability being activated.
    Ability {
        /// Its source.
        source: ObjectId,
        /// Which of the source's abilities.
        ability: usize,
        /// How its cost will be paid.
        payment: Payment,
    },
    /// A triggered ability being put on the stack (603.3d).
    Trigger(WaitingTrigger),
}

/// A spell or ability whose targets are being announced.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Announcing {
    /// Who announces: the player casting or activating it, or the trigger's controller.
    pub player: PlayerId,
    /// What it is.
    pub what: Announced,
    /// The targets chosen so far, each with the index of its instance of the word "target".
    pub targets: Vec<(u8, Target)>,
    /// The instance of the word "target" whose targets are being chosen.
    pub slot: u8,
}

impl Announcing {
    /// How many targets have been chosen for the current instance of the word "target".
    pub fn chosen_in_slot(&self) -> usize {
        self.targets.iter().filter(|(s, _)| *s == self.slot).count()
    }

    /// The object whose text it is: the spell's card or the ability's source.
    pub fn source(&self) -> ObjectId {
        match &self.what {
            Announced::Spell { card, .. } => *card,
            Announced::Ability { source, .. } => *source,
            Announced::Trigger(w) => w.source,
        }
    }
}

impl Game {
    /// Whether `target` is a legal target for `slot` of a spell or ability from `source`
    /// controlled by `controller`: see `check_target`.
    #[inline]
    pub fn can_target(&self, slot: &TargetSlot, target: Target, source: ObjectId, controller: PlayerId) -> bool {
        self.check_target(slot, target, source, controller).is_ok()
    }

    /// Checks that `target` is a legal target for `slot` of a spell or ability from `source`
    /// controlled by `controller` (115.1, 115.4): of the kind the slot names and fitting its
    /// description, and not stopped by shroud (702.18a) or, for an opponent's spell or
    /// ability, hexproof (702.11b).
    #[rule("115.1")]
    pub(crate) fn check_target(
        &self,
        slot: &TargetSlot,
        target: Target,
        source: ObjectId,
        controller: PlayerId,
    ) -> Result<(), Refusal> {
        let illegal = || Refusal::by(&[rules::R115_1, rules::R115_4], "that is not a legal target for it");
        if !self.is_legal_target(slot.kind, target) {
            return Err(illegal());
        }
        let Target::Object(id) = target else {
            return Ok(());
        };
        if let Some(which) = &slot.which {
            let zone = self.obj(id).zone;
            let which = crate::continuous::Filter { zone, ..*which };
            if !self.described(&which, id, zone, source, controller) {
                return Err(illegal());
            }
        }
        if shroud::stops_targeting(self, id) {
            return Err(Refusal::by(
                &[rules::R115_1, rules::R702_18A],
                "a permanent with shroud can't be the target of spells or abilities",
            ));
        }
        if hexproof::stops_targeting(self, id, controller) {
            return Err(Refusal::by(
                &[rules::R115_1, rules::R702_11B],
                "a permanent with hexproof can't be the target of spells or abilities its controller's opponents control",
            ));
        }
        Ok(())
    }

    /// The legal choices for `slot`: players, then permanents, then spells.
    pub(crate) fn target_choices<'a>(
        &'a self,
        slot: &'a TargetSlot,
        source: ObjectId,
        controller: PlayerId,
    ) -> impl Iterator<Item = Target> + 'a {
        let players = self.active_players().map(|(p, _)| Target::Player(p));
        let permanents = self.battlefield.iter().map(|&id| Target::Object(id));
        let spells = self.stack.iter().filter_map(|item| item.object).map(Target::Object);
        players
            .chain(permanents)
            .chain(spells)
            .filter(move |&t| self.can_target(slot, t, source, controller))
    }

    /// Whether each instance of the word "target" in `text` has as many legal choices as it
    /// needs, different ones for the same instance (601.2c); a spell or ability that can't
    /// have them can't be cast or activated, and a triggered one is removed (603.3d).
    #[rule("601.2c")]
    pub(crate) fn targets_available(&self, text: &AbilityText, source: ObjectId, controller: PlayerId) -> bool {
        text.targets.iter().all(|slot| {
            slot.min == 0
                || self
                    .target_choices(slot, source, controller)
                    .nth(usize::from(slot.min) - 1)
                    .is_some()
        })
    }

    /// The text whose targets are announced.
    fn announced_text(&self, what: &Announced) -> &AbilityText {
        match what {
            Announced::Spell { card, .. } => &self.card(*card).spell,
            Announced::Ability { source, ability, .. } => match self.activated_ability(*source, *ability) {
                Some((_, ab)) => &ab.text,
                None => &crate::stack::NO_TEXT,
            },
            Announced::Trigger(w) => self.text_of(w.kind, w.source),
        }
    }

    /// Begins announcing the targets of `what` for `player` (601.2c, 602.2b, 603.3d); with
    /// no targets to announce, it is finished at once.
    pub(crate) fn begin_announcing(&mut self, player: PlayerId, what: Announced) {
        let announcing = Announcing {
            player,
            what,
            targets: Vec::new(),
            slot: 0,
        };
        self.go_on_announcing(announcing);
    }

    /// Asks for the current instance of the word "target" while it takes more, or finishes.
    fn go_on_announcing(&mut self, mut announcing: Announcing) {
        let slots = &self.announced_text(&announcing.what).targets;
        while slots
            .get(usize::from(announcing.slot))
            .is_some_and(|slot| announcing.chosen_in_slot() >= usize::from(slot.max))
        {
            announcing.slot += 1;
        }
        if usize::from(announcing.slot) == slots.len() {
            return self.finish_announcing(announcing);
        }
        self.pending = Some(Pending {
            player: announcing.player,
            decision: Decision::Targets { slot: announcing.slot },
        });
        self.announcing = Some(announcing);
    }

    /// Checks a target chosen for the current instance of the word "target": a legal choice,
    /// not chosen already for this instance, though it may have been for another (601.2c,
    /// 115.3).
    #[rule("601.2c", "115.3")]
    pub(crate) fn check_target_choice(&self, target: Target) -> Result<(), Refusal> {
        let Some(a) = &self.announcing else {
            return Err("no targets are being announced".into());
        };
        let slot = &self.announced_text(&a.what).targets[usize::from(a.slot)];
        self.check_target(slot, target, a.source(), a.player)?;
        if a.targets.contains(&(a.slot, target)) {
            return Err(Refusal::by(
                &[rules::R601_2C, rules::R115_3],
                "the same target can't be chosen twice for one instance of the word \"target\"",
            ));
        }
        Ok(())
    }

    /// Checks that the current instance of the word "target" has the fewest targets it
    /// takes, so that its announcing may end (601.2c).
    pub(crate) fn check_no_more_targets(&self) -> Result<(), Refusal> {
        let Some(a) = &self.announcing else {
            return Err("no targets are being announced".into());
        };
        let slot = &self.announced_text(&a.what).targets[usize::from(a.slot)];
        if a.chosen_in_slot() < usize::from(slot.min) {
            return Err(Refusal::by(&[rules::R601_2C], "it needs more targets"));
        }
        Ok(())
    }

    /// Adds a checked target to the announcement, and goes on.
    pub(crate) fn choose_target(&mut self, target: Target) {
        if let Some(mut a) = self.announcing.take() {
            a.targets.push((a.slot, target));
            self.go_on_announcing(a);
        }
    }

    /// Ends the current instance of the word "target" (its fewest checked), and goes on.
    pub(crate) fn no_more_targets(&mut self) {
        if let Some(mut a) = self.announcing.take() {
            a.slot += 1;
            self.go_on_announcing(a);
        }
    }

    /// Every target is announced: the spell is cast, the ability activated, or the trigger
    /// put on the stack.
    #[rule("603.3d")]
    fn finish_announcing(&mut self, a: Announcing) {
        match a.what {
            Announced::Spell { card, payment } => {
                self.cast(a.player, card, a.targets, &payment);
                self.after_priority_action(a.player);
            }
            Announced::Ability {
                source,
                ability,
                payment,
            } => {
                self.activate(a.player, source, ability, a.targets, &payment);
                self.after_priority_action(a.player);
            }
            Announced::Trigger(w) => {
                cite!("603.3d");
                self.stack.push(w.as_item(a.targets));
            }
        }
    }

    /// The targets the player is asked about, for [`Game::legal_actions`]: each legal choice
    /// not chosen yet for the current instance of the word "target", and whether they may
    /// stop choosing.
    pub(crate) fn announcing_choices(&self) -> (Vec<Target>, bool) {
        let Some(a) = &self.announcing else {
            return (Vec::new(), false);
        };
        let slot = &self.announced_text(&a.what).targets[usize::from(a.slot)];
        let choices = self
            .target_choices(slot, a.source(), a.player)
            .filter(|&t| !a.targets.contains(&(a.slot, t)))
            .collect();
        (choices, a.chosen_in_slot() >= usize::from(slot.min))
    }
}
