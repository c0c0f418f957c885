//! The legal actions for the pending decision.

use crate::action::{Action, Decision, Payment};
use crate::cards::effect::TargetKind;
use crate::cards::CardTypes;
use crate::game::{Game, PlayerId, Zone};
use crate::stack::Target;

impl Game {
    /// Every legal answer to the pending decision, in a stable order; empty once the game is
    /// over. Two kinds of legal action are not listed: conceding (always legal, 104.3a), and
    /// payments other than [`Payment::Auto`] (each listed spell or ability can also be paid
    /// by naming the mana sources).
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::new();
        self.legal_actions_into(&mut out);
        out
    }

    /// [`Game::legal_actions`] into a reused buffer (cleared first).
    pub fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        let Some(pending) = self.pending else {
            return;
        };
        let player = pending.player;
        let hand = &self.players[player.0].hand;
        match pending.decision {
            Decision::Mulligan => {
                out.push(Action::Keep);
                if self.players[player.0].mulligans < self.starting_hand_size as u32 {
                    out.push(Action::Mulligan);
                }
            }
            Decision::BottomCards { .. } => out.extend(hand.iter().map(|&c| Action::PutOnBottom(c))),
            Decision::Discard { .. } => out.extend(hand.iter().map(|&c| Action::Discard(c))),
            Decision::Priority => self.priority_actions(player, out),
            Decision::OrderTriggers { count } => out.extend((0..count as usize).map(Action::PutTrigger)),
            Decision::Choose { count } => out.extend((0..count as usize).map(Action::Choose)),
            Decision::AssignCombatDamage { attacker, .. } => {
                let defender = self
                    .combat
                    .attackers
                    .iter()
                    .find(|a| a.creature == attacker)
                    .map(|a| a.player);
                let blockers = self.combat.blockers_of(attacker).map(Target::Object);
                for to in blockers.chain(defender.map(Target::Player)) {
                    if self.check_assignment(attacker, to).is_ok() {
                        out.push(Action::AssignDamage(to));
                    }
                }
            }
            Decision::DeclareAttackers => {
                for id in self.controlled_by(player) {
                    for defender in self.opponents(player) {
                        if self.check_attack(id, defender).is_ok() {
                            out.push(Action::Attack {
                                creature: id,
                                player: defender,
                            });
                        }
                    }
                }
                out.extend(self.combat.proposed_attacks.iter().map(|&(c, _)| Action::Undeclare(c)));
                out.push(Action::FinishDeclaration);
            }
            Decision::DeclareBlockers => {
                for id in self.controlled_by(player) {
                    for a in &self.combat.attackers {
                        if self.check_block(player, id, a.creature).is_ok() {
                            out.push(Action::Block {
                                blocker: id,
                                attacker: a.creature,
                            });
                        }
                    }
                }
                out.extend(self.combat.proposed_blocks.iter().map(|&(b, _)| Action::Undeclare(b)));
                if self.check_blocks_finished().is_ok() {
                    out.push(Action::FinishDeclaration);
                }
            }
        }
    }

    fn priority_actions(&self, player: PlayerId, out: &mut Vec<Action>) {
        out.push(Action::Pass);
        let sorcery_timing = self.sorcery_timing(player);
        let affordable = self.mana_upper_bound(player);
        for &card in &self.players[player.0].hand {
            let def = self.card(card);
            let types = self.types(card);
            if types.contains(CardTypes::LAND) {
                if self.check_play_land(player, card).is_ok() {
                    out.push(Action::PlayLand(card));
                }
                continue;
            }
            if !sorcery_timing && !types.contains(CardTypes::INSTANT) {
                continue;
            }
            if self.mana_cost(card).is_some_and(|c| c.mana_value() > affordable) {
                continue;
            }
            // Timing and payment do not depend on the target: check them once.
            let first = self.first_target(def.spell.target);
            if first.is_none_or(|t| self.check_cast(player, card, t, &Payment::Auto).is_err()) {
                continue;
            }
            self.for_each_target(def.spell.target, |target| {
                out.push(Action::Cast {
                    card,
                    target,
                    payment: Payment::Auto,
                });
            });
        }
        let from_graveyard = self.players[player.0]
            .graveyard
            .iter()
            .copied()
            .filter(|&card| self.card(card).graveyard_abilities);
        for source in self.controlled_by(player).chain(from_graveyard) {
            for (ability, (_, a)) in self.activated_abilities(source).enumerate() {
                if a.tap_mana().is_some() && a.zone == Zone::Battlefield {
                    // "{T}: Add …" on a permanent (every land's): what check_activate asks
                    // of it comes down to an untapped permanent whose {T} can be paid.
                    let o = self.obj(source);
                    let legal = o.zone == Zone::Battlefield && !o.tapped && self.can_pay_tap_cost(player, source);
                    debug_assert_eq!(
                        legal,
                        self.check_activate(player, source, ability, None, &Payment::Auto)
                            .is_ok()
                    );
                    if legal {
                        out.push(Action::Activate {
                            source,
                            ability,
                            target: None,
                            payment: Payment::Auto,
                        });
                    }
                    continue;
                }
                let first = self.first_target(a.text.target);
                if first.is_none_or(|t| self.check_activate(player, source, ability, t, &Payment::Auto).is_err()) {
                    continue;
                }
                self.for_each_target(a.text.target, |target| {
                    out.push(Action::Activate {
                        source,
                        ability,
                        target,
                        payment: Payment::Auto,
                    });
                });
            }
        }
    }

    /// Calls `f` with each legal choice for a target of `kind` (once with `None` when there
    /// is no target): players, then permanents, then spells.
    fn for_each_target(&self, kind: Option<TargetKind>, mut f: impl FnMut(Option<Target>)) {
        let Some(kind) = kind else {
            return f(None);
        };
        self.target_candidates()
            .filter(|&t| self.is_legal_target(kind, t))
            .for_each(|t| f(Some(t)));
    }

    /// The first legal choice for a target of `kind` (`Some(None)` when there is no target;
    /// `None` when nothing can be targeted).
    fn first_target(&self, kind: Option<TargetKind>) -> Option<Option<Target>> {
        match kind {
            None => Some(None),
            Some(kind) => self
                .target_candidates()
                .find(|&t| self.is_legal_target(kind, t))
                .map(Some),
        }
    }

    fn target_candidates(&self) -> impl Iterator<Item = Target> + '_ {
        let players = self.active_players().map(|(p, _)| Target::Player(p));
        let permanents = self.battlefield.iter().map(|&id| Target::Object(id));
        let spells = self.stack.iter().filter_map(|item| item.object).map(Target::Object);
        players.chain(permanents).chain(spells)
    }
}
