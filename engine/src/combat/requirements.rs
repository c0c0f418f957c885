//! Requirements and restrictions on attacking and blocking (CR 508.1c–d, 509.1b): "this
//! creature can't attack alone", "no more than one creature can attack each combat", "this
//! creature attacks each combat if able", "target creature attacks this turn if able".
//!
//! Games without such a card or effect skip every check here
//! ([`Game::combat_rules_possible`]).

use crate::action::Refusal;
use crate::event::EventKind;
use crate::game::{Game, ObjectId};
use crate::generated::rules;
use crate::replacement::cant::Cant;
use crate::stack::Target;
use crate::{cite, rule};

/// Why a declaration that obeys too few requirements is refused (508.1d).
const REQUIREMENTS_UNMET: &str =
    "a creature that attacks if able must attack: the declaration has to obey as many requirements as it can";

/// The same, in a game where a creature is goaded (701.15b).
const GOADED_REQUIREMENTS_UNMET: &str = "a creature that attacks if able must attack, and a goaded creature must attack a player other than the one who goaded it if able: the declaration has to obey as many requirements as it can";

/// A creature's own abilities that restrict or require its attacks and blocks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CombatRules {
    /// "This creature attacks each combat if able": a requirement (508.1d).
    pub attacks_each_combat: bool,
    /// "This creature can't attack alone": a restriction (508.1c).
    pub cant_attack_alone: bool,
    /// "This creature can't block alone": a restriction (509.1b).
    pub cant_block_alone: bool,
}

impl CombatRules {
    /// Whether it says nothing.
    pub fn is_empty(self) -> bool {
        self == CombatRules::default()
    }
}

/// The most requirements an attack declaration can obey (508.1d), given each able
/// creature's number of requirements and whether it can't attack alone, and the most
/// creatures that can attack (`most`, any number when `None`). The empty declaration is
/// always legal. Any `most` creatures with the most requirements obey the most; when `most`
/// or the number of able creatures is one, a creature that can't attack alone can't be the
/// one.
fn most_obeyable(able: &mut [(u32, bool)], most: Option<usize>) -> u32 {
    let m = most.map_or(able.len(), |most| most.min(able.len()));
    if m == 1 {
        return able
            .iter()
            .filter(|&&(_, alone)| !alone)
            .map(|&(n, _)| n)
            .max()
            .unwrap_or(0);
    }
    able.sort_unstable_by_key(|&(n, _)| std::cmp::Reverse(n));
    able.iter().take(m).map(|&(n, _)| n).sum()
}

impl Game {
    /// The combat abilities `id` has now, by the card its abilities come from.
    fn combat_rules(&self, id: ObjectId) -> CombatRules {
        self.ability_source(id)
            .map_or_else(CombatRules::default, |card| self.pool.get(card).combat_rules)
    }

    /// The most creatures that can attack each combat (`blocking` false) or block (`true`),
    /// by every "no more than N creatures can …" effect in force (508.1c, 509.1b).
    fn most_in_combat(&self, blocking: bool) -> Option<usize> {
        self.cants()
            .filter_map(|(cant, _)| match (cant, blocking) {
                (Cant::MoreAttackersThan(n), false) | (Cant::MoreBlockersThan(n), true) => Some(usize::from(n)),
                _ => None,
            })
            .min()
    }

    /// Checks one more attacker or blocker against "no more than N creatures can attack (or
    /// block) each combat" (508.1c, 509.1b): `proposed` are already in the declaration.
    #[rule("508.1c", "509.1b")]
    pub(crate) fn check_one_more(&self, proposed: usize, blocking: bool) -> Result<(), Refusal> {
        if !self.combat_rules_possible {
            return Ok(());
        }
        match self.most_in_combat(blocking) {
            Some(most) if proposed >= most => Err(if blocking {
                Refusal::by(
                    &[rules::R509_1B],
                    "an effect says no more creatures can block this combat",
                )
            } else {
                Refusal::by(
                    &[rules::R508_1C],
                    "an effect says no more creatures can attack this combat",
                )
            }),
            _ => Ok(()),
        }
    }

    /// How many requirements `creature` obeys by attacking `attacks` (508.1d): its own
    /// "attacks each combat if able", each "attacks this turn if able" effect on it, and for
    /// each player who goaded it, that it attacks and, when `attacks` is a player other than
    /// them, whom (701.15b–c).
    #[rule("508.1d", "701.15b")]
    fn requirements_obeyed(&self, creature: ObjectId, attacks: Target) -> u32 {
        let own = u32::from(self.combat_rules(creature).attacks_each_combat);
        let effects = self.attack_requirements.iter().filter(|&&c| c == creature).count();
        let goaded = self
            .goads
            .iter()
            .filter(|&&(c, _)| c == creature)
            .map(|&(_, by)| match attacks {
                Target::Player(p) if p != by => 2,
                _ => 1,
            })
            .sum::<usize>();
        own + u32::try_from(effects + goaded).unwrap_or(u32::MAX)
    }

    /// Checks the finished attack declaration (508.1c–d): a creature that can't attack alone
    /// doesn't, and it obeys as many requirements as any declaration could without
    /// disobeying a restriction, each able creature counted at the attack that obeys the
    /// most of its requirements (a goaded one's, 701.15b).
    #[rule("508.1c", "508.1d")]
    pub(crate) fn check_attacks_finished(&self) -> Result<(), Refusal> {
        if !self.combat_rules_possible {
            return Ok(());
        }
        let proposed = &self.combat.proposed_attacks;
        if let [(alone, _)] = proposed[..] {
            if self.combat_rules(alone).cant_attack_alone {
                return Err(Refusal::by(&[rules::R508_1C], "that creature can't attack alone"));
            }
        }
        let obeyed: u32 = proposed.iter().map(|&(c, t)| self.requirements_obeyed(c, t)).sum();
        let player = self.turn.active;
        let attackable = self.attackable(player);
        // In a game of shared team turns, the active team's creatures (805.10b).
        let mut able: Vec<(u32, bool)> = Vec::new();
        let mut goaded = false;
        for c in self
            .battlefield
            .iter()
            .copied()
            .filter(|&c| self.is_active(self.controller(c)))
        {
            let mut legal = attackable.iter().filter(|&&t| self.check_attacker(c, t).is_ok());
            // Only a goaded creature's requirements depend on what it attacks (701.15b).
            let is_goaded = self.goads.iter().any(|&(g, _)| g == c);
            let most = match is_goaded {
                false => legal.next().map(|&t| self.requirements_obeyed(c, t)),
                true => legal.map(|&t| self.requirements_obeyed(c, t)).max(),
            };
            if let Some(most) = most {
                able.push((most, self.combat_rules(c).cant_attack_alone));
                goaded = goaded || is_goaded;
            }
        }
        if obeyed < most_obeyable(&mut able, self.most_in_combat(false)) {
            return Err(match goaded {
                false => Refusal::by(&[rules::R508_1D], REQUIREMENTS_UNMET),
                true => Refusal::by(&[rules::R508_1D, rules::R701_15B], GOADED_REQUIREMENTS_UNMET),
            });
        }
        cite!("508.1d");
        Ok(())
    }

    /// Checks the blockers of a finished declaration against "can't block alone" (509.1b).
    #[rule("509.1b")]
    pub(crate) fn check_blocks_alone(&self) -> Result<(), Refusal> {
        if !self.combat_rules_possible {
            return Ok(());
        }
        let blockers = &self.combat.proposed_blocks;
        match blockers.first() {
            Some(&(first, _))
                if blockers.iter().all(|&(b, _)| b == first) && self.combat_rules(first).cant_block_alone =>
            {
                Err(Refusal::by(&[rules::R509_1B], "that creature can't block alone"))
            }
            _ => Ok(()),
        }
    }

    /// "Target creature attacks this turn if able" (508.1d): a requirement on `creature`
    /// until the turn ends (514.2), from a spell or ability of `source`.
    #[rule("508.1d")]
    pub(crate) fn add_attack_requirement(&mut self, creature: ObjectId, source: ObjectId) {
        self.combat_rules_possible = true;
        self.attack_requirements.push(creature);
        self.emit(cite!("508.1d"), EventKind::MustAttack { creature, source });
    }
}

#[cfg(test)]
mod tests {
    use super::most_obeyable;

    #[test]
    fn any_number_of_attackers_obeys_every_requirement() {
        assert_eq!(most_obeyable(&mut [(1, false), (0, false), (2, true)], None), 3);
    }

    #[test]
    fn a_limit_of_one_keeps_the_creature_with_the_most_that_can_attack_alone() {
        assert_eq!(most_obeyable(&mut [(1, false), (3, true), (2, false)], Some(1)), 2);
        assert_eq!(most_obeyable(&mut [(1, true)], Some(1)), 0);
    }

    #[test]
    fn a_limit_keeps_the_creatures_with_the_most() {
        assert_eq!(most_obeyable(&mut [(1, false), (3, true), (2, false)], Some(2)), 5);
    }

    #[test]
    fn a_lone_able_creature_that_cant_attack_alone_obeys_nothing() {
        assert_eq!(most_obeyable(&mut [(2, true)], None), 0);
        assert_eq!(most_obeyable(&mut [], None), 0);
    }
}
