//! The abilities an object has now (113): those printed on the card whose rules text it has,
//! and the intrinsic mana abilities of its basic land types (305.6).

use std::sync::OnceLock;

use super::SubtypeSet;
use crate::cards::effect::Resolved;
use crate::cards::mana::{ManaCost, ManaType};
use crate::cards::{AbilityCost, AbilityText, ActivatedAbility, CardIdx};
use crate::game::{Game, ObjectId};
use crate::generated::subtypes::{self, Subtype};
use crate::rule;

/// The basic land types and the mana their intrinsic ability adds (305.6).
pub const BASIC_LAND_TYPES: [(Subtype, ManaType); 5] = [
    (subtypes::PLAINS, ManaType::White),
    (subtypes::ISLAND, ManaType::Blue),
    (subtypes::SWAMP, ManaType::Black),
    (subtypes::MOUNTAIN, ManaType::Red),
    (subtypes::FOREST, ManaType::Green),
];

/// The mana of each basic land type among `subtypes`, in WUBRG order (305.6).
#[rule("305.6")]
pub fn intrinsic_mana(subtypes: &SubtypeSet) -> impl Iterator<Item = ManaCost> + '_ {
    BASIC_LAND_TYPES
        .iter()
        .filter(|(t, _)| subtypes.contains(*t))
        .map(|&(_, m)| one_mana(m))
}

fn one_mana(m: ManaType) -> ManaCost {
    let mut mana = ManaCost::default();
    mana.colored[m as usize] = 1;
    mana
}

/// "{T}: Add [mana]" for each basic land type, made once.
fn intrinsic_abilities() -> &'static [ActivatedAbility; 5] {
    static ABILITIES: OnceLock<[ActivatedAbility; 5]> = OnceLock::new();
    ABILITIES.get_or_init(|| {
        BASIC_LAND_TYPES.map(|(_, m)| ActivatedAbility {
            cost: AbilityCost { mana: None, tap: true },
            text: AbilityText {
                target: None,
                effects: vec![Resolved::AddMana(one_mana(m))],
            },
            is_mana_ability: true,
            zone: crate::game::Zone::Battlefield,
        })
    })
}

/// Which activated ability of an object.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ActivatedRef {
    /// The `index`th activated ability printed on `card`.
    Printed {
        /// The card the ability is printed on.
        card: CardIdx,
        /// Its position among that card's activated abilities.
        index: usize,
    },
    /// The intrinsic mana ability of a basic land type (305.6).
    Intrinsic(ManaType),
}

impl Game {
    /// The card whose printed abilities the object has now: its own, or none once an effect
    /// removed them (613.1f).
    pub fn ability_source(&self, id: ObjectId) -> Option<CardIdx> {
        match self.computed(id) {
            Some(c) => c.chars.abilities.printed,
            None => Some(self.obj(id).card),
        }
    }

    /// Its activated abilities, in order: those printed, then the intrinsic mana abilities of
    /// its basic land types (305.6; a land whose subtype an effect sets has the new types'
    /// abilities instead of its own, 305.7).
    #[rule("305.7")]
    pub fn activated_abilities(&self, id: ObjectId) -> impl Iterator<Item = (ActivatedRef, &ActivatedAbility)> + '_ {
        let printed = self.ability_source(id).into_iter().flat_map(move |card| {
            self.pool
                .get(card)
                .abilities
                .iter()
                .enumerate()
                .map(move |(index, a)| (ActivatedRef::Printed { card, index }, a))
        });
        let subtypes = self.subtypes(id);
        let intrinsic = BASIC_LAND_TYPES
            .iter()
            .zip(intrinsic_abilities())
            .filter(move |((t, _), _)| subtypes.contains(*t))
            .map(|(&(_, m), a)| (ActivatedRef::Intrinsic(m), a));
        printed.chain(intrinsic)
    }

    /// Its `index`th activated ability (as [`Game::activated_abilities`] lists them).
    pub fn activated_ability(&self, id: ObjectId, index: usize) -> Option<(ActivatedRef, &ActivatedAbility)> {
        self.activated_abilities(id).nth(index)
    }

    /// The activated ability `r` refers to.
    pub fn activated(&self, r: ActivatedRef) -> &ActivatedAbility {
        match r {
            ActivatedRef::Printed { card, index } => &self.pool.get(card).abilities[index],
            ActivatedRef::Intrinsic(m) => {
                let i = BASIC_LAND_TYPES.iter().position(|(_, t)| *t == m).unwrap_or(0);
                &intrinsic_abilities()[i]
            }
        }
    }

    /// The mana its first "{T}: Add …" ability makes, the one payments activate (605): known
    /// from the card when no effect applies, worked out from its abilities otherwise.
    pub fn tap_mana(&self, id: ObjectId) -> Option<ManaCost> {
        if self.computed(id).is_none() {
            return self.card(id).tap_mana;
        }
        self.activated_abilities(id).find_map(|(_, a)| a.tap_mana())
    }
}
