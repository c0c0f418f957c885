//! Reading a card's costs beyond its mana cost: an activated ability's cost (CR 602.1), a
//! spell's additional costs (601.2b), kicker (702.33), flashback (702.34), and the static
//! abilities that change what spells cost (601.2f).

use serde::Deserialize;
use toml::Spanned;

use super::Source;
use crate::cards::cost::{CostAction, CostChange, CostsLessForEach};
use crate::cards::effect::FilterSpec;
use crate::cards::mana::{ManaCost, MOST_SPLIT_SYMBOLS};
use crate::cards::{AbilityCost, CardTypes};
use crate::game::Zone;
use crate::Error;

/// The hint for a cost the engine can't read.
const COST_HINT: &str =
    "write costs as printed, parts separated by commas: \"{1}{R}, {T}\", \"{B}, Pay 2 life\", \"Sacrifice a creature\"";

/// An activated ability's cost (`"{1}{R}, {T}"`, `"Sacrifice this"`, `"{B}, Pay 2 life"`),
/// parts separated by commas (602.1, 118.1).
pub(super) fn ability_cost(src: &Source<'_>, raw: &Spanned<String>) -> Result<AbilityCost, Error> {
    let mut cost = AbilityCost::default();
    for part in raw.get_ref().split(',').map(str::trim) {
        if part == "{T}" {
            cost.tap = true;
        } else if part.starts_with('{') {
            cost.mana = Some(ManaCost::parse(part).map_err(|m| src.error(raw.span().start, m, COST_HINT))?);
        } else {
            cost.actions.push(not_spell_only(src, raw.span().start, part)?);
        }
    }
    Ok(cost)
}

/// A spell's own "This spell costs {1} less to cast for each …" (601.2f). Not on lands.
pub(super) fn costs_less_for_each(
    src: &Source<'_>,
    raw: Option<&Spanned<CostsLessForEach>>,
    types: CardTypes,
) -> Result<Option<CostsLessForEach>, Error> {
    match raw {
        Some(raw) if types.contains(CardTypes::LAND) => Err(src.error(
            raw.span().start,
            "a land that costs less to cast, but a land is never cast",
            "remove `costs_less_for_each`",
        )),
        _ => Ok(raw.map(|r| *r.get_ref())),
    }
}

/// A spell's additional costs other than kicker (`additional_cost = "Sacrifice a
/// creature"`, 601.2b): parts that are no mana, which "this" can't name (the spell is on the
/// stack as they are paid).
pub(super) fn additional(
    src: &Source<'_>,
    raw: Option<&Spanned<String>>,
    types: CardTypes,
) -> Result<Vec<CostAction>, Error> {
    let Some(raw) = raw else { return Ok(Vec::new()) };
    let at = raw.span().start;
    if types.contains(CardTypes::LAND) {
        return Err(src.error(
            at,
            "a land with an additional cost to cast it, but a land is never cast",
            "remove `additional_cost`",
        ));
    }
    raw.get_ref()
        .split(',')
        .map(|part| match action(src, at, part.trim())? {
            CostAction::SacrificeThis | CostAction::DiscardThis => Err(src.error(
                at,
                format!(
                    "`{}`: a spell's cost can't sacrifice or discard the spell itself",
                    part.trim()
                ),
                "write what the player chooses: \"Sacrifice a creature\", \"Discard a card\"",
            )),
            other => Ok(other),
        })
        .collect()
}

/// One part of a cost that is not mana or {T}.
pub(super) fn action(src: &Source<'_>, at: usize, part: &str) -> Result<CostAction, Error> {
    CostAction::parse(part).map_err(|m| src.error(at, m, COST_HINT))
}

/// One part of a cost other than a spell's additional cost: not a waterbend cost (701.67b)
/// or a choice of revealing a card or paying mana, which the engine pays only as a spell's,
/// along with its mana.
pub(super) fn not_spell_only(src: &Source<'_>, at: usize, part: &str) -> Result<CostAction, Error> {
    match action(src, at, part)? {
        CostAction::Waterbend(_) | CostAction::RevealOrPay { .. } => Err(src.error(
            at,
            format!("`{part}`: the engine pays this cost only as a spell's additional cost"),
            "write it as the spell's additional_cost, or leave the card out",
        )),
        other => Ok(other),
    }
}

/// A static ability that changes what spells cost, as written: which spells (`whose`, with
/// `controller = "you"` for "spells you cast"), and `more` or `less` generic mana.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawSpellCost {
    #[serde(default)]
    whose: FilterSpec,
    more: Option<String>,
    less: Option<String>,
}

/// Reads a `[[card.spell_costs]]` table (601.2f).
pub(super) fn spell_cost(src: &Source<'_>, raw: &Spanned<RawSpellCost>) -> Result<CostChange, Error> {
    let at = raw.span().start;
    let r = raw.get_ref();
    let (text, sign) = match (&r.more, &r.less) {
        (Some(more), None) => (more, 1),
        (None, Some(less)) => (less, -1),
        _ => {
            return Err(src.error(
                at,
                "a spell cost change needs exactly one of `more` and `less`",
                "write more = \"{1}\" (\"cost {1} more to cast\") or less = \"{1}\"",
            ))
        }
    };
    let mana = ManaCost::parse(text).map_err(|m| src.error(at, m, "write the amount like \"{1}\""))?;
    if mana.colored.iter().any(|&n| n > 0) || mana.x > 0 || mana.generic == 0 || mana.split[0].is_some() {
        return Err(src.error(
            at,
            format!("`{text}`: the engine changes only the generic part of a cost, by at least {{1}}"),
            "write a generic amount like \"{1}\" or \"{2}\"",
        ));
    }
    let mut spells = super::statics::filter(src, at, &r.whose)?;
    spells.zone = Zone::Stack;
    Ok(CostChange {
        spells,
        generic: sign * i8::try_from(mana.generic).unwrap_or(i8::MAX),
    })
}

/// The most kicker costs a card may have: one bit each in what a spell remembers (702.33d).
const MOST_KICKER_COSTS: usize = 8;

/// A card's kicker costs (`kicker = ["{W}", "{2}{B}"]`, 702.33a–b), refused on a land, which
/// is never cast, and refused when with the card's mana cost `base` (or its flashback cost)
/// they hold more hybrid and Phyrexian symbols than one total cost can.
pub(super) fn kicker(
    src: &Source<'_>,
    at: usize,
    raw: &[Spanned<String>],
    types: CardTypes,
    base: &[Option<ManaCost>],
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
    let kicker: Vec<ManaCost> = raw.iter().map(|c| cost(src, c)).collect::<Result<_, _>>()?;
    let in_kicker: usize = kicker.iter().map(|k| k.split_symbols().count()).sum();
    let in_base = base
        .iter()
        .flatten()
        .map(|c| c.split_symbols().count())
        .max()
        .unwrap_or(0);
    if in_kicker + in_base > MOST_SPLIT_SYMBOLS {
        return Err(src.error(
            at,
            format!(
                "its costs hold {} hybrid and Phyrexian symbols together, and a total cost may hold at most {MOST_SPLIT_SYMBOLS}",
                in_kicker + in_base
            ),
            "write fewer hybrid or Phyrexian symbols in its kicker costs",
        ));
    }
    Ok(kicker)
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
