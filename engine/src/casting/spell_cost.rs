//! What a spell costs (CR 601.2f): its mana cost or an alternative cost (118.9), the
//! additional costs, and the increases and reductions that apply.

use crate::cards::cost::CostsLessForEach;
use crate::cards::mana::ManaCost;
use crate::game::{Game, ObjectId, PlayerId, Zone};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::handlers::keyword_abilities::convoke::{self, TapToPay};
use crate::handlers::keyword_abilities::{delve, escape, miracle, spectacle, surge};
use crate::handlers::keyword_actions::{reveal, waterbend};
use crate::stack::{AlternativeCost, CostsChosen};
use crate::{cite, rule};

impl Game {
    /// The alternative costs `player` may cast `card` for rather than its mana cost, as they
    /// would be asked about (601.2b, 118.9): its evoke cost (702.74a), its dash cost
    /// (702.109a), its surge cost (702.117a), its spectacle cost (702.137a), then none at all
    /// when
    /// a permanent of theirs lets them cast spells from their hand without paying their mana
    /// costs (Omniscience). None for a card cast from a graveyard, whose alternative cost is
    /// its flashback cost.
    #[rule("118.9")]
    pub(crate) fn alternative_costs(&self, player: PlayerId, card: ObjectId) -> impl Iterator<Item = AlternativeCost> {
        // A card being cast face down pays {3}, its one alternative cost (118.9a, 702.37a).
        let in_hand = self.obj(card).zone == Zone::Hand && !self.obj(card).face_down;
        let evoke = in_hand && self.card(card).evoke.is_some();
        let dash = in_hand && self.card(card).dash.is_some();
        let surge = in_hand && surge::may_surge(self, player, card);
        let spectacle = in_hand && spectacle::may_spectacle(self, player, card);
        let free = in_hand && self.free_casting_possible && self.lets_cast_free(player);
        [
            (evoke, AlternativeCost::Evoke),
            (dash, AlternativeCost::Dash),
            (surge, AlternativeCost::Surge),
            (spectacle, AlternativeCost::Spectacle),
            (free, AlternativeCost::WithoutPayingManaCost),
        ]
        .into_iter()
        .filter_map(|(may, alternative)| may.then_some(alternative))
    }

    /// Whether a permanent `player` controls says "You may cast spells from your hand without
    /// paying their mana costs" and has its abilities.
    fn lets_cast_free(&self, player: PlayerId) -> bool {
        self.any_permanent_with(|c| c == player, |card| card.free_spells_from_hand)
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
        let c = self.card(card);
        if c.evoke.is_none()
            && c.dash.is_none()
            && c.surge.is_none()
            && c.spectacle.is_none()
            && !self.free_casting_possible
        {
            // No alternative cost to look at (what `alternative_costs` would say, quicker).
            return fewest(None);
        }
        self.alternative_costs(player, card)
            .map(|alternative| fewest(Some(alternative)))
            .fold(fewest(None), u32::min)
    }

    /// What casting `card` from where it is costs before additional costs: from a graveyard
    /// its flashback cost, an alternative cost (118.9, 702.34a); the `alternative` cost
    /// announced, its evoke cost (702.74a), its dash cost (702.109a), its surge cost
    /// (702.117a), its spectacle cost (702.137a), its madness cost
    /// (702.35b), its escape cost's mana (702.138a), its miracle cost (702.94a) or nothing at
    /// all (118.9); else its mana cost
    /// (601.2f). A card without a printed flashback cost has flashback only as an effect
    /// grants it, whose cost is its mana cost (Recoup). A foretold card in exile costs its
    /// foretell cost (702.143a).
    #[rule("118.9", "702.34a", "702.74a", "702.109a", "702.143a", "702.35b")]
    pub(crate) fn base_cost(&self, card: ObjectId, alternative: Option<AlternativeCost>) -> ManaCost {
        let c = self.card(card);
        match (c.flashback, alternative) {
            (Some(flashback), _) if self.obj(card).zone == Zone::Graveyard => flashback,
            (_, None) if self.is_foretold(card) => {
                cite!("702.143a");
                c.foretell.unwrap_or_default()
            }
            (_, Some(AlternativeCost::Evoke)) => {
                cite!("702.74a");
                c.evoke.unwrap_or_default()
            }
            (_, Some(AlternativeCost::Dash)) => {
                cite!("702.109a");
                c.dash.map(|d| d.cost).unwrap_or_default()
            }
            (_, Some(AlternativeCost::Surge)) => {
                cite!("702.117a");
                c.surge.unwrap_or_default()
            }
            (_, Some(AlternativeCost::Spectacle)) => {
                cite!("702.137a");
                c.spectacle.unwrap_or_default()
            }
            (_, Some(AlternativeCost::Madness)) => {
                cite!("702.35b");
                c.madness.unwrap_or_default()
            }
            (_, Some(AlternativeCost::Escape)) => escape::mana_cost(c.escape.as_ref()),
            (_, Some(AlternativeCost::Miracle)) => miracle::mana_cost(c.miracle),
            (_, Some(AlternativeCost::WithoutPayingManaCost)) => {
                cite!("118.9");
                ManaCost::default()
            }
            (_, Some(AlternativeCost::Bestow)) => {
                cite!("702.103a");
                c.bestow.unwrap_or_default()
            }
            (_, Some(AlternativeCost::FaceDown)) => {
                match self.obj(card).face_down_as {
                    crate::game::FaceDownAs::Disguised => cite!("702.168a"),
                    _ => cite!("702.37a"),
                };
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
    /// costs paid, the splice costs of the cards spliced onto it, the mana of a waterbend
    /// cost, the commander tax, 903.8), then cost increases and reductions (601.2f, 118.9d, 702.33a, 702.47a, 701.67a).
    #[rule("601.2f", "702.33a", "118.9d")]
    pub(crate) fn total_cost(&self, card: ObjectId, player: PlayerId, chosen: CostsChosen) -> ManaCost {
        if chosen.alternative.is_some() {
            // Additional costs, increases and reductions apply to the alternative cost.
            cite!("118.9d");
        }
        let mut cost = self
            .card(card)
            .kicker_paid(chosen.kicked, chosen.times_kicked)
            .fold(self.base_cost(card, chosen.alternative), |total, k| total.plus(k))
            .plus_generic(waterbend::amount(self, card))
            .plus_generic(self.commander_tax(card));
        if let Some(splice) = chosen.splice {
            cost = cost.plus(&splice);
        }
        if let Some(buyback) = self.card(card).buyback.filter(|_| chosen.bought_back) {
            cost = cost.plus(&buyback);
        }
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
            && !self.commander_game
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
        let after_convoke = convoke::least_mana(self, TapToPay::Convoke, (player, card), after_waterbend, &[]);
        let after_improvise = convoke::least_mana(self, TapToPay::Improvise, (player, card), after_convoke, &[]);
        delve::least_mana(self, player, card, after_improvise)
    }

    /// `cost` less the spell's own "costs {1} less to cast for each …" (601.2f; after the
    /// increases, as reductions are, and to no less than zero generic mana). The creatures
    /// `player` attacked with this turn count as they were declared, whether or not they are
    /// creatures, or still on the battlefield, now (608.2i).
    /// Affinity makes it cost {1} less for each permanent it describes that `player`
    /// controls (702.41a); undaunted for each opponent they have (702.125a), of those still
    /// in the game (702.125b).
    #[rule("608.2i", "702.125a", "702.125b")]
    fn reduced_by_itself(&self, card: ObjectId, player: PlayerId, cost: ManaCost) -> ManaCost {
        let cost = match &self.card(card).affinity {
            Some(filter) => {
                cite!("702.41a");
                cost.less_generic(self.matching(filter, card, player).count())
            }
            None => cost,
        };
        let cost = if self
            .card(card)
            .printed
            .abilities
            .keywords
            .contains(KeywordAbility::Undaunted)
        {
            cite!("702.125a");
            cite!("702.125b");
            cost.less_generic(self.opponents(player).count())
        } else {
            cost
        };
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
}

/// Whether the least cost to cast `card` is its mana cost while no effect changes costs or
/// gives abilities: it has no additional cost (kicker is one only when chosen), no flashback
/// (cast from a graveyard for another cost), no foretell (cast from exile for another
/// cost), no convoke, improvise, delve, affinity, undaunted or "costs less for each".
pub(crate) fn plain_cost(card: &crate::cards::CardDef) -> bool {
    card.additional.is_empty()
        && card.flashback.is_none()
        && card.foretell.is_none()
        && card.costs_less_for_each.is_none()
        && card.affinity.is_none()
        && ![
            KeywordAbility::Convoke,
            KeywordAbility::Improvise,
            KeywordAbility::Delve,
            KeywordAbility::Undaunted,
        ]
        .into_iter()
        .any(|k| card.printed.abilities.keywords.contains(k))
}
