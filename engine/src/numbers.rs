//! Working out the numbers of a resolving spell or ability (CR 107.1b, 107.3), and the
//! conditions of its text.

use crate::cards::condition::Condition;
use crate::cards::number::Number;
use crate::game::{Game, ObjectId};
use crate::stack::{StackItem, Target};
use crate::{cite, rule};

impl Game {
    /// The value of `n` as `item` resolves: a number printed in the text as written (a
    /// power change may be negative), X as announced (107.3a), and one worked out from the
    /// game as it is now, 0 if that comes out negative (107.1b). Each target's share of a
    /// divided amount is [`Game::share`].
    #[rule("107.1b", "107.3a")]
    pub(crate) fn number(&self, n: Number, item: &StackItem) -> i32 {
        let worked_out = match n {
            Number::Fixed(v) => return v,
            Number::X => return i32::try_from(item.choices.x).unwrap_or(i32::MAX),
            Number::MinusX => return -i32::try_from(item.choices.x).unwrap_or(i32::MAX),
            Number::PowerOf(r) => match self.recipients(r, item).first() {
                Some(&Target::Object(id)) => self.known_power(id),
                _ => 0,
            },
            Number::GreatestPower(r) => {
                let players = self.players_named(r, item);
                self.battlefield
                    .iter()
                    .filter(|&&id| players.contains(&self.controller(id)) && self.is_creature(id))
                    .map(|&id| self.power(id))
                    .max()
                    .unwrap_or(0)
            }
            Number::Count(filter) => {
                let count = self.matching(&filter, item.source, item.controller).count();
                i32::try_from(count).unwrap_or(i32::MAX)
            }
            Number::Share => 0,
            // A life total is read as it is, 0 or less included.
            Number::YourLife => return self.life_total(item.controller),
            Number::LowestLifeTotal => {
                return self
                    .active_players()
                    .map(|(p, _)| p)
                    .filter(|&p| self.within_range(item.controller, p))
                    .map(|p| self.life_total(p))
                    .min()
                    .unwrap_or(0)
            }
            Number::ThatMuch => return i32::try_from(item.choices.amount).unwrap_or(i32::MAX),
            Number::ThatMuchTimes(n) => i32::try_from(item.choices.amount).unwrap_or(i32::MAX).saturating_mul(n),
            Number::ThatMany => return i32::try_from(self.acted_on.len()).unwrap_or(i32::MAX),
            Number::RollResult => return i32::try_from(self.rolled).unwrap_or(i32::MAX),
            Number::ThatCardsManaValue => {
                let total: u32 = self
                    .acted_on
                    .iter()
                    .map(|&card| self.mana_cost(card).map_or(0, |c| c.mana_value()))
                    .sum();
                return i32::try_from(total).unwrap_or(i32::MAX);
            }
            Number::CardsInHand => {
                return i32::try_from(self.players[item.controller.0].hand.len()).unwrap_or(i32::MAX)
            }
            Number::OpponentsPoisonCounters => {
                return i32::try_from(self.opponents_poison_counters(item.controller)).unwrap_or(i32::MAX)
            }
            Number::PerBlockerBeyondFirst(n) => {
                // Counted once, as the ability resolves (702.23b).
                cite!("702.23b");
                let beyond = self.combat.blockers_of(item.source).count().saturating_sub(1);
                return i32::try_from(beyond * usize::from(n)).unwrap_or(i32::MAX);
            }
        };
        if worked_out < 0 {
            cite!("107.1b");
            return 0;
        }
        worked_out
    }

    /// The power of `id`: as it is, or for an object paid with that left its zone, as it last
    /// existed (608.2h).
    fn known_power(&self, id: ObjectId) -> i32 {
        if self.obj(id).gone {
            return self.known(id).chars.power.unwrap_or(0);
        }
        self.power(id)
    }

    /// `id` as it is, or for an object paid with that left its zone, as it last existed
    /// (608.2h).
    #[rule("608.2h")]
    pub(crate) fn known(&self, id: ObjectId) -> crate::characteristics::LastKnown {
        if self.obj(id).gone {
            if let Some(&(_, last)) = self.remembered.iter().find(|&&(o, _)| o == id) {
                cite!("608.2h");
                return last;
            }
        }
        self.last_known(id)
    }

    /// Whether `condition` holds for `item` now: an intervening "if" clause (603.4), or the
    /// "if" of a conditional instruction. A spell, or the permanent it became, was kicked if
    /// its controller announced the intention to pay a kicker cost the condition names as it
    /// was cast (702.33d, 702.33f, 607.2i).
    #[rule("702.33d", "702.33f", "607.2i")]
    pub(crate) fn holds(&self, condition: &Condition, item: &StackItem) -> bool {
        match *condition {
            Condition::Number {
                number,
                at_least,
                at_most,
            } => (at_least..=at_most).contains(&self.number(number, item)),
            Condition::Kicked(mask) => {
                cite!("607.2i");
                self.obj(item.source).kicked & mask != 0
            }
            Condition::GiftPromised => {
                cite!("702.174k");
                item.choices.gift.is_some()
            }
            Condition::Untapped => !self.obj(item.source).tapped,
            Condition::ThatPlayerPoisoned => item.choices.that_player.is_some_and(|p| self.is_poisoned(p)),
            Condition::YouOwnAndControlMeldPair => {
                crate::handlers::keyword_actions::meld::owns_and_controls_pair(self, item)
            }
            Condition::OnBattlefield => {
                let o = self.obj(item.source);
                !o.gone && o.zone == crate::game::Zone::Battlefield
            }
            Condition::Evoked => self.obj(item.source).evoked,
            Condition::CameUnderControlSinceLastUpkeep => {
                crate::handlers::keyword_abilities::echo::came_under_control_since_last_upkeep(self, item.source)
            }
            Condition::Spent(t) => self.obj(item.source).mana_spent & (1 << t as u8) != 0,
            Condition::HasCounter(kind) => self.obj(item.source).counters.of(kind) > 0,
            Condition::NotRenowned => !self.obj(item.source).renowned,
            Condition::TargetIsAnother => crate::handlers::keyword_abilities::backup::targets_another(item),
            Condition::Evolves => item
                .choices
                .that
                .is_some_and(|that| crate::handlers::keyword_abilities::evolve::evolves(self, item.source, that)),
        }
    }

    /// [`Game::number`] for an amount that can't be negative: damage, life, cards, counters,
    /// tokens, mana (107.1b), worked out as its instruction is followed, after those written
    /// before it (608.2c).
    pub(crate) fn amount(&self, n: Number, item: &StackItem) -> u32 {
        cite!("608.2c");
        u32::try_from(self.number(n, item)).unwrap_or(0)
    }

    /// What an effect with amount `n` gives `target`: its share of the divided amount as
    /// announced (601.2d), or `n` for every target alike.
    #[rule("601.2d")]
    pub(crate) fn share(&self, n: Number, item: &StackItem, target: Target) -> u32 {
        match n {
            Number::Share => item.choices.share_of(target),
            _ => self.amount(n, item),
        }
    }
}
