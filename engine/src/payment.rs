//! Paying mana costs (CR 601.2g–h, 605.3): which untapped sources can make mana, whether a
//! cost can be paid, which sources to tap, and tapping them.

use crate::action::{Payment, Refusal};
use crate::cards::mana::{ManaCost, ManaPool, ManaType};
use crate::game::{Game, ObjectId, PlayerId};
use crate::generated::rules;
use crate::{cite, rule};

/// The mana a player could pay with now by [`Payment::Auto`], worked out once and shared by
/// every cost checked against the same game: each spell and ability a priority decision
/// offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct ManaAtHand {
    /// The pool plus, by type, the untapped sources that each make one mana of that type.
    counted: [u32; 6],
    /// Whether some source makes more than one mana, or a choice of mana: then whether a
    /// cost can be paid is found by planning the payment, not by counting.
    planned: bool,
    /// At most how much mana: the pool plus each source's mana value.
    pub(crate) most: u32,
}

impl Game {
    /// Whether `id` is an untapped mana source `player` could tap for mana now: a permanent
    /// they control with a {T} mana ability that can be activated (302.6 for creatures);
    /// the mana it makes.
    #[inline]
    pub(crate) fn mana_source(&self, player: PlayerId, id: ObjectId) -> Option<ManaCost> {
        if self.obj(id).tapped || self.controller(id) != player {
            return None;
        }
        let mana = self.tap_mana(id)?;
        if self.summoning_sickness_stops_tapping(id) {
            return None;
        }
        Some(self.with_land_mana_triggers(player, id, mana))
    }

    /// The mana `source` makes for `player` with the triggered mana abilities that add one
    /// more of its type when a land is tapped for mana (605.4a), for a land making one type.
    #[rule("605.4a")]
    fn with_land_mana_triggers(&self, player: PlayerId, source: ObjectId, mana: ManaCost) -> ManaCost {
        if !self.land_mana_triggers_possible || !self.is(source, crate::characteristics::CardTypes::LAND) {
            return mana;
        }
        let Some(t) = single_type(&mana) else {
            return mana;
        };
        let more = self.land_mana_triggers(player);
        if more == 0 {
            return mana;
        }
        cite!("605.4a");
        let mut colored = mana.colored;
        colored[t] = colored[t].saturating_add(u8::try_from(more).unwrap_or(u8::MAX));
        ManaCost { colored, ..mana }
    }

    /// The untapped mana sources `player` could tap for mana, other than `except` (tapped
    /// for a cost of their own: {T}, a waterbend cost), with the mana each makes.
    fn mana_sources<'a>(
        &'a self,
        player: PlayerId,
        except: &'a [ObjectId],
    ) -> impl Iterator<Item = (ObjectId, ManaCost)> + 'a {
        self.battlefield
            .iter()
            .copied()
            .filter(move |id| !except.contains(id))
            .filter_map(move |id| Some((id, self.mana_source(player, id)?)))
    }

    /// The mana `player` could pay with now by [`Payment::Auto`].
    pub(crate) fn mana_at_hand(&self, player: PlayerId) -> ManaAtHand {
        let pool = self.players[player.0].mana;
        let mut at_hand = ManaAtHand {
            counted: pool.amounts,
            // Mana that can't pay generic costs is not counted: payments are planned (106.6).
            planned: pool.for_generic() != pool.total(),
            most: pool.total(),
        };
        for (_, mana) in self.mana_sources(player, &[]) {
            at_hand.most += mana.mana_value();
            match single_type(&mana) {
                Some(t) => at_hand.counted[t] += 1,
                None => at_hand.planned = true,
            }
        }
        at_hand
    }

    /// Whether `payment` can pay `cost` with the mana `at_hand` (what [`Game::mana_at_hand`]
    /// answers now), less that of `except`, which pays a {T} cost of its own: for
    /// [`Payment::Auto`] with sources that each make one mana of one type (basic lands, most
    /// mana creatures), by counting, without planning.
    pub(crate) fn check_payment(
        &self,
        player: PlayerId,
        cost: &ManaCost,
        payment: &Payment,
        except: Option<ObjectId>,
        at_hand: &ManaAtHand,
    ) -> Result<(), Refusal> {
        debug_assert_eq!(*at_hand, self.mana_at_hand(player), "mana at hand is out of date");
        if cost.split[0].is_some() {
            return self.check_split_payment(player, cost, 0, payment, except, at_hand);
        }
        let cost = &self.as_paid(cost);
        if *payment != Payment::Auto {
            return self.plan_payment(player, cost, payment, except.as_slice()).map(|_| ());
        }
        if cost.mana_value() == 0 {
            return Ok(());
        }
        if at_hand.planned {
            return self.plan_payment(player, cost, payment, except.as_slice()).map(|_| ());
        }
        let mut have = at_hand.counted;
        if let Some(t) = except
            .and_then(|id| self.mana_source(player, id))
            .and_then(|m| single_type(&m))
        {
            have[t] -= 1;
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

    /// Whether `cost`, some of whose hybrid and Phyrexian symbols are not announced yet, can
    /// be paid with `life` already announced: if some way to pay those symbols leaves a
    /// mana cost [`Game::check_payment`] accepts and no more life to pay than the player
    /// has (119.4).
    #[rule("601.2h", "119.4")]
    pub(crate) fn check_split_payment(
        &self,
        player: PlayerId,
        cost: &ManaCost,
        life: u32,
        payment: &Payment,
        except: Option<ObjectId>,
        at_hand: &ManaAtHand,
    ) -> Result<(), Refusal> {
        let mut refusal = Refusal::by(&[rules::R601_2H], "the mana cost can't be paid");
        for ways in cost.split_payments() {
            let Some((mana, more_life)) = cost.paying_split(&ways) else {
                continue;
            };
            let life = life + more_life;
            if life > 0 && i64::from(self.players[player.0].life) < i64::from(life) {
                refusal = Refusal::by(&[rules::R119_4], "a player can pay life only up to their life total");
                continue;
            }
            match self.check_payment(player, &mana, payment, except, at_hand) {
                Ok(()) => return Ok(()),
                Err(e) => refusal = e,
            }
        }
        Err(refusal)
    }

    /// Which mana sources other than `except` to tap so that the pool plus their mana pays
    /// `cost` (601.2g), or why it cannot be paid (601.2h: unpayable costs can't be paid).
    #[rule("601.2g", "601.2h")]
    pub(crate) fn plan_payment(
        &self,
        player: PlayerId,
        cost: &ManaCost,
        payment: &Payment,
        except: &[ObjectId],
    ) -> Result<Vec<ObjectId>, Refusal> {
        let cost = &self.as_paid(cost);
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
    /// Returns the types of mana spent, bit `i` for [`ManaType`] `i`.
    pub(crate) fn pay(&mut self, player: PlayerId, cost: &ManaCost, sources: &[ObjectId]) -> u8 {
        for &id in sources {
            if let Some(mana) = self.tap_mana(id) {
                self.tap(id, cite!("605.3a"));
                self.add_mana(player, &mana, cite!("605.3b"));
                self.land_tapped_for_mana(player, id, mana);
            }
        }
        let cost = &self.as_paid(cost);
        let before = self.players[player.0].mana.amounts;
        let paid = self.players[player.0].mana.pay(cost);
        debug_assert!(paid, "payment was planned");
        let after = self.players[player.0].mana.amounts;
        (0..ManaType::ALL.len())
            .filter(|&t| after[t] < before[t])
            .fold(0, |spent, t| spent | 1 << t)
    }

    /// `cost` as it is paid: while a permanent says "Players may spend mana as though it were
    /// mana of any color" (Mycosynth Lattice), any mana pays its colored symbols, so they are
    /// paid as generic ones are; the cost itself is unchanged, and so is the mana spent
    /// (609.4b). (Mana that can't pay generic costs, 106.6, then pays none of it.)
    #[rule("609.4b")]
    fn as_paid(&self, cost: &ManaCost) -> ManaCost {
        if !self.any_color_spending_possible
            || !self.any_permanent_with(|_| true, |card| card.spend_mana_as_though_any_color)
        {
            return *cost;
        }
        cite!("609.4b");
        // Not {C}: colorless mana is no color (107.4c).
        let colors = ManaType::ALL.len() - 1;
        let colored: u8 = cost.colored[..colors].iter().sum();
        let mut paid = *cost;
        paid.colored[..colors].fill(0);
        paid.generic = paid.generic.saturating_add(colored);
        paid
    }
}

/// The type of the one mana `mana` is, if it is one mana of one type.
fn single_type(mana: &ManaCost) -> Option<usize> {
    if mana.generic != 0 || mana.colored.iter().sum::<u8>() != 1 {
        return None;
    }
    mana.colored.iter().position(|&n| n == 1)
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
        let held = &mut pool.not_for_generic[t as usize];
        *held = (*held).saturating_sub(u32::from(cost.colored[t as usize]));
        while need > 0 {
            let Some(i) = available.iter().position(|(_, m)| m.colored[t as usize] > 0) else {
                break;
            };
            chosen.push(available.swap_remove(i));
            need -= 1;
        }
    }
    let mut generic = u32::from(cost.generic).saturating_sub(pool.for_generic());
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
