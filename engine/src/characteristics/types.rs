//! Card types (CR 205.2) and supertypes (CR 205.4).

use crate::rule;

/// Card types (205.2a), as bits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CardTypes(u16);

impl CardTypes {
    /// Artifact (301).
    pub const ARTIFACT: CardTypes = CardTypes(1);
    /// Battle (310).
    pub const BATTLE: CardTypes = CardTypes(1 << 1);
    /// Conspiracy (905).
    pub const CONSPIRACY: CardTypes = CardTypes(1 << 2);
    /// Creature (302).
    pub const CREATURE: CardTypes = CardTypes(1 << 3);
    /// Dungeon (309).
    pub const DUNGEON: CardTypes = CardTypes(1 << 4);
    /// Enchantment (303).
    pub const ENCHANTMENT: CardTypes = CardTypes(1 << 5);
    /// Instant (304).
    pub const INSTANT: CardTypes = CardTypes(1 << 6);
    /// Kindred (308).
    pub const KINDRED: CardTypes = CardTypes(1 << 7);
    /// Land (305).
    pub const LAND: CardTypes = CardTypes(1 << 8);
    /// Phenomenon (312).
    pub const PHENOMENON: CardTypes = CardTypes(1 << 9);
    /// Plane (311).
    pub const PLANE: CardTypes = CardTypes(1 << 10);
    /// Planeswalker (306).
    pub const PLANESWALKER: CardTypes = CardTypes(1 << 11);
    /// Scheme (314).
    pub const SCHEME: CardTypes = CardTypes(1 << 12);
    /// Sorcery (307).
    pub const SORCERY: CardTypes = CardTypes(1 << 13);
    /// Vanguard (313).
    pub const VANGUARD: CardTypes = CardTypes(1 << 14);

    /// Every card type of 205.2a with the name card files and logs use.
    #[rule("205.2a")]
    pub const NAMES: [(&'static str, CardTypes); 15] = [
        ("artifact", CardTypes::ARTIFACT),
        ("battle", CardTypes::BATTLE),
        ("conspiracy", CardTypes::CONSPIRACY),
        ("creature", CardTypes::CREATURE),
        ("dungeon", CardTypes::DUNGEON),
        ("enchantment", CardTypes::ENCHANTMENT),
        ("instant", CardTypes::INSTANT),
        ("kindred", CardTypes::KINDRED),
        ("land", CardTypes::LAND),
        ("phenomenon", CardTypes::PHENOMENON),
        ("plane", CardTypes::PLANE),
        ("planeswalker", CardTypes::PLANESWALKER),
        ("scheme", CardTypes::SCHEME),
        ("sorcery", CardTypes::SORCERY),
        ("vanguard", CardTypes::VANGUARD),
    ];

    /// No card type.
    pub const NONE: CardTypes = CardTypes(0);

    /// The card type named `name` (`"creature"`), if 205.2a lists it.
    #[rule("205.2a")]
    pub fn from_name(name: &str) -> Option<CardTypes> {
        CardTypes::NAMES.iter().find(|(n, _)| *n == name).map(|&(_, t)| t)
    }

    /// Whether every type of `other` is among these (and `other` has one).
    pub fn contains(self, other: CardTypes) -> bool {
        self.0 & other.0 == other.0 && other.0 != 0
    }

    /// Whether any type of `other` is among these: an object with several types satisfies
    /// criteria for any of them (205.2b).
    #[rule("205.2b")]
    pub fn intersects(self, other: CardTypes) -> bool {
        self.0 & other.0 != 0
    }

    /// These types and `other`'s.
    pub fn with(self, other: CardTypes) -> CardTypes {
        CardTypes(self.0 | other.0)
    }

    /// These types without `other`'s.
    pub fn without(self, other: CardTypes) -> CardTypes {
        CardTypes(self.0 & !other.0)
    }

    /// The types both have.
    pub fn intersection(self, other: CardTypes) -> CardTypes {
        CardTypes(self.0 & other.0)
    }

    /// Whether it has no type.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// How many types it has.
    pub fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// The names of its types, in 205.2a's order.
    pub fn names(self) -> impl Iterator<Item = &'static str> {
        CardTypes::NAMES
            .into_iter()
            .filter(move |&(_, t)| self.contains(t))
            .map(|(n, _)| n)
    }

    /// Whether a card of these types is a permanent card (110.4a): not an instant or sorcery.
    pub fn is_permanent(self) -> bool {
        self.0 != 0 && !self.intersects(CardTypes::INSTANT.with(CardTypes::SORCERY))
    }
}

/// Supertypes (205.4a), as bits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Supertypes(u8);

impl Supertypes {
    /// Basic (205.4c).
    pub const BASIC: Supertypes = Supertypes(1);
    /// Legendary (205.4d, 205.4e).
    pub const LEGENDARY: Supertypes = Supertypes(1 << 1);
    /// Ongoing (205.4h).
    pub const ONGOING: Supertypes = Supertypes(1 << 2);
    /// Snow (205.4g).
    pub const SNOW: Supertypes = Supertypes(1 << 3);
    /// World (205.4f).
    pub const WORLD: Supertypes = Supertypes(1 << 4);

    /// Every supertype of 205.4a with the name card files and logs use.
    #[rule("205.4a")]
    pub const NAMES: [(&'static str, Supertypes); 5] = [
        ("basic", Supertypes::BASIC),
        ("legendary", Supertypes::LEGENDARY),
        ("ongoing", Supertypes::ONGOING),
        ("snow", Supertypes::SNOW),
        ("world", Supertypes::WORLD),
    ];

    /// The supertype named `name` (`"legendary"`), if 205.4a lists it.
    #[rule("205.4a")]
    pub fn from_name(name: &str) -> Option<Supertypes> {
        Supertypes::NAMES.iter().find(|(n, _)| *n == name).map(|&(_, t)| t)
    }

    /// Whether every supertype of `other` is among these.
    pub fn contains(self, other: Supertypes) -> bool {
        self.0 & other.0 == other.0 && other.0 != 0
    }

    /// These supertypes and `other`'s (205.4b: gaining one keeps the others).
    #[rule("205.4b")]
    pub fn with(self, other: Supertypes) -> Supertypes {
        Supertypes(self.0 | other.0)
    }

    /// These supertypes without `other`'s.
    pub fn without(self, other: Supertypes) -> Supertypes {
        Supertypes(self.0 & !other.0)
    }

    /// Whether it shares a supertype with `other`.
    pub fn intersects(self, other: Supertypes) -> bool {
        self.0 & other.0 != 0
    }

    /// Whether it has none.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The names of its supertypes, in 205.4a's order.
    pub fn names(self) -> impl Iterator<Item = &'static str> {
        Supertypes::NAMES
            .into_iter()
            .filter(move |&(_, t)| self.contains(t))
            .map(|(n, _)| n)
    }
}
