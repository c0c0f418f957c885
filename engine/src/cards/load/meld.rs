//! Linking the two cards of a meld pair (CR 712.4) once a card file is read: each names the
//! other with `meld_with`, and the one with the meld ability holds the melded permanent the
//! pair becomes (`[card.melded]`, their back faces combined, 712.4a).

use toml::Spanned;

use super::raw::RawCard;
use super::Source;
use crate::cards::{CardIdx, CardPool, Meld};
use crate::{rule, Error};

/// A card of the file being read that names its meld partner.
pub(super) struct Pending {
    /// The card.
    card: CardIdx,
    /// The partner's name as the card names it, with where.
    partner: Spanned<String>,
    /// Whether the card holds the pair's melded permanent (the definition after it).
    holds_melded: bool,
}

/// Notes the meld partner `raw`, the card at `idx`, names, if it names one. A melded
/// permanent needs a partner to meld with, and a token can't be melded (701.42b).
pub(super) fn note_pair(
    src: &Source<'_>,
    raw: &Spanned<RawCard>,
    idx: CardIdx,
    is_token: bool,
    pending: &mut Vec<Pending>,
) -> Result<(), Error> {
    let r = raw.get_ref();
    let name = r.name.as_deref().unwrap_or("?");
    match (&r.meld_with, &r.melded) {
        (None, None) => Ok(()),
        (None, Some(melded)) => Err(src.error(
            melded.span().start,
            format!("`{name}` holds a melded permanent but names no card to meld with"),
            "name the other card of its meld pair: meld_with = \"…\" (712.4)",
        )),
        (Some(with), _) if is_token => Err(src.error(
            with.span().start,
            format!("the token `{name}` names a meld partner"),
            "tokens can't be melded (701.42b): only meld cards have meld partners",
        )),
        (Some(with), melded) => {
            pending.push(Pending {
                card: idx,
                partner: with.clone(),
                holds_melded: melded.is_some(),
            });
            Ok(())
        }
    }
}

/// Links each meld pair of the file: both cards name each other, and exactly one holds the
/// melded permanent, whose mana value is the sum of the mana values of its front faces
/// (712.8g).
#[rule("712.8g")]
pub(super) fn link_pairs(src: &Source<'_>, pool: &mut CardPool, pending: &[Pending]) -> Result<(), Error> {
    for p in pending.iter().filter(|p| p.holds_melded) {
        let name = pool.get(p.card).name.clone();
        let at = p.partner.span().start;
        let partner_name = p.partner.get_ref();
        let partner = pool
            .find(partner_name)
            .filter(|&partner| partner != p.card)
            .ok_or_else(|| {
                src.error(
                    at,
                    format!("`{name}` melds with `{partner_name}`, which this file doesn't define"),
                    "define both cards of a meld pair in one file, each naming the other with meld_with",
                )
            })?;
        let names_back = pending
            .iter()
            .any(|q| q.card == partner && q.partner.get_ref() == &name && !q.holds_melded);
        if !names_back {
            return Err(src.error(
                at,
                format!("`{partner_name}` doesn't name `{name}` as the card it melds with"),
                format!(
                    "give `{partner_name}` meld_with = \"{name}\", and only one card of the pair a [card.melded] table"
                ),
            ));
        }
        let melded = CardIdx(p.card.0 + 1);
        pool.cards[usize::from(p.card.0)].meld = Some(Meld { partner, melded });
        pool.cards[usize::from(partner.0)].meld = Some(Meld {
            partner: p.card,
            melded,
        });
        let sum = pool.get(p.card).printed.mana_value() + pool.get(partner).printed.mana_value();
        pool.cards[usize::from(melded.0)].printed.front_mana_value = sum;
    }
    match pending.iter().find(|p| pool.get(p.card).meld.is_none()) {
        Some(p) => Err(src.error(
            p.partner.span().start,
            format!(
                "`{}` melds with `{}`, which holds no melded permanent naming it",
                pool.get(p.card).name,
                p.partner.get_ref()
            ),
            "one card of a meld pair holds the permanent the two become, as [card.melded], and names the other with meld_with",
        )),
        None => Ok(()),
    }
}
