//! Applying an action: check it against the pending decision, perform it, and run the game
//! on to the next decision.

use crate::action::{Action, Decision, IllegalAction, Pending};
use crate::announce::Announced;
use crate::casting::Refusal;
use crate::event::{Event, EventKind};
use crate::game::Game;
use crate::generated::rules;
use crate::handlers::keyword_abilities::{bestow, morph};
use crate::sba::end_if_decided;
use crate::{cite, rule};

impl Game {
    /// Applies `action` as the answer to the pending decision and runs the game until the
    /// next decision (or its end). Returns the events it caused. An illegal action is
    /// refused before anything changes: the state is exactly as before (732.1), and the
    /// reason cites the rule.
    pub fn apply(&mut self, action: Action) -> Result<&[Event], IllegalAction> {
        self.recent.clear();
        let refuse = |refusal: Refusal| {
            #[cfg(debug_assertions)]
            refusal.rules().for_each(crate::trace::fired);
            IllegalAction {
                action: action.clone(),
                rules: refusal.rules().collect(),
                reason: refusal.reason(),
            }
        };
        if let Action::Concede(player) = action {
            self.concede(player).map_err(refuse)?;
            self.record(&action);
            while self.main.is_some() && self.end_subgame_if_over() {}
            return Ok(&self.recent);
        }
        let Some(pending) = self.pending else {
            return Err(refuse("the game is over; no decision is pending".into()));
        };
        self.check(pending, &action).map_err(refuse)?;
        self.record(&action);
        self.perform_and_advance(pending, action);
        if self.shortcut.as_ref().is_some_and(|s| s.agreed && s.repeat.is_some()) {
            self.carry_out_loop();
        }
        // A main game that comes back may end too, and be a subgame itself (728.6).
        while self.main.is_some() && self.end_subgame_if_over() {}
        Ok(&self.recent)
    }

    /// Performs `action`, checked, as the answer to `pending`, and runs the game until the
    /// next decision. An answer to a question asked in the middle of an action performs that
    /// action again, with the answers given so far ([`crate::midway`]).
    pub(crate) fn perform_and_advance(&mut self, pending: Pending, action: Action) {
        let (pending, action, answers) = self.resume(pending, action);
        let run = self.begin_run(pending, &action, answers);
        self.perform(pending, action);
        self.advance();
        self.settle_continuous();
        self.end_run(run);
    }

    fn record(&mut self, action: &Action) {
        if self.keep_log {
            self.actions.push(action.clone());
        }
    }

    /// Replays a game: a new game from `config` and `seed`, then `actions` applied in order.
    /// The result has the same [`Game::state_hash`] as the game they were recorded from.
    pub fn replay(config: crate::game::GameConfig, seed: u64, actions: &[Action]) -> Result<Game, IllegalAction> {
        let mut game = Game::new(config, seed);
        for action in actions {
            game.apply(action.clone())?;
        }
        Ok(game)
    }

    /// A player concedes: they leave the game at once and lose it (104.3a). Conceding is
    /// theirs even while another player controls them: no rule calls for it, so their
    /// controller doesn't make it (722.5b), and they may concede at any time (722.6).
    #[rule("104.3a", "722.5b", "722.6")]
    fn concede(&mut self, player: crate::game::PlayerId) -> Result<(), Refusal> {
        if self.is_over() || self.players.get(player.0).is_none_or(|p| p.has_lost) {
            return Err("only a player still in a game in progress can concede".into());
        }
        self.drop_suspended();
        if self.announcing.as_ref().is_some_and(|a| a.player == player) {
            // What they were announcing leaves with them.
            self.announcing = None;
        }
        self.emit(cite!("104.3a"), EventKind::Conceded { player });
        self.leave_game(player, cite!("104.3a"));
        end_if_decided(self);
        if !self.is_over() {
            self.hand_on_decision_of(player);
        }
        Ok(())
    }

    /// Whether `action` answers `pending` legally.
    pub(crate) fn check(&self, pending: Pending, action: &Action) -> Result<(), Refusal> {
        let player = pending.player;
        if pending.decision == Decision::Priority {
            if let Some(refusal) = crate::handlers::keyword_abilities::split_second::forbids(self, action) {
                return Err(refusal);
            }
        }
        match (pending.decision, action) {
            (Decision::Mulligan, Action::Keep) => Ok(()),
            (Decision::Mulligan, Action::Mulligan)
                if self.counted_mulligans(player) < self.starting_hand_size as u32 =>
            {
                Ok(())
            }
            (Decision::Mulligan, Action::Mulligan) => Err(Refusal::by(
                &[rules::R103_5],
                "no further mulligans once the opening hand would be zero cards",
            )),
            (
                Decision::BottomCards { .. } | Decision::Discard { .. },
                Action::PutOnBottom(card) | Action::Discard(card),
            ) => {
                let right_kind = matches!(
                    (pending.decision, action),
                    (Decision::BottomCards { .. }, Action::PutOnBottom(_))
                        | (Decision::Discard { .. }, Action::Discard(_))
                );
                if !right_kind {
                    return Err(format!("the pending decision is {:?}", pending.decision).into());
                }
                if self.is_in_hand(*card, player) {
                    Ok(())
                } else {
                    Err("the card must be in your hand".into())
                }
            }
            (Decision::Priority, Action::Pass) => Ok(()),
            (Decision::Priority, Action::ProposeShortcut(until)) => self.check_propose_shortcut(*until),
            (Decision::Priority, Action::ProposeLoop { actions, choices }) => {
                self.check_propose_loop(actions, *choices)
            }
            (Decision::Shortcut { .. }, Action::AcceptShortcut) => Ok(()),
            (Decision::Shortcut { .. }, Action::ShortenShortcut(until)) => self.check_shorten_shortcut(*until),
            (Decision::Priority, Action::PlayLand(land)) => self.check_play_land(player, *land),
            (Decision::Priority, Action::Cast { card, payment }) => {
                self.check_cast(player, *card, payment, &self.mana_at_hand(player))
            }
            (Decision::Priority, Action::CastHalf { card, half, payment }) => {
                self.check_cast_half(player, *card, *half, payment, &self.mana_at_hand(player))
            }
            (Decision::Priority, Action::CastFaceDown { card, payment }) => {
                morph::check_cast_face_down(self, player, *card, payment, &self.mana_at_hand(player))
            }
            (Decision::Priority, Action::CastBestowed { card, payment }) => {
                bestow::check_cast_bestowed(self, player, *card, payment, &self.mana_at_hand(player))
            }
            (Decision::Priority, Action::Foretell { card, payment }) => self.check_foretell(player, *card, payment),
            (Decision::Priority, Action::PutCompanionIntoHand { payment }) => {
                self.check_companion_action(player, payment)
            }
            (Decision::Priority, Action::TurnFaceUp { permanent, by, payment }) => {
                self.check_turn_face_up(player, *permanent, *by, payment, &self.mana_at_hand(player))
            }
            (
                Decision::Priority,
                Action::Activate {
                    source,
                    ability,
                    payment,
                },
            ) => self.check_activate(player, *source, *ability, payment, &self.mana_at_hand(player)),
            (Decision::Chooser, Action::ChoosePlayer(chooser)) => self.check_chooser(*chooser),
            (Decision::Modes, Action::Mode(mode)) => self.check_mode(*mode),
            (Decision::Modes, Action::NoMoreModes) => self.check_no_more_modes(),
            (Decision::OptionalCost { .. }, Action::PayOptionalCost(pay)) => self.check_optional_cost(*pay),
            (Decision::Splice, Action::Splice(card)) => self.check_splice(*card),
            (Decision::Splice, Action::NoMoreSplices) => Ok(()),
            (Decision::Targets { .. }, Action::Target(target)) => self.check_target_choice(*target),
            (Decision::Targets { .. }, Action::NoMoreTargets) => self.check_no_more_targets(),
            (Decision::Number { .. }, Action::Number(n)) => self.check_number(*n),
            (Decision::PayAs { .. }, Action::PayAs(way)) => self.check_pay_as(*way),
            (Decision::DeclareAttackers, Action::Attack { creature, attacks }) => {
                self.check_attack(*creature, *attacks)
            }
            (Decision::DeclareBlockers, Action::Block { blocker, attacker }) => {
                self.check_block(player, *blocker, *attacker)
            }
            (Decision::DeclareAttackers, Action::Undeclare(c))
                if self.combat.proposed_attacks.iter().any(|&(a, _)| a == *c) =>
            {
                Ok(())
            }
            (Decision::DeclareBlockers, Action::Undeclare(c))
                if self.combat.proposed_blocks.iter().any(|&(b, _)| b == *c) =>
            {
                Ok(())
            }
            (Decision::DeclareAttackers, Action::Band(members)) => self.check_band(members),
            (Decision::DeclareAttackers | Decision::DeclareBlockers, Action::Undeclare(_)) => {
                Err("that creature is not in the declaration".into())
            }
            (Decision::DeclareAttackers, Action::FinishDeclaration) => self.check_attacks_finished(),
            (Decision::DeclareBlockers, Action::FinishDeclaration) => self.check_blocks_finished(),
            (Decision::OrderTriggers { count }, Action::PutTrigger(i)) if (*i as u32) < count => Ok(()),
            (Decision::Choose { count }, Action::Choose(i)) if (*i as u32) < count => Ok(()),
            (Decision::AssignCombatDamage { creature, .. }, Action::AssignDamage(to)) => {
                self.check_assignment(creature, *to)
            }
            (decision, _) => Err(format!("{} must answer {decision:?}", pending.player).into()),
        }
    }

    /// Performs a checked action.
    fn perform(&mut self, pending: Pending, action: Action) {
        let player = pending.player;
        self.pending = None;
        if action != Action::Pass {
            self.loops.player_acted();
        }
        match action {
            Action::Keep => {
                self.players[player.0].kept = true;
                self.emit(cite!("103.5"), EventKind::Kept { player });
            }
            Action::Mulligan => {
                let p = &mut self.players[player.0];
                p.mulligans += 1;
                p.declared_mulligan = true;
                self.emit(cite!("103.5"), EventKind::Mulligan { player });
            }
            Action::PutOnBottom(card) => self.put_on_bottom(player, card),
            Action::Pass => self.pass_priority(player),
            Action::ProposeShortcut(until) => self.propose_shortcut(player, until),
            Action::ProposeLoop { actions, choices } => {
                let repeat = crate::shortcuts::Repeat {
                    actions,
                    choices,
                    made: 0,
                };
                self.propose_loop(player, repeat);
            }
            Action::AcceptShortcut => self.answer_shortcut(player, None),
            Action::FinishSubgame => self.finish_subgame(),
            Action::ShortenShortcut(until) => self.answer_shortcut(player, Some(until)),
            Action::PlayLand(land) => {
                self.play_land(player, land);
                self.after_priority_action(player);
            }
            Action::Cast { card, payment } => self.begin_announcing(player, Announced::Spell { card, payment }),
            Action::CastHalf { card, half, payment } => {
                self.choose_half(card, half);
                self.begin_announcing(player, Announced::Spell { card, payment });
            }
            Action::CastFaceDown { card, payment } => {
                morph::turn_face_down_to_cast(self, card);
                self.begin_announcing(player, Announced::Spell { card, payment });
            }
            Action::CastBestowed { card, payment } => {
                bestow::become_bestowed(self, card);
                self.begin_announcing(player, Announced::Spell { card, payment });
            }
            Action::PutCompanionIntoHand { payment } => self.put_companion_into_hand(player, &payment),
            Action::Foretell { card, payment } => self.foretell(player, card, &payment),
            Action::TurnFaceUp { permanent, by, payment } => {
                self.turn_face_up(player, permanent, by, &payment);
                self.after_priority_action(player);
            }
            Action::Activate {
                source,
                ability,
                payment,
            } => {
                self.note_activation(player, source, ability);
                self.begin_announcing(
                    player,
                    Announced::Ability {
                        source,
                        ability,
                        payment,
                    },
                )
            }
            Action::ChoosePlayer(chooser) => self.choose_chooser(chooser),
            Action::Mode(mode) => self.choose_mode(mode),
            Action::NoMoreModes => self.no_more_modes(),
            Action::PayOptionalCost(pay) => self.announce_optional_cost(pay),
            Action::Splice(card) => self.splice(card),
            Action::NoMoreSplices => self.no_more_splices(),
            Action::Target(target) => self.choose_target(target),
            Action::NoMoreTargets => self.no_more_targets(),
            Action::Number(n) => self.announce_number(n),
            Action::PayAs(way) => self.announce_pay_as(way),
            Action::Attack { creature, attacks } => {
                self.combat.proposed_attacks.push((creature, attacks));
                self.pending = Some(pending);
            }
            Action::Block { blocker, attacker } => {
                self.combat.proposed_blocks.push((blocker, attacker));
                self.pending = Some(pending);
            }
            Action::Undeclare(creature) => {
                self.combat.proposed_attacks.retain(|&(c, _)| c != creature);
                self.combat.proposed_blocks.retain(|&(b, _)| b != creature);
                self.combat.leave_bands(creature);
                self.pending = Some(pending);
            }
            Action::Band(members) => {
                self.combat.proposed_bands.push(members);
                self.pending = Some(pending);
            }
            Action::FinishDeclaration => match pending.decision {
                Decision::DeclareAttackers => self.finish_attacks(),
                _ => self.finish_blocks(),
            },
            Action::Discard(card) => self.discard(player, card, pending),
            Action::PutTrigger(i) => {
                let index = self.waiting_triggers_put_by(player).nth(i);
                if let Some(index) = index {
                    self.put_trigger(index);
                }
            }
            Action::AssignDamage(to) => self.assign_damage(to, pending),
            Action::Concede(_) | Action::Choose(_) => {}
        }
    }

    /// After casting, activating or playing a land, the player receives priority again
    /// (117.3c).
    #[rule("117.3c")]
    pub(crate) fn after_priority_action(&mut self, player: crate::game::PlayerId) {
        self.turn.start_priority_round(player);
        self.flow = crate::turn::Flow::GivePriority;
    }

    /// Assigns one point of combat damage; when the creature's damage is all assigned, the
    /// next creature's is asked for, and after the last, combat damage is dealt.
    fn assign_damage(&mut self, to: crate::stack::Target, pending: Pending) {
        let Decision::AssignCombatDamage { creature, left } = pending.decision else {
            return;
        };
        self.assign_one(creature, to);
        if left > 1 {
            self.pending = Some(Pending {
                decision: Decision::AssignCombatDamage {
                    creature,
                    left: left - 1,
                },
                ..pending
            });
            return;
        }
        self.combat.to_assign.retain(|&a| a != creature);
        if !self.ask_next_assignment() {
            crate::handlers::steps::combat_damage_step::finish(self);
        }
    }

    /// Discards a card in the cleanup step (514.1); when enough are discarded, the cleanup
    /// step goes on.
    fn discard(&mut self, player: crate::game::PlayerId, card: crate::game::ObjectId, pending: Pending) {
        self.discard_card(player, card, cite!("514.1"));
        match pending.decision {
            Decision::Discard { count } if count > 1 => {
                self.pending = Some(Pending {
                    player,
                    decision: Decision::Discard { count: count - 1 },
                });
            }
            // The next player of the active team with too many cards, if any (805.4a).
            _ => {
                let _ = crate::handlers::steps::cleanup_step::run(self);
            }
        }
    }
}
