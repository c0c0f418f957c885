//! A card's escape ability (`escape = "{3}{R}, Exile three other cards from your
//! graveyard"`, 702.138a) and the +1/+1 counters it escapes with (`escapes_with_counters =
//! 1`, 702.138c).

use super::costs;
use super::raw::RawCard;
use super::Source;
use crate::cards::CardTypes;
use crate::handlers::keyword_abilities::escape::Escape;
use crate::Error;

/// The escape ability `c` writes, if it writes one: a cost with a mana part and no {T}, on
/// a card that is cast (not a land); `escapes_with_counters` only with it, on a permanent
/// card, at least 1.
pub(super) fn escape(src: &Source<'_>, c: &RawCard, types: CardTypes) -> Result<Option<Escape>, Error> {
    let Some(raw) = &c.escape else {
        if let Some(counters) = &c.escapes_with_counters {
            return Err(src.error(
                counters.span().start,
                "`escapes_with_counters` on a card without escape",
                "write the card's `escape` cost too, or remove `escapes_with_counters` (702.138c)",
            ));
        }
        return Ok(None);
    };
    if types.contains(CardTypes::LAND) {
        return Err(src.error(
            raw.span().start,
            "escape on a land, which is played, not cast (702.138a)",
            "remove `escape`",
        ));
    }
    let cost = costs::ability_cost(src, raw)?;
    let Some(mana) = cost.mana.filter(|_| !cost.tap) else {
        return Err(src.error(
            raw.span().start,
            "an escape cost needs a mana part and can't tap the card",
            "write it as printed: escape = \"{3}{R}, Exile three other cards from your graveyard\"",
        ));
    };
    let counters = match &c.escapes_with_counters {
        None => 0,
        Some(n) if *n.get_ref() == 0 || !types.is_permanent() => {
            return Err(src.error(
                n.span().start,
                "`escapes_with_counters` needs a permanent card and at least 1",
                "write escapes_with_counters = N for \"escapes with N +1/+1 counters\" (702.138c), or remove it",
            ))
        }
        Some(n) => *n.get_ref(),
    };
    Ok(Some(Escape {
        mana,
        actions: cost.actions,
        counters,
    }))
}
