//! Reading copy effects (CR 707) from card files: which objects may be copied (`of`) and the
//! exceptions to the copying process (`except`, 707.9).

use serde::Deserialize;

use super::statics::{card_types, subtypes, supertypes};
use super::Source;
use crate::cards::effect::FilterSpec;
use crate::continuous::Filter;
use crate::copies::CopyExceptions;
use crate::Error;

/// The exceptions of a copy effect as written: `pt = "7/7"`, `add_types = ["enchantment"]`,
/// `add_subtypes = ["Shapeshifter", "Rogue"]`, `add_supertypes = ["legendary"]`,
/// `keep_color = true`.
#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub(super) struct RawExceptions {
    pt: Option<String>,
    #[serde(default)]
    add_types: Vec<String>,
    #[serde(default)]
    add_subtypes: Vec<String>,
    #[serde(default)]
    add_supertypes: Vec<String>,
    #[serde(default)]
    keep_color: bool,
}

/// The exceptions `raw` states, each name checked (707.9).
pub(super) fn exceptions(src: &Source<'_>, at: usize, raw: Option<&RawExceptions>) -> Result<CopyExceptions, Error> {
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
    Ok(CopyExceptions {
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
