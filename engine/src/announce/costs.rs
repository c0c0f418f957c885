//! Announcing the optional costs of a spell (CR 601.2b): the alternative costs it may be cast
//! for rather than its mana cost (118.9), its kicker costs (702.33a), a multikicker cost
//! asked again after each payment (702.33c), the opponent a gift is promised to (702.174a),
//! and the X of an additional cost (107.3a).

use super::{Announced, Announcing, Stage};
use crate::action::Refusal;
use crate::cards::cost::CostAction;
use crate::cards::mana::ManaCost;
use crate::game::{Game, PlayerId};
use crate::generated::rules;
use crate::replacement::cant::Parity;
use crate::stack::{AlternativeCost, CostsChosen};
use crate::{cite, rule};

impl Game {
    /// The additional costs with an X of `what` ("Pay X life", 107.3a): a spell's, with the X
    /// still to announce.
    pub(super) fn x_additional_costs(&self, what: &Announced) -> impl Iterator<Item = CostAction> + '_ {
        let additional = match what {
            Announced::Spell { card, .. } => &self.card(*card).additional[..],
            Announced::Ability { .. } | Announced::Trigger(_) => &[],
        };
        additional.iter().copied().filter(CostAction::has_x)
    }

    /// Whether `what` has an additional cost with an X in it (107.3a).
    pub(super) fn x_in_additional_cost(&self, what: &Announced) -> bool {
        self.x_additional_costs(what).next().is_some()
    }

    /// The kicker costs of `what`, optional additional costs: a spell's (702.33a).
    pub(super) fn kickers(&self, what: &Announced) -> &[ManaCost] {
        match what {
            Announced::Spell { card, .. } => &self.card(*card).kicker,
            Announced::Ability { .. } | Announced::Trigger(_) => &[],
        }
    }

    /// The alternative costs `player` may cast `what` for (118.9): none but a spell's.
    pub(super) fn alternatives(
        &self,
        player: PlayerId,
        what: &Announced,
    ) -> impl Iterator<Item = AlternativeCost> + '_ {
        let card = match what {
            Announced::Spell { card, .. } => Some(*card),
            Announced::Ability { .. } | Announced::Trigger(_) => None,
        };
        card.into_iter()
            .flat_map(move |card| self.alternative_costs(player, card))
    }

    /// The buyback cost of `what`, an optional additional cost: a spell's (702.27a).
    fn buyback(&self, what: &Announced) -> Option<ManaCost> {
        match what {
            Announced::Spell { card, .. } => self.card(*card).buyback,
            Announced::Ability { .. } | Announced::Trigger(_) => None,
        }
    }

    /// How many optional costs `player` is asked about as they announce `what` (601.2b): the
    /// alternative costs it may be cast for rather than its mana cost (118.9), then each
    /// kicker cost (702.33a), then, for a gift, whether to promise it to each opponent
    /// (702.174a), then its buyback cost (702.27a).
    pub(super) fn optional_cost_count(&self, player: PlayerId, what: &Announced) -> usize {
        self.alternatives(player, what).count()
            + self.kickers(what).len()
            + self.gift_recipients(player, what).len()
            + usize::from(self.buyback(what).is_some())
    }

    /// Which cost the `index`th optional cost of `what` is ([`Game::optional_cost_count`]).
    pub(super) fn optional_cost(&self, player: PlayerId, what: &Announced, index: u8) -> OptionalCost {
        let alternatives = self.alternatives(player, what).count();
        let kickers = self.kickers(what).len();
        match self.alternatives(player, what).nth(usize::from(index)) {
            Some(alternative) => OptionalCost::Alternative(alternative),
            None if usize::from(index) - alternatives < kickers => OptionalCost::Kicker(index - alternatives as u8),
            None => match self
                .gift_recipients(player, what)
                .get(usize::from(index) - alternatives - kickers)
            {
                Some(&opponent) => OptionalCost::Gift(opponent),
                None => OptionalCost::Buyback,
            },
        }
    }

    /// Checks the intention to pay, or not, the optional cost being asked about: one that is
    /// paid must leave the total cost payable with the least X the text allows, and so must
    /// the mana cost when the evoke cost is not paid (601.2f, 601.2h).
    #[rule("601.2b", "601.2h")]
    pub(crate) fn check_optional_cost(&self, pay: bool) -> Result<(), Refusal> {
        let Some(a) = &self.announcing else {
            return Err("nothing is being announced".into());
        };
        let Stage::OptionalCost(index) = a.stage else {
            return Err("no optional cost is being announced".into());
        };
        let chosen = a.choices.costs_chosen();
        let with = |alternative| CostsChosen { alternative, ..chosen };
        match self.optional_cost(a.player, &a.what, index) {
            OptionalCost::Alternative(alternative) if pay => {
                self.check_chosen_costs(a, with(Some(alternative)), &a.choices.modes)
            }
            OptionalCost::Alternative(alternative) => {
                // Declined, it leaves the mana cost to pay, or a later alternative cost.
                let with_mana_cost = self.check_chosen_costs(a, with(None), &a.choices.modes);
                let mut later = self
                    .alternatives(a.player, &a.what)
                    .skip_while(|&other| other != alternative)
                    .skip(1);
                if with_mana_cost.is_err()
                    && later.any(|other| self.check_chosen_costs(a, with(Some(other)), &a.choices.modes).is_ok())
                {
                    return Ok(());
                }
                with_mana_cost
            }
            // An additional cost declined leaves the total cost smaller.
            OptionalCost::Buyback if !pay => Ok(()),
            OptionalCost::Buyback => self.check_chosen_costs(
                a,
                CostsChosen {
                    bought_back: true,
                    ..chosen
                },
                &a.choices.modes,
            ),
            // Choosing an opponent adds nothing to the total cost (702.174a).
            OptionalCost::Gift(_) => Ok(()),
            OptionalCost::Kicker(_) if !pay => self.check_not_kicking(a, index),
            OptionalCost::Kicker(kicker) => {
                let times_kicked = if self.is_multikicker(&a.what) {
                    // Paid once more (702.33c), as many times as a count can hold.
                    chosen
                        .times_kicked
                        .checked_add(1)
                        .ok_or("the multikicker cost can't be paid more times")?
                } else {
                    chosen.times_kicked
                };
                self.check_chosen_costs(
                    a,
                    CostsChosen {
                        kicked: chosen.kicked | 1 << kicker,
                        times_kicked,
                        ..chosen
                    },
                    &a.choices.modes,
                )
            }
        }
    }

    /// Whether the kicker cost of `what` is a multikicker cost (702.33c): its controller is
    /// asked again after each time they announce the intention to pay it.
    fn is_multikicker(&self, what: &Announced) -> bool {
        matches!(what, Announced::Spell { card, .. } if self.card(*card).multikicker)
    }

    /// Checks that the cost of `a` with the optional costs `chosen` can be paid with the
    /// least X its `modes` allow (601.2f, 601.2h).
    pub(super) fn check_chosen_costs(&self, a: &Announcing, chosen: CostsChosen, modes: &[u8]) -> Result<(), Refusal> {
        let at_hand = self.mana_at_hand(a.player);
        let Some(c) = self.announced_cost(a.player, &a.what, chosen, &at_hand) else {
            return Err("it has no optional cost".into());
        };
        let least_x = Parity::least_x(self.announced_text(&a.what).least_x(modes), c.x_parity);
        self.check_payment(a.player, &c.mana.with_x(least_x), c.payment, c.tapping, &at_hand)
            .map_err(|_| Refusal::by(&[rules::R601_2H], "the total cost with it can't be paid"))
    }

    /// Announces a checked intention to pay, or not, the optional cost being asked about, and
    /// goes on (601.2b); a kicker cost paid makes the spell kicked (702.33d), the evoke cost
    /// paid makes it evoked (702.74a), an opponent chosen for its gift has the gift promised
    /// to them (702.174k). A multikicker cost paid is asked about again, until its controller
    /// declines to pay it once more (702.33c).
    #[rule("702.33d", "702.33c", "702.174k")]
    pub(crate) fn announce_optional_cost(&mut self, pay: bool) {
        let Some(mut a) = self.announcing.take() else {
            return;
        };
        if let Stage::OptionalCost(index) = a.stage {
            let mut next = index + 1;
            match self.optional_cost(a.player, &a.what, index) {
                OptionalCost::Alternative(alternative) if pay => a.choices.alternative = Some(alternative),
                OptionalCost::Alternative(_) => {}
                OptionalCost::Kicker(kicker) if pay => {
                    a.choices.kicked |= 1 << kicker;
                    if self.is_multikicker(&a.what) {
                        cite!("702.33c");
                        a.choices.times_kicked = a.choices.times_kicked.saturating_add(1);
                        next = index;
                    }
                }
                OptionalCost::Kicker(_) => {}
                OptionalCost::Gift(opponent) if pay => a.choices.gift = Some(opponent),
                OptionalCost::Gift(_) => {}
                OptionalCost::Buyback => a.choices.bought_back = pay,
            }
            a.stage = Stage::OptionalCost(next);
        }
        self.go_on_announcing(a);
    }
}

/// Which optional cost of a spell an announcement asks about (601.2b).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum OptionalCost {
    /// An alternative cost, rather than its mana cost (118.9).
    Alternative(AlternativeCost),
    /// Its kicker cost of this index (702.33a).
    Kicker(u8),
    /// Its gift's, promised to this opponent if paid (702.174a).
    Gift(PlayerId),
    /// Its buyback cost (702.27a).
    Buyback,
}
