//! Costs other than mana (CR 118): whether a player can pay them (118.3, 119.4), paying them
//! with the player's choices (601.2h, 602.2), costs paid as an effect resolves (118.12), and
//! the static abilities that make spells cost more or less (601.2f).

use crate::action::Refusal;
use crate::cards::cost::CostAction;
use crate::cards::mana::ManaCost;
use crate::event::EventKind;
use crate::game::{Game, ObjectId, PlayerId, Zone};
use crate::generated::rules;
use crate::handlers::keyword_abilities::crew;
use crate::midway::{About, Question};
use crate::replacement::Proposed;
use crate::{cite, rule};
use rules_data::RuleId;

impl Game {
    /// Checks that `player` can pay each of `actions` for `source` now: no cost is paid
    /// without the resources to pay it fully (118.3), and life only up to the life total
    /// (119.4). `source` itself pays no "a creature" or "a card" part: a spell is on the
    /// stack when its costs are paid (601.2a).
    #[rule("118.3", "119.4")]
    pub(crate) fn check_cost_actions(
        &self,
        player: PlayerId,
        source: ObjectId,
        actions: &[CostAction],
    ) -> Result<(), Refusal> {
        for action in actions {
            let payable = match *action {
                CostAction::SacrificeThis => self.can_sacrifice(player, source),
                CostAction::ExileTopOfLibrary(n) => self.players[player.0].library.len() >= usize::from(n),
                CostAction::RemoveCounters { kind, count } => self
                    .object(source)
                    .is_some_and(|o| !o.gone && o.counters.of(kind) >= u32::from(count)),
                CostAction::DiscardThis => self.is_in_hand(source, player),
                CostAction::ExileThisFromGraveyard => {
                    let o = self.obj(source);
                    !o.gone && o.zone == Zone::Graveyard && o.owner == player
                }
                CostAction::PayLife(n) => {
                    if n > 0 && i64::from(self.players[player.0].life) < i64::from(n) {
                        return Err(Refusal::by(
                            &[rules::R119_4],
                            "a player can pay life only up to their life total",
                        ));
                    }
                    if n > 0 && self.forbidden(&Proposed::LoseLife { player, amount: n }).is_some() {
                        return Err(Refusal::by(
                            &[cite!("119.8")],
                            "a player who can't lose life can't pay any life but 0",
                        ));
                    }
                    true
                }
                CostAction::Sacrifice { count, .. }
                | CostAction::Tap { count, .. }
                | CostAction::Discard { count }
                | CostAction::ExileFromGraveyard { count } => {
                    self.cost_options(player, source, action).len() >= usize::from(count)
                }
                CostAction::ReturnUnblockedAttacker | CostAction::DiscardLand => {
                    !self.cost_options(player, source, action).is_empty()
                }
                CostAction::Crew(n) => crew::can_crew(self, player, source, n),
                CostAction::Loyalty(n) => {
                    if !self.can_pay_loyalty(player, source, n) {
                        return Err(Refusal::by(
                            &[rules::R606_6],
                            "a loyalty ability can't remove more loyalty counters than the permanent has",
                        ));
                    }
                    true
                }
                // Mana, or a card or mana, checked with the rest of the mana the spell costs.
                CostAction::Waterbend(_) | CostAction::RevealOrPay { .. } => true,
                // Before X is announced: payable with X = 0 (119.4), checked again with the
                // X announced (`Game::check_number`).
                CostAction::PayXLife => true,
                // Half a life total above 0, rounded up, is no more than it; otherwise 0.
                CostAction::PayHalfLife => true,
            };
            if !payable {
                return Err(Refusal::by(
                    &[rules::R118_3],
                    "a cost can't be paid without the resources to pay it fully",
                ));
            }
        }
        Ok(())
    }

    /// Whether `player` could sacrifice `id` now: a permanent they control (701.21a).
    fn can_sacrifice(&self, player: PlayerId, id: ObjectId) -> bool {
        self.object(id)
            .is_some_and(|o| !o.gone && o.zone == Zone::Battlefield && self.controller(id) == player)
    }

    /// What `player` may choose from to pay `action` for `source`: the permanents it may
    /// sacrifice, the cards in their hand it may discard, those in their graveyard it may
    /// exile (none for the parts that name what pays them).
    fn cost_options(&self, player: PlayerId, source: ObjectId, action: &CostAction) -> Vec<ObjectId> {
        // The cards of one of the player's zones other than the source.
        let others =
            |cards: &'_ [ObjectId]| -> Vec<ObjectId> { cards.iter().copied().filter(|&card| card != source).collect() };
        let p = &self.players[player.0];
        match action {
            CostAction::Sacrifice { what, .. } => self
                .battlefield
                .iter()
                .copied()
                .filter(|&id| self.described(what, id, Zone::Battlefield, source, player))
                .collect(),
            CostAction::Tap { what, .. } => self
                .battlefield
                .iter()
                .copied()
                .filter(|&id| !self.obj(id).tapped && self.described(what, id, Zone::Battlefield, source, player))
                .collect(),
            CostAction::ReturnUnblockedAttacker => self.unblocked_attackers(player),
            CostAction::Crew(_) => crew::crew_options(self, player, source),
            CostAction::Discard { .. } => others(&p.hand),
            CostAction::ExileFromGraveyard { .. } => others(&p.graveyard),
            CostAction::DiscardLand => {
                let mut lands = others(&p.hand);
                lands.retain(|&card| self.is(card, crate::cards::CardTypes::LAND));
                lands
            }
            CostAction::SacrificeThis
            | CostAction::DiscardThis
            | CostAction::ExileThisFromGraveyard
            | CostAction::PayLife(_)
            | CostAction::PayXLife
            | CostAction::PayHalfLife
            | CostAction::RemoveCounters { .. }
            | CostAction::ExileTopOfLibrary(_)
            | CostAction::Waterbend(_)
            | CostAction::Loyalty(_)
            | CostAction::RevealOrPay { .. } => Vec::new(),
        }
    }

    /// `player` pays `actions` for `source`, in order, choosing what pays each part that is a
    /// choice (a question, when they have more options than the part needs). The caller
    /// checked that they can. Each event carries `rule`. Returns the objects chosen, whose
    /// last known information is remembered for what refers to them later (608.2h).
    pub(crate) fn pay_cost_actions(
        &mut self,
        player: PlayerId,
        source: ObjectId,
        actions: &[CostAction],
        rule: RuleId,
    ) -> Vec<ObjectId> {
        let mut paid_with = Vec::new();
        for action in actions {
            let action = &(*action).with_life_total(self.life_total(player));
            let chosen = self.choose_cost_objects(player, source, action, false);
            if self.stopped_to_ask() {
                return paid_with;
            }
            let chosen = chosen.unwrap_or_default();
            let known: Vec<_> = chosen.iter().map(|&id| (id, self.last_known(id))).collect();
            self.remembered.extend(known);
            paid_with.extend(chosen.iter().copied());
            self.pay_cost_action(player, source, action, chosen, rule);
        }
        paid_with
    }

    /// The objects `player` chooses to pay `action` with (one question per object, while
    /// there are more options than it needs), or none if it is `optional` and they decline.
    /// A part that names what pays it asks only whether, when it is optional.
    fn choose_cost_objects(
        &mut self,
        player: PlayerId,
        source: ObjectId,
        action: &CostAction,
        optional: bool,
    ) -> Option<Vec<ObjectId>> {
        let count = match *action {
            CostAction::Sacrifice { count, .. }
            | CostAction::Tap { count, .. }
            | CostAction::Discard { count }
            | CostAction::ExileFromGraveyard { count } => usize::from(count),
            CostAction::ReturnUnblockedAttacker | CostAction::DiscardLand => 1,
            CostAction::Crew(n) => return Some(crew::choose_crew(self, player, source, n)),
            CostAction::SacrificeThis
            | CostAction::DiscardThis
            | CostAction::ExileThisFromGraveyard
            | CostAction::PayLife(_)
            | CostAction::PayXLife
            | CostAction::PayHalfLife
            | CostAction::RemoveCounters { .. }
            | CostAction::ExileTopOfLibrary(_)
            | CostAction::Waterbend(_)
            | CostAction::Loyalty(_)
            | CostAction::RevealOrPay { .. } => {
                let pay = !optional
                    || self.ask(Question {
                        player,
                        about: About::MayPay { action: *action },
                    }) == 0;
                return pay.then(Vec::new);
            }
        };
        let options = self.cost_options(player, source, action);
        self.pick(player, options, count, optional, |options| About::CostObject {
            action: *action,
            options,
            optional,
        })
    }

    /// Pays one part with the objects chosen for it.
    #[rule("701.9a")]
    fn pay_cost_action(
        &mut self,
        player: PlayerId,
        source: ObjectId,
        action: &CostAction,
        chosen: Vec<ObjectId>,
        rule: RuleId,
    ) {
        match *action {
            CostAction::SacrificeThis => {
                crate::handlers::keyword_actions::sacrifice::sacrifice(self, player, source, rule)
            }
            CostAction::Sacrifice { .. } => self.all_at_once(|game| {
                for id in chosen {
                    crate::handlers::keyword_actions::sacrifice::sacrifice(game, player, id, rule);
                }
            }),
            CostAction::Tap { .. } => {
                for id in chosen {
                    self.tap(id, rule);
                }
            }
            CostAction::Crew(_) => {
                for &id in &chosen {
                    self.tap(id, rule);
                }
                crew::crewed(self, player, source, &chosen);
            }
            CostAction::DiscardThis => self.discard_card(player, source, rule),
            CostAction::ExileThisFromGraveyard => {
                // The card as it was in the graveyard, for "the card you exiled" (608.2h).
                let known = self.last_known(source);
                self.remembered.push((source, known));
                crate::handlers::keyword_actions::exile::exile(self, source);
            }
            CostAction::ExileFromGraveyard { .. } => {
                for card in chosen {
                    crate::handlers::keyword_actions::exile::exile(self, card);
                }
            }
            CostAction::Discard { .. } | CostAction::DiscardLand => {
                for card in chosen {
                    self.discard_card(player, card, rule);
                }
            }
            CostAction::ReturnUnblockedAttacker => {
                // To its owner's hand, as every card that goes to a hand (400.3).
                for creature in chosen {
                    self.move_object(creature, Zone::Hand, crate::game::Position::Top, rule);
                }
            }
            CostAction::PayLife(n) => self.lose_life(player, n, cite!("119.4")),
            // Paid with its X announced, as `PayLife(X)` (`CostAction::with_x`); X is 0
            // anywhere else (107.3g). Half the life total is paid as `PayLife` too
            // (`CostAction::with_life_total`, in `pay_cost_actions`).
            CostAction::PayXLife | CostAction::PayHalfLife => {}
            CostAction::Loyalty(n) => self.pay_loyalty(player, source, n),
            CostAction::RemoveCounters { kind, count } => {
                self.remove_counters(source, kind, u32::from(count), rule);
            }
            CostAction::ExileTopOfLibrary(n) => {
                crate::handlers::keyword_actions::exile::exile_top(self, player, u32::from(n));
            }
            // Paid as the spell's mana is: with the artifacts and creatures tapped for it
            // (701.67a), or the card revealed or the mana paid instead.
            CostAction::Waterbend(_) | CostAction::RevealOrPay { .. } => {}
        }
    }

    /// `payer` pays `mana` for the ability of `source` as it resolves, if they can and choose
    /// to (118.12: ward's and echo's "unless … pays"): a question, 0 to pay, 1 not to; their
    /// mana abilities are activated for it (605.3a). Whether they paid.
    #[rule("118.12")]
    pub(crate) fn pay_mana_on_resolution(&mut self, payer: PlayerId, mana: ManaCost, source: ObjectId) -> bool {
        let Ok(sources) = self.plan_payment(payer, &mana, &crate::action::Payment::Auto, &[]) else {
            return false;
        };
        let answer = self.ask(Question {
            player: payer,
            about: About::PayMana { mana, source },
        });
        if self.stopped_to_ask() || answer != 0 {
            return false;
        }
        cite!("118.12");
        self.pay(payer, &mana, &sources);
        true
    }

    /// A cost paid as an effect resolves (118.12): `player` pays `action` for `source` if
    /// they can and (for "you may") choose to; an option that can't be paid can't be chosen
    /// (608.2d). Whether they paid decides what follows ("if you do", "if you don't"): the
    /// objects they paid with if they did (none for a cost that names no object), `None` if
    /// not. With `remember`, those objects' last known information is kept for what refers
    /// to them later (608.2h).
    #[rule("118.12", "608.2d")]
    pub(crate) fn pay_on_resolution(
        &mut self,
        player: PlayerId,
        source: ObjectId,
        action: &CostAction,
        optional: bool,
        remember: bool,
    ) -> Option<Vec<ObjectId>> {
        let chosen = if self
            .check_cost_actions(player, source, std::slice::from_ref(action))
            .is_err()
        {
            cite!("608.2d");
            None
        } else {
            self.choose_cost_objects(player, source, action, optional)
        };
        if self.stopped_to_ask() {
            return None;
        }
        let Some(chosen) = chosen else {
            let cost = Box::new(*action);
            self.emit(cite!("118.12"), EventKind::DidNotPay { player, source, cost });
            return None;
        };
        if remember {
            let known: Vec<_> = chosen.iter().map(|&id| (id, self.last_known(id))).collect();
            self.remembered.extend(known);
        }
        self.pay_cost_action(player, source, action, chosen.clone(), cite!("118.12"));
        Some(chosen)
    }

    /// The total cost of casting `card` for `player`, `cost` changed by the static abilities
    /// of the permanents on the battlefield that change what spells cost (601.2f): increases
    /// first, then reductions, each component to no less than zero (118.7): colored mana a
    /// reduction takes that the cost doesn't have comes off its generic part, unless the
    /// reduction takes only colored mana. Games that never held such a permanent look at
    /// none.
    #[rule("601.2f", "609.2", "118.7")]
    #[inline]
    pub(crate) fn changed_cost(&self, card: ObjectId, player: PlayerId, cost: ManaCost) -> ManaCost {
        if !self.cost_changes_possible {
            return cost;
        }
        // Only permanents whose abilities come from a card with such an ability are looked at
        // closely: their own card's, the face that is up, or a copied card's.
        let mut changers = self
            .battlefield
            .iter()
            .copied()
            .filter(|&id| {
                self.ability_source(id)
                    .is_some_and(|card| !self.pool.get(card).spell_costs.is_empty())
            })
            .peekable();
        if changers.peek().is_none() {
            return cost;
        }
        // The spell is looked at as it is on the stack: such effects apply to spells only
        // (609.2), and what the spell is decides whether each applies.
        let chars = self.chars(card);
        let candidate = crate::continuous::Candidate::of(self, card, Zone::Stack, &chars, player);
        let (mut more, mut less, mut less_colored) = (ManaCost::default(), ManaCost::default(), ManaCost::default());
        for id in changers {
            // The abilities it has now: none once it lost them (613.1f).
            let Some(text) = self.chars(id).abilities.printed else {
                continue;
            };
            let you = self.controller(id);
            for change in &self.pool.get(text).spell_costs {
                if change.spells.matches(&candidate, id, you, self.chosen(id, Some(text))) {
                    let total = match (change.reduces, change.only_colored) {
                        (false, _) => &mut more,
                        (true, false) => &mut less,
                        (true, true) => &mut less_colored,
                    };
                    *total = total.plus(&change.mana);
                }
            }
        }
        let none = ManaCost::default();
        if more == none && less == none && less_colored == none {
            return cost;
        }
        cite!("609.2");
        cite!("118.7");
        cost.plus(&more)
            .reduced_by(&less, true)
            .reduced_by(&less_colored, false)
    }
}
