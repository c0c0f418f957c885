//! Announcing a spell or ability (CR 601.2b–d, 602.2b, 603.3d, 700.2): its modes, the value
//! of X, the targets, and how an amount is divided among them, one decision at a time.
//!
//! Nothing moves while it is announced: the choices are gathered in [`Game::announcing`], and
//! only when the last is made is the spell cast, the ability activated or the trigger put on
//! the stack. A spell or ability is offered only when it has enough modes that can be chosen,
//! each of its instances of the word "target" has enough legal choices and its cost can be
//! paid with the least X it allows; a mode is accepted only if it could be announced alone,
//! and a value of X only if the cost with it can be paid; so an announcement that has begun
//! can always be finished.

use crate::action::{Decision, NumberOf, Payment, Pending, Refusal};
use crate::cards::mana::ManaCost;
use crate::cards::{AbilityText, TargetSlot};
use crate::event::EventKind;
use crate::game::{Game, ObjectId, PlayerId, Zone};
use crate::generated::rules;
use crate::payment::ManaAtHand;
use crate::replacement::cant::Parity;
use crate::stack::{AlternativeCost, Choices, CostsChosen, GraveyardKeyword, Target};
use crate::triggers::WaitingTrigger;
use crate::{cite, rule};
use rules_data::RuleId;

mod chooser;
mod costs;
mod modes;
mod number;
mod splice;
mod split;

use costs::OptionalCost;

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
    /// The opponent who makes the choices the text gives to an opponent (801.5a), chosen
    /// before anything else (those choices may be the modes), or chosen anew before the
    /// targets of the instance of the word "target" at this index when the one chosen left
    /// the game as they chose them (800.4g).
    Chooser(Option<u8>),
    /// The modes (601.2b, 700.2a–b), one at a time.
    Modes,
    /// The cards spliced onto the spell (601.2b, 702.47a), one at a time.
    Splice,
    /// Whether the spell's optional additional cost at this index (its kicker costs in
    /// printed order) will be paid (601.2b, 702.33a).
    OptionalCost(u8),
    /// The value of X (601.2b).
    X,
    /// How the hybrid or Phyrexian mana symbol at this index of the total cost will be paid
    /// (601.2b).
    PayAs(u8),
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

/// What announcing a spell or ability costs: its mana cost with its `{X}`s, how it is paid,
/// and the permanent paying a {T} cost of its own.
pub(crate) struct Cost<'a> {
    /// The mana cost, X not yet announced.
    pub(crate) mana: ManaCost,
    /// How it is paid.
    pub(crate) payment: &'a Payment,
    /// The permanent tapped for {T}, which can't also tap for mana.
    pub(crate) tapping: Option<ObjectId>,
    /// The mana its player could pay with now.
    pub(crate) at_hand: &'a ManaAtHand,
    /// The parity X must have for the spell's mana value to be one its player may cast
    /// (601.3a), if a "can't cast" effect names spells by mana value.
    pub(crate) x_parity: Option<Parity>,
}

impl Stage {
    /// What is announced once the opponent who chooses is chosen: the modes first, or the
    /// targets they were choosing when the one chosen before left the game.
    fn after_chooser(self) -> Stage {
        match self {
            Stage::Chooser(Some(slot)) => Stage::Targets(slot),
            _ => Stage::Modes,
        }
    }
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
    /// The text whose modes, X and divided amount are announced: the spell's or ability's
    /// own. The texts of cards spliced onto a spell add targets only: a card whose text has
    /// modes or divides an amount can't have splice (see [`Game::text_with_spliced`]).
    fn announced_text(&self, what: &Announced) -> &AbilityText {
        match what {
            Announced::Spell { card, .. } => {
                // A spell's targets are those of its spell ability alone: a triggered or
                // activated ability of the card that says "target" is targeted itself, the
                // spell is not (115.1a).
                cite!("115.1a");
                &self.card(*card).spell
            }
            Announced::Ability { source, ability, .. } => match self.activated_ability(*source, *ability) {
                Some((_, ab)) => &ab.text,
                None => &crate::stack::NO_TEXT,
            },
            Announced::Trigger(w) => self.text_of(w.kind, w.source),
        }
    }

    /// The text whose targets are announced: the announced text with the texts of the cards
    /// spliced onto it so far, whose targets are chosen with the spell's (702.47d).
    fn text_with_spliced<'a>(&'a self, a: &'a Announcing) -> &'a AbilityText {
        match &a.choices.text {
            Some(text) => {
                cite!("702.47d");
                text
            }
            None => self.announced_text(&a.what),
        }
    }

    /// The mana cost of `what` with the optional costs `chosen` (601.2f), X not yet
    /// announced, less what tapping for a waterbend cost could pay (701.67a): none for a
    /// triggered ability.
    fn announced_mana(&self, player: PlayerId, what: &Announced, chosen: CostsChosen) -> Option<ManaCost> {
        match what {
            Announced::Spell { card, .. } => Some(self.least_mana_to_cast(*card, player, chosen)),
            Announced::Ability { source, ability, .. } => self
                .activated_ability(*source, *ability)
                .map(|(_, ab)| self.activation_mana(*source, &ab.cost)),
            Announced::Trigger(_) => None,
        }
    }

    /// What announcing `what` with the optional costs `chosen` costs, paid with the mana
    /// `at_hand`: none for a triggered ability.
    fn announced_cost<'a>(
        &self,
        player: PlayerId,
        what: &'a Announced,
        chosen: CostsChosen,
        at_hand: &'a ManaAtHand,
    ) -> Option<Cost<'a>> {
        let mana = self.announced_mana(player, what, chosen)?;
        let (payment, tapping, x_parity) = match what {
            Announced::Spell { payment, card } => (payment, None, self.castable_x(player, *card).ok().flatten()),
            Announced::Ability {
                source,
                ability,
                payment,
            } => (
                payment,
                self.activated_ability(*source, *ability)?.1.cost.tap.then_some(*source),
                None,
            ),
            Announced::Trigger(_) => return None,
        };
        Some(Cost {
            mana,
            payment,
            tapping,
            at_hand,
            x_parity,
        })
    }

    /// Checks that `player` can announce `text` of `source`, whose announcing costs `cost`:
    /// a modal text has as many modes that can be chosen as it takes (700.2a–b, 700.2d), and
    /// the text, or each such mode, has the legal targets it needs (601.2c; else refused
    /// because of `no_targets`) with its cost payable with the least X it allows (601.2h).
    #[rule("700.2a")]
    pub(crate) fn check_announceable(
        &self,
        text: &AbilityText,
        source: ObjectId,
        player: PlayerId,
        cost: Option<&Cost<'_>>,
        no_targets: RuleId,
    ) -> Result<(), Refusal> {
        let Some(modes) = &text.modes else {
            return self.check_part(text, source, player, cost, no_targets);
        };
        if let Some(c) = cost {
            self.check_payment(player, &c.mana, c.payment, c.tapping, c.at_hand)?;
        }
        let choosable = modes
            .list
            .iter()
            .filter(|part| self.check_part(part, source, player, cost, no_targets).is_ok())
            .count();
        let needed = if modes.repeat { modes.min.min(1) } else { modes.min };
        if choosable < usize::from(needed) {
            return Err(Refusal::by(
                &[rules::R700_2A],
                "too few of its modes can be chosen: a mode without the legal targets it needs can't be",
            ));
        }
        Ok(())
    }

    /// Checks one part of a text, the whole of it or one mode: its targets can be chosen
    /// (601.2c), and its cost paid with the least X it allows (601.2d, 601.2h).
    fn check_part(
        &self,
        part: &AbilityText,
        source: ObjectId,
        player: PlayerId,
        cost: Option<&Cost<'_>>,
        no_targets: RuleId,
    ) -> Result<(), Refusal> {
        if !self.targets_available(part, source, player) {
            return Err(Refusal::by(
                &[no_targets],
                "it has no legal choice for a target it needs",
            ));
        }
        if let Some(c) = cost {
            self.check_payment(
                player,
                &c.mana.with_x(Parity::least_x(part.least_x(&[]), c.x_parity)),
                c.payment,
                c.tapping,
                c.at_hand,
            )?;
        }
        Ok(())
    }

    /// Begins announcing `what` for `player` (601.2b, 602.2b, 603.3d); with nothing to
    /// announce, it is finished at once.
    pub(crate) fn begin_announcing(&mut self, player: PlayerId, what: Announced) {
        self.begin_announcing_for(player, what, None);
    }

    /// [`Game::begin_announcing`] of a spell cast for the alternative cost `alternative` an
    /// effect allows, when it is some ("cast that card without paying its mana cost").
    pub(crate) fn begin_announcing_for(
        &mut self,
        player: PlayerId,
        what: Announced,
        alternative: Option<AlternativeCost>,
    ) {
        // A spell cast from a graveyard is cast with the keyword that allows it: flashback,
        // whose cost is an alternative cost, jump-start, retrace, or escape, whose cost is
        // its alternative cost too (601.2b, 702.34a, 702.138a).
        let from_graveyard = match what {
            Announced::Spell { card, .. } if self.obj(card).zone == Zone::Graveyard => self.graveyard_keyword(card),
            _ => None,
        };
        // A card turned face down to be cast with its morph ability pays {3} (702.37a); one
        // cast bestowed its bestow cost (702.103a).
        let alternative = alternative
            .or(from_graveyard.and_then(GraveyardKeyword::alternative_cost))
            .or(match what {
                Announced::Spell { card, .. } if self.obj(card).face_down => Some(AlternativeCost::FaceDown),
                Announced::Spell { card, .. } if self.obj(card).bestowed => Some(AlternativeCost::Bestow),
                _ => None,
            });
        // The opponent who chooses for it, then the modes, if it has any (601.2b).
        let stage = if self.announced_text(&what).opponent_chooses() {
            Stage::Chooser(None)
        } else {
            Stage::Modes
        };
        let announcing = Announcing {
            player,
            what,
            choices: Choices {
                from_graveyard,
                alternative,
                ..Choices::default()
            },
            stage,
        };
        self.go_on_announcing(announcing);
    }

    /// What is announced after the modes: for a spell, in games with cards with splice, the
    /// cards spliced onto it (601.2b); else what comes after them.
    fn stage_after_modes(&self, a: &Announcing) -> Stage {
        if self.splice_possible && matches!(a.what, Announced::Spell { .. }) {
            Stage::Splice
        } else {
            self.stage_after_splice(a)
        }
    }

    /// What is announced after the cards spliced onto a spell: the intention to pay optional
    /// costs (601.2b), if it has any; else what comes after them, with the alternative cost
    /// an effect chose for it, if one did (a spell cast without paying its mana cost).
    fn stage_after_splice(&self, a: &Announcing) -> Stage {
        if self.optional_cost_count(a.player, &a.what) == 0 {
            let chosen = CostsChosen {
                alternative: a.choices.alternative,
                ..CostsChosen::default()
            };
            self.stage_after_costs(a.player, &a.what, chosen)
        } else {
            Stage::OptionalCost(0)
        }
    }

    /// What is announced after the costs `chosen`: X if what is paid has one, else what comes
    /// after X. A spell cast without paying its mana cost pays no {X} in it, so X stays 0,
    /// the only legal choice (107.3b), unless X is in an additional cost it pays (107.3a).
    #[rule("107.3b")]
    fn stage_after_costs(&self, player: PlayerId, what: &Announced, chosen: CostsChosen) -> Stage {
        if self.announced_mana(player, what, chosen).is_some_and(|m| m.x > 0) || self.x_in_additional_cost(what) {
            Stage::X
        } else {
            Stage::PayAs(0)
        }
    }

    /// Asks for what comes next, or finishes: the optional costs (once an alternative cost is
    /// chosen, no other, 118.9a), X, then each instance of the word "target" while it takes
    /// more, then each divided share but the last, which is what is left.
    #[rule("118.9a")]
    fn go_on_announcing(&mut self, mut a: Announcing) {
        // The text with what is spliced onto it is set aside while the stage moves on.
        let spliced = a.choices.text.take();
        let text = spliced.as_deref().unwrap_or_else(|| self.announced_text(&a.what));
        let next = loop {
            match a.stage {
                Stage::Chooser(_) => match self.choosers(&a).as_slice() {
                    // Only one to choose, or none: no decision.
                    [] => a.stage = a.stage.after_chooser(),
                    &[only] => {
                        a.choices.chooser = Some(only);
                        a.stage = a.stage.after_chooser();
                    }
                    _ => break Some(Decision::Chooser),
                },
                Stage::Modes
                    if text
                        .modes
                        .as_ref()
                        .is_some_and(|m| a.choices.modes.len() < usize::from(self.most_modes(&a.what, m))) =>
                {
                    break Some(Decision::Modes);
                }
                Stage::Modes => a.stage = self.stage_after_modes(&a),
                Stage::Splice if !self.splice_choices(&a).is_empty() => break Some(Decision::Splice),
                Stage::Splice => a.stage = self.stage_after_splice(&a),
                Stage::OptionalCost(index)
                    if a.choices.alternative.is_some()
                        && matches!(
                            self.optional_cost(a.player, &a.what, index),
                            OptionalCost::Alternative(_)
                        ) =>
                {
                    // One alternative cost at most (118.9a): the others aren't asked about.
                    cite!("118.9a");
                    a.stage = Stage::OptionalCost(index + 1);
                }
                Stage::OptionalCost(index)
                    if a.choices.gift.is_some()
                        && matches!(self.optional_cost(a.player, &a.what, index), OptionalCost::Gift(_)) =>
                {
                    // One opponent at most (702.174a): once one is chosen, the others aren't
                    // asked about.
                    cite!("702.174a");
                    a.stage = Stage::OptionalCost(index + 1);
                }
                Stage::OptionalCost(index) if usize::from(index) < self.optional_cost_count(a.player, &a.what) => {
                    break Some(Decision::OptionalCost { index });
                }
                Stage::OptionalCost(_) => a.stage = self.stage_after_costs(a.player, &a.what, a.choices.costs_chosen()),
                Stage::X => break Some(Decision::Number { of: NumberOf::X }),
                Stage::PayAs(index) if self.split_symbol(&a, index).is_some() => break Some(Decision::PayAs { index }),
                Stage::PayAs(_) => a.stage = Stage::Targets(0),
                Stage::Targets(slot) if text.slot(&a.choices.modes, slot).is_none() => a.stage = Stage::Division(0),
                Stage::Targets(slot) if a.chosen_in(slot) >= most_targets(text, slot, &a.choices) => {
                    a.stage = Stage::Targets(slot + 1);
                }
                Stage::Targets(slot) => break Some(Decision::Targets { slot }),
                Stage::Division(index) => {
                    let Some(d) = text.division_of(&a.choices.modes) else {
                        break None;
                    };
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
        a.choices.text = spliced;
        match next {
            None => self.finish_announcing(a),
            Some(decision) => {
                self.pending = Some(Pending {
                    player: self.announcer(&a, &decision),
                    decision,
                });
                self.announcing = Some(a);
            }
        }
    }

    /// The instance of the word "target" being announced, and the announcement.
    fn announcing_slot(&self) -> Result<(&Announcing, &TargetSlot, u8), Refusal> {
        let Some(a) = &self.announcing else {
            return Err("no targets are being announced".into());
        };
        let Stage::Targets(index) = a.stage else {
            return Err("no targets are being announced".into());
        };
        let slot = self.text_with_spliced(a).slot(&a.choices.modes, index);
        Ok((a, slot.ok_or("no targets are being announced")?, index))
    }

    /// Checks a target chosen for the current instance of the word "target": a legal choice,
    /// not chosen already for this instance, though it may have been for another (601.2c,
    /// 115.3), unless this one says "other".
    #[rule("601.2c", "115.3")]
    pub(crate) fn check_target_choice(&self, target: Target) -> Result<(), Refusal> {
        let (a, slot, index) = self.announcing_slot()?;
        self.check_target(slot, target, a.source(), a.player)?;
        self.check_chooser_range(a, slot.by_opponent, target)?;
        crate::targets::check_with_chosen(self, slot, index, target, &a.choices.targets)
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
    #[rule("603.3d", "700.2b")]
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
            Announced::Trigger(w) if a.choices.modes.is_empty() && self.text_of(w.kind, w.source).modes.is_some() => {
                // A modal trigger with no mode chosen is removed (700.2b).
                self.emit(cite!("700.2b"), EventKind::NoMode { source: w.source });
            }
            Announced::Trigger(w) => {
                cite!("603.3d");
                let item = w.as_item(self.new_stack_id(), a.choices);
                self.emit(
                    cite!("603.3d"),
                    EventKind::PutOnStack {
                        source: item.source,
                        controller: item.controller,
                        item: item.id,
                        choices: Box::new(item.choices.clone()),
                    },
                );
                self.stack.push(item);
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
            .filter(|&t| {
                self.check_chooser_range(a, slot.by_opponent, t).is_ok()
                    && crate::targets::check_with_chosen(self, slot, index, t, &a.choices.targets).is_ok()
            })
            .collect();
        (choices, a.chosen_in(index) >= usize::from(slot.min))
    }
}

/// The most targets the instance of the word "target" at `slot` takes: its own most, and
/// for a divided amount, no more targets than there is to divide (601.2d: each gets at
/// least one).
fn most_targets(text: &AbilityText, slot: u8, choices: &Choices) -> usize {
    let most = text.slot(&choices.modes, slot).map_or(0, |s| usize::from(s.max));
    match text.division_of(&choices.modes) {
        Some(d) if d.slot == slot => most.min(d.total.with_x(choices.x) as usize),
        _ => most,
    }
}
