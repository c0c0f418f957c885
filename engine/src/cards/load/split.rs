//! Reading a split card (CR 709): `[[card.halves]]`, two halves each read as a card of its
//! own (a name, mana cost, type line and spell, 709.1), and the card itself, whose
//! characteristics are its halves' combined (709.4): their mana costs added, its colors
//! those of the sum (709.4b), each card type, supertype and subtype of either half (709.4c).
//! Split permanent cards (Rooms, 709.5) are not read yet.

use toml::Spanned;

use super::{RawCard, Source};
use crate::cards::{CardDef, CardIdx, CardPool, CardTypes};
use crate::{cite, rule, Error};

/// Reads the split card `raw`, at `idx`, with `read` (how a card is read): the card, then its
/// two halves at the indexes after it.
#[rule("709.4", "709.4b", "709.4c")]
pub(super) fn split_card(
    src: &Source<'_>,
    raw: &Spanned<RawCard>,
    idx: CardIdx,
    pool: &CardPool,
    read: impl Fn(&Source<'_>, &Spanned<RawCard>, CardIdx, &CardPool) -> Result<CardDef, Error>,
) -> Result<Vec<CardDef>, Error> {
    let r = raw.get_ref();
    let at = raw.span().start;
    let name = r.name.as_deref().unwrap_or_default();
    let [left, right] = r.halves.as_slice() else {
        return Err(src.error(
            at,
            format!("`{name}` has {} halves", r.halves.len()),
            "a split card has two [[card.halves]] (709.1)",
        ));
    };
    if holds_more_than_name_and_text(r) {
        return Err(src.error(
            at,
            format!("`{name}` is a split card: its mana cost, types and text are its halves'"),
            "write them on each [[card.halves]]; the card's own table holds only `name` and `text` (709.4)",
        ));
    }
    let mut cards = Vec::with_capacity(3);
    for (i, half) in [left, right].into_iter().enumerate() {
        let h = half.get_ref();
        if h.cost.is_none() || !h.halves.is_empty() || h.back.is_some() || h.flipped.is_some() {
            return Err(src.error(
                half.span().start,
                format!("a half of `{name}` has no mana cost, or halves or faces of its own"),
                "each half has its own mana cost (709.1) and nothing more to it",
            ));
        }
        let mut def = read(src, half, CardIdx(idx.0 + 1 + i as u16), pool)?;
        if !CardTypes::INSTANT.with(CardTypes::SORCERY).contains(def.printed.types) {
            return Err(src.error(
                half.span().start,
                format!("`{}`, a half of `{name}`, is not an instant or a sorcery", def.name),
                "split permanent cards (Rooms, 709.5) are not supported yet: each half is an instant or a sorcery",
            ));
        }
        def.front = Some(idx);
        cards.push(def);
    }
    cards.insert(0, whole(src, raw, [left, right], idx, pool, &read)?);
    let (l, r) = (cards[1].printed, cards[2].printed);
    let card = &mut cards[0];
    cite!("709.4b");
    card.printed.mana_cost = l.mana_cost.zip(r.mana_cost).map(|(l, r)| l.plus(&r));
    card.printed.colors = l.colors.with(r.colors);
    card.split = Some([CardIdx(idx.0 + 1), CardIdx(idx.0 + 2)]);
    Ok(cards)
}

/// The card itself, read as a card with both halves' type lines (709.4c) and its own name
/// and text; its mana cost and colors are set from the halves'.
fn whole(
    src: &Source<'_>,
    raw: &Spanned<RawCard>,
    halves: [&Spanned<RawCard>; 2],
    idx: CardIdx,
    pool: &CardPool,
    read: &impl Fn(&Source<'_>, &Spanned<RawCard>, CardIdx, &CardPool) -> Result<CardDef, Error>,
) -> Result<CardDef, Error> {
    let mut combined = RawCard {
        name: raw.get_ref().name.clone(),
        text: raw.get_ref().text.clone(),
        ..RawCard::default()
    };
    for half in halves.map(Spanned::get_ref) {
        for t in &half.types {
            if !combined.types.iter().any(|c| c.get_ref() == t.get_ref()) {
                combined.types.push(t.clone());
            }
        }
        for t in &half.supertypes {
            if !combined.supertypes.iter().any(|c| c.get_ref() == t.get_ref()) {
                combined.supertypes.push(t.clone());
            }
        }
        for t in &half.subtypes {
            if !combined.subtypes.contains(t) {
                combined.subtypes.push(t.clone());
            }
        }
    }
    cite!("709.4c");
    read(src, &Spanned::new(raw.span(), combined), idx, pool)
}

/// Whether a split card's own table holds what belongs on its halves.
fn holds_more_than_name_and_text(r: &RawCard) -> bool {
    r.cost.is_some()
        || !r.types.is_empty()
        || !r.supertypes.is_empty()
        || !r.subtypes.is_empty()
        || !r.keywords.is_empty()
        || r.target.is_some()
        || !r.targets.is_empty()
        || !r.effects.is_empty()
        || !r.abilities.is_empty()
        || !r.triggers.is_empty()
        || !r.statics.is_empty()
        || r.additional_cost.is_some()
        || r.flashback.is_some()
        || !r.kicker.is_empty()
        || r.back.is_some()
        || r.flipped.is_some()
}
