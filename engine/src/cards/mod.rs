//! Cards as data (CR 200–208): definitions loaded from TOML files through a typed vocabulary.
//!
//! A card file holds `[[card]]` and `[[token]]` tables; [`CardPool::from_toml`] checks every
//! key, keyword and effect, and reports what it cannot use as an [`Error`](crate::Error)
//! with file, line and column, never by dropping it. The starter pool ships with the engine
//! ([`CardPool::starter`]).

pub mod effect;
mod load;
pub mod mana;

use crate::generated::keyword_abilities::KeywordAbility;
use effect::{Resolved, TargetKind};
use mana::ManaCost;

/// A card's index in its [`CardPool`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CardIdx(pub u16);

/// The card types the engine knows (205.2a), as bits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CardTypes(u8);

impl CardTypes {
    /// Artifact.
    pub const ARTIFACT: CardTypes = CardTypes(1);
    /// Creature.
    pub const CREATURE: CardTypes = CardTypes(1 << 1);
    /// Enchantment.
    pub const ENCHANTMENT: CardTypes = CardTypes(1 << 2);
    /// Instant.
    pub const INSTANT: CardTypes = CardTypes(1 << 3);
    /// Land.
    pub const LAND: CardTypes = CardTypes(1 << 4);
    /// Planeswalker.
    pub const PLANESWALKER: CardTypes = CardTypes(1 << 5);
    /// Sorcery.
    pub const SORCERY: CardTypes = CardTypes(1 << 6);
    /// Battle.
    pub const BATTLE: CardTypes = CardTypes(1 << 7);

    /// Names as card files write them.
    pub const NAMES: [(&'static str, CardTypes); 8] = [
        ("artifact", CardTypes::ARTIFACT),
        ("creature", CardTypes::CREATURE),
        ("enchantment", CardTypes::ENCHANTMENT),
        ("instant", CardTypes::INSTANT),
        ("land", CardTypes::LAND),
        ("planeswalker", CardTypes::PLANESWALKER),
        ("sorcery", CardTypes::SORCERY),
        ("battle", CardTypes::BATTLE),
    ];

    /// Whether every type of `other` is among these.
    pub fn contains(self, other: CardTypes) -> bool {
        self.0 & other.0 == other.0 && other.0 != 0
    }

    /// These types and `other`'s.
    pub fn with(self, other: CardTypes) -> CardTypes {
        CardTypes(self.0 | other.0)
    }

    /// Whether a card of these types is a permanent card (110.4a): not an instant or sorcery.
    pub fn is_permanent(self) -> bool {
        self.0 != 0 && !self.contains(CardTypes::INSTANT) && !self.contains(CardTypes::SORCERY)
    }
}

/// The supertypes the engine knows (205.4a).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Supertypes {
    /// Basic (205.4c).
    pub basic: bool,
    /// Legendary (205.4d).
    pub legendary: bool,
    /// World (205.4f).
    pub world: bool,
}

/// A set of keyword abilities, one bit per variant of the generated [`KeywordAbility`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct KeywordSet([u64; 4]);

impl KeywordSet {
    /// Adds a keyword.
    pub fn insert(&mut self, kw: KeywordAbility) {
        let i = kw as usize;
        self.0[i / 64] |= 1 << (i % 64);
    }

    /// Whether the set holds `kw`.
    pub fn contains(&self, kw: KeywordAbility) -> bool {
        let i = kw as usize;
        self.0[i / 64] & (1 << (i % 64)) != 0
    }

    /// The keywords in the set, in rule order.
    pub fn iter(&self) -> impl Iterator<Item = KeywordAbility> + '_ {
        KeywordAbility::ALL.into_iter().filter(|&kw| self.contains(kw))
    }
}

/// A cost to activate an ability (602.1, 118).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct AbilityCost {
    /// The mana part, if any.
    pub mana: Option<ManaCost>,
    /// Whether `{T}` is part of it (107.5).
    pub tap: bool,
}

/// What a spell does on resolution, or what an activated ability does (113.3).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AbilityText {
    /// Its one target, if it has one.
    pub target: Option<TargetKind>,
    /// Its instructions, in order.
    pub effects: Vec<Resolved>,
}

/// An activated ability (602): a cost, then an effect.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ActivatedAbility {
    /// The cost.
    pub cost: AbilityCost,
    /// The effect.
    pub text: AbilityText,
    /// Whether it is a mana ability (605.1a): no target and it only adds mana.
    pub is_mana_ability: bool,
}

/// A characteristic-defining ability that defines power and toughness (604.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DefinedPt {
    /// "… power and toughness are each equal to the number of cards in your hand."
    CardsInHand,
}

/// What makes a triggered ability trigger (603.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TriggerEvent {
    /// "When [this object] enters" (603.6a).
    Enters,
    /// "When [this object] dies": put into a graveyard from the battlefield (700.4, a
    /// leaves-the-battlefield ability that looks back in time, 603.10a).
    Dies,
}

/// A triggered ability (603): a trigger event, then an effect.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TriggeredAbility {
    /// When it triggers.
    pub when: TriggerEvent,
    /// What it does (no targets yet).
    pub text: AbilityText,
}

/// An event a replacement effect replaces (614.1a).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Replaced {
    /// "If you would lose the game, instead …"
    LosingTheGame,
}

/// A replacement effect of a permanent (614.1a): what happens instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replacement {
    /// The event it replaces, for its controller.
    pub instead_of: Replaced,
    /// What happens instead.
    pub text: AbilityText,
}

/// One card (or token) definition.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardDef {
    /// Its name (201).
    pub name: String,
    /// Its mana cost (202); `None` for a card without one, such as a land.
    pub cost: Option<ManaCost>,
    /// Its card types (205.2).
    pub types: CardTypes,
    /// Its supertypes (205.4).
    pub supertypes: Supertypes,
    /// Its subtypes (205.3), as printed (`Bear`, `Mountain`).
    pub subtypes: Vec<String>,
    /// Printed power (208), for creatures.
    pub power: i32,
    /// Printed toughness (208), for creatures.
    pub toughness: i32,
    /// Power and toughness defined by a characteristic-defining ability (604.3), instead of
    /// printed ones.
    pub defined_pt: Option<DefinedPt>,
    /// Printed loyalty (209), for planeswalkers.
    pub loyalty: u32,
    /// Keyword abilities (702).
    pub keywords: KeywordSet,
    /// What it does when it resolves, for instants and sorceries.
    pub spell: AbilityText,
    /// Its activated abilities, intrinsic mana abilities of basic land types included (305.6).
    pub abilities: Vec<ActivatedAbility>,
    /// Its triggered abilities (keyword triggers such as undying are in `keywords`).
    pub triggers: Vec<TriggeredAbility>,
    /// Its replacement effects, which apply while it is on the battlefield (614).
    pub replacements: Vec<Replacement>,
    /// Its rules text as printed, for people reading a log.
    pub text: String,
    /// Whether it is a token definition (`[[token]]`).
    pub is_token: bool,
    /// The mana its first "{T}: Add …" ability makes, the one payments activate (605).
    pub tap_mana: Option<ManaCost>,
}

impl CardDef {
    /// Whether it has a basic land type (Plains, Island, Swamp, Mountain, Forest; 305.6).
    pub fn has_basic_land_type(&self) -> bool {
        self.subtypes
            .iter()
            .any(|s| BASIC_LAND_TYPES.iter().any(|(t, _)| t == s))
    }
}

/// The basic land types and the mana their intrinsic ability adds (305.6).
pub const BASIC_LAND_TYPES: [(&str, mana::ManaType); 5] = [
    ("Plains", mana::ManaType::White),
    ("Island", mana::ManaType::Blue),
    ("Swamp", mana::ManaType::Black),
    ("Mountain", mana::ManaType::Red),
    ("Forest", mana::ManaType::Green),
];

/// Every card a game may use.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CardPool {
    cards: Vec<CardDef>,
}

impl CardPool {
    /// Loads a pool from the TOML text of a card file; `file` names it in errors.
    pub fn from_toml(file: &str, text: &str) -> Result<CardPool, crate::Error> {
        let mut pool = CardPool::default();
        load::extend(&mut pool, file, text)?;
        Ok(pool)
    }

    /// Adds the definitions of another card file (names must be new); on error the pool is
    /// unchanged.
    pub fn extend_from_toml(&mut self, file: &str, text: &str) -> Result<(), crate::Error> {
        load::extend(self, file, text)
    }

    /// The starter pool that ships with the engine (`engine/cards/starter.toml`).
    pub fn starter() -> CardPool {
        match CardPool::from_toml("engine/cards/starter.toml", include_str!("../../cards/starter.toml")) {
            Ok(pool) => pool,
            // A test loads the starter pool, so this cannot ship broken.
            Err(e) => panic!("the starter pool that ships with the engine does not load: {e}"),
        }
    }

    /// The definition at `idx`.
    pub fn get(&self, idx: CardIdx) -> &CardDef {
        &self.cards[usize::from(idx.0)]
    }

    /// The card (not token) named `name`.
    pub fn find(&self, name: &str) -> Option<CardIdx> {
        self.find_where(name, false)
    }

    fn find_where(&self, name: &str, token: bool) -> Option<CardIdx> {
        self.cards
            .iter()
            .position(|c| c.name == name && c.is_token == token)
            .and_then(|i| u16::try_from(i).ok())
            .map(CardIdx)
    }

    /// Every definition, with its index.
    pub fn iter(&self) -> impl Iterator<Item = (CardIdx, &CardDef)> {
        self.cards.iter().enumerate().map(|(i, c)| (CardIdx(i as u16), c))
    }

    /// How many definitions it holds.
    pub fn len(&self) -> usize {
        self.cards.len()
    }

    /// Whether it holds none.
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }
}
