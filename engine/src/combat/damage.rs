//! Combat damage (CR 510): assignment, then all of it dealt at once.

use crate::game::{Game, ObjectId};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::stack::Target;
use crate::turn::Step;
use crate::{cite, rule};

/// One assignment: `amount` damage from `source` to `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Assignment {
    /// The creature assigning it.
    pub source: ObjectId,
    /// Where it goes.
    pub to: Target,
    /// How much.
    pub amount: u32,
}

impl Game {
    /// Whether `creature` assigns combat damage in the current damage step: in the
    /// first-strike step only creatures with first or double strike (510.4); in the regular
    /// step those that did not deal first-strike damage, and those with double strike
    /// (702.4b).
    #[rule("510.4", "702.4b", "702.7b")]
    fn assigns_now(&self, creature: ObjectId) -> bool {
        let double = self.has(creature, KeywordAbility::DoubleStrike);
        let first = self.has(creature, KeywordAbility::FirstStrike);
        match self.turn.step {
            Step::FirstStrikeDamage => first || double,
            _ => double || !self.combat.dealt_first_strike.contains(&creature),
        }
    }

    /// Lethal damage for `blocker` from `attacker` (702.2c, 510.1c): its toughness less the
    /// damage already marked, or 1 from a source with deathtouch.
    #[rule("702.2c")]
    fn lethal_for(&self, blocker: ObjectId, attacker: ObjectId) -> u32 {
        if self.has(attacker, KeywordAbility::Deathtouch) {
            return 1;
        }
        let left = self.toughness(blocker) - self.obj(blocker).damage as i32;
        left.max(1) as u32
    }

    /// Each attacking and blocking creature assigns combat damage equal to its power
    /// (510.1a): an unblocked attacker to the player it attacks (510.1b); a blocked one to
    /// its blockers, lethal damage to each in the order they were declared before the next
    /// (510.1c), the rest to the last, or with trample to the player (702.19b); a blocker to
    /// the attacker it blocks (510.1d). The division among several blockers and the excess
    /// of trample are the attacking player's choice in the CR; the engine assigns them this
    /// fixed way.
    #[rule("510.1a", "510.1b", "510.1c", "510.1d", "702.19b")]
    pub(crate) fn assign_combat_damage(&self) -> Vec<Assignment> {
        let mut out = Vec::new();
        for a in &self.combat.attackers {
            if !self.assigns_now(a.creature) {
                continue;
            }
            let power = self.power(a.creature);
            if power <= 0 {
                continue;
            }
            let mut left = power as u32;
            if !a.blocked {
                out.push(Assignment {
                    source: a.creature,
                    to: Target::Player(a.player),
                    amount: left,
                });
                continue;
            }
            let blockers: Vec<ObjectId> = self.combat.blockers_of(a.creature).collect();
            let trample = self.has(a.creature, KeywordAbility::Trample);
            for (i, &b) in blockers.iter().enumerate() {
                let last = i + 1 == blockers.len();
                let amount = if last && !trample {
                    left
                } else {
                    left.min(self.lethal_for(b, a.creature))
                };
                if amount > 0 {
                    out.push(Assignment {
                        source: a.creature,
                        to: Target::Object(b),
                        amount,
                    });
                }
                left -= amount;
            }
            if trample && left > 0 {
                out.push(Assignment {
                    source: a.creature,
                    to: Target::Player(a.player),
                    amount: left,
                });
            }
        }
        for &(b, a) in &self.combat.blocks {
            let power = self.power(b);
            if power > 0 && self.assigns_now(b) {
                out.push(Assignment {
                    source: b,
                    to: Target::Object(a),
                    amount: power as u32,
                });
            }
        }
        out
    }

    /// All assigned combat damage is dealt at the same time (510.2).
    #[rule("510.2")]
    pub(crate) fn deal_combat_damage(&mut self, assignments: &[Assignment]) {
        for a in assignments {
            self.deal_damage(a.source, a.to, a.amount, cite!("510.2"));
        }
        if self.turn.step == Step::FirstStrikeDamage {
            self.combat
                .dealt_first_strike
                .extend(assignments.iter().map(|a| a.source));
        }
    }
}
