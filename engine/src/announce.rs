//! Announcing a spell or ability (CR 601.2b–d, 602.2b, 603.3d): the value of X, the targets,
//! and how an amount is divided among them, one decision at a time.
//!
//! Nothing moves while it is announced: the choices are gathered in [`Game::announcing`], and
//! only when the last is made is the spell cast, the ability activated or the trigger put on
//! the stack. A spell or ability is offered only when each of its instances of the word
//! "target" has enough legal choices and its cost can be paid with X = 0, and a value of X is
//! accepted only if the cost with it can be paid, so an announcement that has begun can
//! always be finished.

use std::ops::RangeInclusive;

use crate::action::{Decision, NumberOf, Payment, Pending, Refusal};
use crate::cards::mana::ManaCost;
use crate::cards::{AbilityText, DividedTotal, TargetSlot};
use crate::game::{Game, ObjectId, PlayerId};
use crate::generated::rules;
use crate::stack::{Choices, Target};
use crate::triggers::WaitingTrigger;
use crate::{cite, rule};

/// What is being announced.
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

/// Where an announcement is, in the order of 601.2b–d.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stage {
    /// The value of X (601.2b).
    X,
    /// The targets of the instance of the word "target" at this index (601.2c).
    Targets(u8),
    /// The share of the divided amount of the divided instance's target at this index
    /// (601.2d).
    Division(u8),
}

/// A spell or ability being announced.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Announcing {
    /// Who announces: the player casting or activating it, or the trigger's controller.
    pub player: PlayerId,
    /// What it is.
    pub what: Announced,
    /// What is announced so far.
    pub choices: Choices,
    /// What is being announced now.
    pub stage: Stage,
}

impl Announcing {
    /// How many targets have been chosen for the instance of the word "target" at `slot`.
    fn chosen_in(&self, slot: u8) -> usize {
        self.choices.targets_in(slot).count()
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
    /// The text whose choices are announced.
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

    /// The mana cost paid for what is announced, with its `{X}`s, how it is paid, and the
    /// permanent paying a {T} cost of its own: none for a triggered ability.
    fn announced_cost<'a>(&self, what: &'a Announced) -> Option<(ManaCost, &'a Payment, Option<ObjectId>)> {
        match what {
            Announced::Spell { card, payment } => Some((self.mana_cost(*card).unwrap_or_default(), payment, None)),
            Announced::Ability {
                source,
                ability,
                payment,
            } => self.activated_ability(*source, *ability).map(|(_, ab)| {
                (
                    ab.cost.mana.unwrap_or_default(),
                    payment,
                    ab.cost.tap.then_some(*source),
                )
            }),
            Announced::Trigger(_) => None,
        }
    }

    /// Begins announcing `what` for `player` (601.2b, 602.2b, 603.3d); with nothing to
    /// announce, it is finished at once.
    pub(crate) fn begin_announcing(&mut self, player: PlayerId, what: Announced) {
        let has_x = self.announced_cost(&what).is_some_and(|(cost, ..)| cost.x > 0);
        let announcing = Announcing {
            player,
            what,
            choices: Choices::default(),
            stage: if has_x { Stage::X } else { Stage::Targets(0) },
        };
        self.go_on_announcing(announcing);
    }

    /// Asks for what comes next, or finishes: X, then each instance of the word "target" while
    /// it takes more, then each divided share but the last, which is what is left.
    fn go_on_announcing(&mut self, mut a: Announcing) {
        let text = self.announced_text(&a.what);
        let next = loop {
            match a.stage {
                Stage::X => break Some(Decision::Number { of: NumberOf::X }),
                Stage::Targets(slot) if usize::from(slot) == text.targets.len() => a.stage = Stage::Division(0),
                Stage::Targets(slot) if a.chosen_in(slot) >= most_targets(text, slot, &a.choices) => {
                    a.stage = Stage::Targets(slot + 1);
                }
                Stage::Targets(slot) => break Some(Decision::Targets { slot }),
                Stage::Division(index) => {
                    let Some(d) = text.division else { break None };
                    let among: Vec<Target> = a.choices.targets_in(d.slot).collect();
                    if let Some(&target) = among
                        .get(usize::from(index))
                        .filter(|_| usize::from(index) + 1 < among.len())
                    {
                        break Some(Decision::Number {
                            of: NumberOf::Share(target),
                        });
                    }
                    // The last target gets what is left.
                    if let Some(&last) = among.last() {
                        let total = d.total.with_x(a.choices.x);
                        a.choices.division.push((last, total - a.choices.divided()));
                    }
                    break None;
                }
            }
        };
        match next {
            None => self.finish_announcing(a),
            Some(decision) => {
                self.pending = Some(Pending {
                    player: a.player,
                    decision,
                });
                self.announcing = Some(a);
            }
        }
    }

    /// The numbers the player may announce now, fewest first: for X, from 0 to what the mana
    /// they could make pays for; for a divided share, from 1 to what leaves one for each
    /// target after it (601.2d).
    pub(crate) fn number_range(&self) -> Option<RangeInclusive<u32>> {
        let a = self.announcing.as_ref()?;
        Some(match a.stage {
            Stage::X => {
                let (cost, ..) = self.announced_cost(&a.what)?;
                0..=self.mana_upper_bound(a.player).saturating_sub(cost.mana_value()) / u32::from(cost.x).max(1)
            }
            Stage::Division(index) => {
                let d = self.announced_text(&a.what).division?;
                let targets = a.choices.targets_in(d.slot).count() as u32;
                let left = d.total.with_x(a.choices.x).saturating_sub(a.choices.divided());
                1..=left.saturating_sub(targets - u32::from(index) - 1)
            }
            Stage::Targets(_) => return None,
        })
    }

    /// Checks a number announced: a value of X whose total cost can be paid (107.3a, 601.2h)
    /// and that leaves one for each target a divided amount needs (601.2d), or a share of a
    /// divided amount that leaves at least one for each later target (601.2d).
    #[rule("107.3a", "601.2d")]
    pub(crate) fn check_number(&self, n: u32) -> Result<(), Refusal> {
        let Some(a) = &self.announcing else {
            return Err("nothing is being announced".into());
        };
        if a.stage == Stage::X {
            let text = self.announced_text(&a.what);
            if let Some(d) = text.division.filter(|d| d.total == DividedTotal::X) {
                if n < u32::from(text.targets[usize::from(d.slot)].min) {
                    return Err(Refusal::by(
                        &[rules::R601_2D],
                        "X must leave at least one for each target the divided amount needs",
                    ));
                }
            }
            if let Some((cost, payment, except)) = self.announced_cost(&a.what) {
                self.check_payment(a.player, &cost.with_x(n), payment, except)?;
            }
            return Ok(());
        }
        if !self.number_range().is_some_and(|r| r.contains(&n)) {
            return Err(Refusal::by(
                &[rules::R601_2D],
                "each target of a divided amount gets at least one, and no more than is left",
            ));
        }
        Ok(())
    }

    /// Announces a checked number, and goes on.
    pub(crate) fn announce_number(&mut self, n: u32) {
        let Some(mut a) = self.announcing.take() else {
            return;
        };
        match a.stage {
            Stage::X => {
                a.choices.x = n;
                a.stage = Stage::Targets(0);
            }
            Stage::Division(index) => {
                let text = self.announced_text(&a.what);
                if let Some(d) = text.division {
                    let target = a.choices.targets_in(d.slot).nth(usize::from(index));
                    if let Some(t) = target {
                        a.choices.division.push((t, n));
                    }
                }
                a.stage = Stage::Division(index + 1);
            }
            Stage::Targets(_) => {}
        }
        self.go_on_announcing(a);
    }

    /// The instance of the word "target" being announced, and the announcement.
    fn announcing_slot(&self) -> Result<(&Announcing, &TargetSlot, u8), Refusal> {
        let Some(a) = &self.announcing else {
            return Err("no targets are being announced".into());
        };
        let Stage::Targets(slot) = a.stage else {
            return Err("no targets are being announced".into());
        };
        Ok((a, &self.announced_text(&a.what).targets[usize::from(slot)], slot))
    }

    /// Checks a target chosen for the current instance of the word "target": a legal choice,
    /// not chosen already for this instance, though it may have been for another (601.2c,
    /// 115.3).
    #[rule("601.2c", "115.3")]
    pub(crate) fn check_target_choice(&self, target: Target) -> Result<(), Refusal> {
        let (a, slot, index) = self.announcing_slot()?;
        self.check_target(slot, target, a.source(), a.player)?;
        if a.choices.targets.contains(&(index, target)) {
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
        let (a, slot, index) = self.announcing_slot()?;
        if a.chosen_in(index) < usize::from(slot.min) {
            return Err(Refusal::by(&[rules::R601_2C], "it needs more targets"));
        }
        Ok(())
    }

    /// Adds a checked target to the announcement, and goes on.
    pub(crate) fn choose_target(&mut self, target: Target) {
        if let Some(mut a) = self.announcing.take() {
            if let Stage::Targets(slot) = a.stage {
                a.choices.targets.push((slot, target));
            }
            self.go_on_announcing(a);
        }
    }

    /// Ends the current instance of the word "target" (its fewest checked), and goes on.
    pub(crate) fn no_more_targets(&mut self) {
        if let Some(mut a) = self.announcing.take() {
            if let Stage::Targets(slot) = a.stage {
                a.stage = Stage::Targets(slot + 1);
            }
            self.go_on_announcing(a);
        }
    }

    /// Everything is announced: the spell is cast, the ability activated, or the trigger put
    /// on the stack.
    #[rule("603.3d")]
    fn finish_announcing(&mut self, a: Announcing) {
        match a.what {
            Announced::Spell { card, payment } => {
                self.cast(a.player, card, a.choices, &payment);
                self.after_priority_action(a.player);
            }
            Announced::Ability {
                source,
                ability,
                payment,
            } => {
                self.activate(a.player, source, ability, a.choices, &payment);
                self.after_priority_action(a.player);
            }
            Announced::Trigger(w) => {
                cite!("603.3d");
                self.stack.push(w.as_item(a.choices));
            }
        }
    }

    /// The targets the player is asked about, for [`Game::legal_actions`]: each legal choice
    /// not chosen yet for the current instance of the word "target", and whether they may
    /// stop choosing.
    pub(crate) fn announcing_choices(&self) -> (Vec<Target>, bool) {
        let Ok((a, slot, index)) = self.announcing_slot() else {
            return (Vec::new(), false);
        };
        let choices = self
            .target_choices(slot, a.source(), a.player)
            .filter(|&t| !a.choices.targets.contains(&(index, t)))
            .collect();
        (choices, a.chosen_in(index) >= usize::from(slot.min))
    }
}

/// The most targets the instance of the word "target" at `slot` takes: its own most, and
/// for a divided amount, no more targets than there is to divide (601.2d: each gets at
/// least one).
fn most_targets(text: &AbilityText, slot: u8, choices: &Choices) -> usize {
    let most = usize::from(text.targets[usize::from(slot)].max);
    match text.division {
        Some(d) if d.slot == slot => most.min(d.total.with_x(choices.x) as usize),
        _ => most,
    }
}
