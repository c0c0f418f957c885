//! Decks (CR 100.2a): lists of card names and counts in TOML, resolved against a pool.

use serde::Deserialize;
use toml::Spanned;

use crate::cards::{identity, CardIdx, CardPool};
use crate::characteristics::{ColorSet, Supertypes};
use crate::{cite, rule, Error};

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
    let commanders: Vec<CardIdx> = raw.commander.iter().map(find).collect::<Result<_, _>>()?;
    if let Some(first) = raw.commander.first() {
        check_commander_deck(pool, &raw, &commanders, cards.len())
            .map_err(|(span, message, help)| at(span.unwrap_or(first.span().start), message, help))?;
    }
    Ok(Deck { commanders, cards })
}

/// Checks a Commander deck's construction (903.5): its commanders may be commanders (903.3);
/// with them it holds exactly 100 cards (903.5a); no two of its cards but basic lands share
/// a name (903.5b); and each card fits its commanders' color identity (903.5c–d). The first
/// problem found, with the offset of the entry at fault (none for the count).
fn check_commander_deck(
    pool: &CardPool,
    raw: &RawDeck,
    commanders: &[CardIdx],
    cards: usize,
) -> Result<(), DeckProblem> {
    for (name, &card) in raw.commander.iter().zip(commanders) {
        if !identity::may_be_commander(pool, card) {
            return Err((
                Some(name.span().start),
                format!(
                    "`{}` can't be a commander: it isn't a legendary creature or Vehicle (903.3), nor says it can be your commander (903.3a)",
                    name.get_ref()
                ),
                "name a legendary creature card as the commander",
            ));
        }
    }
    check_deck_size(cards + commanders.len())?;
    let colors = commanders.iter().fold(ColorSet::COLORLESS, |set, &c| {
        set.with(identity::color_identity(pool, c))
    });
    let mut seen = std::collections::BTreeSet::new();
    for entry in &raw.cards {
        let name = entry.name.get_ref();
        let card = pool.find(name).expect("found while reading the deck");
        check_singleton(pool, entry, card, &mut seen)?;
        if let Err(why) = identity::may_include(pool, colors, card) {
            return Err((
                Some(entry.name.span().start),
                format!("`{name}` can't be in this Commander deck: {why}"),
                "take it out, or choose a commander whose color identity covers it",
            ));
        }
    }
    Ok(())
}

/// A Commander deck's problem: the offset of the entry at fault (none for the count), what
/// is wrong, and what to do.
type DeckProblem = (Option<usize>, String, &'static str);

/// A Commander deck holds exactly 100 cards, its commanders included (903.5a).
#[rule("903.5a")]
fn check_deck_size(total: usize) -> Result<(), DeckProblem> {
    if total == 100 {
        return Ok(());
    }
    Err((
        None,
        format!(
            "a Commander deck holds exactly 100 cards with its commander; this one holds {total} ({})",
            cite!("903.5a")
        ),
        "add or remove cards until the counts and the commanders make 100",
    ))
}

/// Other than basic lands, each card of a Commander deck has a different English name
/// (903.5b): `entry`, of `card`, is neither counted twice nor a name already `seen`.
#[rule("903.5b")]
fn check_singleton<'a>(
    pool: &CardPool,
    entry: &'a RawEntry,
    card: CardIdx,
    seen: &mut std::collections::BTreeSet<&'a str>,
) -> Result<(), DeckProblem> {
    let name = entry.name.get_ref();
    let basic_land = pool.get(card).printed.supertypes.contains(Supertypes::BASIC);
    if basic_land || (entry.count <= 1 && seen.insert(name.as_str())) {
        return Ok(());
    }
    Err((
        Some(entry.name.span().start),
        format!(
            "`{name}` is in the deck more than once; only basic lands may be ({})",
            cite!("903.5b")
        ),
        "keep one of it",
    ))
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
