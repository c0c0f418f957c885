//! The card pool (CR 108): every card definition a game may use, loaded from card files,
//! found by name.

use super::{load, CardDef, CardIdx};

/// Every card a game may use.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CardPool {
    pub(super) cards: Vec<CardDef>,
    /// The face-down characteristics (708.2a), and those with ward {2} (702.168a, 701.58a),
    /// definitions of their own that every pool with cards holds.
    pub(super) face_down: Option<[CardIdx; 2]>,
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

    /// The definition a face-down spell or permanent has the characteristics of (708.2a): a
    /// 2/2 creature with no text, no name, no subtypes and no mana cost; `with_ward`, one with
    /// ward {2} and no other text (disguise's, 702.168a, and cloak's, 701.58a).
    pub fn face_down(&self, with_ward: bool) -> Option<CardIdx> {
        self.face_down.map(|defs| defs[usize::from(with_ward)])
    }

    /// Whether `idx` is one of the face-down definitions.
    pub fn is_face_down(&self, idx: CardIdx) -> bool {
        self.face_down.is_some_and(|defs| defs.contains(&idx))
    }

    /// The card (not token) named `name`.
    pub fn find(&self, name: &str) -> Option<CardIdx> {
        self.find_where(name, false)
    }

    /// The card (`token` false) or token named `name`: not a back face, a flipped half or
    /// the face-down characteristics.
    pub(super) fn find_where(&self, name: &str, token: bool) -> Option<CardIdx> {
        self.cards
            .iter()
            .enumerate()
            .position(|(i, c)| {
                c.key.as_deref().unwrap_or(&c.name) == name
                    && c.is_token == token
                    && c.front.is_none()
                    && !self.is_face_down(CardIdx(i as u16))
            })
            .and_then(|i| u16::try_from(i).ok())
            .map(CardIdx)
    }

    /// The back face of a double-faced card, or the flipped half of a flip card, named
    /// `name`, if there is one: not a card of its own, so [`CardPool::find`] doesn't find it.
    pub fn other_face(&self, name: &str) -> Option<CardIdx> {
        self.cards
            .iter()
            .position(|c| c.name == name && c.front.is_some())
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
