//! Reading a card's other face: the back face of a nonmodal double-faced card (CR 712.2),
//! `[card.back]`, a face of its own with its own characteristics (712.8) and no mana cost (its
//! mana value is its front face's, 202.3b); and the flipped half of a flip card (710.1b),
//! `[card.flipped]`, whose mana cost and colors are the card's (710.1c).

use toml::Spanned;

use super::{RawCard, Source};
use crate::cards::{CardDef, CardIdx, CardPool};
use crate::{rule, Error};

/// Reads the back face `raw` of `front`, the card at `idx`, with `read` (how a card is read),
/// and links the two faces. A back face has no mana cost and no other face of its own.
#[rule("712.2", "202.3b")]
pub(super) fn back_face(
    src: &Source<'_>,
    front: &mut CardDef,
    raw: &Spanned<RawCard>,
    idx: CardIdx,
    pool: &CardPool,
    read: impl Fn(&Source<'_>, &Spanned<RawCard>, CardIdx, &CardPool) -> Result<CardDef, Error>,
) -> Result<CardDef, Error> {
    let (back_idx, mut back) = other_face(src, front, raw, idx, pool, read, "back face")?;
    let announces = !back.spell.targets.is_empty() || back.spell.modes.is_some();
    if announces && front.printed.subtypes.contains(crate::generated::subtypes::SIEGE) {
        return Err(src.error(
            raw.span().start,
            format!("the back face `{}` of a Siege needs targets or modes announced", back.name),
            "a defeated Siege's back face is cast as its trigger resolves (310.11b), with nothing announced yet: choose a Siege whose back face has no targets or modes",
        ));
    }
    back.printed.front_mana_value = front.printed.mana_value();
    front.back = Some(back_idx);
    Ok(back)
}

/// Reads the flipped half `raw` of the flip card `front`, at `idx`, with `read`, and links
/// the two: the flipped half has the alternative name, text box, type line, power and
/// toughness (710.1b), and the card's mana cost and colors, which flipping doesn't change
/// (710.1c).
#[rule("710.1b", "710.1c")]
pub(super) fn flipped_half(
    src: &Source<'_>,
    front: &mut CardDef,
    raw: &Spanned<RawCard>,
    idx: CardIdx,
    pool: &CardPool,
    read: impl Fn(&Source<'_>, &Spanned<RawCard>, CardIdx, &CardPool) -> Result<CardDef, Error>,
) -> Result<CardDef, Error> {
    let (flipped_idx, mut flipped) = other_face(src, front, raw, idx, pool, read, "flipped half")?;
    flipped.printed.mana_cost = front.printed.mana_cost;
    flipped.printed.colors = front.printed.colors;
    front.flipped = Some(flipped_idx);
    Ok(flipped)
}

/// Reads the melded permanent `raw` of the meld card `front`, at `idx`, with `read`: the
/// combined back face of `front`'s meld pair (712.4a), whose mana value is worked out once
/// the pair is linked (712.8g, in `meld.rs`). Not a face the card itself ever has, so the
/// card's [`CardDef::back`] stays empty: a meld card can't transform (712.4c).
#[rule("712.4b")]
pub(super) fn melded_face(
    src: &Source<'_>,
    front: &CardDef,
    raw: &Spanned<RawCard>,
    idx: CardIdx,
    pool: &CardPool,
    read: impl Fn(&Source<'_>, &Spanned<RawCard>, CardIdx, &CardPool) -> Result<CardDef, Error>,
) -> Result<CardDef, Error> {
    let (_, melded) = other_face(src, front, raw, idx, pool, read, "melded permanent")?;
    Ok(melded)
}

/// Reads the `what` (a back face, a flipped half or a melded permanent) `raw` of `front`, at the index after
/// `idx`: it may have no mana cost and no other face of its own.
fn other_face(
    src: &Source<'_>,
    front: &CardDef,
    raw: &Spanned<RawCard>,
    idx: CardIdx,
    pool: &CardPool,
    read: impl Fn(&Source<'_>, &Spanned<RawCard>, CardIdx, &CardPool) -> Result<CardDef, Error>,
    what: &str,
) -> Result<(CardIdx, CardDef), Error> {
    let r = raw.get_ref();
    if r.cost.is_some() || r.back.is_some() || r.flipped.is_some() || r.melded.is_some() || r.meld_with.is_some() {
        return Err(src.error(
            raw.span().start,
            format!(
                "the {what} of `{}` has a mana cost or another face of its own",
                front.name
            ),
            "it has neither: its mana cost is the card's (202.3b, 710.1c)",
        ));
    }
    let other_idx = CardIdx(idx.0 + 1);
    let mut other = read(src, raw, other_idx, pool)?;
    other.front = Some(idx);
    Ok((other_idx, other))
}
