//! Playing lands (CR 305, 116.2a), casting spells (CR 601), activating abilities (CR 602)
//! and mana abilities (CR 605).
//!
//! Each action is checked completely before anything changes, so an illegal one leaves the
//! game as it was (732.1).

use crate::action::Payment;
use crate::announce::Cost;
use crate::cards::cost::{CostAction, CostsLessForEach};
use crate::cards::mana::ManaCost;
use crate::cards::{ActivatedAbility, CardTypes};
use crate::event::EventKind;
use crate::game::{Game, ObjectId, PlayerId, Position, Zone};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::handlers::keyword_abilities::convoke;
use crate::handlers::keyword_actions::{reveal, waterbend};
use crate::payment::ManaAtHand;
use crate::replacement::cant::Parity;
use crate::stack::{AlternativeCost, Choices, CostsChosen, StackItem, StackKind};
use crate::{cite, rule};

pub(crate) use crate::action::Refusal;
use crate::generated::rules;

impl Game {
    /// Whether `player` may act at sorcery speed now: their main phase, the stack empty, and
    /// they have priority (117.1a, 307.1).
    #[rule("117.1a", "307.1")]
    pub fn sorcery_timing(&self, player: PlayerId) -> bool {
        self.turn.active == player && self.turn.step.is_main() && self.stack.is_empty()
    }

    /// Checks that `player` may play `land` now (305.1–305.3).
    #[rule("305.1", "305.2", "305.3")]
    pub(crate) fn check_play_land(&self, player: PlayerId, land: ObjectId) -> Result<(), Refusal> {
        if !self.is_in_hand(land, player) {
            return Err(Refusal::by(&[rules::R305_1], "the land must be in your hand"));
        }
        if !self.is(land, CardTypes::LAND) {
            return Err(Refusal::by(
                &[rules::R305_1],
                "only a land card can be played as a land",
            ));
        }
        if !self.sorcery_timing(player) {
            return Err(Refusal::by(
                &[rules::R305_1, rules::R305_3],
                "lands are played in your main phase with an empty stack",
            ));
        }
        if self.players[player.0].lands_played >= 1 {
            return Err(Refusal::by(&[rules::R305_2], "you already played a land this turn"));
        }
        Ok(())
    }

    /// Plays a land: it goes onto the battlefield without using the stack (305.1, 116.2a).
    pub(crate) fn play_land(&mut self, player: PlayerId, land: ObjectId) {
        self.players[player.0].lands_played += 1;
        if let Some(new) = self.relocate(land, Zone::Battlefield, Position::Top) {
            self.emit(cite!("305.1"), EventKind::PlayedLand { player, land: new });
        }
    }

    /// Checks a spell: a card in the hand that is not a land (601.2a), cast at the right time
    /// (117.1a, 307.1), with the legal targets it needs (601.2c), and payable (601.2h) with
    /// the mana `at_hand` (what [`Game::mana_at_hand`] answers now).
    #[rule("601.2a", "601.2c", "601.2e", "702.8a", "702.34a")]
    pub(crate) fn check_cast(
        &self,
        player: PlayerId,
        card: ObjectId,
        payment: &Payment,
        at_hand: &ManaAtHand,
    ) -> Result<(), Refusal> {
        let flashback = self.castable_with_flashback(card, player);
        if !self.is_in_hand(card, player) && !flashback {
            return Err(Refusal::by(
                &[rules::R601_2A, rules::R702_34A],
                "you can cast spells only from your hand, or from your graveyard with flashback",
            ));
        }
        if self.split_possible && self.card(card).split.is_some() {
            // The card's halves' characteristics combined are no spell's (709.3).
            return Err(Refusal::by(
                &[rules::R709_3],
                "a split card is cast as one of its halves: choose which (CastHalf)",
            ));
        }
        let types = self.types(card);
        if types.contains(CardTypes::LAND) {
            return Err(Refusal::by(&[rules::R305_9], "a land is played, not cast"));
        }
        if flashback && !types.intersects(CardTypes::INSTANT.with(CardTypes::SORCERY)) {
            return Err(Refusal::by(
                &[rules::R702_34A],
                "flashback casts only an instant or sorcery spell",
            ));
        }
        // An instant, or a spell with flash (702.8a), may be cast any time its controller
        // has priority.
        let any_time = types.contains(CardTypes::INSTANT) || {
            cite!("702.8a");
            self.has(card, KeywordAbility::Flash)
        };
        if !any_time && !self.sorcery_timing(player) {
            return Err(Refusal::by(
                &[rules::R117_1A, rules::R307_1],
                "only an instant or a spell with flash may be cast outside your main phase or with a nonempty stack",
            ));
        }
        // Most spells have no additional cost: checked here for each card offered, it costs a
        // test.
        let additional = &self.card(card).additional;
        if !additional.is_empty() {
            self.check_cost_actions(player, card, additional)?;
        }
        let x_parity = self.castable_x(player, card)?;
        let check = |chosen| {
            let cost = Cost {
                mana: self.least_mana_to_cast(card, player, chosen),
                payment,
                tapping: None,
                at_hand,
                x_parity,
            };
            self.check_announceable(&self.card(card).spell, card, player, Some(&cost), rules::R601_2C)
        };
        let with_mana_cost = check(CostsChosen::default());
        if with_mana_cost.is_ok() {
            return with_mana_cost;
        }
        // It may be cast for an alternative cost instead (118.9).
        self.alternative_costs(player, card)
            .map(|alternative| {
                check(CostsChosen {
                    alternative: Some(alternative),
                    ..CostsChosen::default()
                })
            })
            .find(Result::is_ok)
            .unwrap_or(with_mana_cost)
    }

    /// The alternative costs `player` may cast `card` for rather than its mana cost, as they
    /// would be asked about (601.2b, 118.9): its evoke cost (702.74a), then none at all when
    /// a permanent of theirs lets them cast spells from their hand without paying their mana
    /// costs (Omniscience). None for a card cast from a graveyard, whose alternative cost is
    /// its flashback cost.
    #[rule("118.9")]
    pub(crate) fn alternative_costs(&self, player: PlayerId, card: ObjectId) -> impl Iterator<Item = AlternativeCost> {
        // A card being cast face down pays {3}, its one alternative cost (118.9a, 702.37a).
        let in_hand = self.obj(card).zone == Zone::Hand && !self.obj(card).face_down;
        let evoke = in_hand && self.card(card).evoke.is_some();
        let free = in_hand && self.free_casting_possible && self.lets_cast_free(player);
        [
            (evoke, AlternativeCost::Evoke),
            (free, AlternativeCost::WithoutPayingManaCost),
        ]
        .into_iter()
        .filter_map(|(may, alternative)| may.then_some(alternative))
    }

    /// Whether a permanent `player` controls says "You may cast spells from your hand without
    /// paying their mana costs" and has its abilities.
    fn lets_cast_free(&self, player: PlayerId) -> bool {
        self.battlefield.iter().any(|&id| {
            self.controller(id) == player
                && self
                    .ability_source(id)
                    .is_some_and(|card| self.pool.get(card).free_spells_from_hand)
        })
    }

    /// The fewest mana `player` could cast `card` with: for its mana cost, or an alternative
    /// cost if that is less (118.9). What the list of legal actions looks at first.
    pub(crate) fn fewest_mana_to_cast(&self, card: ObjectId, player: PlayerId) -> u32 {
        let fewest = |alternative| {
            let chosen = CostsChosen {
                alternative,
                ..CostsChosen::default()
            };
            self.least_mana_to_cast(card, player, chosen).fewest_mana()
        };
        if self.card(card).evoke.is_none() && !self.free_casting_possible {
            // No alternative cost to look at (what `alternative_costs` would say, quicker).
            return fewest(None);
        }
        self.alternative_costs(player, card)
            .map(|alternative| fewest(Some(alternative)))
            .fold(fewest(None), u32::min)
    }

    /// What "can't cast" effects leave `player` for casting `card` (601.3): nothing stops
    /// it; or, when one names spells by mana value (Void Winnower) and the spell has an X,
    /// the parity X must have so that its mana value on the stack (202.3e) is one they may
    /// cast, considered as they begin to cast it (601.3a). Refused if no X would do.
    #[rule("601.3", "601.3a", "202.3e")]
    pub(crate) fn castable_x(&self, player: PlayerId, card: ObjectId) -> Result<Option<Parity>, Refusal> {
        if !self.any_cants() {
            return Ok(None);
        }
        let cost = self.mana_cost(card).unwrap_or_default();
        let (mana_value, xs) = (cost.mana_value(), u32::from(cost.x));
        let free = |x: u32| self.cast_forbidden(player, mana_value + xs * x).is_none();
        match (free(0), free(1)) {
            (true, true) => Ok(None),
            (false, false) => Err(Refusal::by(
                &[rules::R601_3],
                "an effect prohibits you from casting that spell",
            )),
            (even, _) => {
                cite!("601.3a");
                cite!("202.3e");
                Ok(Some(if even { Parity::Even } else { Parity::Odd }))
            }
        }
    }

    /// Whether `card` is in `player`'s graveyard with a flashback cost, so that they may cast
    /// it from there (702.34a).
    pub(crate) fn castable_with_flashback(&self, card: ObjectId, player: PlayerId) -> bool {
        self.object(card)
            .is_some_and(|o| o.zone == Zone::Graveyard && !o.gone && o.owner == player && self.may_flash_back(card))
    }

    /// Whether `card` has flashback: a printed flashback cost, or, only while continuous
    /// effects exist, flashback an effect gave it (Recoup). Games without effects look at
    /// the card alone.
    #[inline]
    pub(crate) fn may_flash_back(&self, card: ObjectId) -> bool {
        self.card(card).flashback.is_some() || (self.layers_active() && self.has(card, KeywordAbility::Flashback))
    }

    /// What casting `card` from where it is costs before additional costs: from a graveyard
    /// its flashback cost, an alternative cost (118.9, 702.34a); the `alternative` cost
    /// announced, its evoke cost (702.74a) or nothing at all (118.9); else its mana cost
    /// (601.2f). A card without a printed flashback cost has flashback only as an effect
    /// grants it, whose cost is its mana cost (Recoup).
    #[rule("118.9", "702.34a", "702.74a")]
    pub(crate) fn base_cost(&self, card: ObjectId, alternative: Option<AlternativeCost>) -> ManaCost {
        let c = self.card(card);
        match (c.flashback, alternative) {
            (Some(flashback), _) if self.obj(card).zone == Zone::Graveyard => flashback,
            (_, Some(AlternativeCost::Evoke)) => {
                cite!("702.74a");
                c.evoke.unwrap_or_default()
            }
            (_, Some(AlternativeCost::WithoutPayingManaCost)) => {
                cite!("118.9");
                ManaCost::default()
            }
            (_, Some(AlternativeCost::Morph)) => {
                cite!("702.37a");
                ManaCost {
                    generic: 3,
                    ..ManaCost::default()
                }
            }
            (_, None) => self.mana_cost(card).unwrap_or_default(),
        }
    }

    /// The total cost of `player` casting `card` with the optional costs `chosen`, X not yet
    /// announced: the mana cost or alternative cost plus the additional costs (the kicker
    /// costs paid, the mana of a waterbend cost), then cost increases and reductions (601.2f,
    /// 118.9d, 702.33a, 701.67a).
    #[rule("601.2f", "702.33a", "118.9d")]
    pub(crate) fn total_cost(&self, card: ObjectId, player: PlayerId, chosen: CostsChosen) -> ManaCost {
        if chosen.alternative.is_some() {
            // Additional costs, increases and reductions apply to the alternative cost.
            cite!("118.9d");
        }
        let cost = self
            .card(card)
            .kicker_paid(chosen.kicked, chosen.times_kicked)
            .fold(self.base_cost(card, chosen.alternative), |total, k| total.plus(k))
            .plus_generic(waterbend::amount(self, card));
        let changed = self.changed_cost(card, player, cost);
        self.reduced_by_itself(card, player, changed)
    }

    /// The least mana `player` must pay to cast `card` with the optional costs `chosen`, X not
    /// yet announced: its total cost, with the mana of a "reveal a [card] … or pay" cost when
    /// they have no such card to reveal, less what tapping artifacts and creatures could pay
    /// of its waterbend cost (701.67a) and what tapping creatures could pay with convoke
    /// (702.51a). What casting checks against the mana at hand.
    pub(crate) fn least_mana_to_cast(&self, card: ObjectId, player: PlayerId, chosen: CostsChosen) -> ManaCost {
        if chosen == CostsChosen::default()
            && self.card(card).plain_cost
            && !self.cost_changes_possible
            && !self.layers_active()
        {
            let cost = self.mana_cost(card).unwrap_or_default();
            debug_assert_eq!(cost, self.least_mana_with_every_cost(card, player, chosen));
            return cost;
        }
        self.least_mana_with_every_cost(card, player, chosen)
    }

    /// [`Game::least_mana_to_cast`], each cost looked at.
    fn least_mana_with_every_cost(&self, card: ObjectId, player: PlayerId, chosen: CostsChosen) -> ManaCost {
        let total = self
            .total_cost(card, player, chosen)
            .plus_generic(reveal::least_mana(self, player, card));
        let after_waterbend = waterbend::least_mana(self, player, card, total);
        convoke::least_mana(self, player, card, after_waterbend, &[])
    }

    /// `cost` less the spell's own "costs {1} less to cast for each …" (601.2f; after the
    /// increases, as reductions are, and to no less than zero generic mana). The creatures
    /// `player` attacked with this turn count as they were declared, whether or not they are
    /// creatures, or still on the battlefield, now (608.2i).
    #[rule("608.2i")]
    fn reduced_by_itself(&self, card: ObjectId, player: PlayerId, cost: ManaCost) -> ManaCost {
        let Some(for_each) = self.card(card).costs_less_for_each else {
            return cost;
        };
        let less = match for_each {
            CostsLessForEach::CreatureYouAttackedWithThisTurn => {
                cite!("608.2i");
                self.players[player.0].attacked_with.len()
            }
        };
        cost.less_generic(less)
    }

    /// Casts a spell (601.2a–i): to the stack with what was announced, its total cost (X and
    /// kicker costs included) paid, then it becomes cast.
    #[rule("601.2a", "601.2c", "601.2i")]
    pub(crate) fn cast(&mut self, player: PlayerId, card: ObjectId, choices: Choices, payment: &Payment) {
        // The total cost is locked in before anything is paid (601.2f): a cost reduction
        // sacrificed as part of the payment still applies.
        let total = self.total_cost(card, player, choices.costs_chosen()).with_x(choices.x);
        let Some((cost, life)) = total.paying_split(&choices.paid_as) else {
            return;
        };
        let shown = reveal::choose_reveal_or_pay(self, player, card, &cost, payment);
        let cost = match shown {
            Some(reveal::RevealOrPay::Pay(mana)) => cost.plus_generic(mana),
            _ => cost,
        };
        let tapped = waterbend::choose_taps(self, player, card, &cost, payment);
        if self.stopped_to_ask() {
            return;
        }
        let cost = cost.less_generic(tapped.len());
        // Convoke applies to the total cost as it now stands (702.51b).
        let (convoked, cost) = convoke::choose_taps(self, player, card, cost, payment, &tapped);
        if self.stopped_to_ask() {
            return;
        }
        let except: Vec<ObjectId> = tapped.iter().chain(&convoked).copied().collect();
        let Ok(sources) = self.plan_payment(player, &cost, payment, &except) else {
            return;
        };
        // The proposal was checked (601.2e) before any of this.
        let half = self.obj(card).half;
        let Some(spell) = self.relocate(card, Zone::Stack, Position::Top) else {
            return;
        };
        if half.is_some() {
            // The half chosen before it was put on the stack (709.3).
            self.retally(spell, |o| o.half = half);
        }
        if choices.transformed {
            // Its back face up on the stack (712.11a).
            cite!("712.11a");
            self.retally(spell, |o| o.transformed = true);
        }
        let o = self.obj_mut(spell);
        o.kicked = choices.kicked;
        o.times_kicked = choices.times_kicked;
        o.x = choices.x;
        o.evoked = choices.alternative == Some(AlternativeCost::Evoke);
        // Turned face down before it is put on the stack (708.4).
        o.face_down = choices.alternative == Some(AlternativeCost::Morph);
        o.flashed_back = choices.flashback;
        let id = self.new_stack_id();
        self.stack.push(StackItem {
            id,
            object: Some(spell),
            source: spell,
            kind: StackKind::Spell,
            controller: player,
            choices: choices.clone(),
        });
        if let Some(reveal::RevealOrPay::Reveal(card)) = shown {
            reveal::reveal_for_cost(self, player, card, spell);
        }
        waterbend::tap_to_pay(self, &tapped);
        convoke::tap_to_pay(self, &convoked);
        let spent = self.pay(player, &cost, &sources);
        self.obj_mut(spell).mana_spent = spent;
        self.spent_on_spell(player, &cost);
        self.pay_phyrexian_life(player, life);
        let additional: Vec<CostAction> = self
            .card(spell)
            .additional
            .iter()
            .map(|part| part.with_x(choices.x))
            .collect();
        let paid_with = self.pay_cost_actions(player, spell, &additional, cite!("601.2h"));
        let choices = Choices { paid_with, ..choices };
        if let Some(item) = self.stack.iter_mut().find(|item| item.id == id) {
            item.choices.paid_with = choices.paid_with.clone();
        }
        self.emit(
            cite!("601.2i"),
            EventKind::Cast {
                player,
                spell,
                item: id,
                choices: Box::new(choices),
            },
        );
        self.end_until_creature_spell_cast(spell);
    }

    /// Casts `card` transformed without paying its mana cost, as a resolving ability
    /// instructs (310.11b): it is put on the stack with its back face up (712.11a), by the
    /// steps of 601.2a–i, and becomes the topmost object on the stack while the ability goes
    /// on resolving, no player receiving priority (608.2g). A card whose back face would need
    /// modes, targets or X announced is refused when the pool is loaded.
    #[rule("712.11a", "608.2g")]
    pub(crate) fn cast_transformed_free(&mut self, player: PlayerId, card: ObjectId) {
        let choices = Choices {
            alternative: Some(AlternativeCost::WithoutPayingManaCost),
            transformed: true,
            ..Choices::default()
        };
        self.cast(player, card, choices, &Payment::Auto);
    }

    /// Checks an activated ability: its source on the battlefield under the player's
    /// control (602.2), a tap cost payable (302.6, 702.10c), the legal targets it needs
    /// (602.2b), and mana (`at_hand` as for [`Game::check_cast`]).
    #[rule("602.2", "602.2b", "302.6", "702.10c", "602.5a")]
    pub(crate) fn check_activate(
        &self,
        player: PlayerId,
        source: ObjectId,
        ability: usize,
        payment: &Payment,
        at_hand: &ManaAtHand,
    ) -> Result<(), Refusal> {
        let o = self.object(source).ok_or("no such object")?;
        let refused = || {
            Refusal::by(
                &[rules::R602_2, rules::R113_6],
                "you can activate abilities only of permanents you control, or of your cards in the zone the ability works from",
            )
        };
        if o.gone {
            return Err(refused());
        }
        let Some((_, ab)) = self.activated_ability(source, ability) else {
            return Err(if o.zone == Zone::Battlefield {
                "the permanent has no such ability".into()
            } else {
                refused()
            });
        };
        // An ability works only from its zone (113.6); a card outside the battlefield is its
        // owner's to use (109.4 gives it no controller).
        let yours = match o.zone {
            Zone::Battlefield => self.controller(source) == player,
            _ => o.owner == player,
        };
        if o.zone != ab.zone || !yours {
            return Err(refused());
        }
        if ab.zone != Zone::Battlefield {
            // It moves its card out of this zone, so it works only here (113.6m).
            cite!("113.6m");
        }
        if ab.cost.tap {
            if o.tapped {
                return Err(Refusal::by(
                    &[rules::R602_5A],
                    "a tapped permanent can't pay a {T} cost",
                ));
            }
            if self.summoning_sickness_stops_tapping(source) {
                return Err(Refusal::by(
                    &[rules::R302_6],
                    "a creature's {T} ability needs it under your control since your turn began",
                ));
            }
        }
        if crate::loyalty::printed_cost(ab).is_some() {
            self.check_loyalty_timing(player, source)?;
        }
        if ab.sorcery_speed && !self.sorcery_timing(player) {
            cite!("602.5d");
            return Err(Refusal::by(
                &[rules::R602_5D, rules::R307_1],
                "this ability can be activated only as a sorcery: in a main phase of your turn, with the stack empty",
            ));
        }
        self.check_cost_actions(player, source, &ab.cost.actions)?;
        let cost = Cost {
            mana: ab.cost.mana.unwrap_or_default(),
            payment,
            tapping: ab.cost.tap.then_some(source),
            at_hand,
            x_parity: None,
        };
        self.check_announceable(&ab.text, source, player, Some(&cost), rules::R602_2B)
    }

    /// Activates an ability (602.2): costs paid, then it goes on the stack, or, for a mana
    /// ability, resolves at once (605.3a).
    #[rule("602.1a", "602.2", "605.3a")]
    pub(crate) fn activate(
        &mut self,
        player: PlayerId,
        source: ObjectId,
        ability: usize,
        choices: Choices,
        payment: &Payment,
    ) {
        let Some((which, ab)) = self.activated_ability(source, ability) else {
            return;
        };
        let ab: ActivatedAbility = ab.clone();
        let total = ab.cost.mana.unwrap_or_default().with_x(choices.x);
        let Some((cost, life)) = total.paying_split(&choices.paid_as) else {
            return;
        };
        let Ok(sources) = self.plan_payment(player, &cost, payment, ab.cost.tap.then_some(source).as_slice()) else {
            return;
        };
        // The activation cost: mana, {T} and the rest, all paid (602.1a, 602.2).
        if ab.cost.tap {
            self.tap(source, cite!("602.2"));
        }
        self.pay(player, &cost, &sources);
        self.pay_phyrexian_life(player, life);
        let paying = self.recent.len();
        if crate::loyalty::printed_cost(&ab).is_some() {
            // Once per turn for this permanent (606.3).
            self.loyalty_activated.push(source);
        }
        self.pay_cost_actions(player, source, &ab.cost.actions, cite!("602.2"));
        if ab.cycling {
            self.cycled(player, source, paying);
        }
        let item = StackItem {
            id: self.new_stack_id(),
            object: None,
            source,
            kind: StackKind::Activated(which),
            controller: player,
            choices: choices.clone(),
        };
        self.emit(
            cite!("602.2"),
            EventKind::Activated {
                player,
                source,
                item: item.id,
                choices: Box::new(choices),
            },
        );
        if ab.is_mana_ability {
            for effect in &ab.text.effects {
                self.perform_effect(effect, &item);
            }
            if let Some(mana) = ab.tap_mana() {
                self.land_tapped_for_mana(player, source, mana);
            }
        } else {
            self.stack.push(item);
        }
    }

    /// `player` paid `mana` to cast a spell: the mana they spent to cast spells this turn
    /// grows by it, and the log says so, which "whenever you expend N" abilities hear
    /// (700.14).
    #[rule("700.14")]
    fn spent_on_spell(&mut self, player: PlayerId, mana: &ManaCost) {
        let spent = mana.mana_value();
        if spent == 0 {
            return;
        }
        let turn = self.turn.number;
        let p = &mut self.players[player.0];
        let before = if p.spent_on_spells.0 == turn {
            p.spent_on_spells.1
        } else {
            0
        };
        let after = before + spent;
        p.spent_on_spells = (turn, after);
        self.emit(cite!("700.14"), EventKind::SpentOnSpell { player, before, after });
        self.expend_triggers(player, before, after);
    }

    /// Pays the life announced for Phyrexian mana symbols, 2 for each (107.4f): paying life
    /// is losing it (119.4).
    fn pay_phyrexian_life(&mut self, player: PlayerId, life: u32) {
        if life > 0 {
            self.lose_life(player, life, cite!("107.4f"));
        }
    }

    /// Whether `id` is a creature that has not been under its controller's control since
    /// their most recent turn began and lacks haste, so that it can't pay {T} (302.6).
    #[inline(always)]
    pub(crate) fn summoning_sickness_stops_tapping(&self, id: ObjectId) -> bool {
        self.obj(id).summoning_sick && self.is_creature(id) && !self.has(id, KeywordAbility::Haste)
    }
}

/// Whether the least cost to cast `card` is its mana cost while no effect changes costs or
/// gives abilities: it has no additional cost (kicker is one only when chosen), no flashback
/// (cast from a graveyard for another cost), no convoke and no "costs less for each".
pub(crate) fn plain_cost(card: &crate::cards::CardDef) -> bool {
    card.additional.is_empty()
        && card.flashback.is_none()
        && card.costs_less_for_each.is_none()
        && !card
            .printed
            .abilities
            .keywords
            .contains(crate::generated::keyword_abilities::KeywordAbility::Convoke)
}
