//! Reading partner abilities (CR 702.124): `partner = true` ("Partner", 702.124h) or
//! `partner_with = "[name]"` ("Partner with [name]", 702.124j), the name linked to a card
//! once the file is read.

use toml::Spanned;

use super::raw::RawCard;
use super::Source;
use crate::cards::CardIdx;
use crate::cards::CardPool;
use crate::handlers::keyword_abilities::partner::Partner;
use crate::Error;

/// A card of the file being read with "partner with", and the name it gives, with where.
pub(super) struct Pending {
    card: CardIdx,
    named: Spanned<String>,
}

/// The partner ability `raw` has as it is read: "partner", or none until the file is read
/// for "partner with" (noted in `pending`, linked by [`link`]). One partner ability a card.
pub(super) fn read(
    src: &Source<'_>,
    raw: &Spanned<RawCard>,
    card: CardIdx,
    pending: &mut Vec<Pending>,
) -> Result<Option<Partner>, Error> {
    let r = raw.get_ref();
    match (&r.partner_with, r.partner) {
        (Some(with), true) => Err(src.error(
            with.span().start,
            "a card with both `partner` and `partner_with`",
            "give it the one partner ability its text has: `partner = true` for \"Partner\", `partner_with = \"[name]\"` for \"Partner with [name]\"",
        )),
        (Some(with), false) => {
            pending.push(Pending {
                card,
                named: with.clone(),
            });
            Ok(None)
        }
        (None, partner) => Ok(partner.then_some(Partner::Partner)),
    }
}

/// Gives each card with "partner with" the card its name names, which the pool must hold
/// (this file or one read before it).
pub(super) fn link(src: &Source<'_>, pool: &mut CardPool, pending: &[Pending]) -> Result<(), Error> {
    for p in pending {
        let named = p.named.get_ref();
        let partner = pool.find(named).filter(|&c| c != p.card).ok_or_else(|| {
            src.error(
                p.named.span().start,
                format!(
                    "`{}` partners with `{named}`, which is no other card of the pool",
                    pool.get(p.card).name
                ),
                "name the card \"Partner with\" names, defined in this file or one read before it",
            )
        })?;
        pool.cards[usize::from(p.card.0)].partner = Some(Partner::With(partner));
    }
    Ok(())
}
