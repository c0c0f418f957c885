//! Combat damage (CR 510): assignment, then all of it dealt at once.

use crate::action::{Decision, Pending};
use crate::cards::CardTypes;
use crate::casting::Refusal;
use crate::game::{amount, Game, ObjectId};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::generated::rules;
use crate::handlers::keyword_abilities;
use crate::midway::{About, Question};
use crate::replacement::effect::Instead;
use crate::replacement::Proposed;
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
    /// How much combat damage `creature` assigns: its power (510.1a), or its toughness where
    /// a static ability of a permanent its controller controls says so (Tapestry Warden's
    /// "assigns combat damage equal to its toughness rather than its power"); 0 for 0 or
    /// less (107.1b).
    #[rule("510.1a")]
    pub(crate) fn combat_damage_of(&self, creature: ObjectId) -> u32 {
        if self.by_toughness_possible && self.by_toughness(creature, |card| card.damage_by_toughness.as_ref()) {
            return amount(self.toughness(creature));
        }
        amount(self.power(creature))
    }

    /// Whether a static ability of a permanent on the battlefield, the one `which` reads of
    /// its card, describes `creature` for that permanent's controller, as the creature is now
    /// or, once it has left the battlefield, as it last existed there (608.2h): a creature
    /// that uses its toughness rather than its power (510.1a, 702.184c).
    pub(crate) fn by_toughness(
        &self,
        creature: ObjectId,
        which: impl Fn(&crate::cards::CardDef) -> Option<&crate::continuous::Filter>,
    ) -> bool {
        let last = self.known(creature);
        let candidate = crate::continuous::Candidate::of(
            self,
            creature,
            crate::game::Zone::Battlefield,
            &last.chars,
            last.controller,
        );
        self.battlefield.iter().any(|&id| {
            let card = self.ability_source(id);
            card.and_then(|c| which(self.pool.get(c)))
                .is_some_and(|filter| filter.matches(&candidate, id, self.controller(id), self.chosen(id, card)))
        })
    }

    /// Whether `creature` assigns combat damage in the current damage step: in the
    /// first-strike step only creatures with first or double strike (510.4); in the regular
    /// step those that had neither as the first-strike step began, and those with double
    /// strike now (702.4b, 702.7b), whether or not they dealt damage in the first: double
    /// strike given since lets a first striker deal damage again (702.4d), and double strike
    /// or first strike lost since doesn't (702.4c, 702.7c).
    #[rule("510.4", "702.4b", "702.4c", "702.4d", "702.7b", "702.7c")]
    fn assigns_now(&self, creature: ObjectId) -> bool {
        let double = self.has(creature, KeywordAbility::DoubleStrike);
        let first = self.has(creature, KeywordAbility::FirstStrike);
        match self.turn.step {
            Step::FirstStrikeDamage => first || double,
            _ => double || !self.combat.first_strikers.contains(&creature),
        }
    }

    /// Notes, as the first-strike combat damage step begins, the attacking and blocking
    /// creatures that have first strike or double strike (510.4).
    #[rule("510.4")]
    pub(crate) fn note_first_strikers(&mut self) {
        if self.turn.step == Step::FirstStrikeDamage {
            let strikers = self.combatants().filter(|&c| self.assigns_now(c)).collect();
            self.combat.first_strikers = strikers;
        }
    }

    /// Whether `attacker` has been assigned lethal damage to `blocker` this step (702.19b):
    /// damage already marked and damage other sources are assigning count; with deathtouch,
    /// any nonzero amount is lethal (702.2c).
    #[rule("702.19b", "702.2c")]
    pub(crate) fn has_lethal_assigned(&self, attacker: ObjectId, blocker: ObjectId) -> bool {
        let to = Target::Object(blocker);
        let mut here = 0;
        let mut total = self.obj(blocker).damage;
        for a in self.combat.assignments.iter().filter(|a| a.to == to) {
            if a.source == attacker {
                here += a.amount;
            }
            total += a.amount;
        }
        if here > 0 && self.has(attacker, KeywordAbility::Deathtouch) {
            cite!("702.2c");
            return true;
        }
        total as i32 >= self.toughness(blocker)
    }

    /// The combat damage assignments that involve no choice (510.1a): an unblocked attacker's
    /// to the player it attacks (510.1b), a blocked one's with exactly one blocker and no
    /// trample all to it (510.1c), a trampler's whose blockers are all gone to what it
    /// attacks (702.19d), each blocker's to the attacker it blocks (510.1d). Also returns the
    /// attackers whose controller chooses how to divide their damage: those with two or more
    /// blockers (510.1c), with trample and a blocker (702.19b), or with trample over
    /// planeswalkers attacking a planeswalker (702.19c).
    #[rule("510.1a", "510.1b", "510.1c", "510.1d", "702.19d")]
    pub(crate) fn assign_combat_damage(&self) -> (Vec<Assignment>, Vec<ObjectId>) {
        let mut fixed = Vec::new();
        let mut choices = Vec::new();
        for a in &self.combat.attackers {
            // A creature assigns combat damage equal to its power (510.1a), none when that is
            // 0 or less (107.1b).
            let amount = self.combat_damage_of(a.creature);
            if amount == 0 || !self.assigns_now(a.creature) {
                continue;
            }
            if !a.blocked {
                if let Some(to) = self.tramples_over(a.creature, a.attacks) {
                    // Trample over planeswalkers: past the planeswalker's loyalty to its
                    // controller, as the attacking player chooses (702.19c); all of it to
                    // the controller once the planeswalker has left combat (702.19e).
                    match to {
                        Target::Player(_) => fixed.push(Assignment {
                            source: a.creature,
                            to,
                            amount,
                        }),
                        Target::Object(_) => choices.push(a.creature),
                    }
                    continue;
                }
                // A planeswalker that has left combat is dealt nothing (506.4c).
                if self.still_attacked(a.attacks) {
                    cite!("510.1b");
                    fixed.push(Assignment {
                        source: a.creature,
                        to: a.attacks,
                        amount,
                    });
                }
                // Without trample over planeswalkers, none of its damage goes past a
                // planeswalker it attacks to the defending player: not the excess over its
                // loyalty, nor any once it has left combat (702.19f).
                if matches!(a.attacks, Target::Object(p) if self.is(p, CardTypes::PLANESWALKER)) {
                    cite!("702.19f");
                }
                continue;
            }
            let mut blockers = self.combat.blockers_of(a.creature);
            match (
                blockers.next(),
                blockers.next(),
                self.has(a.creature, KeywordAbility::Trample),
            ) {
                // Blocked, but its blockers are gone: with trample, as though each had been
                // assigned lethal damage (702.19d); without, no combat damage (510.1c).
                (None, _, true) => {
                    cite!("702.19d");
                    let to = self.tramples_over(a.creature, a.attacks).unwrap_or(a.attacks);
                    match to {
                        Target::Object(_) if self.over_a_planeswalker(a.creature, to) => choices.push(a.creature),
                        _ if self.still_attacked(to) => fixed.push(Assignment {
                            source: a.creature,
                            to,
                            amount,
                        }),
                        _ => {}
                    }
                }
                (None, _, false) => {
                    cite!("510.1c");
                }
                (Some(b), None, false) => {
                    cite!("510.1c");
                    fixed.push(Assignment {
                        source: a.creature,
                        to: Target::Object(b),
                        amount,
                    })
                }
                (Some(_), _, _) => {
                    cite!("510.1c");
                    choices.push(a.creature)
                }
            }
        }
        let mut blockers: Vec<ObjectId> = Vec::new();
        for &(b, _) in &self.combat.blocks {
            if !blockers.contains(&b) {
                blockers.push(b);
            }
        }
        for b in blockers {
            // One with 0 power assigns 0, which deals no damage (120.8).
            if !self.assigns_now(b) {
                continue;
            }
            cite!("510.1d");
            // All of it to what it blocks, trample or not: trample works only for an
            // attacking creature (702.19a).
            if self.has(b, KeywordAbility::Trample) {
                cite!("702.19a");
            }
            let mut blocked = self.combat.blocks.iter().filter(|&&(x, _)| x == b).map(|&(_, a)| a);
            match (blocked.next(), blocked.next()) {
                (Some(a), None) => fixed.push(Assignment {
                    source: b,
                    to: Target::Object(a),
                    amount: self.combat_damage_of(b),
                }),
                // Blocking two or more, its controller divides its damage among them.
                _ => choices.push(b),
            }
        }
        (fixed, choices)
    }

    /// For an unblocked attacker with trample over planeswalkers attacking a planeswalker
    /// (702.19c): the planeswalker while it is still attacked, its controller once it has
    /// left combat (702.19e). `None` for any other attacker.
    #[rule("702.19e")]
    fn tramples_over(&self, attacker: ObjectId, attacks: Target) -> Option<Target> {
        if !self.over_a_planeswalker(attacker, attacks) {
            return None;
        }
        if self.still_attacked(attacks) {
            return Some(attacks);
        }
        cite!("702.19e");
        Some(Target::Player(self.defending_player(attacks)))
    }

    /// Whether `attacker` has trample over planeswalkers and attacks a planeswalker (702.19c);
    /// attacking a battle, it assigns its damage as trample does (702.19b).
    fn over_a_planeswalker(&self, attacker: ObjectId, attacks: Target) -> bool {
        let Target::Object(attacked) = attacks else {
            return false;
        };
        let battle_only = self.battles_possible
            && self.is(attacked, crate::cards::CardTypes::BATTLE)
            && !self.is(attacked, crate::cards::CardTypes::PLANESWALKER);
        !battle_only && keyword_abilities::trample::over_planeswalkers(self, attacker)
    }

    /// Damage assigned to `to` this step, from every source.
    fn assigned_to(&self, to: Target) -> u32 {
        self.combat
            .assignments
            .iter()
            .filter(|a| a.to == to)
            .map(|a| a.amount)
            .sum()
    }

    /// Checks one point of `attacker`'s combat damage assigned to its planeswalker's
    /// controller, with trample over planeswalkers (702.19c): once every blocker has been
    /// assigned lethal damage and the planeswalker damage at least equal to its loyalty,
    /// damage other creatures are assigning counted; or once the planeswalker has left combat
    /// (702.19e).
    #[rule("702.19c", "702.19e")]
    fn check_trample_over(&self, attacker: ObjectId, attacks: Target) -> Result<(), Refusal> {
        let past_blockers = self
            .combat
            .blockers_of(attacker)
            .all(|b| self.has_lethal_assigned(attacker, b));
        let past_planeswalker = match attacks {
            Target::Object(pw) if self.still_attacked(attacks) => {
                i64::from(self.assigned_to(attacks)) >= i64::from(self.chars(pw).loyalty.unwrap_or(0))
            }
            _ => true,
        };
        if past_blockers && past_planeswalker {
            cite!("702.19c");
            return Ok(());
        }
        Err(Refusal::by(
            &[rules::R702_19C],
            "trample over planeswalkers assigns damage to the planeswalker's controller only once every blocker is assigned lethal damage and the planeswalker damage at least equal to its loyalty",
        ))
    }

    /// Checks one point of `attacker`'s combat damage assigned to `to`: to a creature blocking
    /// it (510.1c), or, with trample, to the player or planeswalker it attacks once every
    /// blocker has been assigned lethal damage (702.19b), or, with trample over
    /// planeswalkers, to the controller of the planeswalker it attacks ([`Self::check_trample_over`]).
    #[rule("510.1c", "702.19b")]
    pub(crate) fn check_assignment(&self, attacker: ObjectId, to: Target) -> Result<(), Refusal> {
        if !self.combat.is_attacking(attacker) {
            // A blocker divides its damage among the creatures it blocks (510.1d).
            return if matches!(to, Target::Object(a) if self.combat.blocks.contains(&(attacker, a))) {
                Ok(())
            } else {
                Err(Refusal::by(
                    &[rules::R510_1D],
                    "a blocking creature assigns its damage among the creatures it blocks",
                ))
            };
        }
        if matches!(to, Target::Object(b) if self.combat.blockers_of(attacker).any(|x| x == b)) {
            return Ok(());
        }
        if let Some(attacks @ Target::Object(_)) = self.combat.attacked_by(attacker) {
            if to == Target::Player(self.defending_player(attacks)) && self.over_a_planeswalker(attacker, attacks) {
                return self.check_trample_over(attacker, attacks);
            }
        }
        let attacks = self
            .combat
            .attackers
            .iter()
            .any(|a| a.creature == attacker && a.attacks == to && self.still_attacked(to));
        if !attacks {
            return Err(Refusal::by(
                &[rules::R510_1C],
                "a blocked creature assigns its damage to the creatures blocking it",
            ));
        }
        if !self.has(attacker, KeywordAbility::Trample) {
            return Err(Refusal::by(
                &[rules::R702_19B],
                "only a creature with trample assigns damage past its blockers, to what it attacks",
            ));
        }
        if self
            .combat
            .blockers_of(attacker)
            .all(|b| self.has_lethal_assigned(attacker, b))
        {
            Ok(())
        } else {
            Err(Refusal::by(
                &[rules::R702_19B],
                "trample assigns damage to what it attacks only once every blocker is assigned lethal damage",
            ))
        }
    }

    /// Whether what an attacking creature attacks is still in combat: a player in the game,
    /// or a planeswalker or battle still on the battlefield; one that has left combat is not,
    /// and the creature deals it no combat damage (506.4, 506.4c); nor is combat damage
    /// assigned to a player who has left the game (800.4e).
    #[rule("506.4c", "800.4e")]
    pub(crate) fn still_attacked(&self, attacks: Target) -> bool {
        match attacks {
            Target::Player(p) => {
                let left = self.players[p.0].has_lost;
                if left {
                    cite!("800.4e");
                }
                !left
            }
            Target::Object(permanent) => {
                if self.is_attackable_permanent(permanent) {
                    return true;
                }
                cite!("506.4c");
                false
            }
        }
    }

    /// Assigns one point of `attacker`'s combat damage to `to`.
    pub(crate) fn assign_one(&mut self, attacker: ObjectId, to: Target) {
        match self
            .combat
            .assignments
            .iter_mut()
            .find(|a| a.source == attacker && a.to == to)
        {
            Some(a) => a.amount += 1,
            None => self.combat.assignments.push(Assignment {
                source: attacker,
                to,
                amount: 1,
            }),
        }
    }

    /// Asks the controller of the next creature whose damage needs dividing to divide it (the
    /// attackers' first, then the blockers', in APNAP order, 703.4k), or returns false when
    /// none is left.
    pub(crate) fn ask_next_assignment(&mut self) -> bool {
        let Some(&creature) = self.combat.to_assign.first() else {
            return false;
        };
        self.pending = Some(Pending {
            player: self.damage_divider(creature),
            decision: Decision::AssignCombatDamage {
                creature,
                left: self.combat_damage_of(creature),
            },
        });
        true
    }

    /// All assigned combat damage is dealt at the same time (510.2). The events are proposed
    /// one by one; where a shield would prevent some of the damage two or more sources deal
    /// to one recipient, the one it prevents is chosen first ([`Game::shielded_first`]).
    #[rule("510.2")]
    pub(crate) fn deal_combat_damage(&mut self, assignments: &[Assignment]) {
        let chosen;
        let order = if self.replacements.shields.is_empty() {
            assignments
        } else {
            chosen = self.shielded_first(assignments);
            &chosen
        };
        for a in order {
            self.deal_damage(a.source, a.to, a.amount, true, cite!("510.2"));
        }
    }

    /// `assignments`, reordered: for each recipient dealt damage by two or more sources at
    /// the same time that a shield of N would prevent some of, the player or the
    /// permanent's controller chooses which damage the shield prevents (615.7), and that
    /// damage comes first.
    #[rule("615.7")]
    fn shielded_first(&mut self, assignments: &[Assignment]) -> Vec<Assignment> {
        let mut order = assignments.to_vec();
        let mut recipients: Vec<Target> = Vec::new();
        for a in assignments {
            if !recipients.contains(&a.to) {
                recipients.push(a.to);
            }
        }
        for to in recipients {
            let shielded: Vec<usize> = (0..order.len())
                .filter(|&i| order[i].to == to && self.partly_shielded(order[i]))
                .collect();
            if shielded.len() < 2 {
                continue;
            }
            cite!("615.7");
            let player = match to {
                Target::Player(p) => p,
                Target::Object(o) => self.controller(o),
            };
            let options = shielded.iter().map(|&i| order[i].source).collect();
            let answer = self.ask(Question {
                player,
                about: About::DamageToPrevent { to, options },
            });
            let pick = shielded[answer.min(shielded.len() - 1)];
            let first = order.remove(pick);
            order.insert(shielded[0], first);
        }
        order
    }

    /// Whether a shield that prevents a number of damage would apply to this combat damage.
    fn partly_shielded(&self, a: Assignment) -> bool {
        let event = Proposed::Damage {
            source: a.source,
            to: a.to,
            amount: a.amount,
            combat: true,
        };
        self.replacements
            .shields
            .iter()
            .any(|s| matches!(s.effect.instead, Instead::Prevent(Some(_))) && self.watches(&s.effect, &event, s.owner))
    }
}
