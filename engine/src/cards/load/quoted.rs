//! Activated abilities in quotation marks, which a card's static abilities give other objects
//! ("Enchanted creature has \"{T}: Create a 1/1 green Elf Warrior creature token.\"": Presence
//! of Gond, 613.1f). They are read like the card's own (`[[card.quoted]]`) into a definition
//! of their own, right after the card's in the pool, so that a static's `gain_quoted = N`
//! grants the Nth of them as [`ActivatedRef::Granted`] does any other card's ability.
//!
//! [`ActivatedRef::Granted`]: crate::characteristics::ActivatedRef::Granted

use toml::Spanned;

use super::raw::RawCard;
use super::{abilities, Error, Source};
use crate::cards::{CardDef, CardIdx, CardPool};

/// The grant number of the abilities statics give: one of their own, which no resolved
/// grant ever reaches.
pub(crate) const STATIC_GRANT: u32 = u32::MAX;

/// Where the definition of the quoted abilities of the card at `card` is: right after it.
pub(super) fn index(card: CardIdx) -> CardIdx {
    CardIdx(card.0.saturating_add(1))
}

/// The definition of `card`'s quoted abilities, if it has some, and `card` told where it is:
/// after `card` at `idx`. A card with another face, or bestowed, can't have them.
pub(super) fn definition(
    src: &Source<'_>,
    raw: &Spanned<RawCard>,
    card: &mut CardDef,
    other_face: bool,
    idx: CardIdx,
    pool: &CardPool,
) -> Result<Option<CardDef>, Error> {
    let quoted = &raw.get_ref().quoted;
    let Some(first) = quoted.first() else {
        return Ok(None);
    };
    if other_face || card.bestow.is_some() {
        return Err(src.error(
            first.span().start,
            format!("`{}` has quoted abilities and another face, or bestow", card.name),
            "give [[card.quoted]] abilities to a card with one face",
        ));
    }
    let abilities = quoted
        .iter()
        .map(|a| abilities::ability(src, &card.name, a, pool))
        .collect::<Result<Vec<_>, _>>()?;
    card.quoted = Some(index(idx));
    Ok(Some(CardDef {
        abilities,
        front: Some(idx),
        statics: Vec::new(),
        triggers: Vec::new(),
        quoted: None,
        ..card.clone()
    }))
}
