//! Reading copy effects (CR 707) from card files: which objects may be copied (`of`) and the
//! exceptions to the copying process (`except`, 707.9).

use super::statics::{card_types, subtypes, supertypes};
use super::Source;
use crate::cards::copy_spec::{ExceptSpec, PlusCounters};
use crate::cards::effect::FilterSpec;
use crate::continuous::Filter;
use crate::copies::{CopyExceptions, IfCreature};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::Error;

/// The exceptions `raw` states, each name checked (707.9).
/// `entering`: the exceptions of a permanent that enters as a copy, the only ones that may
/// add counters as it enters (707.9e).
pub(super) fn exceptions(
    src: &Source<'_>,
    at: usize,
    raw: Option<&ExceptSpec>,
    entering: bool,
) -> Result<CopyExceptions, Error> {
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
    let this = src.this.get();
    let trigger = match r.has_trigger {
        Some(index) if usize::from(index) >= this.triggers => {
            return Err(src.error(
                at,
                format!(
                    "`has_trigger = {index}`, but the card has {} triggered abilities",
                    this.triggers
                ),
                "name the index, from 0, of one of the card's [[card.triggers]]",
            ))
        }
        other => other.map(|index| (this.card, index)),
    };
    match r.plus_counters {
        Some(_) if !entering => return Err(src.error(
            at,
            "`plus_counters` on a permanent that becomes a copy, not one that enters as one",
            "an exception adds counters only as the permanent enters (707.9e): use it with instead = \"enter_as_copy\"",
        )),
        Some(PlusCounters::X(_)) if !this.x => {
            return Err(src.error(
                at,
                "`plus_counters = \"x\"` on a card without {X} in its mana cost",
                "X is the spell's (107.3m): put {X} in the card's cost",
            ))
        }
        _ => {}
    }
    let if_creature = match &r.if_creature {
        None => None,
        Some(_) if !entering => {
            return Err(src.error(
                at,
                "`if_creature` on a permanent that becomes a copy, not one that enters as one",
                "use it with instead = \"enter_as_copy\" (Moritte of the Frost)",
            ))
        }
        Some(c) => {
            let keywords = super::statics::keywords(src, at, &c.keywords)?;
            if keywords.contains(KeywordAbility::Toxic) {
                return Err(src.error(
                    at,
                    "toxic in `if_creature`'s keywords",
                    "name keywords without a number",
                ));
            }
            Some(IfCreature {
                plus_counters: c.plus_counters.unwrap_or(0),
                keywords,
            })
        }
    };
    Ok(CopyExceptions {
        if_creature,
        colors: if r.colors.is_empty() {
            None
        } else {
            Some(super::statics::colors(src, at, &r.colors)?)
        },
        plus_counters: r.plus_counters,
        trigger,
        pt,
        add_types: if r.add_types.is_empty() {
            Default::default()
        } else {
            card_types(src, at, &r.add_types)?
        },
        add_subtypes: subtypes(src, at, &r.add_subtypes, None)?,
        add_supertypes: supertypes(src, at, &r.add_supertypes)?,
        remove_supertypes: supertypes(src, at, &r.remove_supertypes)?,
        keep_color: r.keep_color,
        no_mana_cost: false,
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
