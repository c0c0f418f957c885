//! Playing lands (CR 305, 116.2a), casting spells (CR 601), activating abilities (CR 602)
//! and mana abilities (CR 605).
//!
//! Each action is checked completely before anything changes, so an illegal one leaves the
//! game as it was (732.1).

use crate::action::Payment;
use crate::announce::Cost;
use crate::cards::mana::{ManaCost, ManaPool, ManaType};
use crate::cards::{ActivatedAbility, CardTypes};
use crate::event::EventKind;
use crate::game::{Game, ObjectId, PlayerId, Position, Zone};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::stack::{Choices, StackItem, StackKind};
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
    /// (117.1a, 307.1), with the legal targets it needs (601.2c), and payable (601.2h).
    #[rule("601.2a", "601.2c", "601.2e", "702.8a")]
    pub(crate) fn check_cast(&self, player: PlayerId, card: ObjectId, payment: &Payment) -> Result<(), Refusal> {
        if !self.is_in_hand(card, player) {
            return Err(Refusal::by(
                &[rules::R601_2A],
                "you can cast only spells from your hand",
            ));
        }
        let types = self.types(card);
        if types.contains(CardTypes::LAND) {
            return Err(Refusal::by(&[rules::R305_9], "a land is played, not cast"));
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
        let cost = Cost {
            mana: self.mana_cost(card).unwrap_or_default(),
            payment,
            tapping: None,
        };
        self.check_announceable(&self.card(card).spell, card, player, Some(&cost), rules::R601_2C)
    }

    /// Casts a spell (601.2a–i): to the stack with what was announced, its total cost (X
    /// included) paid, then it becomes cast.
    #[rule("601.2a", "601.2c", "601.2i")]
    pub(crate) fn cast(&mut self, player: PlayerId, card: ObjectId, choices: Choices, payment: &Payment) {
        let cost = self.mana_cost(card).unwrap_or_default().with_x(choices.x);
        let Ok(sources) = self.plan_payment(player, &cost, payment, None) else {
            return;
        };
        // The proposal was checked (601.2e) before any of this.
        let Some(spell) = self.relocate(card, Zone::Stack, Position::Top) else {
            return;
        };
        self.stack.push(StackItem {
            object: Some(spell),
            source: spell,
            kind: StackKind::Spell,
            controller: player,
            choices: choices.clone(),
        });
        self.pay(player, &cost, &sources);
        self.emit(cite!("601.2i"), EventKind::Cast { player, spell, choices });
    }

    /// Checks an activated ability: its source on the battlefield under the player's
    /// control (602.2), a tap cost payable (302.6, 702.10c), the legal targets it needs
    /// (602.2b), and mana.
    #[rule("602.2", "602.2b", "302.6", "702.10c", "602.5a")]
    pub(crate) fn check_activate(
        &self,
        player: PlayerId,
        source: ObjectId,
        ability: usize,
        payment: &Payment,
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
        let cost = Cost {
            mana: ab.cost.mana.unwrap_or_default(),
            payment,
            tapping: ab.cost.tap.then_some(source),
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
        let cost = ab.cost.mana.unwrap_or_default().with_x(choices.x);
        let Ok(sources) = self.plan_payment(player, &cost, payment, ab.cost.tap.then_some(source)) else {
            return;
        };
        // The activation cost: mana and {T}, both paid (602.1a, 602.2).
        if ab.cost.tap {
            self.tap(source, cite!("602.2"));
        }
        self.pay(player, &cost, &sources);
        let item = StackItem {
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
                choices,
            },
        );
        if ab.is_mana_ability {
            for effect in &ab.text.effects {
                self.perform_effect(effect, &item);
            }
        } else {
            self.stack.push(item);
        }
    }

    /// The untapped mana sources `player` could tap for mana, other than `except` (which
    /// pays a {T} cost of its own): permanents with a {T} mana ability that can be
    /// activated (302.6 for creatures).
    fn mana_sources(
        &self,
        player: PlayerId,
        except: Option<ObjectId>,
    ) -> impl Iterator<Item = (ObjectId, ManaCost)> + '_ {
        self.battlefield.iter().copied().filter_map(move |id| {
            if self.obj(id).tapped || Some(id) == except || self.controller(id) != player {
                return None;
            }
            let mana = self.tap_mana(id)?;
            (!self.summoning_sickness_stops_tapping(id)).then_some((id, mana))
        })
    }

    /// Whether `player` could pay the {T} cost of an ability of the untapped permanent `id`
    /// now: they control it, and a creature has been theirs since their turn began (302.6).
    #[inline]
    pub(crate) fn can_pay_tap_cost(&self, player: PlayerId, id: ObjectId) -> bool {
        self.controller(id) == player && !self.summoning_sickness_stops_tapping(id)
    }

    /// Whether `id` is a creature that has not been under its controller's control since
    /// their most recent turn began and lacks haste, so that it can't pay {T} (302.6).
    #[inline]
    fn summoning_sickness_stops_tapping(&self, id: ObjectId) -> bool {
        self.obj(id).summoning_sick && self.is_creature(id) && !self.has(id, KeywordAbility::Haste)
    }

    /// At most how much mana `player` could pay with now: the pool plus each untapped mana
    /// source's mana. A cheap bound that rules out most unaffordable spells before a real
    /// check.
    pub(crate) fn mana_upper_bound(&self, player: PlayerId) -> u32 {
        let sources: u32 = self.mana_sources(player, None).map(|(_, m)| m.mana_value()).sum();
        self.players[player.0].mana.total() + sources
    }

    /// Whether `payment` can pay `cost`: for [`Payment::Auto`] with sources that each make one
    /// mana of one type (basic lands, most mana creatures), by counting, without planning.
    pub(crate) fn check_payment(
        &self,
        player: PlayerId,
        cost: &ManaCost,
        payment: &Payment,
        except: Option<ObjectId>,
    ) -> Result<(), Refusal> {
        if *payment != Payment::Auto {
            return self.plan_payment(player, cost, payment, except).map(|_| ());
        }
        if cost.mana_value() == 0 {
            return Ok(());
        }
        let mut have = self.players[player.0].mana.amounts;
        for (_, mana) in self.mana_sources(player, except) {
            let single = mana.generic == 0 && mana.colored.iter().sum::<u8>() == 1;
            if !single {
                return self.plan_payment(player, cost, payment, except).map(|_| ());
            }
            if let Some(t) = mana.colored.iter().position(|&n| n == 1) {
                have[t] += 1;
            }
        }
        let mut spare = 0;
        for (h, &need) in have.iter().zip(&cost.colored) {
            let need = u32::from(need);
            if *h < need {
                return Err(Refusal::by(&[rules::R601_2H], "the mana cost can't be paid"));
            }
            spare += h - need;
        }
        if spare < u32::from(cost.generic) {
            return Err(Refusal::by(&[rules::R601_2H], "the mana cost can't be paid"));
        }
        Ok(())
    }

    /// Which mana sources to tap so that the pool plus their mana pays `cost` (601.2g), or
    /// why it cannot be paid (601.2h: unpayable costs can't be paid).
    #[rule("601.2g", "601.2h")]
    fn plan_payment(
        &self,
        player: PlayerId,
        cost: &ManaCost,
        payment: &Payment,
        except: Option<ObjectId>,
    ) -> Result<Vec<ObjectId>, Refusal> {
        let mut pool = self.players[player.0].mana;
        let chosen: Vec<(ObjectId, ManaCost)> = match payment {
            Payment::Tap(ids) => {
                let mut out = Vec::new();
                for &id in ids {
                    let source = self
                        .mana_sources(player, except)
                        .find(|(s, _)| *s == id)
                        .ok_or("that permanent can't be tapped for mana now (605)")?;
                    out.push(source);
                }
                out
            }
            Payment::Auto => auto_tap(&pool, cost, self.mana_sources(player, except)),
        };
        for (_, mana) in &chosen {
            add_cost_to_pool(&mut pool, mana);
        }
        if pool.pay(cost) {
            Ok(chosen.into_iter().map(|(id, _)| id).collect())
        } else {
            Err(Refusal::by(&[rules::R601_2H], "the mana cost can't be paid"))
        }
    }

    /// Activates the mana abilities of `sources` (605.3a), then pays `cost` from the pool.
    #[rule("601.2g", "601.2h")]
    fn pay(&mut self, player: PlayerId, cost: &ManaCost, sources: &[ObjectId]) {
        for &id in sources {
            if let Some(mana) = self.tap_mana(id) {
                self.tap(id, cite!("605.3a"));
                self.add_mana(player, &mana, cite!("605.3b"));
            }
        }
        let paid = self.players[player.0].mana.pay(cost);
        debug_assert!(paid, "payment was planned");
    }
}

fn add_cost_to_pool(pool: &mut ManaPool, mana: &ManaCost) {
    for t in ManaType::ALL {
        pool.add(t, u32::from(mana.colored[t as usize]));
    }
    pool.add(ManaType::Colorless, u32::from(mana.generic));
}

/// Picks sources for `cost` beyond what `pool` holds: first for each colored symbol a source
/// of that color, then generic from the colors with the most sources left.
fn auto_tap(
    pool: &ManaPool,
    cost: &ManaCost,
    sources: impl Iterator<Item = (ObjectId, ManaCost)>,
) -> Vec<(ObjectId, ManaCost)> {
    let mut available: Vec<(ObjectId, ManaCost)> = sources.collect();
    let mut pool = *pool;
    let mut chosen = Vec::new();
    for t in ManaType::ALL {
        let mut need = u32::from(cost.colored[t as usize]).saturating_sub(pool.amounts[t as usize]);
        pool.amounts[t as usize] = pool.amounts[t as usize].saturating_sub(u32::from(cost.colored[t as usize]));
        while need > 0 {
            let Some(i) = available.iter().position(|(_, m)| m.colored[t as usize] > 0) else {
                break;
            };
            chosen.push(available.swap_remove(i));
            need -= 1;
        }
    }
    let mut generic = u32::from(cost.generic).saturating_sub(pool.total());
    while generic > 0 && !available.is_empty() {
        let count = |t: usize| {
            available
                .iter()
                .filter(|(_, m)| m.colored[t] > 0 || (t == 5 && m.generic > 0))
                .count()
        };
        let Some(t) = (0..6).max_by_key(|&t| (t == 5 && count(5) > 0, count(t))) else {
            break;
        };
        let i = available
            .iter()
            .position(|(_, m)| m.colored[t] > 0 || (t == 5 && m.generic > 0))
            .unwrap_or(0);
        chosen.push(available.swap_remove(i));
        generic = generic.saturating_sub(1);
    }
    chosen
}
