//! The face-down characteristics (708.2a) as a definition every pool holds: a 2/2 creature
//! with no text, no name, no subtypes and no mana cost. A face-down spell or permanent has
//! its characteristics (`Game::face`), which are its copiable values (708.2).

use toml::Spanned;

use super::{RawCard, Source};
use crate::cards::{CardIdx, CardPool};
use crate::Error;

/// The definition, as a card file would write it; its name is then taken away.
const FACE_DOWN: &str = "name = \"Face-down\"\ntypes = [\"creature\"]\npower = 2\ntoughness = 2\n";

/// Adds the face-down definition to `pool`, returning its index.
pub(super) fn add(pool: &mut CardPool) -> Result<CardIdx, Error> {
    let src = Source::new("the face-down characteristics (708.2a)", FACE_DOWN);
    let raw: Spanned<RawCard> = toml::from_str(FACE_DOWN)
        .map(|raw| Spanned::new(0..FACE_DOWN.len(), raw))
        .map_err(|e| src.error(0, e.message().to_owned(), "the built-in face-down definition"))?;
    let idx = CardIdx(u16::try_from(pool.cards.len()).unwrap_or(u16::MAX));
    let mut def = super::card(&src, &raw, false, idx, pool)?;
    // No name (708.2a): it never shares one with anything (201.2b).
    def.name = String::new();
    pool.cards.push(super::summarized(def));
    Ok(idx)
}
