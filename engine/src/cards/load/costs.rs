//! Reading a card's optional spell costs: kicker (CR 702.33) and flashback (702.34).

use toml::Spanned;

use super::Source;
use crate::cards::mana::ManaCost;
use crate::cards::CardTypes;
use crate::Error;

/// The most kicker costs a card may have: one bit each in what a spell remembers (702.33d).
const MOST_KICKER_COSTS: usize = 8;

/// A card's kicker costs (`kicker = ["{W}", "{2}{B}"]`, 702.33a–b), refused on a land, which
/// is never cast.
pub(super) fn kicker(
    src: &Source<'_>,
    at: usize,
    raw: &[Spanned<String>],
    types: CardTypes,
) -> Result<Vec<ManaCost>, Error> {
    if !raw.is_empty() && types.contains(CardTypes::LAND) {
        return Err(src.error(at, "a land with kicker, but a land is never cast", "remove `kicker`"));
    }
    if raw.len() > MOST_KICKER_COSTS {
        return Err(src.error(
            at,
            format!(
                "{} kicker costs; a card may have at most {MOST_KICKER_COSTS}",
                raw.len()
            ),
            "list at most eight kicker costs",
        ));
    }
    raw.iter().map(|c| cost(src, c)).collect()
}

/// A card's flashback cost (`flashback = "{4}{R}"`, 702.34a): only an instant or sorcery has
/// one, since only such a spell may be cast with it.
pub(super) fn flashback(
    src: &Source<'_>,
    raw: Option<&Spanned<String>>,
    types: CardTypes,
) -> Result<Option<ManaCost>, Error> {
    let Some(raw) = raw else { return Ok(None) };
    if !types.intersects(CardTypes::INSTANT.with(CardTypes::SORCERY)) {
        return Err(src.error(
            raw.span().start,
            "flashback on a card that is not an instant or sorcery (702.34a)",
            "remove `flashback`",
        ));
    }
    cost(src, raw).map(Some)
}

fn cost(src: &Source<'_>, raw: &Spanned<String>) -> Result<ManaCost, Error> {
    ManaCost::parse(raw.get_ref()).map_err(|m| src.error(raw.span().start, m, "write costs like \"{1}{G}\""))
}
