//! The abilities an object has now (113): those printed on the card whose rules text it has,
//! the intrinsic mana abilities of its basic land types (305.6), and with the deploy creatures
//! option a creature's deploy ability (804.2).

use std::sync::OnceLock;

use super::SubtypeSet;
use crate::cards::mana::{ManaCost, ManaType};
use crate::cards::number::Number;
use crate::cards::resolved::Resolved;
use crate::cards::{AbilityCost, AbilityText, ActivatedAbility, CardDef, CardIdx};
use crate::game::{Game, ObjectId, PlayerId};
use crate::generated::subtypes::{self, Subtype};
use crate::rule;

/// The basic land types and the mana their intrinsic ability adds (305.6), in `ManaType`'s
/// order (WUBRG), so that a color indexes its own entry.
pub const BASIC_LAND_TYPES: [(Subtype, ManaType); 5] = [
    (subtypes::PLAINS, ManaType::White),
    (subtypes::ISLAND, ManaType::Blue),
    (subtypes::SWAMP, ManaType::Black),
    (subtypes::MOUNTAIN, ManaType::Red),
    (subtypes::FOREST, ManaType::Green),
];

const _: () = {
    let mut i = 0;
    while i < BASIC_LAND_TYPES.len() {
        assert!(
            BASIC_LAND_TYPES[i].1 as usize == i,
            "BASIC_LAND_TYPES is in ManaType's order"
        );
        i += 1;
    }
};

/// The mana of each basic land type among `subtypes`, in WUBRG order (305.6).
#[rule("305.6")]
pub fn intrinsic_mana(subtypes: &SubtypeSet) -> impl Iterator<Item = ManaCost> + '_ {
    BASIC_LAND_TYPES
        .iter()
        .filter(|(t, _)| subtypes.contains(*t))
        .map(|&(_, m)| ManaCost::one(m))
}

/// The activated abilities of a card with these printed abilities and subtypes, as an object
/// has them while no effect applies to it: the printed ones, then the intrinsic mana abilities
/// of its basic land types (305.6).
pub(crate) fn printed_activated(
    card: CardIdx,
    printed: &[ActivatedAbility],
    subtypes: &SubtypeSet,
) -> Vec<(ActivatedRef, ActivatedAbility)> {
    let own = printed
        .iter()
        .enumerate()
        .map(|(index, a)| (ActivatedRef::Printed { card, index }, a.clone()));
    let intrinsic = BASIC_LAND_TYPES
        .iter()
        .filter(|(t, _)| subtypes.contains(*t))
        .map(|&(_, m)| (ActivatedRef::Intrinsic(m), intrinsic_abilities()[m as usize].clone()));
    own.chain(intrinsic).collect()
}

/// "{T}: Add [mana]" for each basic land type, made once.
fn intrinsic_abilities() -> &'static [ActivatedAbility; 5] {
    static ABILITIES: OnceLock<[ActivatedAbility; 5]> = OnceLock::new();
    ABILITIES.get_or_init(|| {
        BASIC_LAND_TYPES.map(|(_, m)| ActivatedAbility {
            cost: AbilityCost {
                mana: None,
                its_mana_cost: false,
                tap: true,
                actions: Vec::new(),
            },
            text: AbilityText {
                targets: Vec::new(),
                effects: vec![Resolved::AddMana(ManaCost::one(m), Number::Fixed(1))],
                division: None,
                modes: None,
                spliced: Vec::new(),
            },
            is_mana_ability: true,
            zone: crate::game::Zone::Battlefield,
            cycling: false,
            sorcery_speed: false,
            any_player: false,
            exhaust: false,
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
    /// Scavenge with the object's mana cost as its scavenge cost, as an effect gives it
    /// (702.1a-b: Varolz, the Scar-Striped's "Each creature card in your graveyard has
    /// scavenge. The scavenge cost is equal to its mana cost.").
    ScavengeAtManaCost,
    /// The deploy ability each creature has in a game with the deploy creatures option
    /// (804.2): [`crate::deploy_creatures::ability`].
    Deploy,
    /// The `index`th activated ability printed on `card`, as an effect gave it to another
    /// object (613.1f: Quicksilver Elemental's "gains all activated abilities of target
    /// creature"). Each grant is an ability of its own: abilities gained together are
    /// linked to one another and to nothing else (607.5).
    Granted {
        /// The card the ability is printed on.
        card: CardIdx,
        /// Its position among that card's activated abilities.
        index: usize,
        /// The grant: a number no other grant has.
        grant: u32,
    },
}

impl ActivatedRef {
    /// The same ability as a grant `grant` gives it to another object (613.1f): one printed
    /// on a card, or granted from one, is that card's; an intrinsic mana ability stays one.
    pub fn granted(self, grant: u32) -> ActivatedRef {
        match self {
            ActivatedRef::Printed { card, index } | ActivatedRef::Granted { card, index, .. } => {
                ActivatedRef::Granted { card, index, grant }
            }
            ActivatedRef::Intrinsic(m) => ActivatedRef::Intrinsic(m),
            ActivatedRef::ScavengeAtManaCost => ActivatedRef::ScavengeAtManaCost,
            ActivatedRef::Deploy => ActivatedRef::Deploy,
        }
    }
}

impl Game {
    /// The card whose printed abilities the object has now: its own, or none once an effect
    /// removed them (613.1f).
    pub fn ability_source(&self, id: ObjectId) -> Option<CardIdx> {
        match self.computed(id) {
            Some(c) => c.chars.abilities.printed,
            None => Some(self.face(id)),
        }
    }

    /// The permanents whose controller `whose` accepts and which have now a printed ability
    /// `ability` finds on their card ("You may cast spells from your hand without paying
    /// their mana costs"), in battlefield order.
    pub(crate) fn permanents_with<'a>(
        &'a self,
        whose: impl Fn(PlayerId) -> bool + 'a,
        ability: impl Fn(&CardDef) -> bool + 'a,
    ) -> impl Iterator<Item = ObjectId> + 'a {
        self.battlefield.iter().copied().filter(move |&id| {
            whose(self.controller(id)) && self.ability_source(id).is_some_and(|c| ability(self.pool.get(c)))
        })
    }

    /// Whether any permanent is among [`Game::permanents_with`]'s.
    pub(crate) fn any_permanent_with(
        &self,
        whose: impl Fn(PlayerId) -> bool,
        ability: impl Fn(&CardDef) -> bool,
    ) -> bool {
        self.permanents_with(whose, ability).next().is_some()
    }

    /// Its activated abilities, in order: those printed, then the intrinsic mana abilities of
    /// its basic land types (305.6; a land whose subtype an effect sets has the new types'
    /// abilities instead of its own, 305.7), then those effects gave it (613.1f), in the
    /// order they did. With no effect applying, the list its card worked out at load.
    #[inline(always)]
    pub fn activated_abilities(&self, id: ObjectId) -> ActivatedAbilities<'_> {
        let refs = match self.computed(id) {
            None => Refs::Unaffected(self.pool.get(self.face(id)).activated.iter()),
            Some(_) => Refs::AfterEffects(self.abilities_after_effects(id)),
        };
        let deploy = self.deploy_creatures && crate::deploy_creatures::has_it(self, id);
        ActivatedAbilities {
            game: self,
            refs,
            deploy,
        }
    }

    /// [`Game::activated_abilities`] of an object effects apply to, from its characteristics
    /// after them, worked out as they are read.
    #[rule("305.7")]
    fn abilities_after_effects(&self, id: ObjectId) -> AfterEffects<'_> {
        let card = self.ability_source(id);
        AfterEffects {
            card,
            printed: 0..card.map_or(0, |c| self.pool.get(c).abilities.len()),
            subtypes: self.subtypes(id),
            basic: BASIC_LAND_TYPES.iter(),
            granted: self.computed(id).map_or(&[][..], |c| &c.granted).iter(),
        }
    }

    /// Its `index`th activated ability (as [`Game::activated_abilities`] lists them).
    #[inline]
    pub fn activated_ability(&self, id: ObjectId, index: usize) -> Option<(ActivatedRef, &ActivatedAbility)> {
        if self.deploy_creatures {
            return self.activated_abilities(id).nth(index);
        }
        if self.computed(id).is_none() {
            return self.pool.get(self.face(id)).activated.get(index).map(|(r, a)| (*r, a));
        }
        let r = self.abilities_after_effects(id).nth(index)?;
        Some((r, self.activated(r)))
    }

    /// The activated ability `r` refers to.
    pub fn activated(&self, r: ActivatedRef) -> &ActivatedAbility {
        match r {
            ActivatedRef::Printed { card, index } | ActivatedRef::Granted { card, index, .. } => {
                &self.pool.get(card).abilities[index]
            }
            // BASIC_LAND_TYPES lists the colors in ManaType's order (WUBRG).
            ActivatedRef::Intrinsic(m) => &intrinsic_abilities()[m as usize],
            ActivatedRef::ScavengeAtManaCost => crate::handlers::keyword_abilities::scavenge::at_mana_cost(),
            ActivatedRef::Deploy => crate::deploy_creatures::ability(),
        }
    }

    /// The mana its first "{T}: Add …" ability makes, the one payments activate (605): known
    /// from the card when no effect applies, worked out from its abilities otherwise.
    #[inline]
    pub fn tap_mana(&self, id: ObjectId) -> Option<ManaCost> {
        if self.computed(id).is_none() {
            return self.pool.get(self.face(id)).tap_mana;
        }
        self.tap_mana_after_effects(id)
    }

    /// [`Game::tap_mana`] of an object effects apply to: its first "{T}: Add …" as
    /// [`Game::activated_abilities`] orders them (printed, then the intrinsic ability of its
    /// first basic land type after effects, 305.7, then gained ones).
    #[inline(never)]
    fn tap_mana_after_effects(&self, id: ObjectId) -> Option<ManaCost> {
        self.activated_abilities(id).find_map(|(_, a)| a.tap_mana())
    }
}

/// An object's activated abilities, with the reference to each (see
/// [`Game::activated_abilities`]).
pub struct ActivatedAbilities<'g> {
    game: &'g Game,
    refs: Refs<'g>,
    /// Whether the deploy ability (804.2) is still to come, after the others.
    deploy: bool,
}

/// Where the references come from: the card's list, or one worked out after effects.
enum Refs<'g> {
    Unaffected(std::slice::Iter<'g, (ActivatedRef, ActivatedAbility)>),
    AfterEffects(AfterEffects<'g>),
}

/// The references to the activated abilities of an object effects apply to: the printed
/// ones of the card whose abilities it has, then the intrinsic ones of its basic land types,
/// then those effects gave it.
struct AfterEffects<'g> {
    card: Option<CardIdx>,
    printed: std::ops::Range<usize>,
    subtypes: &'g SubtypeSet,
    basic: std::slice::Iter<'static, (Subtype, ManaType)>,
    granted: std::slice::Iter<'g, ActivatedRef>,
}

impl Iterator for AfterEffects<'_> {
    type Item = ActivatedRef;

    fn next(&mut self) -> Option<ActivatedRef> {
        if let (Some(card), Some(index)) = (self.card, self.printed.next()) {
            return Some(ActivatedRef::Printed { card, index });
        }
        let subtypes = self.subtypes;
        self.basic
            .find(|(t, _)| subtypes.contains(*t))
            .map(|&(_, m)| ActivatedRef::Intrinsic(m))
            .or_else(|| self.granted.next().copied())
    }
}

impl<'g> Iterator for ActivatedAbilities<'g> {
    type Item = (ActivatedRef, &'g ActivatedAbility);

    #[inline]
    fn next(&mut self) -> Option<Self::Item> {
        let next = match &mut self.refs {
            Refs::Unaffected(abilities) => abilities.next().map(|(r, a)| (*r, a)),
            Refs::AfterEffects(refs) => refs.next().map(|r| (r, self.game.activated(r))),
        };
        if next.is_none() && self.deploy {
            self.deploy = false;
            return Some((ActivatedRef::Deploy, crate::deploy_creatures::ability()));
        }
        next
    }
}
