//! Hand code for the generated subtype table (`crate::generated::subtypes`, CR 205.3): names,
//! the card types each kind of subtype goes with (205.3c, 205.3d), and sets of subtypes.

use super::types::CardTypes;
use crate::generated::subtypes::{Subtype, SubtypeKind, SUBTYPES};
use std::sync::OnceLock;

use crate::rule;

impl Subtype {
    /// The subtype named `name` as printed (`"Bear"`, `"Urza’s"`; an ASCII apostrophe is read
    /// as the typographic one), if the CR lists it. A name listed under two kinds
    /// (`Spacecraft`) gives the first; [`Subtype::named_for`] picks by card type.
    pub fn named(name: &str) -> Option<Subtype> {
        let name = name.replace('\'', "’");
        SUBTYPES.iter().position(|(n, _)| *n == name).map(|i| Subtype(i as u16))
    }

    /// The subtype named `name` that goes with one of `types`, if any (205.3c: subtypes are
    /// correlated to the card types they belong to).
    #[rule("205.3c")]
    pub fn named_for(name: &str, types: CardTypes) -> Option<Subtype> {
        let name = name.replace('\'', "’");
        SUBTYPES
            .iter()
            .enumerate()
            .filter(|(_, (n, kind))| *n == name && kind.card_types().intersects(types))
            .map(|(i, _)| Subtype(i as u16))
            .next()
    }

    /// Its name as printed.
    pub fn name(self) -> &'static str {
        SUBTYPES[usize::from(self.0)].0
    }

    /// Its kind.
    pub fn kind(self) -> SubtypeKind {
        SUBTYPES[usize::from(self.0)].1
    }
}

impl SubtypeKind {
    /// Every kind, in the order of 205.3g–205.3q.
    pub const ALL: [SubtypeKind; 9] = [
        SubtypeKind::Artifact,
        SubtypeKind::Enchantment,
        SubtypeKind::Land,
        SubtypeKind::Planeswalker,
        SubtypeKind::Spell,
        SubtypeKind::Creature,
        SubtypeKind::Planar,
        SubtypeKind::Dungeon,
        SubtypeKind::Battle,
    ];

    /// The card types a subtype of this kind goes with (205.3g–205.3q): creature types with
    /// creatures and kindreds, spell types with instants and sorceries.
    pub fn card_types(self) -> CardTypes {
        match self {
            SubtypeKind::Artifact => CardTypes::ARTIFACT,
            SubtypeKind::Enchantment => CardTypes::ENCHANTMENT,
            SubtypeKind::Land => CardTypes::LAND,
            SubtypeKind::Planeswalker => CardTypes::PLANESWALKER,
            SubtypeKind::Spell => CardTypes::INSTANT.with(CardTypes::SORCERY),
            SubtypeKind::Creature => CardTypes::CREATURE.with(CardTypes::KINDRED),
            SubtypeKind::Planar => CardTypes::PLANE,
            SubtypeKind::Dungeon => CardTypes::DUNGEON,
            SubtypeKind::Battle => CardTypes::BATTLE,
        }
    }
}

/// How many 64-bit words a set of every subtype takes.
const WORDS: usize = SUBTYPES.len().div_ceil(64);

/// A set of subtypes, one bit per subtype of the table: copied freely, compared and combined
/// in a few instructions.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SubtypeSet([u64; WORDS]);

impl SubtypeSet {
    /// The empty set.
    pub const EMPTY: SubtypeSet = SubtypeSet([0; WORDS]);

    /// The set of these subtypes.
    pub fn of(subtypes: &[Subtype]) -> SubtypeSet {
        let mut set = SubtypeSet::EMPTY;
        for &s in subtypes {
            set.insert(s);
        }
        set
    }

    /// Every subtype of `kind` (changeling's "every creature type", 702.73a).
    pub fn all_of(kind: SubtypeKind) -> SubtypeSet {
        kind_masks()[kind as usize]
    }

    /// Adds a subtype.
    pub fn insert(&mut self, subtype: Subtype) {
        let i = usize::from(subtype.0);
        self.0[i / 64] |= 1 << (i % 64);
    }

    /// Whether it holds `subtype`.
    pub fn contains(&self, subtype: Subtype) -> bool {
        let i = usize::from(subtype.0);
        self.0[i / 64] & (1 << (i % 64)) != 0
    }

    /// These subtypes and `other`'s.
    pub fn with(mut self, other: &SubtypeSet) -> SubtypeSet {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a |= b;
        }
        self
    }

    /// These subtypes without `other`'s.
    pub fn without(mut self, other: &SubtypeSet) -> SubtypeSet {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a &= !b;
        }
        self
    }

    /// The subtypes both have.
    pub fn intersection(mut self, other: &SubtypeSet) -> SubtypeSet {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a &= b;
        }
        self
    }

    /// Whether they share a subtype.
    pub fn intersects(&self, other: &SubtypeSet) -> bool {
        self.0.iter().zip(other.0).any(|(a, b)| a & b != 0)
    }

    /// These subtypes without those of `kind`.
    pub fn without_kind(self, kind: SubtypeKind) -> SubtypeSet {
        self.without(&SubtypeSet::all_of(kind))
    }

    /// Only the subtypes that go with one of `types`: an object can't have a subtype that
    /// doesn't correspond to one of its card types (205.3d).
    #[rule("205.3d")]
    pub fn for_types(self, types: CardTypes) -> SubtypeSet {
        let allowed = SubtypeKind::ALL
            .into_iter()
            .filter(|k| k.card_types().intersects(types))
            .fold(SubtypeSet::EMPTY, |set, k| set.with(&SubtypeSet::all_of(k)));
        self.intersection(&allowed)
    }

    /// Whether it holds any subtype of `kind`.
    pub fn has_kind(&self, kind: SubtypeKind) -> bool {
        self.intersects(&SubtypeSet::all_of(kind))
    }

    /// Whether it is empty.
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    /// Its subtypes, in the CR's order.
    pub fn iter(&self) -> impl Iterator<Item = Subtype> + '_ {
        self.0.iter().enumerate().flat_map(|(w, &bits)| {
            let mut rest = bits;
            std::iter::from_fn(move || {
                (rest != 0).then(|| {
                    let b = rest.trailing_zeros() as usize;
                    rest &= rest - 1;
                    Subtype((w * 64 + b) as u16)
                })
            })
        })
    }
}

/// The set of every subtype of each kind, by [`SubtypeKind`] order, made once.
fn kind_masks() -> &'static [SubtypeSet; SubtypeKind::ALL.len()] {
    static MASKS: OnceLock<[SubtypeSet; SubtypeKind::ALL.len()]> = OnceLock::new();
    MASKS.get_or_init(|| {
        let mut masks = [SubtypeSet::EMPTY; SubtypeKind::ALL.len()];
        for (i, &(_, kind)) in SUBTYPES.iter().enumerate() {
            masks[kind as usize].insert(Subtype(i as u16));
        }
        masks
    })
}
