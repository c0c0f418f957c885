//! The face-down characteristics (708.2a) as definitions every pool holds: a 2/2 creature
//! with no text, no name, no subtypes and no mana cost, and the same with ward {2}
//! (disguise's, 702.168a, and cloak's, 701.58a). A face-down spell or permanent has the
//! characteristics of one (`Game::face`), which are its copiable values (708.2).

use toml::Spanned;

use super::{RawCard, Source};
use crate::cards::resolved::Resolved;
use crate::cards::{AbilityText, CardDef, CardIdx, CardPool};
use crate::replacement::effect::Instead;
use crate::Error;

/// The definitions, as a card file would write them; their names are then taken away.
const FACE_DOWN: [&str; 2] = [
    "name = \"Face-down\"\ntypes = [\"creature\"]\npower = 2\ntoughness = 2\n",
    "name = \"Face-down\"\ntypes = [\"creature\"]\npower = 2\ntoughness = 2\nward = \"{2}\"\n",
];

/// Adds the face-down definitions to `pool`, returning their indices: without ward, then
/// with ward {2}.
pub(super) fn add(pool: &mut CardPool) -> Result<[CardIdx; 2], Error> {
    Ok([add_one(pool, FACE_DOWN[0])?, add_one(pool, FACE_DOWN[1])?])
}

/// Adds the definition `text` writes to `pool`, returning its index.
fn add_one(pool: &mut CardPool, text: &'static str) -> Result<CardIdx, Error> {
    let src = Source::new("the face-down characteristics (708.2a)", text);
    let raw: Spanned<RawCard> = toml::from_str(text)
        .map(|raw| Spanned::new(0..text.len(), raw))
        .map_err(|e| src.error(0, e.message().to_owned(), "the built-in face-down definition"))?;
    let idx = CardIdx(u16::try_from(pool.cards.len()).unwrap_or(u16::MAX));
    let mut def = super::card(&src, &raw, false, idx, pool)?;
    // No name (708.2a): it never shares one with anything (201.2b).
    def.name = String::new();
    pool.cards.push(super::summarized(def));
    Ok(idx)
}

/// Whether `card` can make a permanent face down: it has morph or disguise (702.37,
/// 702.168), manifests or cloaks (701.40, 701.58), or turns other permanents face down as it
/// enters (708.2a: Ixidron).
pub(super) fn makes_face_down(card: &CardDef) -> bool {
    let texts = std::iter::once(&card.spell)
        .chain(card.triggers.iter().map(|t| &t.text))
        .chain(card.abilities.iter().map(|a| &a.text));
    card.morph.is_some()
        || card.disguise.is_some()
        || texts
            .flat_map(AbilityText::all_effects)
            .any(|e| matches!(e, Resolved::PutTopFaceDown(_) | Resolved::ManifestDread))
        || card
            .replacements
            .iter()
            .any(|r| matches!(r.instead, Instead::TurnFaceDown(_)))
}
