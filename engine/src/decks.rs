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
    cards: Vec<RawEntry>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawEntry {
    name: Spanned<String>,
    count: u32,
}

/// Reads a deck file: `name = "…"` and `[[cards]]` tables with `name` and `count`. Every
/// name must be a card (not a token) of `pool`.
pub fn from_toml(file: &str, text: &str, pool: &CardPool) -> Result<Vec<CardIdx>, Error> {
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
    let mut deck = Vec::new();
    for entry in raw.cards {
        let Some(card) = pool.find(entry.name.get_ref()) else {
            return Err(at(
                entry.name.span().start,
                format!("no card named `{}` in the pool", entry.name.get_ref()),
                "add it to the card file, or check its spelling",
            ));
        };
        deck.extend(std::iter::repeat_n(card, entry.count as usize));
    }
    Ok(deck)
}

/// The decks that ship with the engine, by name: `bears_bolt`, `starter_mix`,
/// `static_effects`, `replacements`, `spells`, `library` and `permanents`.
pub const BUNDLED: [(&str, &str); 7] = [
    ("bears_bolt", include_str!("../decks/bears_bolt.toml")),
    ("starter_mix", include_str!("../decks/starter_mix.toml")),
    ("static_effects", include_str!("../decks/static_effects.toml")),
    ("replacements", include_str!("../decks/replacements.toml")),
    ("spells", include_str!("../decks/spells.toml")),
    ("library", include_str!("../decks/library.toml")),
    ("permanents", include_str!("../decks/permanents.toml")),
];

/// A deck that ships with the engine (`engine/decks/NAME.toml`), from the starter pool.
pub fn bundled(name: &str, pool: &CardPool) -> Result<Vec<CardIdx>, Error> {
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
    from_toml(&format!("engine/decks/{name}.toml"), text, pool)
}

/// The benchmark deck (`engine/decks/bears_bolt.toml`): 12 Forest, 12 Mountain, 18 Grizzly
/// Bears, 18 Lightning Bolt, from the starter pool.
pub fn bears_bolt(pool: &CardPool) -> Result<Vec<CardIdx>, Error> {
    bundled("bears_bolt", pool)
}
