//! Announcing how hybrid and Phyrexian mana symbols will be paid (CR 601.2b, 107.4e–f): the
//! nonhybrid equivalent of each hybrid symbol, and for each Phyrexian symbol its colored
//! mana or 2 life, one symbol at a time in the order the total cost has them.

use super::{Announcing, Stage};
use crate::action::Refusal;
use crate::cards::hybrid::{PaidAs, SplitSymbol};
use crate::game::Game;
use crate::generated::rules;
use crate::rule;

impl Game {
    /// The hybrid or Phyrexian symbol at `index` of the total cost of what `a` announces,
    /// its optional costs included (601.2f).
    pub(super) fn split_symbol(&self, a: &Announcing, index: u8) -> Option<SplitSymbol> {
        self.announced_mana(a.player, &a.what, a.choices.costs_chosen())?
            .split_symbols()
            .nth(usize::from(index))
    }

    /// The ways the symbol being asked about may be paid, for [`Game::legal_actions`]: each
    /// that [`Game::check_pay_as`] accepts.
    pub(crate) fn pay_as_choices(&self) -> Vec<PaidAs> {
        let Some(a) = &self.announcing else {
            return Vec::new();
        };
        let Stage::PayAs(index) = a.stage else {
            return Vec::new();
        };
        self.split_symbol(a, index)
            .into_iter()
            .flat_map(SplitSymbol::ways)
            .filter(|&way| self.check_pay_as(way).is_ok())
            .collect()
    }

    /// Checks a way announced to pay the symbol being asked about: a way that symbol can be
    /// paid (107.4e–f), leaving the total cost payable with the ways announced before it
    /// and some way for the symbols after it (601.2h), life included (119.4).
    #[rule("601.2b")]
    pub(crate) fn check_pay_as(&self, way: PaidAs) -> Result<(), Refusal> {
        let Some(a) = &self.announcing else {
            return Err("nothing is being announced".into());
        };
        let Stage::PayAs(index) = a.stage else {
            return Err("no hybrid or Phyrexian symbol is being announced".into());
        };
        if self.split_symbol(a, index).is_none() {
            return Err("no hybrid or Phyrexian symbol is being announced".into());
        }
        let at_hand = self.mana_at_hand(a.player);
        let cost = self
            .announced_cost(a.player, &a.what, a.choices.costs_chosen(), &at_hand)
            .ok_or("a triggered ability has no cost to announce")?;
        let ways: Vec<PaidAs> = a.choices.paid_as.iter().copied().chain([way]).collect();
        // The ways before it were checked, so only this one can fail to fit its symbol.
        let (rest, life) = cost.mana.with_x(a.choices.x).paying_split(&ways).ok_or_else(|| {
            Refusal::by(
                &[rules::R107_4E, rules::R107_4F],
                "that is not a way to pay that symbol: one of its halves, or 2 life for a Phyrexian symbol",
            )
        })?;
        self.check_split_payment(a.player, &rest, life, cost.payment, cost.tapping, &at_hand)
    }

    /// Announces a checked way to pay the symbol asked about, and goes on.
    pub(crate) fn announce_pay_as(&mut self, way: PaidAs) {
        let Some(mut a) = self.announcing.take() else {
            return;
        };
        if let Stage::PayAs(index) = a.stage {
            a.choices.paid_as.push(way);
            a.stage = Stage::PayAs(index + 1);
        }
        self.go_on_announcing(a);
    }
}
