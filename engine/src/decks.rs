//! Decks (CR 100.2a): lists of card names and counts in TOML, resolved against a pool.

use serde::Deserialize;
use toml::Spanned;

use crate::cards::{identity, CardIdx, CardPool};
use crate::characteristics::{ColorSet, Supertypes};
use crate::generated::subtypes::Subtype;
use crate::handlers::keyword_abilities::partner::Partner;
use crate::{cite, rule, Error};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawDeck {
    #[allow(dead_code)] // Read for people; the engine only checks that it is a string.
    name: String,
    /// A Commander deck's commanders, beside the deck (903.3).
    #[serde(default)]
    commander: Vec<Spanned<String>>,
    /// The rules its construction follows, for a deck with a commander: Commander's by
    /// default.
    format: Option<Spanned<Format>>,
    /// For a Commander Draft deck: whether the draft held Commander Masters boosters
    /// (903.13f).
    commander_masters: Option<Spanned<bool>>,
    cards: Vec<RawEntry>,
}

/// The rules a deck with a commander is built by: `format = "commander"`, `"brawl"` or
/// `"commander_draft"` in its file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Format {
    /// Commander (903.5): 100 cards, a legendary creature or Vehicle as commander.
    Commander,
    /// Brawl (903.12): 60 cards, a legendary planeswalker as commander too, and with a
    /// colorless commander any number of basic lands of one basic land type.
    Brawl,
    /// Commander Draft (903.13f): Commander's rules, but at least 60 cards with no maximum,
    /// any number of cards with the same name, and, with `commander_masters = true` (the
    /// draft held Commander Masters boosters), a card that can be a commander by itself and
    /// whose color identity has one color or none counts as having partner.
    CommanderDraft,
}

/// A deck and the commanders beside it (903.3): none but a Commander deck's, and never among
/// its `cards`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deck {
    /// Its commanders.
    pub commanders: Vec<CardIdx>,
    /// The cards that become the library.
    pub cards: Vec<CardIdx>,
    /// The rules it was built by: `None` for a deck without a commander.
    pub format: Option<Format>,
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

/// Reads a deck file, with `commander = ["…"]` for a Commander deck's commanders and
/// `format = "brawl"` for a Brawl deck's.
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
    let format = match (raw.commander.first(), &raw.format) {
        (None, None) => None,
        (None, Some(format)) => {
            return Err(at(
                format.span().start,
                "a deck with a format names its commander".to_owned(),
                "add commander = [\"…\"], or take the format out",
            ))
        }
        (Some(first), format) => {
            let format = format.as_ref().map_or(Format::Commander, |f| *f.get_ref());
            if let Some(masters) = raw
                .commander_masters
                .as_ref()
                .filter(|_| format != Format::CommanderDraft)
            {
                return Err(at(
                    masters.span().start,
                    "`commander_masters` is for a Commander Draft deck".to_owned(),
                    "take it out, or add format = \"commander_draft\"",
                ));
            }
            check_commander_deck(pool, &raw, &commanders, cards.len(), format)
                .map_err(|(span, message, help)| at(span.unwrap_or(first.span().start), message, help))?;
            Some(format)
        }
    };
    Ok(Deck {
        commanders,
        cards,
        format,
    })
}

/// Checks a Commander or Brawl deck's construction (903.5, 903.12): its commanders may be
/// commanders (903.3, 903.12c); with them it holds exactly 100 cards, or 60 (903.5a,
/// 903.12d); no two of its cards but basic lands share a name (903.5b); and each card fits
/// its commanders' color identity (903.5c–d), but for a Brawl deck's basic lands of one type
/// beside a colorless commander (903.12e). The first problem found, with the offset of the
/// entry at fault (none for the count).
fn check_commander_deck(
    pool: &CardPool,
    raw: &RawDeck,
    commanders: &[CardIdx],
    cards: usize,
    format: Format,
) -> Result<(), DeckProblem> {
    let masters = raw.commander_masters.as_ref().is_some_and(|m| *m.get_ref());
    check_partners(pool, raw, commanders, masters)?;
    for (name, &card) in raw.commander.iter().zip(commanders) {
        check_commander(pool, name, card, format)?;
    }
    if commanders.len() == 2 && format == Format::Commander {
        // Both commanders count toward the deck's 100 cards (702.124b).
        cite!("702.124b");
    }
    check_deck_size(cards + commanders.len(), format)?;
    if commanders.len() == 2 {
        // Its commander's color identity is the two commanders' combined (702.124c).
        cite!("702.124c");
    }
    let colors = commanders.iter().fold(ColorSet::COLORLESS, |set, &c| {
        set.with(identity::color_identity(pool, c))
    });
    let mut seen = std::collections::BTreeSet::new();
    let mut basic_land_type = None;
    for entry in &raw.cards {
        let name = entry.name.get_ref();
        let card = pool.find(name).expect("found while reading the deck");
        if format == Format::CommanderDraft {
            // Any number of cards with the same name (903.13f).
            cite!("903.13f");
        } else {
            check_singleton(pool, entry, card, &mut seen)?;
        }
        if format == Format::Brawl && colors == ColorSet::COLORLESS {
            if let Some(land_type) = identity::basic_land_type(pool, card) {
                check_one_basic_land_type(entry, land_type, &mut basic_land_type)?;
                continue;
            }
        }
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

/// A deck has one commander, or two whose partner abilities let them be its commanders
/// together (702.124a), and never more than two (702.124g). With `masters` (a Commander
/// Draft deck from a draft that held Commander Masters boosters), a card that can be a
/// commander by itself and whose color identity has one color or none counts as having
/// partner (903.13f).
#[rule("702.124g", "903.13f")]
fn check_partners(pool: &CardPool, raw: &RawDeck, commanders: &[CardIdx], masters: bool) -> Result<(), DeckProblem> {
    let at = |i: usize| raw.commander.get(i).map(|name| name.span().start);
    let partner = |card: CardIdx| {
        pool.get(card).partner == Some(Partner::Partner)
            || identity::may_be_commander(pool, card) && identity::color_identity(pool, card).iter().count() <= 1
    };
    match *commanders {
        [] | [_] => Ok(()),
        [a, b] if masters && partner(a) && partner(b) => {
            cite!("903.13f");
            Ok(())
        }
        [a, b] => crate::handlers::keyword_abilities::partner::may_pair(pool, a, b).map_err(|why| {
            (
                at(1),
                format!(
                    "`{}` and `{}` can't both be commanders: {why}",
                    pool.get(a).name,
                    pool.get(b).name
                ),
                "name one commander, or two whose partner abilities pair them",
            )
        }),
        [..] => {
            cite!("702.124g");
            Err((
                at(2),
                format!(
                    "{} commanders: no partner ability lets a deck have more than two (702.124g)",
                    commanders.len()
                ),
                "name one commander, or two whose partner abilities pair them",
            ))
        }
    }
}

/// A Commander deck's problem: the offset of the entry at fault (none for the count), what
/// is wrong, and what to do.
type DeckProblem = (Option<usize>, String, &'static str);

/// The commander `card`, named at `name`, may be one: for a Commander deck a legendary
/// creature or Vehicle card or one that says it can be (903.3, 903.3a); for a Brawl deck a
/// legendary planeswalker card too (903.12c).
fn check_commander(pool: &CardPool, name: &Spanned<String>, card: CardIdx, format: Format) -> Result<(), DeckProblem> {
    let (may, kinds) = match format {
        Format::Commander | Format::CommanderDraft => (
            identity::may_be_commander(pool, card),
            "legendary creature or Vehicle (903.3)",
        ),
        Format::Brawl => (
            identity::may_be_brawl_commander(pool, card),
            "legendary creature, planeswalker or Vehicle (903.12c)",
        ),
    };
    if may {
        return Ok(());
    }
    Err((
        Some(name.span().start),
        format!(
            "`{}` can't be a commander: it isn't a {kinds}, nor says it can be your commander (903.3a)",
            name.get_ref()
        ),
        "name a legendary creature card as the commander",
    ))
}

/// A Commander deck holds exactly 100 cards (903.5a), a Brawl deck exactly 60 (903.12d), its
/// commanders included; a Commander Draft deck at least 60, with no maximum (903.13f).
#[rule("903.5a", "903.12d", "903.13f")]
fn check_deck_size(total: usize, format: Format) -> Result<(), DeckProblem> {
    let (size, kind, rule) = match format {
        Format::Commander => (100, "Commander", cite!("903.5a")),
        Format::Brawl => (60, "Brawl", cite!("903.12d")),
        Format::CommanderDraft => {
            if total >= 60 {
                return Ok(());
            }
            return Err((
                None,
                format!(
                    "a Commander Draft deck holds at least 60 cards with its commanders; this one holds {total} ({})",
                    cite!("903.13f")
                ),
                "add cards until it holds 60 or more",
            ));
        }
    };
    if total == size {
        return Ok(());
    }
    Err((
        None,
        format!("a {kind} deck holds exactly {size} cards with its commander; this one holds {total} ({rule})"),
        "add or remove cards until the counts and the commanders make the size the rule says",
    ))
}

/// Beside a colorless commander, a Brawl deck may hold any number of basic lands of one
/// basic land type of its player's choice (903.12e): `entry`, a basic land of `land_type`,
/// is of the type the deck's first basic land `chosen` set.
#[rule("903.12e")]
fn check_one_basic_land_type(
    entry: &RawEntry,
    land_type: Subtype,
    chosen: &mut Option<Subtype>,
) -> Result<(), DeckProblem> {
    if *chosen.get_or_insert(land_type) == land_type {
        cite!("903.12e");
        return Ok(());
    }
    Err((
        Some(entry.name.span().start),
        format!(
            "`{}` is a basic land of another basic land type than the deck's first: beside a colorless commander, a Brawl deck holds basic lands of one basic land type (903.12e)",
            entry.name.get_ref()
        ),
        "keep the basic lands of one type",
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
/// `static_effects`, `replacements`, `spells`, `library`, `permanents`,
/// `commander_grumgully` and `commander_partners` (Commander decks, the second with two
/// partner commanders) and `brawl_grumgully` (a Brawl deck).
pub const BUNDLED: [(&str, &str); 10] = [
    ("bears_bolt", include_str!("../decks/bears_bolt.toml")),
    ("starter_mix", include_str!("../decks/starter_mix.toml")),
    ("static_effects", include_str!("../decks/static_effects.toml")),
    ("replacements", include_str!("../decks/replacements.toml")),
    ("spells", include_str!("../decks/spells.toml")),
    ("library", include_str!("../decks/library.toml")),
    ("permanents", include_str!("../decks/permanents.toml")),
    ("commander_grumgully", include_str!("../decks/commander_grumgully.toml")),
    ("commander_partners", include_str!("../decks/commander_partners.toml")),
    ("brawl_grumgully", include_str!("../decks/brawl_grumgully.toml")),
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
