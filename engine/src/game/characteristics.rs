//! Characteristics after continuous effects (CR 613): what the rules see of an object.
//!
//! The engine's effects so far touch only layer 7 (power and toughness), so the printed
//! characteristics hold for every other layer.

use crate::cards::{CardDef, CardTypes};
use crate::game::{Game, ObjectId};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::rule;

impl Game {
    /// The definition whose characteristics `id` has.
    pub fn card(&self, id: ObjectId) -> &CardDef {
        self.pool.get(self.obj(id).card)
    }

    /// Its name (201).
    pub fn name(&self, id: ObjectId) -> &str {
        &self.card(id).name
    }

    /// Whether it has all of `types` (205.2).
    pub fn is(&self, id: ObjectId, types: CardTypes) -> bool {
        self.card(id).types.contains(types)
    }

    /// Whether it is a creature (302).
    pub fn is_creature(&self, id: ObjectId) -> bool {
        self.is(id, CardTypes::CREATURE)
    }

    /// Whether it has a keyword ability (702).
    pub fn has(&self, id: ObjectId, kw: KeywordAbility) -> bool {
        self.card(id).keywords.contains(kw)
    }

    /// Power and toughness after layer 7 (613.4): printed values (7a, 7b have no effects
    /// yet), then counters and "until end of turn" modifications in 7c.
    #[rule("613.4c", "122.1a")]
    pub fn power_toughness(&self, id: ObjectId) -> (i32, i32) {
        let object = self.obj(id);
        let card = self.pool.get(object.card);
        let counters = object.counters.plus_one as i32 - object.counters.minus_one as i32;
        (
            card.power + counters + object.until_end_of_turn.0,
            card.toughness + counters + object.until_end_of_turn.1,
        )
    }

    /// Power (208).
    pub fn power(&self, id: ObjectId) -> i32 {
        self.power_toughness(id).0
    }

    /// Toughness (208).
    pub fn toughness(&self, id: ObjectId) -> i32 {
        self.power_toughness(id).1
    }
}
