//! Creatures put onto the battlefield attacking (CR 508.4), and the unblocked attacking
//! creatures of the steps after blockers are declared (509.1h).

use super::Attacker;
use crate::event::EventKind;
use crate::game::{Game, ObjectId, PlayerId};
use crate::stack::Target;
use crate::turn::Step;
use crate::{cite, rule};

impl Game {
    /// Whether blockers have been declared this combat: from the declare blockers step on,
    /// once every defending player has declared, each attacking creature is blocked or
    /// unblocked (509.1h). Before, it is neither.
    pub(crate) fn blockers_declared(&self) -> bool {
        matches!(
            self.turn.step,
            Step::DeclareBlockers | Step::FirstStrikeDamage | Step::CombatDamage | Step::EndOfCombat
        ) && self.combat.defenders.is_empty()
    }

    /// The unblocked attacking creatures `player` controls (509.1h): none before blockers are
    /// declared.
    pub(crate) fn unblocked_attackers(&self, player: PlayerId) -> Vec<ObjectId> {
        if !self.blockers_declared() {
            return Vec::new();
        }
        self.combat
            .attackers
            .iter()
            .filter(|a| !a.blocked && self.controller(a.creature) == player)
            .map(|a| a.creature)
            .collect()
    }

    /// The permanent `creature` was just put onto the battlefield attacking `attacks`, as
    /// the effect specifies (508.4): it is an attacking creature, never declared, so no
    /// "whenever … attacks" ability triggers. If `attacks` is no longer an opponent in the
    /// game, or a planeswalker an opponent controls, or a battle an opponent protects, it
    /// isn't attacking at all (508.4a, 506.3c). Put onto the battlefield once blockers are
    /// declared, it is unblocked (508.4d, 506.3d): [`Attacker::blocked`] is false and stays so.
    #[rule("508.4", "508.4a", "508.4d", "506.3c", "506.3d")]
    pub(crate) fn put_attacking(&mut self, creature: ObjectId, attacks: Target) {
        let controller = self.controller(creature);
        let opposed = |p: PlayerId| self.teams.are_opponents(p, controller);
        let still_there = match attacks {
            Target::Player(p) => self.opponents(controller).any(|o| o == p),
            Target::Object(id) if self.is_planeswalker_on_battlefield(id) => opposed(self.controller(id)),
            Target::Object(id) => self.is_battle_on_battlefield(id) && self.protector(id).is_some_and(opposed),
        };
        if !still_there {
            cite!("508.4a");
            cite!("506.3c");
            return;
        }
        self.combat.attackers.push(Attacker {
            creature,
            attacks,
            blocked: false,
        });
        self.emit(cite!("508.4"), EventKind::EnteredAttacking { creature, attacks });
    }
}
