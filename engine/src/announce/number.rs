//! Announcing numbers (CR 107.3a, 601.2d): the value of X, and each target's share of a
//! divided amount.

use std::ops::RangeInclusive;

use super::Stage;
use crate::action::Refusal;
use crate::game::Game;
use crate::generated::rules;
use crate::replacement::cant::Parity;
use crate::rule;

impl Game {
    /// The numbers the player may announce now, fewest first: for X, from 0 to what the mana
    /// they could make pays for, and no more than their life total when they pay X life
    /// (119.4); for a divided share, from 1 to what leaves one for each target after it
    /// (601.2d).
    pub(crate) fn number_range(&self) -> Option<RangeInclusive<u32>> {
        let a = self.announcing.as_ref()?;
        Some(match a.stage {
            Stage::X => {
                let cost = self.announced_mana(a.player, &a.what, a.choices.costs_chosen())?;
                let by_mana = match cost.x {
                    0 => u32::MAX,
                    xs => self.mana_at_hand(a.player).most.saturating_sub(cost.fewest_mana()) / u32::from(xs),
                };
                let by_life = if self.x_in_additional_cost(&a.what) {
                    u32::try_from(self.players[a.player.0].life).unwrap_or(0)
                } else {
                    u32::MAX
                };
                0..=by_mana.min(by_life)
            }
            Stage::Division(index) => {
                let d = self.announced_text(&a.what).division_of(&a.choices.modes)?;
                let targets = a.choices.targets_in(d.slot).count() as u32;
                let left = d.total.with_x(a.choices.x).saturating_sub(a.choices.divided());
                1..=left.saturating_sub(targets - u32::from(index) - 1)
            }
            Stage::Chooser(_)
            | Stage::Modes
            | Stage::Splice
            | Stage::OptionalCost(_)
            | Stage::PayAs(_)
            | Stage::Targets(_) => return None,
        })
    }

    /// Checks a number announced: a value of X whose total cost can be paid (107.3a, 601.2h)
    /// and that leaves one for each target a divided amount needs (601.2d), or a share of a
    /// divided amount that leaves at least one for each later target (601.2d).
    #[rule("107.3a", "601.2d", "601.2e")]
    pub(crate) fn check_number(&self, n: u32) -> Result<(), Refusal> {
        let Some(a) = &self.announcing else {
            return Err("nothing is being announced".into());
        };
        if a.stage == Stage::X {
            if n < self.announced_text(&a.what).least_x(&a.choices.modes) {
                return Err(Refusal::by(
                    &[rules::R601_2D],
                    "X must leave at least one for each target the divided amount needs",
                ));
            }
            // An additional cost with X in it must be payable with that X (119.4).
            let with_x: Vec<_> = self.x_additional_costs(&a.what).map(|part| part.with_x(n)).collect();
            self.check_cost_actions(a.player, a.source(), &with_x)?;
            let at_hand = self.mana_at_hand(a.player);
            if let Some(c) = self.announced_cost(a.player, &a.what, a.choices.costs_chosen(), &at_hand) {
                if c.x_parity.is_some_and(|p| p != Parity::of(n)) {
                    return Err(Refusal::by(
                        &[rules::R601_2E, rules::R601_3A],
                        "with that X, the spell's mana value is one an effect prohibits you from casting",
                    ));
                }
                self.check_payment(a.player, &c.mana.with_x(n), c.payment, c.tapping, &at_hand)?;
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
                a.stage = Stage::PayAs(0);
            }
            Stage::Division(index) => {
                let text = self.announced_text(&a.what);
                if let Some(d) = text.division_of(&a.choices.modes) {
                    let target = a.choices.targets_in(d.slot).nth(usize::from(index));
                    if let Some(t) = target {
                        a.choices.division.push((t, n));
                    }
                }
                a.stage = Stage::Division(index + 1);
            }
            Stage::Chooser(_)
            | Stage::Modes
            | Stage::Splice
            | Stage::OptionalCost(_)
            | Stage::PayAs(_)
            | Stage::Targets(_) => {}
        }
        self.go_on_announcing(a);
    }
}
