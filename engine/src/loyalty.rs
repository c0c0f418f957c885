//! Loyalty abilities (CR 606): activated abilities with a loyalty symbol in their cost
//! (606.2), activated at sorcery speed and once per turn per permanent (606.3), whose cost
//! puts loyalty counters on the permanent or removes them (606.4), changed by effects into
//! one such cost (606.5), and which can't remove more counters than it has (606.6).

use crate::action::Refusal;
use crate::cards::effect::CounterKind;
use crate::cards::ActivatedAbility;
use crate::game::{Game, ObjectId, PlayerId};
use crate::generated::rules;
use crate::turn::Step;
use crate::{cite, rule};

/// The printed loyalty cost of `ability`, if it is a loyalty ability (606.2).
#[rule("606.2")]
pub(crate) fn printed_cost(ability: &ActivatedAbility) -> Option<i8> {
    ability.cost.actions.iter().find_map(|a| match *a {
        crate::cards::cost::CostAction::Loyalty(n) => Some(n),
        _ => None,
    })
}

impl Game {
    /// The cost `player` pays to activate a loyalty ability printed with the loyalty cost
    /// `printed`: with the additional loyalty costs of the permanents they control whose
    /// abilities add them ("Planeswalkers' loyalty abilities you control cost an additional
    /// [+1] to activate"), combined into one cost (606.5). Positive puts counters on,
    /// negative removes them. Games that never held a card adding to loyalty costs look at
    /// no permanent.
    #[rule("606.5")]
    pub(crate) fn loyalty_cost(&self, player: PlayerId, printed: i8) -> i32 {
        if !self.loyalty_cost_changes_possible {
            return i32::from(printed);
        }
        let additional: i32 = self
            .battlefield
            .iter()
            .filter(|&&id| self.controller(id) == player)
            .filter_map(|&id| self.ability_source(id))
            .map(|card| i32::from(self.pool.get(card).loyalty_costs_additional))
            .sum();
        if additional == 0 {
            return i32::from(printed);
        }
        cite!("606.5");
        i32::from(printed) + additional
    }

    /// Whether `player` can pay the loyalty cost `printed` of `source`'s ability: one that
    /// removes counters needs at least that many on it (606.6).
    #[rule("606.6")]
    pub(crate) fn can_pay_loyalty(&self, player: PlayerId, source: ObjectId, printed: i8) -> bool {
        let cost = self.loyalty_cost(player, printed);
        cost >= 0 || i64::from(self.obj(source).counters.loyalty) >= i64::from(-cost)
    }

    /// Pays the loyalty cost `printed` of `source`'s ability for `player` (606.4): the
    /// counters are put on it, or removed from it.
    #[rule("606.4")]
    pub(crate) fn pay_loyalty(&mut self, player: PlayerId, source: ObjectId, printed: i8) {
        let cost = self.loyalty_cost(player, printed);
        let count = cost.unsigned_abs();
        if cost > 0 {
            self.add_counters(source, CounterKind::Loyalty, count, cite!("606.4"));
        } else if cost < 0 {
            self.remove_counters(
                source,
                crate::cards::effect::CounterKind::Loyalty,
                count,
                cite!("606.4"),
            );
        }
    }

    /// Checks that `player` may activate a loyalty ability of `source` now (606.3): they have
    /// priority with the stack empty in a main phase of their turn, and no loyalty ability
    /// of that permanent was activated this turn.
    #[rule("606.3")]
    pub(crate) fn check_loyalty_timing(&self, player: PlayerId, source: ObjectId) -> Result<(), Refusal> {
        let main = matches!(self.turn.step, Step::PrecombatMain | Step::PostcombatMain);
        if !self.is_active(player) || !main || !self.stack.is_empty() {
            return Err(Refusal::by(
                &[rules::R606_3],
                "a loyalty ability can be activated only in a main phase of your turn with the stack empty",
            ));
        }
        if self.loyalty_activated.contains(&source) {
            return Err(Refusal::by(
                &[rules::R606_3],
                "a loyalty ability of this permanent was activated this turn already",
            ));
        }
        Ok(())
    }
}
