//! Characteristics after continuous effects (CR 613): what the rules see of an object.
//!
//! The engine's effects so far touch only layer 7 (power and toughness), so the printed
//! characteristics hold for every other layer.

use crate::cards::{CardDef, CardTypes, DefinedPt};
use crate::game::{Game, ObjectId};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::{cite, rule};

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

    /// Power and toughness after layer 7 (613.4): printed values, or those a
    /// characteristic-defining ability defines (7a, 604.3); then counters and "until end of
    /// turn" modifications (7c). (No effect sets or switches them yet: 7b, 7d.) They may be
    /// negative (107.1b).
    #[rule("613.4a", "604.3", "613.4c", "122.1a")]
    pub fn power_toughness(&self, id: ObjectId) -> (i32, i32) {
        let object = self.obj(id);
        let def = self.pool.get(object.card);
        let mut card = (def.power, def.toughness);
        if let Some(DefinedPt::CardsInHand) = def.defined_pt {
            cite!("613.4a");
            cite!("604.3");
            let n = self.players[object.controller.0].hand.len() as i32;
            card = (n, n);
        }
        let counters = object.counters.plus_one as i32 - object.counters.minus_one as i32;
        (
            card.0 + counters + object.until_end_of_turn.0,
            card.1 + counters + object.until_end_of_turn.1,
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
