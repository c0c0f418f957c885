//! Playing lands (CR 305, 116.2a), casting spells (CR 601), activating abilities (CR 602)
//! and mana abilities (CR 605).
//!
//! Each action is checked completely before anything changes, so an illegal one leaves the
//! game as it was (732.1).

use crate::action::Payment;
use crate::announce::Cost;
use crate::cards::cost::CostAction;
use crate::cards::mana::ManaCost;
use crate::cards::CardTypes;
use crate::event::EventKind;
use crate::game::{Game, ObjectId, PlayerId, Position, Zone};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::handlers::keyword_abilities::convoke::{self, TapToPay};
use crate::handlers::keyword_abilities::delve;
use crate::handlers::keyword_actions::{reveal, waterbend};
use crate::midway::{About, Question};
use crate::payment::ManaAtHand;
use crate::stack::{AlternativeCost, Choices, CostsChosen, GraveyardKeyword, StackItem, StackKind};
use crate::{cite, rule};

pub(crate) use crate::action::Refusal;
use crate::generated::rules;

mod activating;
mod from_graveyard;
mod only_during;
mod permission;
mod spell_cost;

pub use only_during::CastOnly;
pub(crate) use spell_cost::plain_cost;

impl Game {
    /// Whether `player` may act at sorcery speed now: their main phase, the stack empty, and
    /// they have priority (117.1a, 307.1).
    #[rule("117.1a", "307.1")]
    pub fn sorcery_timing(&self, player: PlayerId) -> bool {
        self.is_active(player) && self.turn.step.is_main() && self.stack.is_empty()
    }

    /// Checks that `player` may play `land` now (305.1–305.3): one land a turn each, and one
    /// more for each additional land effects let them play (305.2), the lands they played
    /// this turn compared with those (305.2a), none when they are as many or more (305.2b);
    /// in a game of shared team turns each player on the team plays their own (805.4c).
    #[rule("305.1", "305.2", "305.2a", "305.2b", "305.3", "805.4c")]
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
        let p = &self.players[player.0];
        // One land a turn, and the additional ones effects allow.
        let may_play = 1 + p.additional_land_plays;
        if p.lands_played >= may_play {
            return Err(Refusal::by(
                &[rules::R305_2, rules::R305_2B],
                "you already played as many lands this turn as you may",
            ));
        }
        // More lands may be played than have been: the play is legal (305.2a).
        cite!("305.2a");
        if player != self.turn.active {
            cite!("805.4c");
        }
        Ok(())
    }

    /// An effect lets `player` play an additional land this turn (305.2: Explore).
    #[rule("305.2")]
    pub(crate) fn allow_additional_land(&mut self, player: PlayerId) {
        self.players[player.0].additional_land_plays += 1;
        self.emit(cite!("305.2"), EventKind::AdditionalLandPlay { player });
    }

    /// Plays a land: it goes onto the battlefield from the zone it's in without using the
    /// stack (305.1, 116.2a, 701.18a).
    #[rule("701.18a")]
    pub(crate) fn play_land(&mut self, player: PlayerId, land: ObjectId) {
        self.players[player.0].lands_played += 1;
        if let Some(new) = self.relocate(land, Zone::Battlefield, Position::Top) {
            self.emit(cite!("305.1"), EventKind::PlayedLand { player, land: new });
        }
    }

    /// Checks a spell: a card in the hand that is not a land (601.2a), cast at the right time
    /// (117.1a, 307.1: an instant whenever its caster has priority, 304.1; an artifact,
    /// creature, enchantment, planeswalker or battle, like a sorcery, in a main phase of its
    /// caster's turn with the stack empty, 301.1, 302.1, 303.1, 306.1, 310.1), with the legal
    /// targets it needs (601.2c), and payable (601.2h) with the mana `at_hand` (what
    /// [`Game::mana_at_hand`] answers now).
    #[rule(
        "601.2a", "601.2c", "601.2e", "702.8a", "702.34a", "702.133a", "702.81a", "301.1", "302.1", "303.1", "304.1",
        "306.1", "310.1"
    )]
    pub(crate) fn check_cast(
        &self,
        player: PlayerId,
        card: ObjectId,
        payment: &Payment,
        at_hand: &ManaAtHand,
    ) -> Result<(), Refusal> {
        if self.object(card).is_none() {
            return Err("no such card".into());
        }
        let from_graveyard = self.castable_from_graveyard(card, player);
        let types = self.types(card);
        if from_graveyard.is_none() && !self.castable_from(card, player, types) {
            return Err(Refusal::by(
                &[rules::R601_2A, rules::R601_3],
                "you can cast spells only from your hand, or from where a rule (flashback, 702.34a; jump-start, 702.133a) or an effect allows",
            ));
        }
        if self.split_possible && self.card(card).split.is_some() {
            // The card's halves' characteristics combined are no spell's (709.3).
            return Err(Refusal::by(
                &[rules::R709_3],
                "a split card is cast as one of its halves: choose which (CastHalf)",
            ));
        }
        if types.contains(CardTypes::LAND) {
            return Err(Refusal::by(&[rules::R305_9], "a land is played, not cast"));
        }
        if let Some(rule) = from_graveyard.and_then(GraveyardKeyword::instant_or_sorcery_only) {
            if !types.intersects(CardTypes::INSTANT.with(CardTypes::SORCERY)) {
                return Err(Refusal::by(
                    &[rule],
                    "flashback and jump-start cast only an instant or sorcery spell",
                ));
            }
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
        // Its own text may allow it at fewer times (Mandate of Peace), which no rule or effect
        // overrides (601.3).
        if let Some(only) = self.card(card).cast_only.filter(|only| !only.allows(self.turn.step)) {
            return Err(Refusal::by(&[rules::R601_3], only.reason()));
        }
        // Most spells have no additional cost: checked here for each card offered, it costs a
        // test.
        let additional = &self.card(card).additional;
        if !additional.is_empty() {
            self.check_cost_actions(player, card, additional)?;
        }
        if let Some(keyword) = from_graveyard {
            self.check_cost_actions(player, card, keyword.additional_cost(self.card(card)))?;
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
        // A card being cast bestowed pays its bestow cost, its one alternative cost (702.103a);
        // one cast with escape, its escape cost (702.138a).
        let bestowed = self.obj(card).bestowed;
        let only = from_graveyard
            .and_then(GraveyardKeyword::alternative_cost)
            .or(bestowed.then_some(AlternativeCost::Bestow));
        let with_mana_cost = check(CostsChosen {
            alternative: only,
            ..CostsChosen::default()
        });
        if with_mana_cost.is_ok() || only.is_some() {
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

    /// Casts a spell (601.2a–i): to the stack with what was announced, its total cost (X and
    /// kicker costs included) paid, then it becomes cast. The card itself becomes the spell
    /// (701.5a–b: to cast a card is to take it from its zone, put it on the stack and pay its
    /// costs).
    #[rule("601.2a", "601.2c", "601.2i", "701.5a", "701.5b")]
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
        // Convoke, then improvise, apply to the total cost as it now stands (702.51b,
        // 702.126b).
        let (convoked, cost) = convoke::choose_taps(self, TapToPay::Convoke, (player, card), cost, payment, &tapped);
        if self.stopped_to_ask() {
            return;
        }
        let except: Vec<ObjectId> = tapped.iter().chain(&convoked).copied().collect();
        let (improvised, cost) =
            convoke::choose_taps(self, TapToPay::Improvise, (player, card), cost, payment, &except);
        if self.stopped_to_ask() {
            return;
        }
        let except: Vec<ObjectId> = except.into_iter().chain(improvised.iter().copied()).collect();
        // So does delve (702.66b).
        let (delved, cost) = delve::choose_exiles(self, player, card, cost, payment, &except);
        if self.stopped_to_ask() {
            return;
        }
        let Ok(sources) = self.plan_payment(player, &cost, payment, &except) else {
            return;
        };
        // The proposal was checked (601.2e) before any of this.
        let half = self.obj(card).half;
        let from_hand = self.obj(card).zone == Zone::Hand;
        // How it was turned face down to be cast, if it was (702.37c, 702.168b).
        let face_down_as = self.obj(card).face_down_as;
        self.count_commander_cast(card);
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
        if choices.alternative == Some(AlternativeCost::Bestow) {
            // A bestowed Aura spell as it is put onto the stack (702.103b).
            cite!("702.103b");
            self.retally(spell, |o| o.bestowed = true);
        }
        // Rebound asks where it was cast from (702.88a).
        let rebounds = from_hand && self.pool.get(self.obj(spell).card).rebound.is_some();
        let o = self.obj_mut(spell);
        o.kicked = choices.kicked;
        o.times_kicked = choices.times_kicked;
        o.x = choices.x;
        o.evoked = choices.alternative == Some(AlternativeCost::Evoke);
        o.dashed = choices.alternative == Some(AlternativeCost::Dash);
        if choices.alternative == Some(AlternativeCost::Escape) {
            // Cast with its escape ability: the spell escaped (702.138b).
            cite!("702.138b");
            o.escaped = true;
        }
        o.rebounds = rebounds;
        // Turned face down before it is put on the stack (708.4).
        o.face_down = choices.alternative == Some(AlternativeCost::FaceDown);
        o.face_down_as = face_down_as;
        o.exiled_leaving_stack = choices.from_graveyard.filter(|k| k.exiles());
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
        convoke::tap_to_pay(self, TapToPay::Convoke, &convoked);
        convoke::tap_to_pay(self, TapToPay::Improvise, &improvised);
        delve::exile_to_pay(self, &delved);
        let spent = self.pay(player, &cost, &sources);
        self.obj_mut(spell).mana_spent = spent;
        self.spent_on_spell(player, &cost);
        self.pay_phyrexian_life(player, life);
        let mut additional: Vec<CostAction> = self
            .card(spell)
            .additional
            .iter()
            .map(|part| part.with_x(choices.x))
            .collect();
        if let Some(keyword) = choices.from_graveyard {
            additional.extend_from_slice(keyword.additional_cost(self.card(spell)));
        }
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
        self.count_spell_cast(player);
        if self.has(spell, KeywordAbility::Storm) {
            crate::handlers::keyword_abilities::storm::triggers(self, spell, player);
        }
        if self.has(spell, KeywordAbility::Cascade) {
            crate::handlers::keyword_abilities::cascade::triggers(self, spell, player);
        }
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

    /// Whether `player` may cast `card` now without paying its mana cost, as a resolving
    /// ability instructs (cascade, 702.85a): wherever it is and whatever its type, since the
    /// effect allows it (608.2g), if no effect forbids it (601.3), it is no split card (whose
    /// half would be chosen first, 709.3: not offered), its additional costs can be paid and
    /// it has the modes and legal targets it needs (601.2c).
    pub(crate) fn castable_free_now(&self, player: PlayerId, card: ObjectId) -> bool {
        self.castable_now_for(player, card, AlternativeCost::WithoutPayingManaCost)
    }

    /// Whether `player` could cast `card` now for the alternative cost `alternative`, as a
    /// resolving ability lets them (608.2g): not a land or split card, with its additional
    /// costs payable, an X that "can't cast" effects allow, the legal targets it needs, and
    /// the mana for what it then costs: cast without paying its mana cost, nothing unless an
    /// effect makes it cost more (601.2f: Sphere of Resistance's {1}).
    pub(crate) fn castable_now_for(&self, player: PlayerId, card: ObjectId, alternative: AlternativeCost) -> bool {
        if self.card(card).split.is_some() || self.types(card).contains(CardTypes::LAND) {
            return false;
        }
        let additional = &self.card(card).additional;
        if !additional.is_empty() && self.check_cost_actions(player, card, additional).is_err() {
            return false;
        }
        let Ok(x_parity) = self.castable_x(player, card) else {
            return false;
        };
        let spell = &self.card(card).spell;
        let at_hand = self.mana_at_hand(player);
        let chosen = CostsChosen {
            alternative: Some(alternative),
            ..CostsChosen::default()
        };
        let cost = Cost {
            mana: self.least_mana_to_cast(card, player, chosen),
            payment: &Payment::Auto,
            tapping: None,
            at_hand: &at_hand,
            x_parity,
        };
        self.check_announceable(spell, card, player, Some(&cost), rules::R601_2C)
            .is_ok()
    }

    /// `player` may cast `card` for `alternative` as a resolving ability lets them (madness,
    /// 702.35a; miracle, 702.94a): if they can cast it now, they are asked whether to, and if
    /// they do they begin casting it ([`Game::cast_while_resolving`]). Whether they began.
    pub(crate) fn may_cast_while_resolving(
        &mut self,
        player: PlayerId,
        card: ObjectId,
        alternative: AlternativeCost,
    ) -> bool {
        let cast = self.castable_now_for(player, card, alternative)
            && self.ask(Question {
                player,
                about: About::May { source: card },
            }) == 0;
        if self.stopped_to_ask() || !cast {
            return false;
        }
        self.cast_while_resolving(player, card, alternative);
        true
    }

    /// `player` begins casting `card` without paying its mana cost, as a resolving ability
    /// instructs ([`Game::cast_while_resolving`]).
    pub(crate) fn cast_free(&mut self, player: PlayerId, card: ObjectId) {
        self.cast_while_resolving(player, card, AlternativeCost::WithoutPayingManaCost);
    }

    /// `player` begins casting `card` for the alternative cost `alternative`, as a resolving
    /// ability instructs: what it needs announced is asked next, before any player receives
    /// priority (608.2g), then it is cast (601.2i).
    #[rule("608.2g")]
    pub(crate) fn cast_while_resolving(&mut self, player: PlayerId, card: ObjectId, alternative: AlternativeCost) {
        let what = crate::announce::Announced::Spell {
            card,
            payment: Payment::Auto,
        };
        self.begin_announcing_for(player, what, Some(alternative));
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
}
