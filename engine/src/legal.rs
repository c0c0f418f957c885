//! The legal actions for the pending decision.

use crate::action::{Action, Decision, FaceUpBy, Payment};
use crate::cards::{CardIdx, CardTypes};
use crate::game::{Game, ObjectId, PlayerId, Zone};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::handlers::keyword_abilities::split_second;
use crate::payment::ManaAtHand;
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
        self.list_legal_actions(out, true);
    }

    /// [`Game::legal_actions_into`] less the activations of mana abilities that payments
    /// activate by themselves (a "{T}: Add [fixed mana]", every basic land's): what an agent
    /// that leaves mana to payment chooses among ([`crate::agent::Agent::offered_fixed_mana`]).
    /// In a long game most legal actions are these, one per untapped land.
    pub fn legal_actions_but_fixed_mana_into(&self, out: &mut Vec<Action>) {
        self.list_legal_actions(out, false);
    }

    /// The legal actions into `out` (cleared first); with `fixed_mana` false, less the
    /// activations of "{T}: Add [fixed mana]" abilities.
    fn list_legal_actions(&self, out: &mut Vec<Action>, fixed_mana: bool) {
        out.clear();
        let Some(pending) = self.pending else {
            return;
        };
        let player = pending.player;
        let hand = &self.players[player.0].hand;
        match pending.decision {
            Decision::Mulligan => {
                out.push(Action::Keep);
                if self.counted_mulligans(player) < self.starting_hand_size as u32 {
                    out.push(Action::Mulligan);
                }
            }
            Decision::BottomCards { .. } => out.extend(hand.iter().map(|&c| Action::PutOnBottom(c))),
            Decision::Discard { .. } => out.extend(hand.iter().map(|&c| Action::Discard(c))),
            Decision::Priority => self.priority_actions(player, fixed_mana, out),
            Decision::OrderTriggers { count } => out.extend((0..count as usize).map(Action::PutTrigger)),
            Decision::Choose { count } => out.extend((0..count as usize).map(Action::Choose)),
            Decision::Shortcut { until } => self.shortcut_answers(until, out),
            Decision::Modes => {
                let (modes, may_stop) = self.mode_choices();
                out.extend(modes.into_iter().map(Action::Mode));
                if may_stop {
                    out.push(Action::NoMoreModes);
                }
            }
            Decision::Chooser => out.extend(self.chooser_choices().into_iter().map(Action::ChoosePlayer)),
            Decision::Splice => {
                if let Some(a) = &self.announcing {
                    out.extend(self.splice_choices(a).into_iter().map(Action::Splice));
                }
                out.push(Action::NoMoreSplices);
            }
            Decision::OptionalCost { .. } => out.extend(
                [false, true]
                    .into_iter()
                    .filter(|&pay| self.check_optional_cost(pay).is_ok())
                    .map(Action::PayOptionalCost),
            ),
            Decision::Targets { .. } => {
                let (choices, may_stop) = self.announcing_choices();
                out.extend(choices.into_iter().map(Action::Target));
                if may_stop {
                    out.push(Action::NoMoreTargets);
                }
            }
            Decision::PayAs { .. } => out.extend(self.pay_as_choices().into_iter().map(Action::PayAs)),
            Decision::Number { .. } => out.extend(
                self.number_range()
                    .into_iter()
                    .flatten()
                    .filter(|&n| self.check_number(n).is_ok())
                    .map(Action::Number),
            ),
            Decision::AssignCombatDamage { creature, .. } => {
                let attacked = self.combat.attacked_by(creature);
                // An attacker's blockers; a blocker's attackers (510.1d).
                let blockers = self.combat.blockers_of(creature).map(Target::Object);
                let blocked = self
                    .combat
                    .blocks
                    .iter()
                    .filter(move |&&(b, _)| b == creature)
                    .map(|&(_, a)| Target::Object(a));
                // With trample over planeswalkers, the attacked planeswalker's controller too
                // (702.19c).
                let beyond = attacked
                    .filter(|t| matches!(t, Target::Object(_)))
                    .map(|t| Target::Player(self.defending_player(t)));
                for to in blockers.chain(blocked).chain(attacked).chain(beyond) {
                    if self.check_assignment(creature, to).is_ok() {
                        out.push(Action::AssignDamage(to));
                    }
                }
            }
            Decision::DeclareAttackers => {
                let attackable = self.attackable(player);
                // The active team's creatures, in one declaration (805.10b).
                for id in self.active_teams_permanents() {
                    for &attacks in &attackable {
                        if self.check_attack(id, attacks).is_ok() {
                            out.push(Action::Attack { creature: id, attacks });
                        }
                    }
                }
                out.extend(self.combat.proposed_attacks.iter().map(|&(c, _)| Action::Undeclare(c)));
                out.extend(self.bands_to_offer().map(Action::Band));
                if self.check_attacks_finished().is_ok() {
                    out.push(Action::FinishDeclaration);
                }
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

    /// Offers casting the nonland `card`, which has `types`, if it is legal: cheap tests first
    /// (its timing, then whether its cost's mana value exceeds what `player` could make),
    /// then the full check. `at_hand` is worked out when first needed.
    fn offer_cast(
        &self,
        player: PlayerId,
        card: ObjectId,
        types: CardTypes,
        sorcery_timing: bool,
        at_hand: &mut Option<ManaAtHand>,
        out: &mut Vec<Action>,
    ) {
        let any_time = types.contains(CardTypes::INSTANT) || self.has(card, KeywordAbility::Flash);
        if !sorcery_timing && !any_time {
            return;
        }
        let at_hand = at_hand.get_or_insert_with(|| self.mana_at_hand(player));
        if self.fewest_mana_to_cast(card, player) > at_hand.most {
            return;
        }
        if self.check_cast(player, card, &Payment::Auto, at_hand).is_ok() {
            out.push(Action::Cast {
                card,
                payment: Payment::Auto,
            });
        }
    }

    /// Offers casting each card with morph or disguise in `player`'s hand face down (702.37a,
    /// 702.168a), and turning each face-down permanent they control face up by each
    /// procedure it has (702.37e, 702.168d, 701.40b), where legal.
    fn morph_actions(
        &self,
        player: PlayerId,
        sorcery_timing: bool,
        at_hand: &mut Option<ManaAtHand>,
        out: &mut Vec<Action>,
    ) {
        use crate::handlers::keyword_abilities::morph;
        let at_hand = at_hand.get_or_insert_with(|| self.mana_at_hand(player));
        if sorcery_timing {
            for card in self.castable_cards(player) {
                if morph::check_cast_face_down(self, player, card, &Payment::Auto, at_hand).is_ok() {
                    out.push(Action::CastFaceDown {
                        card,
                        payment: Payment::Auto,
                    });
                }
            }
        }
        for permanent in self.controlled_by(player).filter(|&p| self.obj(p).face_down) {
            for by in FaceUpBy::ALL {
                if self
                    .check_turn_face_up(player, permanent, by, &Payment::Auto, at_hand)
                    .is_ok()
                {
                    out.push(Action::TurnFaceUp {
                        permanent,
                        by,
                        payment: Payment::Auto,
                    });
                }
            }
        }
    }

    /// Offers foretelling each card with foretell in `player`'s hand during their turn
    /// (116.2h), and casting each card they foretold in an earlier turn (702.143a).
    fn foretell_actions(
        &self,
        player: PlayerId,
        sorcery_timing: bool,
        at_hand: &mut Option<ManaAtHand>,
        out: &mut Vec<Action>,
    ) {
        if self.is_active(player) {
            for &card in &self.players[player.0].hand {
                if self.card(card).foretell.is_some() && self.check_foretell(player, card, &Payment::Auto).is_ok() {
                    out.push(Action::Foretell {
                        card,
                        payment: Payment::Auto,
                    });
                }
            }
        }
        for card in self.foretold_castable_by(player) {
            self.offer_cast(player, card, self.types(card), sorcery_timing, at_hand, out);
        }
    }

    /// The cards `player` might cast from where they are: those in their hand, and the top
    /// card of their library in games where an effect may let them cast it (Garruk's Horde).
    fn castable_cards(&self, player: PlayerId) -> impl Iterator<Item = ObjectId> + '_ {
        let p = &self.players[player.0];
        let top = if self.library_casting_possible {
            p.library.last()
        } else {
            None
        };
        let commanders = self
            .commander_game
            .then(|| self.commanders_in_command_zone(player))
            .into_iter()
            .flatten();
        p.hand.iter().chain(top).copied().chain(commanders)
    }

    fn priority_actions(&self, player: PlayerId, fixed_mana: bool, out: &mut Vec<Action>) {
        out.push(Action::Pass);
        let sorcery_timing = self.sorcery_timing(player);
        // Worked out once, when a spell or ability first needs it.
        let mut at_hand = None;
        let mut same_cards = SameCardsInHand::new(self);
        for card in self.castable_cards(player) {
            let types = self.types(card);
            if types.contains(CardTypes::LAND) {
                if self.check_play_land(player, card).is_ok() {
                    out.push(Action::PlayLand(card));
                }
                continue;
            }
            if self.split_possible && self.card(card).split.is_some() {
                let at_hand = at_hand.get_or_insert_with(|| self.mana_at_hand(player));
                self.offer_halves(player, card, at_hand, out);
                continue;
            }
            match same_cards.answer(self, card) {
                Some(castable) => {
                    if cfg!(debug_assertions) {
                        let mut checked = Vec::new();
                        self.offer_cast(player, card, types, sorcery_timing, &mut at_hand, &mut checked);
                        debug_assert_eq!(castable, !checked.is_empty(), "{card} casts unlike its twin in hand");
                    }
                    if castable {
                        out.push(Action::Cast {
                            card,
                            payment: Payment::Auto,
                        });
                    }
                }
                None => {
                    let listed = out.len();
                    self.offer_cast(player, card, types, sorcery_timing, &mut at_hand, out);
                    same_cards.remember(self, card, out.len() > listed);
                }
            }
            if self.bestow_possible {
                let at_hand = at_hand.get_or_insert_with(|| self.mana_at_hand(player));
                crate::handlers::keyword_abilities::bestow::offer(self, player, card, at_hand, out);
            }
        }
        if self.face_down_possible {
            self.morph_actions(player, sorcery_timing, &mut at_hand, out);
        }
        if self.foretell_possible {
            self.foretell_actions(player, sorcery_timing, &mut at_hand, out);
        }
        if sorcery_timing && self.players[player.0].companion.is_some() {
            let payment = Payment::Auto;
            if self.check_companion_action(player, &payment).is_ok() {
                out.push(Action::PutCompanionIntoHand { payment });
            }
        }
        let graveyard: &[ObjectId] = if self.plays_from_graveyard || self.layers_active() {
            &self.players[player.0].graveyard
        } else {
            &[]
        };
        for &card in graveyard {
            if self.graveyard_keyword(card).is_none() {
                continue;
            }
            if self.split_possible && self.card(card).split.is_some() {
                // A split card with flashback an effect gave it: each half, at its own mana
                // cost (702.1b).
                let at_hand = at_hand.get_or_insert_with(|| self.mana_at_hand(player));
                self.offer_halves(player, card, at_hand, out);
            } else {
                self.offer_cast(player, card, self.types(card), sorcery_timing, &mut at_hand, out);
            }
        }
        // Cards with abilities that work there, printed or, in games with a static ability
        // that reaches graveyards, granted (Varolz's scavenge).
        let from_graveyard = graveyard
            .iter()
            .copied()
            .filter(|&card| self.card(card).graveyard_abilities || self.graveyard_statics_possible);
        let from_hand = self.players[player.0]
            .hand
            .iter()
            .copied()
            .filter(|&card| self.card(card).hand_abilities);
        // Their cards in the command zone with abilities that work there (commander ninjutsu).
        let command: &[ObjectId] = if self.commander_game { &self.command } else { &[] };
        let from_command = command
            .iter()
            .copied()
            .filter(|&card| self.card(card).command_abilities && self.obj(card).owner == player);
        // Others' permanents whose abilities any player may activate (602.1b).
        let others: &[ObjectId] = if self.any_player_abilities_possible {
            &self.battlefield
        } else {
            &[]
        };
        let of_others = others
            .iter()
            .copied()
            .filter(|&id| self.controller(id) != player && self.activated_abilities(id).any(|(_, a)| a.any_player));
        for source in self
            .controlled_by(player)
            .chain(from_graveyard)
            .chain(from_hand)
            .chain(from_command)
            .chain(of_others)
        {
            if !fixed_mana && self.only_fixed_mana_abilities(source) {
                continue;
            }
            for (ability, (_, a)) in self.activated_abilities(source).enumerate() {
                let is_fixed_mana = a.tap_mana().is_some();
                if is_fixed_mana && !fixed_mana {
                    continue;
                }
                if is_fixed_mana && a.zone == Zone::Battlefield {
                    // "{T}: Add …" on a permanent (every land's): what check_activate asks
                    // of it comes down to an untapped permanent of theirs whose {T} can be
                    // paid (302.6).
                    let o = self.obj(source);
                    let legal =
                        o.zone == Zone::Battlefield && !o.tapped && !self.summoning_sickness_stops_tapping(source);
                    debug_assert_eq!(
                        legal,
                        self.check_activate(player, source, ability, &Payment::Auto, &self.mana_at_hand(player))
                            .is_ok()
                    );
                    if legal {
                        out.push(Action::Activate {
                            source,
                            ability,
                            payment: Payment::Auto,
                        });
                    }
                    continue;
                }
                let at_hand = at_hand.get_or_insert_with(|| self.mana_at_hand(player));
                if self
                    .check_activate(player, source, ability, &Payment::Auto, at_hand)
                    .is_ok()
                {
                    out.push(Action::Activate {
                        source,
                        ability,
                        payment: Payment::Auto,
                    });
                }
            }
        }
        // A spell with split second on the stack leaves only mana abilities and special
        // actions (702.61a, 702.61b).
        if split_second::on_stack(self) {
            out.retain(|action| split_second::forbidden(self, action).is_none());
        }
    }

    /// Whether every activated ability `id` has is a "{T}: Add [fixed mana]" one, or it has
    /// none, known from its card alone: no effect changes its abilities and it can't deploy.
    fn only_fixed_mana_abilities(&self, id: ObjectId) -> bool {
        !self.deploy_creatures && self.computed(id).is_none() && self.pool.get(self.face(id)).only_fixed_mana_abilities
    }
}

/// Whether cards in a hand can be cast, remembered by card: in a game without continuous
/// effects, two cards in a hand with the same face differ only in their object, so the one
/// can be cast exactly when the other can (two Lightning Bolts). A priority decision then
/// checks each nonland card of a hand once (a land's check is cheaper than remembering it).
struct SameCardsInHand {
    /// Whether remembering applies: no continuous effect can tell the cards apart.
    applies: bool,
    /// The faces checked so far, and whether a card with that face could be cast.
    seen: [(CardIdx, bool); SameCardsInHand::ROOM],
    len: usize,
}

impl SameCardsInHand {
    /// How many faces are remembered; the cards after that are checked one by one.
    const ROOM: usize = 8;

    fn new(game: &Game) -> SameCardsInHand {
        SameCardsInHand {
            applies: !game.layers_active(),
            seen: [(CardIdx(0), false); SameCardsInHand::ROOM],
            len: 0,
        }
    }

    /// Whether `card` can be cast, if a card in hand with its face was checked already.
    fn answer(&self, game: &Game, card: ObjectId) -> Option<bool> {
        if !self.applies || game.obj(card).zone != Zone::Hand {
            return None;
        }
        let face = game.face(card);
        self.seen[..self.len]
            .iter()
            .find(|&&(f, _)| f == face)
            .map(|&(_, castable)| castable)
    }

    /// Remembers whether `card`, just checked, can be cast.
    fn remember(&mut self, game: &Game, card: ObjectId, castable: bool) {
        if self.applies && self.len < SameCardsInHand::ROOM && game.obj(card).zone == Zone::Hand {
            self.seen[self.len] = (game.face(card), castable);
            self.len += 1;
        }
    }
}
