//! Activated abilities as a card file writes them (`[[card.abilities]]`, CR 602): a cost, what
//! the ability does, and the zone it works from (113.6).

use serde::Deserialize;
use toml::Spanned;

use super::effects::{text, Context, RawText};
use super::{costs, modes, Source};
use crate::cards::cost::CostAction;
use crate::cards::effect::Effect;
use crate::cards::resolved::Resolved;
use crate::cards::target::{TargetKind, TargetSpec};
use crate::cards::{AbilityCost, ActivatedAbility, CardPool};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::handlers::keyword_abilities::{level_up, ninjutsu, outlast, station};
use crate::{rule, Error};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawAbility {
    cost: Spanned<String>,
    zone: Option<Spanned<String>>,
    #[serde(default, deserialize_with = "crate::cards::target::short_form")]
    target: Option<TargetKind>,
    #[serde(default)]
    targets: Vec<Spanned<TargetSpec>>,
    #[serde(default)]
    effects: Vec<Spanned<Effect>>,
    choose: Option<Spanned<modes::ChooseSpec>>,
    #[serde(default)]
    modes: Vec<Spanned<modes::RawMode>>,
    /// "Activate only as a sorcery" (602.5d).
    #[serde(default)]
    sorcery_speed: bool,
    /// "Any player may activate this ability" (602.1b).
    #[serde(default)]
    any_player: bool,
    /// An exhaust ability (702.177a): "Exhaust — [Cost]: [Effect]".
    #[serde(default)]
    exhaust: bool,
}

pub(super) fn ability(
    src: &Source<'_>,
    name: &str,
    raw: &Spanned<RawAbility>,
    pool: &CardPool,
) -> Result<ActivatedAbility, Error> {
    let a = raw.get_ref();
    let cost = costs::ability_cost(src, &a.cost)?;
    let raw_text = RawText {
        one: a.target,
        each: &a.targets,
        effects: &a.effects,
        choose: a.choose.as_ref(),
        modes: &a.modes,
    };
    let context = Context {
        x_announced: cost.mana.is_some_and(|c| c.x > 0),
        ..Context::ABILITY
    };
    does_something(src, name, raw.span().start, &raw_text)?;
    let text = text(src, name, raw.span().start, &raw_text, context, pool)?;
    let loyalty = cost.actions.iter().any(|a| matches!(a, CostAction::Loyalty(_)));
    let is_mana_ability = !loyalty && is_mana_ability(&text);
    let zone = match a.zone.as_ref().map(|z| (z.span().start, z.get_ref().as_str())) {
        None | Some((_, "battlefield")) => crate::game::Zone::Battlefield,
        Some((_, "graveyard")) => crate::game::Zone::Graveyard,
        Some((_, "hand")) => crate::game::Zone::Hand,
        Some((at, other)) => {
            return Err(src.error(
                at,
                format!("`{other}` is not a zone an activated ability of `{name}` can function from"),
                "leave `zone` out (the battlefield) or write zone = \"graveyard\" or zone = \"hand\"",
            ))
        }
    };
    if a.any_player && (zone != crate::game::Zone::Battlefield || is_mana_ability || cost.tap) {
        return Err(src.error(
            raw.span().start,
            format!("an ability of `{name}` that any player may activate is a mana ability, taps, or works from another zone than the battlefield"),
            "`any_player` is for nonmana abilities of permanents whose costs the activator pays themselves (\"Pay 4 life\"); remove it",
        ));
    }
    Ok(ActivatedAbility {
        cost,
        text,
        is_mana_ability,
        zone,
        cycling: false,
        sorcery_speed: a.sorcery_speed,
        any_player: a.any_player,
        exhaust: a.exhaust,
    })
}

/// The cost of a cycling ability written `"{2}"` (or `"Pay 2 life"`): what comes before
/// "Discard this card", then that discard (702.29a).
fn cycling_cost(src: &Source<'_>, raw: &Spanned<String>) -> Result<AbilityCost, Error> {
    discard_this_cost(src, raw, "cycling")
}

/// The cost of `keyword`'s ability from the hand, "[cost], Discard this card" (cycling's,
/// 702.29a; reinforce's, 702.77a; transmute's, 702.53a), written `"{2}"`: what comes before
/// the discard, then the discard.
fn discard_this_cost(src: &Source<'_>, raw: &Spanned<String>, keyword: &str) -> Result<AbilityCost, Error> {
    let mut cost = costs::ability_cost(src, raw)?;
    if cost.tap || cost.actions.contains(&CostAction::DiscardThis) {
        return Err(src.error(
            raw.span().start,
            format!("a {keyword} cost can't tap the card, and \"Discard this card\" is already part of it"),
            "write the cost that comes before \"Discard this card\", like \"{2}\"",
        ));
    }
    cost.actions.push(CostAction::DiscardThis);
    Ok(cost)
}

/// How a card file writes typecycling: `typecycling = { cost = "{2}", for = { subtypes =
/// ["Swamp"] } }` ("Swampcycling {2}"), `for` describing the card searched for (702.29e).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawTypecycling {
    cost: Spanned<String>,
    #[serde(rename = "for")]
    find: Spanned<crate::cards::filter_spec::FilterSpec>,
}

/// The typecycling ability of a card with `typecycling = { … }` (702.29e): a cycling
/// ability whose effect searches the library for a card `for` describes.
fn typecycling(src: &Source<'_>, raw: &RawTypecycling) -> Result<ActivatedAbility, Error> {
    let cost = cycling_cost(src, &raw.cost)?;
    let mut find = super::statics::filter(src, raw.find.span().start, raw.find.get_ref())?;
    find.zone = crate::game::Zone::Library;
    Ok(crate::handlers::keyword_abilities::cycling::typecycling(cost, find))
}

/// How a card file writes reinforce: `reinforce = { count = 2, cost = "{2}{W}" }`
/// ("Reinforce 2—{2}{W}", 702.77a).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawReinforce {
    count: Spanned<u8>,
    cost: Spanned<String>,
}

/// The reinforce ability of a card with `reinforce = { … }` (702.77a): N at least 1, and a
/// cost with no X (reinforce X is not built).
fn reinforce(src: &Source<'_>, raw: &RawReinforce) -> Result<ActivatedAbility, Error> {
    let cost = discard_this_cost(src, &raw.cost, "reinforce")?;
    if *raw.count.get_ref() == 0 || cost.mana.is_some_and(|m| m.x > 0) {
        return Err(src.error(
            raw.count.span().start,
            "reinforce 0, or reinforce with an X in its cost",
            "write reinforce = { count = N, cost = \"{1}{W}\" } with N at least 1 and no X (reinforce X is not built)",
        ));
    }
    Ok(crate::handlers::keyword_abilities::reinforce::ability(
        cost,
        *raw.count.get_ref(),
    ))
}

/// The transmute ability of a card with `transmute = "{cost}"` (702.53a): it searches for a
/// card with the mana value of its printed mana cost, which it must have (no X).
fn transmute(src: &Source<'_>, raw: &Spanned<String>, c: &super::raw::RawCard) -> Result<ActivatedAbility, Error> {
    let cost = discard_this_cost(src, raw, "transmute")?;
    let mana_value = c
        .cost
        .as_ref()
        .and_then(|printed| crate::cards::mana::ManaCost::parse(printed.get_ref()).ok())
        .filter(|printed| printed.x == 0)
        .and_then(|printed| u8::try_from(printed.mana_value()).ok());
    let Some(mana_value) = mana_value else {
        return Err(src.error(
            raw.span().start,
            "transmute on a card without a mana cost, or with an X in it",
            "give the card its printed mana cost (\"{2}{U}\"), with no X: transmute searches for that mana value",
        ));
    };
    Ok(crate::handlers::keyword_abilities::transmute::ability(cost, mana_value))
}

/// The crew ability of a Vehicle with `crew = N` (702.122a); only a Vehicle has one (301.7).
fn crew(
    src: &Source<'_>,
    n: &Spanned<u8>,
    subtypes: &crate::characteristics::SubtypeSet,
) -> Result<ActivatedAbility, Error> {
    if !subtypes.contains(crate::generated::subtypes::VEHICLE) {
        return Err(src.error(
            n.span().start,
            "only a Vehicle has a crew ability (301.7)",
            "give the card the subtype \"Vehicle\" or leave `crew` out",
        ));
    }
    Ok(crate::handlers::keyword_abilities::crew::ability(*n.get_ref()))
}

/// How a keyword's ability is built from its cost.
type KeywordAbilityOf = fn(AbilityCost) -> ActivatedAbility;

/// A card's activated abilities: its `[[card.abilities]]`, then those its keywords with costs
/// stand for (cycling, reinforce, transmute, scavenge, embalm, eternalize, outlast, ninjutsu, commander ninjutsu, unearth, equip,
/// fortify, crew, aura swap) and station's.
pub(super) fn activated(
    src: &Source<'_>,
    name: &str,
    c: &super::raw::RawCard,
    types: crate::characteristics::CardTypes,
    subtypes: &crate::characteristics::SubtypeSet,
    keywords: &crate::cards::KeywordSet,
    pool: &CardPool,
) -> Result<Vec<ActivatedAbility>, Error> {
    let mut abilities = Vec::new();
    for a in &c.abilities {
        abilities.push(ability(src, name, a, pool)?);
    }
    if let Some(cost) = &c.cycling {
        abilities.push(crate::handlers::keyword_abilities::cycling::ability(cycling_cost(
            src, cost,
        )?));
    }
    if let Some(raw) = &c.typecycling {
        abilities.push(typecycling(src, raw)?);
    }
    if let Some(raw) = &c.reinforce {
        abilities.push(reinforce(src, raw)?);
    }
    if let Some(raw) = &c.transmute {
        abilities.push(transmute(src, raw, c)?);
    }
    // The creature keywords whose cost is mana only, each with the ability it stands for.
    let creature_keywords: [(_, _, KeywordAbilityOf); 6] = [
        (&c.scavenge, ("scavenge", "{4}{G}{G}"), scavenge),
        (&c.embalm, ("embalm", "{W}"), embalm),
        (&c.eternalize, ("eternalize", "{4}{U}{U}"), eternalize),
        (&c.outlast, ("outlast", "{1}{W}"), outlast::ability),
        (&c.ninjutsu, ("ninjutsu", "{1}{U}"), ninjutsu::ability),
        (&c.level_up, ("level_up", "{W}"), level_up::ability),
    ];
    for (raw, names, ability) in creature_keywords {
        if let Some(cost) = raw {
            abilities.push(creature_keyword(src, cost, types, names, ability)?);
        }
    }
    if let Some(cost) = &c.commander_ninjutsu {
        let names = ("commander_ninjutsu", "{U}{B}");
        let from_hand = creature_keyword(src, cost, types, names, ninjutsu::ability)?;
        abilities.push(ninjutsu::from_the_command_zone_too(from_hand.clone()));
        abilities.push(from_hand);
    }
    if let Some(cost) = &c.unearth {
        abilities.push(super::keyword_delays::unearth(src, cost, types)?);
    }
    if let Some(cost) = &c.equip {
        abilities.push(super::attachments::equip(src, cost, subtypes)?);
    }
    if let Some(cost) = &c.fortify {
        abilities.push(super::attachments::fortify(src, cost, subtypes)?);
    }
    if let Some(n) = &c.crew {
        abilities.push(crew(src, n, subtypes)?);
    }
    if let Some(cost) = &c.aura_swap {
        abilities.push(super::attachments::aura_swap(src, cost, subtypes)?);
    }
    if keywords.contains(KeywordAbility::Station) {
        abilities.push(station::ability());
    }
    Ok(abilities)
}

/// The activated ability a creature card's keyword with a mana-only cost stands for
/// (`scavenge = "{4}{G}{G}"`, 702.97a; `outlast = "{1}{W}"`, 702.107a; `ninjutsu = "{1}{U}"`,
/// 702.49a): the cost checked ([`costs::mana_only`], `example` shown in its message), then
/// `ability` adds the rest of the cost and the effect.
fn creature_keyword(
    src: &Source<'_>,
    raw: &Spanned<String>,
    types: crate::characteristics::CardTypes,
    (keyword, example): (&str, &str),
    ability: KeywordAbilityOf,
) -> Result<ActivatedAbility, Error> {
    let is_creature = types.contains(crate::characteristics::CardTypes::CREATURE);
    costs::mana_only(src, raw, keyword, is_creature, "creature", example).map(ability)
}

/// The scavenge ability with `cost`, then "Exile this card from your graveyard" (702.97a).
fn scavenge(cost: AbilityCost) -> ActivatedAbility {
    crate::handlers::keyword_abilities::scavenge::ability(exiling_this(cost))
}

/// The embalm ability with `cost`, then "Exile this card from your graveyard" (702.128a).
fn embalm(cost: AbilityCost) -> ActivatedAbility {
    crate::handlers::keyword_abilities::embalm::ability(exiling_this(cost))
}

/// The eternalize ability with `cost`, then "Exile this card from your graveyard" (702.129a).
fn eternalize(cost: AbilityCost) -> ActivatedAbility {
    crate::handlers::keyword_abilities::eternalize::ability(exiling_this(cost))
}

/// A graveyard keyword's `cost` with "Exile this card from your graveyard" after it.
fn exiling_this(mut cost: AbilityCost) -> AbilityCost {
    cost.actions.push(CostAction::ExileThisFromGraveyard);
    cost
}

/// Whether an activated ability with this text is a mana ability (if it is not a loyalty
/// ability, which never is one): it has no target and an
/// effect of it adds mana (605.1a), however much, none included (605.2: it stays one even
/// when the game lets it make no mana), whatever else it does (Altar of the Pantheon's "you
/// gain 1 life").
#[rule("605.1a", "605.2")]
fn is_mana_ability(text: &super::AbilityText) -> bool {
    text.targets.is_empty()
        && text.effects.iter().any(|e| {
            matches!(
                e,
                Resolved::AddMana(..)
                    | Resolved::AddManaNotForGeneric(_)
                    | Resolved::AddManaOfAnyColor(_)
                    | Resolved::AddManaOfCommanderColor
                    | Resolved::AddManaOfChosenColor
            )
        })
}

/// An activated or triggered ability has effects, or modes that have them.
pub(super) fn does_something(src: &Source<'_>, name: &str, at: usize, raw: &RawText<'_>) -> Result<(), Error> {
    if raw.effects.is_empty() && raw.modes.is_empty() {
        return Err(src.error(
            at,
            format!("an ability of `{name}` has no effects"),
            "add effects = [...], or choose and modes",
        ));
    }
    Ok(())
}
