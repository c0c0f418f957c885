//! Reading a card's costs beyond its mana cost: an activated ability's cost (CR 602.1), a
//! spell's additional costs (601.2b), kicker (702.33), flashback (702.34), ward (702.21), and
//! the static
//! abilities that change what spells cost (601.2f).

use serde::Deserialize;
use toml::Spanned;

use super::Source;
use crate::cards::cost::{CostAction, CostChange, CostsLessForEach, Splice};
use crate::cards::effect::FilterSpec;
use crate::cards::mana::{ManaCost, MOST_SPLIT_SYMBOLS};
use crate::cards::number::{NamedNumber, Number};
use crate::cards::{AbilityCost, AbilityText, CardTypes};
use crate::game::Zone;
use crate::generated::subtypes::Subtype;
use crate::handlers::keyword_abilities::cumulative_upkeep::UpkeepCost;
use crate::handlers::keyword_abilities::echo::EchoCost;
use crate::handlers::keyword_abilities::ward::WardCost;
use crate::Error;

/// The hint for a cost the engine can't read.
const COST_HINT: &str =
    "write costs as printed, parts separated by commas: \"{1}{R}, {T}\", \"{B}, Pay 2 life\", \"Sacrifice a creature\"";

/// An activated ability's cost (`"{1}{R}, {T}"`, `"Sacrifice this"`, `"{B}, Pay 2 life"`),
/// parts separated by commas (602.1, 118.1).
pub(super) fn ability_cost(src: &Source<'_>, raw: &Spanned<String>) -> Result<AbilityCost, Error> {
    let mut cost = AbilityCost::default();
    // "Pay half your life, rounded up" is one part, its comma its own.
    let text = raw.get_ref().replace(", rounded up", " rounded up");
    for part in text.split(',').map(str::trim) {
        if part == "{T}" {
            cost.tap = true;
        } else if part.starts_with('{') {
            cost.mana = Some(ManaCost::parse(part).map_err(|m| src.error(raw.span().start, m, COST_HINT))?);
        } else {
            cost.actions.push(not_spell_only(src, raw.span().start, part)?);
        }
    }
    let loyalty = cost.actions.iter().any(|a| matches!(a, CostAction::Loyalty(_)));
    if loyalty && (cost.tap || cost.mana.is_some() || cost.actions.len() > 1) {
        return Err(src.error(
            raw.span().start,
            format!("`{}`: a loyalty cost with other costs", raw.get_ref()),
            "write a loyalty ability's cost alone: cost = \"[−2]\" (606.4)",
        ));
    }
    Ok(cost)
}

/// A keyword's cost that is mana only (scavenge, outlast, unearth): read as an ability's
/// cost, refused if it taps or has other parts, or if the card is not of the kind the keyword
/// needs (`kind_ok`). `keyword` and `example` name the keyword and a cost for the message.
pub(super) fn mana_only(
    src: &Source<'_>,
    raw: &Spanned<String>,
    keyword: &str,
    kind_ok: bool,
    kind: &str,
    example: &str,
) -> Result<AbilityCost, Error> {
    let cost = ability_cost(src, raw)?;
    if cost.tap || !cost.actions.is_empty() || !kind_ok {
        return Err(src.error(
            raw.span().start,
            format!("a {keyword} cost is mana, on a {kind} card"),
            format!("write the mana only, like {keyword} = \"{example}\", on a {kind} card"),
        ));
    }
    Ok(cost)
}

/// A morph or disguise cost (`morph = "{2}{B}{B}"`, 702.37a; `disguise = "{1}{W}"`,
/// 702.168a), `key` naming which: mana without X.
pub(super) fn face_down_cost(src: &Source<'_>, raw: &Spanned<String>, key: &str) -> Result<ManaCost, Error> {
    match ManaCost::parse(raw.get_ref()) {
        Ok(mana) if mana.x == 0 => Ok(mana),
        Ok(_) => Err(src.error(
            raw.span().start,
            format!("a {key} cost with X"),
            format!("write a {key} cost of mana without X: {key} = \"{{2}}{{B}}{{B}}\""),
        )),
        Err(m) => Err(src.error(
            raw.span().start,
            m,
            format!("write a {key} cost of mana: {key} = \"{{2}}{{B}}{{B}}\""),
        )),
    }
}

/// A ward cost (`ward = "{2}"`, `ward = "Pay 3 life"`, 702.21a): mana without X, or one part
/// that is no mana and names no "this". Only a permanent card has ward.
pub(super) fn ward(src: &Source<'_>, raw: &Spanned<String>, types: CardTypes) -> Result<WardCost, Error> {
    let at = raw.span().start;
    let cost = ability_cost(src, raw)?;
    let refused = |why: &str| {
        Err(src.error(
            at,
            format!("a ward cost that {why}"),
            "write ward = \"{2}\" (mana) or ward = \"Pay 3 life\" (one cost that is no mana), on a permanent card",
        ))
    };
    if !types.is_permanent() {
        return refused("is on an instant or sorcery: only permanents have ward");
    }
    match (cost.tap, cost.mana, cost.actions.as_slice()) {
        (false, Some(mana), []) if mana.x == 0 => Ok(WardCost::Mana(mana)),
        (false, None, [action])
            if !matches!(
                action,
                CostAction::SacrificeThis | CostAction::DiscardThis | CostAction::Loyalty(_)
            ) =>
        {
            Ok(WardCost::Action(*action))
        }
        _ => refused("is not mana without X, nor one cost that is no mana and not \"this\""),
    }
}

/// A cumulative upkeep cost (`cumulative_upkeep = ["{U}"]`, 702.24a): mana without X, a
/// choice of such amounts for each age counter (`"{W} or {U}"`), or one part that is no mana
/// and can be paid again for each counter (`"Pay 1 life"`, `"Sacrifice a creature"`). Only
/// a permanent card has it.
pub(super) fn cumulative_upkeep(
    src: &Source<'_>,
    raw: &Spanned<String>,
    types: CardTypes,
) -> Result<UpkeepCost, Error> {
    let at = raw.span().start;
    let refused = |why: String| {
        Err(src.error(
            at,
            format!("a cumulative upkeep cost that {why}"),
            "write \"{U}\", \"{W} or {U}\", or one cost that is no mana, such as \"Pay 1 life\" or \"Sacrifice a creature\", on a permanent card",
        ))
    };
    if !types.is_permanent() {
        return refused("is on an instant or sorcery: only permanents have cumulative upkeep".into());
    }
    let text = raw.get_ref().trim();
    if text.starts_with('{') {
        let mut choices = Vec::new();
        for part in text.split(" or ") {
            match ManaCost::parse(part) {
                Ok(mana) if mana.x == 0 && mana.split_symbols().next().is_none() => choices.push(mana),
                Ok(_) => return refused(format!("has X or a hybrid symbol in `{part}`")),
                Err(m) => return refused(format!("is not mana: {m}")),
            }
        }
        return Ok(UpkeepCost::Mana(choices));
    }
    match CostAction::parse(text) {
        Ok(action) if action.times(2).is_some() => Ok(UpkeepCost::Action(action)),
        Ok(_) => refused(format!("can't be paid once for each age counter: `{text}`")),
        Err(m) => refused(m),
    }
}

/// An echo cost (`echo = "{2}{R}"`, 702.30a), on a permanent card: mana, and for a cost with
/// X, what X is (`echo_x = "your_life"`), a number of the game needing no target.
pub(super) fn echo(
    src: &Source<'_>,
    raw: &Spanned<String>,
    x: Option<&Spanned<NamedNumber>>,
    types: CardTypes,
) -> Result<EchoCost, Error> {
    let at = raw.span().start;
    let refused = |why: String| {
        Err(src.error(
            at,
            format!("an echo cost that {why}"),
            "write mana on a permanent card: echo = \"{2}{R}\", or echo = \"{X}\" with echo_x = \"your_life\" or \"cards_in_your_hand\"",
        ))
    };
    if !types.is_permanent() {
        return refused("is on an instant or sorcery: only permanents have echo".into());
    }
    let mana = match ManaCost::parse(raw.get_ref()) {
        Ok(mana) => mana,
        Err(m) => return refused(format!("is not mana: {m}")),
    };
    let x = match (mana.x, x.map(Spanned::get_ref)) {
        (0, None) => None,
        (0, Some(_)) => return refused("has no X for `echo_x`".into()),
        (_, Some(NamedNumber::YourLife)) => Some(Number::YourLife),
        (_, Some(NamedNumber::CardsInYourHand)) => Some(Number::CardsInHand),
        (_, Some(_)) => return refused("has an X that names a number of a spell or trigger".into()),
        (_, None) => return refused("has X, but no `echo_x` saying what X is".into()),
    };
    Ok(EchoCost { mana, x })
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

/// "Affinity for [text]" (702.41a): the permanents, described by `raw`, that its caster
/// controls and that each make the spell cost {1} less. Not on lands.
pub(super) fn affinity(
    src: &Source<'_>,
    raw: Option<&Spanned<crate::cards::filter_spec::FilterSpec>>,
    types: CardTypes,
) -> Result<Option<crate::continuous::Filter>, Error> {
    let Some(raw) = raw else { return Ok(None) };
    let at = raw.span().start;
    if types.contains(CardTypes::LAND) {
        return Err(src.error(
            at,
            "a land with affinity, but a land is never cast",
            "remove `affinity_for`",
        ));
    }
    let filter = super::statics::filter(src, at, raw.get_ref())?;
    if filter.whose != crate::continuous::Whose::Anyone || filter.zone != crate::game::Zone::Battlefield {
        return Err(src.error(
            at,
            "affinity counts the permanents its caster controls",
            "leave `controller` and `zone` out of `affinity_for`: { types = [\"artifact\"] }",
        ));
    }
    Ok(Some(crate::continuous::Filter {
        whose: crate::continuous::Whose::You,
        ..filter
    }))
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
            CostAction::Loyalty(_) => Err(loyalty_outside_ability(src, at, part.trim())),
            other => Ok(other),
        })
        .collect()
}

/// The error for a loyalty cost where only an activated ability's cost may have one (606.2).
pub(super) fn loyalty_outside_ability(src: &Source<'_>, at: usize, part: &str) -> Error {
    src.error(
        at,
        format!("`{part}`: a loyalty cost is an activated ability's (606.2)"),
        "write it as the cost of a [[card.abilities]] entry, alone: cost = \"[+1]\"",
    )
}

/// "Planeswalkers' loyalty abilities you control cost an additional [+1] to activate"
/// (`loyalty_abilities_cost_additional = "[+1]"`, 606.5): the loyalty cost added.
pub(super) fn loyalty_additional(src: &Source<'_>, raw: &Spanned<String>) -> Result<i8, Error> {
    match action(src, raw.span().start, raw.get_ref())? {
        CostAction::Loyalty(n) if n != 0 => Ok(n),
        _ => Err(src.error(
            raw.span().start,
            format!("`{}` is not a loyalty cost other than [0]", raw.get_ref()),
            "write loyalty_abilities_cost_additional = \"[+1]\"",
        )),
    }
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
        CostAction::Waterbend(_) | CostAction::RevealOrPay { .. } | CostAction::PayXLife => Err(src.error(
            at,
            format!("`{part}`: the engine pays this cost only as a spell's additional cost"),
            "write it as the spell's additional_cost, or leave the card out",
        )),
        other => Ok(other),
    }
}

/// A static ability that changes what spells cost, as written: which spells (`whose`, with
/// `controller = "you"` for "spells you cast"), `more` or `less` mana, and for a reduction
/// `only_colored` ("This effect reduces only the amount of colored mana you pay").
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawSpellCost {
    #[serde(default)]
    whose: FilterSpec,
    more: Option<String>,
    less: Option<String>,
    #[serde(default)]
    only_colored: bool,
}

/// Reads a `[[card.spell_costs]]` table (601.2f).
pub(super) fn spell_cost(src: &Source<'_>, raw: &Spanned<RawSpellCost>) -> Result<CostChange, Error> {
    let at = raw.span().start;
    let r = raw.get_ref();
    let (text, reduces) = match (&r.more, &r.less) {
        (Some(more), None) => (more, false),
        (None, Some(less)) => (less, true),
        _ => {
            return Err(src.error(
                at,
                "a spell cost change needs exactly one of `more` and `less`",
                "write more = \"{1}\" (\"cost {1} more to cast\") or less = \"{1}\"",
            ))
        }
    };
    let mana = ManaCost::parse(text).map_err(|m| src.error(at, m, "write the amount like \"{1}\""))?;
    if mana.x > 0 || mana.fewest_mana() == 0 || mana.split[0].is_some() {
        return Err(src.error(
            at,
            format!("`{text}`: a cost changes by at least {{1}} of generic, colored or colorless mana, without X, hybrid or Phyrexian symbols"),
            "write an amount like \"{1}\", \"{B}\" or \"{W}{B}\"",
        ));
    }
    if r.only_colored && (!reduces || mana.generic > 0) {
        return Err(src.error(
            at,
            "`only_colored` on a change that is not a reduction by colored mana alone",
            "use only_colored = true with less = \"{W}{B}\"-style colored mana",
        ));
    }
    let mut spells = super::statics::filter(src, at, &r.whose)?;
    spells.zone = Zone::Stack;
    Ok(CostChange {
        spells,
        mana,
        reduces,
        only_colored: r.only_colored,
    })
}

/// The most kicker costs a card may have: one bit each in what a spell remembers (702.33d).
const MOST_KICKER_COSTS: usize = 8;

/// A card's multikicker cost (`multikicker = "{1}{G}"`, 702.33c): its one kicker cost, which
/// may be paid any number of times, so not with other kicker costs, nor with hybrid or
/// Phyrexian symbols, which a total cost holds only so many of. Returns the kicker costs
/// and whether they are a multikicker.
pub(super) fn multikicker(
    src: &Source<'_>,
    at: usize,
    kicker: &[Spanned<String>],
    multikicker: Option<&Spanned<String>>,
    types: CardTypes,
    base: &[Option<ManaCost>],
) -> Result<(Vec<ManaCost>, bool), Error> {
    let Some(raw) = multikicker else {
        return Ok((self::kicker(src, at, kicker, types, base)?, false));
    };
    if !kicker.is_empty() {
        return Err(src.error(
            raw.span().start,
            "a card with both `kicker` and `multikicker`",
            "write one of them: multikicker is the card's one kicker cost, paid any number of times",
        ));
    }
    let costs = self::kicker(src, at, std::slice::from_ref(raw), types, base)?;
    if costs.iter().any(|c| c.split_symbols().next().is_some()) {
        return Err(src.error(
            raw.span().start,
            "a multikicker cost with hybrid or Phyrexian symbols, which a total cost paid many times can't hold",
            "write the multikicker cost with plain mana symbols",
        ));
    }
    Ok((costs, true))
}

/// A card's kicker costs (`kicker = ["{W}", "{2}{B}"]`, 702.33a–b), refused on a land, which
/// is never cast, and refused when with the card's mana cost `base` (or its flashback cost)
/// they hold more hybrid and Phyrexian symbols than one total cost can.
fn kicker(
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

/// A cost only an instant or sorcery card has (`flashback = "{4}{R}"`, 702.34a: only such
/// a spell may be cast with it; `buyback = "{3}"`, 702.27a: only such a spell resolves into
/// a graveyard), `keyword` and `rule` naming it.
pub(super) fn instant_or_sorcery_cost(
    src: &Source<'_>,
    raw: Option<&Spanned<String>>,
    types: CardTypes,
    keyword: &str,
    rule: &str,
) -> Result<Option<ManaCost>, Error> {
    let Some(raw) = raw else { return Ok(None) };
    if !types.intersects(CardTypes::INSTANT.with(CardTypes::SORCERY)) {
        return Err(src.error(
            raw.span().start,
            format!("{keyword} on a card that is not an instant or sorcery ({rule})"),
            format!("remove `{keyword}`"),
        ));
    }
    cost(src, raw).map(Some)
}

/// The cost of an alternative cost `keyword` (its rule `rule`) that any card that is cast may
/// have, so not a land: foretell's (`foretell = "{U}"`, 702.143a), madness's (`madness =
/// "{R}"`, 702.35a), surge's (`surge = "{2}{U}"`, 702.117a), spectacle's (`spectacle = "{R}"`,
/// 702.137a).
pub(super) fn cast_alternative(
    src: &Source<'_>,
    (keyword, rule): (&str, &str),
    raw: Option<&Spanned<String>>,
    types: CardTypes,
) -> Result<Option<ManaCost>, Error> {
    let Some(raw) = raw else { return Ok(None) };
    if types.contains(CardTypes::LAND) {
        return Err(src.error(
            raw.span().start,
            format!("{keyword} on a land, which is played, not cast ({rule})"),
            format!("remove `{keyword}`"),
        ));
    }
    cost(src, raw).map(Some)
}

/// The cost of an alternative cost `keyword` that only a permanent spell has, since its
/// other abilities are about the permanent the spell becomes: evoke's (`evoke = "{2}{U}"`,
/// 702.74a) and dash's (`dash = "{1}{R}"`, 702.109a). A land is never cast.
pub(super) fn permanent_alternative(
    src: &Source<'_>,
    keyword: &str,
    raw: Option<&Spanned<String>>,
    types: CardTypes,
) -> Result<Option<ManaCost>, Error> {
    let Some(raw) = raw else { return Ok(None) };
    if !types.is_permanent() || types.contains(CardTypes::LAND) {
        return Err(src.error(
            raw.span().start,
            format!("{keyword} on a card that is not a nonland permanent card: its abilities are about the permanent the spell becomes, and a land is never cast"),
            format!("remove `{keyword}`"),
        ));
    }
    cost(src, raw).map(Some)
}

/// A bestow cost (`bestow = "{3}{G}{G}"`, 702.103a): a creature card's, which may be cast
/// as an Aura spell for it.
pub(super) fn bestow(
    src: &Source<'_>,
    raw: Option<&Spanned<String>>,
    types: CardTypes,
) -> Result<Option<ManaCost>, Error> {
    let Some(raw) = raw else { return Ok(None) };
    if !types.contains(CardTypes::CREATURE) {
        return Err(src.error(
            raw.span().start,
            "bestow on a card that is not a creature card (702.103a: it casts a creature card as an Aura)",
            "remove `bestow`",
        ));
    }
    cost(src, raw).map(Some)
}

/// `splice = { onto = "Arcane", cost = "{1}{R}" }`: "Splice onto Arcane {1}{R}" (702.47a).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawSplice {
    onto: String,
    cost: String,
}

/// A splice ability (702.47a), an instant's or sorcery's: what it is spliced onto is a
/// spell type (205.3k), and its text, which a spell gains, is one the engine can add to
/// another's: not modal, and dividing no amount (the spell may divide one of its own).
pub(super) fn splice(
    src: &Source<'_>,
    raw: Option<&Spanned<RawSplice>>,
    types: CardTypes,
    spell: &AbilityText,
) -> Result<Option<Splice>, Error> {
    let Some(raw) = raw else { return Ok(None) };
    let at = raw.span().start;
    let r = raw.get_ref();
    if !types.intersects(CardTypes::INSTANT.with(CardTypes::SORCERY)) {
        return Err(src.error(
            at,
            "splice on a card that is not an instant or sorcery (702.47a: the spell gains the card's rules text)",
            "remove `splice`",
        ));
    }
    if spell.modes.is_some() || spell.division.is_some() {
        return Err(src.error(
            at,
            "splice on a modal card, or one that divides an amount",
            "the engine splices texts without modes or a divided amount",
        ));
    }
    let onto = Subtype::named_for(&r.onto, CardTypes::INSTANT).ok_or_else(|| {
        src.error(
            at,
            format!("`{}` is not a spell type (205.3k)", r.onto),
            "write `onto = \"Arcane\"`",
        )
    })?;
    let cost = ManaCost::parse(&r.cost).map_err(|m| src.error(at, m, "write costs like \"{1}{R}\""))?;
    if cost.x > 0 {
        return Err(src.error(
            at,
            "a splice cost with {X}",
            "write a splice cost of plain mana symbols",
        ));
    }
    Ok(Some(Splice { onto, cost }))
}

fn cost(src: &Source<'_>, raw: &Spanned<String>) -> Result<ManaCost, Error> {
    ManaCost::parse(raw.get_ref()).map_err(|m| src.error(raw.span().start, m, "write costs like \"{1}{G}\""))
}
