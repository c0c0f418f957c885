//! A permanent card's own "This permanent enters with N [kind] counters on it" (CR 614.1c),
//! written `enters_with_counters = { counter = "intervention", count = 2 }`.

use serde::Deserialize;
use toml::Spanned;

use super::Source;
use crate::cards::effect::CounterKind;
use crate::characteristics::CardTypes;
use crate::Error;

/// `enters_with_counters` as a card file writes it.
#[derive(Clone, Copy, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawEntersWith {
    /// The kind of counter (`"intervention"`, `"+1/+1"`).
    counter: CounterKind,
    /// How many, at least 1.
    count: u8,
}

/// The counters a permanent card says it enters with: a permanent card's only, at least one.
pub(super) fn counters(
    src: &Source<'_>,
    raw: Option<&Spanned<RawEntersWith>>,
    types: CardTypes,
) -> Result<Option<(CounterKind, u8)>, Error> {
    let Some(raw) = raw else { return Ok(None) };
    let RawEntersWith { counter, count } = *raw.get_ref();
    if !types.is_permanent() || count == 0 {
        return Err(src.error(
            raw.span().start,
            "enters_with_counters on a card that is not a permanent, or with count = 0",
            "write enters_with_counters = { counter = \"intervention\", count = N } (N at least 1) on a permanent card",
        ));
    }
    Ok(Some((counter, count)))
}
