//! Decks (CR 100.2a): lists of card names and counts in TOML, resolved against a pool.

use serde::Deserialize;
use toml::Spanned;

use crate::cards::{CardIdx, CardPool};
use crate::Error;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawDeck {
    #[allow(dead_code)] // Read for people; the engine only checks that it is a string.
    name: String,
    /// A Commander deck's commanders, beside the deck (903.3).
    #[serde(default)]
    commander: Vec<Spanned<String>>,
    cards: Vec<RawEntry>,
}

/// A deck and the commanders beside it (903.3): none but a Commander deck's, and never among
/// its `cards`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deck {
    /// Its commanders.
    pub commanders: Vec<CardIdx>,
    /// The cards that become the library.
    pub cards: Vec<CardIdx>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawEntry {
    name: Spanned<String>,
    count: u32,
}

/// Reads a deck file's cards: `name = "…"` and `[[cards]]` tables with `name` and `count`.
/// Every name must be a card (not a token) of `pool`. Its commanders, if any, are
/// [`deck_from_toml`]'s.
pub fn from_toml(file: &str, text: &str, pool: &CardPool) -> Result<Vec<CardIdx>, Error> {
    deck_from_toml(file, text, pool).map(|deck| deck.cards)
}

/// Reads a deck file, with `commander = ["…"]` for a Commander deck's commanders.
pub fn deck_from_toml(file: &str, text: &str, pool: &CardPool) -> Result<Deck, Error> {
    let at = |offset: usize, message: String, help: &str| {
        let before = &text[..offset.min(text.len())];
        Error::CardData {
            file: file.to_owned(),
            line: before.matches('\n').count() + 1,
            column: before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1,
            message,
            help: help.to_owned(),
        }
    };
    let raw: RawDeck = toml::from_str(text).map_err(|e| {
        at(
            e.span().map_or(0, |s| s.start),
            e.message().to_owned(),
            "a deck file has name = \"…\" and [[cards]] tables with name and count",
        )
    })?;
    let find = |name: &Spanned<String>| {
        pool.find(name.get_ref()).ok_or_else(|| {
            at(
                name.span().start,
                format!("no card named `{}` in the pool", name.get_ref()),
                "add it to the card file, or check its spelling",
            )
        })
    };
    let mut cards = Vec::new();
    for entry in &raw.cards {
        cards.extend(std::iter::repeat_n(find(&entry.name)?, entry.count as usize));
    }
    let commanders = raw.commander.iter().map(find).collect::<Result<_, _>>()?;
    Ok(Deck { commanders, cards })
}

/// The decks that ship with the engine, by name: `bears_bolt`, `starter_mix`,
/// `static_effects`, `replacements`, `spells`, `library`, `permanents` and
/// `commander_grumgully` (a Commander deck).
pub const BUNDLED: [(&str, &str); 8] = [
    ("bears_bolt", include_str!("../decks/bears_bolt.toml")),
    ("starter_mix", include_str!("../decks/starter_mix.toml")),
    ("static_effects", include_str!("../decks/static_effects.toml")),
    ("replacements", include_str!("../decks/replacements.toml")),
    ("spells", include_str!("../decks/spells.toml")),
    ("library", include_str!("../decks/library.toml")),
    ("permanents", include_str!("../decks/permanents.toml")),
    ("commander_grumgully", include_str!("../decks/commander_grumgully.toml")),
];

/// The cards of a deck that ships with the engine (`engine/decks/NAME.toml`), from the
/// starter pool.
pub fn bundled(name: &str, pool: &CardPool) -> Result<Vec<CardIdx>, Error> {
    bundled_deck(name, pool).map(|deck| deck.cards)
}

/// A deck that ships with the engine, with its commanders.
pub fn bundled_deck(name: &str, pool: &CardPool) -> Result<Deck, Error> {
    let Some((_, text)) = BUNDLED.iter().find(|(n, _)| *n == name) else {
        let names: Vec<&str> = BUNDLED.iter().map(|(n, _)| *n).collect();
        return Err(Error::CardData {
            file: format!("engine/decks/{name}.toml"),
            line: 1,
            column: 1,
            message: format!("no bundled deck `{name}`"),
            help: format!("the bundled decks are {}", names.join(", ")),
        });
    };
    deck_from_toml(&format!("engine/decks/{name}.toml"), text, pool)
}

/// The benchmark deck (`engine/decks/bears_bolt.toml`): 12 Forest, 12 Mountain, 18 Grizzly
/// Bears, 18 Lightning Bolt, from the starter pool.
pub fn bears_bolt(pool: &CardPool) -> Result<Vec<CardIdx>, Error> {
    bundled("bears_bolt", pool)
}
