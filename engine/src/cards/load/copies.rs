//! Reading copy effects (CR 707) from card files: which objects may be copied (`of`) and the
//! exceptions to the copying process (`except`, 707.9).

use super::statics::{card_types, subtypes, supertypes};
use super::Source;
use crate::cards::copy_spec::ExceptSpec;
use crate::cards::effect::FilterSpec;
use crate::continuous::Filter;
use crate::copies::CopyExceptions;
use crate::Error;

/// The exceptions `raw` states, each name checked (707.9).
pub(super) fn exceptions(src: &Source<'_>, at: usize, raw: Option<&ExceptSpec>) -> Result<CopyExceptions, Error> {
    let Some(r) = raw else {
        return Ok(CopyExceptions::default());
    };
    let pt = match &r.pt {
        None => None,
        Some(text) => Some(
            text.split_once('/')
                .and_then(|(p, t)| Some((p.trim().parse().ok()?, t.trim().parse().ok()?)))
                .ok_or_else(|| {
                    src.error(
                        at,
                        format!("`{text}` is not a power and toughness"),
                        "write pt = \"7/7\"",
                    )
                })?,
        ),
    };
    let (this, triggers) = src.this.get();
    let trigger = match r.has_trigger {
        Some(index) if usize::from(index) >= triggers => {
            return Err(src.error(
                at,
                format!("`has_trigger = {index}`, but the card has {triggers} triggered abilities"),
                "name the index, from 0, of one of the card's [[card.triggers]]",
            ))
        }
        other => other.map(|index| (this, index)),
    };
    Ok(CopyExceptions {
        trigger,
        pt,
        add_types: if r.add_types.is_empty() {
            Default::default()
        } else {
            card_types(src, at, &r.add_types)?
        },
        add_subtypes: subtypes(src, at, &r.add_subtypes, None)?,
        add_supertypes: supertypes(src, at, &r.add_supertypes)?,
        keep_color: r.keep_color,
    })
}

/// What a copy effect may copy: the permanents `of` describes (required).
pub(super) fn copied(src: &Source<'_>, at: usize, of: Option<&FilterSpec>) -> Result<Filter, Error> {
    let of = of.ok_or_else(|| {
        src.error(
            at,
            "a copy effect without `of`",
            "add of = { types = [\"creature\"] } (\"a copy of any creature on the battlefield\")",
        )
    })?;
    super::statics::filter(src, at, of)
}
