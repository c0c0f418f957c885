//! Reading the back face of a nonmodal double-faced card (CR 712.2): `[card.back]`, a face of
//! its own with its own characteristics (712.8), and no mana cost: its mana value is its front
//! face's (202.3b).

use toml::Spanned;

use super::{RawCard, Source};
use crate::cards::{CardDef, CardIdx, CardPool};
use crate::{rule, Error};

/// Reads the back face `raw` of `front`, the card at `idx`, with `read` (how a card is read),
/// and links the two faces. A back face has no mana cost and no back face of its own.
#[rule("712.2", "202.3b")]
pub(super) fn back_face(
    src: &Source<'_>,
    front: &mut CardDef,
    raw: &Spanned<RawCard>,
    idx: CardIdx,
    pool: &CardPool,
    read: impl Fn(&Source<'_>, &Spanned<RawCard>, CardIdx, &CardPool) -> Result<CardDef, Error>,
) -> Result<CardDef, Error> {
    let r = raw.get_ref();
    if r.cost.is_some() || r.back.is_some() {
        return Err(src.error(
            raw.span().start,
            format!(
                "the back face of `{}` has a mana cost or a back face of its own",
                front.name
            ),
            "a back face has neither: its mana value is its front face's (202.3b)",
        ));
    }
    let back_idx = CardIdx(idx.0 + 1);
    let mut back = read(src, raw, back_idx, pool)?;
    back.front = Some(idx);
    back.printed.front_mana_value = front.printed.mana_value();
    front.back = Some(back_idx);
    Ok(back)
}
