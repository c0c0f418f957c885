//! Reading what continuous effects say in card files: static abilities (604), the parts of an
//! effect (`modify`), and descriptions of objects (filters). Anything the engine cannot use is
//! an error at its place in the file.

use serde::Deserialize;
use toml::Spanned;

use super::Source;
use crate::cards::effect::{FilterSpec, ModifySpec};
use crate::cards::{Affects, KeywordSet, StaticAbility, StaticCondition};
use crate::characteristics::{CardTypes, Color, ColorSet, SubtypeSet, Supertypes};
use crate::continuous::{Amount, Filter, Modification, Whose};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::generated::subtypes::{Subtype, SubtypeKind};
use crate::{rule, Error};

/// A static ability as written: `affects` (`"self"` or a filter) and `modify`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawStatic {
    affects: RawAffects,
    modify: Vec<Spanned<ModifySpec>>,
    zone: Option<String>,
    as_long_as_you_control: Option<FilterSpec>,
    as_long_as_a_player_controls: Option<FilterSpec>,
    as_long_as_devotion: Option<RawDevotion>,
    as_long_as_exiled_with_this: Option<FilterSpec>,
    as_long_as_counters: Option<RawCounters>,
    #[serde(default)]
    as_long_as_citys_blessing: bool,
}

/// "As long as this permanent has N or more [kind] counters on it", as written: `{ kind =
/// "charge", at_least = 12 }` (a station symbol's "{12+}", 721.2a).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCounters {
    kind: crate::cards::effect::CounterKind,
    at_least: u32,
    at_most: Option<u32>,
}

/// "As long as your devotion to [colors] is less than N", as written: `{ colors = ["red"],
/// less_than = 5 }`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawDevotion {
    colors: Vec<String>,
    less_than: u32,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum RawAffects {
    Named(String),
    Filter(Box<FilterSpec>),
}

/// Reads a static ability at `at`. One that defines the object's own colors, subtypes, power
/// or toughness, unconditionally, is a characteristic-defining ability (604.3a).
#[rule("604.3a")]
pub(super) fn static_ability(src: &Source<'_>, raw: &Spanned<RawStatic>) -> Result<StaticAbility, Error> {
    let at = raw.span().start;
    let r = raw.get_ref();
    let affects = match &r.affects {
        RawAffects::Named(n) if n == "self" => Affects::This,
        RawAffects::Named(n) if ["enchanted", "equipped", "fortified"].contains(&n.as_str()) => Affects::Attached,
        RawAffects::Named(n) => {
            return Err(src.error(
                at,
                format!("`{n}` is not what a static ability can affect"),
                "use affects = \"self\", \"enchanted\", \"equipped\", \"fortified\" or a filter table such as { types = [\"creature\"], controller = \"you\" }",
            ))
        }
        RawAffects::Filter(f) => Affects::Filter(filter(src, at, f)?),
    };
    if r.modify.is_empty() {
        return Err(src.error(at, "a static ability that modifies nothing", "add `modify = [...]`"));
    }
    let modifications = modifications(src, &r.modify)?;
    let defines = |m: &Modification| {
        matches!(
            m,
            Modification::SetPt(..)
                | Modification::SetColors(_)
                | Modification::AllCreatureTypes
                | Modification::SetSubtypes(..)
        )
    };
    let zone = match r.zone.as_deref() {
        None | Some("battlefield") => crate::game::Zone::Battlefield,
        Some("graveyard") => crate::game::Zone::Graveyard,
        Some(other) => {
            return Err(src.error(
                at,
                format!("`{other}` is not a zone a static ability can function from"),
                "leave `zone` out (the battlefield) or write zone = \"graveyard\" (113.6b)",
            ))
        }
    };
    let conditions = [
        r.as_long_as_you_control.is_some(),
        r.as_long_as_a_player_controls.is_some(),
        r.as_long_as_devotion.is_some(),
        r.as_long_as_exiled_with_this.is_some(),
        r.as_long_as_counters.is_some(),
        r.as_long_as_citys_blessing,
    ];
    if conditions.into_iter().filter(|&c| c).count() > 1 {
        return Err(src.error(
            at,
            "a static ability with two conditions",
            "keep one of as_long_as_you_control, as_long_as_a_player_controls, as_long_as_devotion, as_long_as_exiled_with_this, as_long_as_counters and as_long_as_citys_blessing",
        ));
    }
    if let Some(c) = r
        .as_long_as_counters
        .as_ref()
        .filter(|c| c.at_most.is_some_and(|m| m < c.at_least))
    {
        return Err(src.error(
            at,
            format!(
                "as_long_as_counters from {} to {}: no count is both",
                c.at_least,
                c.at_most.unwrap_or_default()
            ),
            "write at_most no less than at_least: { kind = \"level\", at_least = 2, at_most = 6 } for {LEVEL 2-6} (711.2a)",
        ));
    }
    let condition = match (
        &r.as_long_as_you_control,
        &r.as_long_as_a_player_controls,
        &r.as_long_as_devotion,
        &r.as_long_as_exiled_with_this,
    ) {
        (Some(f), _, _, _) => Some(StaticCondition::YouControl(filter(src, at, f)?)),
        (_, Some(f), _, _) => Some(StaticCondition::AnyPlayerControls(filter(src, at, f)?)),
        (_, _, Some(d), _) if !d.colors.is_empty() => Some(StaticCondition::DevotionBelow {
            colors: colors(src, at, &d.colors)?,
            below: d.less_than,
        }),
        (_, _, Some(_), _) => {
            return Err(src.error(
                at,
                "a devotion condition names no color",
                "write as_long_as_devotion = { colors = [\"red\"], less_than = 5 }",
            ))
        }
        (_, _, _, Some(f)) => Some(StaticCondition::ExiledWithThis(Filter {
            zone: crate::game::Zone::Exile,
            ..filter(src, at, f)?
        })),
        (None, None, None, None) if r.as_long_as_citys_blessing => Some(StaticCondition::CitysBlessing),
        (None, None, None, None) => r.as_long_as_counters.as_ref().map(|c| StaticCondition::Counters {
            kind: c.kind,
            at_least: c.at_least,
            at_most: c.at_most,
        }),
    };
    let cda = affects == Affects::This
        && modifications.iter().all(defines)
        && condition.is_none()
        && zone == crate::game::Zone::Battlefield;
    Ok(StaticAbility {
        affects,
        modifications,
        cda,
        zone,
        condition,
    })
}

/// Reads the parts of an effect, each at its place in the file.
pub(super) fn modifications(src: &Source<'_>, modify: &[Spanned<ModifySpec>]) -> Result<Vec<Modification>, Error> {
    modify
        .iter()
        .map(|m| modification(src, m.span().start, m.get_ref(), false))
        .collect()
}

/// Reads one part of an effect: a table with exactly one key. `x_announced`: the effect is
/// created by a spell or ability whose X is announced, so `set_pt = "x/x"` may use it.
pub(super) fn modification(
    src: &Source<'_>,
    at: usize,
    m: &ModifySpec,
    x_announced: bool,
) -> Result<Modification, Error> {
    let mut found: Vec<Modification> = Vec::new();
    let types = |names: &[String]| card_types(src, at, names);
    if m.gain_control == Some(true) {
        found.push(Modification::GainControl);
    }
    if let Some(t) = &m.add_types {
        found.push(Modification::AddTypes(types(t)?));
    }
    if let Some(t) = &m.set_types {
        found.push(Modification::SetTypes(types(t)?));
    }
    if let Some(t) = &m.remove_types {
        found.push(Modification::RemoveTypes(types(t)?));
    }
    if let Some(s) = &m.add_subtypes {
        found.push(Modification::AddSubtypes(subtypes(src, at, s, None)?));
    }
    if let Some(s) = &m.set_creature_types {
        let set = subtypes(src, at, s, Some(SubtypeKind::Creature))?;
        found.push(Modification::SetSubtypes(SubtypeKind::Creature, set));
    }
    if let Some(s) = &m.set_land_types {
        found.push(Modification::SetLandTypes(subtypes(
            src,
            at,
            s,
            Some(SubtypeKind::Land),
        )?));
    }
    if m.all_creature_types == Some(true) {
        found.push(Modification::AllCreatureTypes);
    }
    if m.creature_types_of_last_exiled == Some(true) {
        found.push(Modification::LastExiledCreatureTypes);
    }
    if m.add_chosen_type == Some(true) {
        found.push(Modification::AddChosenType);
    }
    if let Some(s) = &m.add_supertypes {
        let added = supertypes(src, at, s)?;
        if added.contains(Supertypes::WORLD) {
            return Err(src.error(
                at,
                "an effect that gives the world supertype",
                "the world rule (704.5k) counts how long a permanent has had the supertype from when it entered, so only printed world is supported",
            ));
        }
        found.push(Modification::AddSupertypes(added));
    }
    if let Some(s) = &m.remove_supertypes {
        found.push(Modification::RemoveSupertypes(supertypes(src, at, s)?));
    }
    if let Some(c) = &m.set_colors {
        found.push(Modification::SetColors(colors(src, at, c)?));
    }
    if let Some(c) = &m.add_colors {
        found.push(Modification::AddColors(colors(src, at, c)?));
    }
    if m.colorless == Some(true) {
        found.push(Modification::SetColors(ColorSet::COLORLESS));
    }
    if let Some(k) = &m.add_keywords {
        let added = keywords(src, at, k)?;
        if added.contains(KeywordAbility::Toxic) {
            return Err(src.error(
                at,
                "toxic is given with its number",
                "write { add_toxic = N } (\"gains toxic 1\", 702.164a) instead of naming it in add_keywords",
            ));
        }
        found.push(Modification::AddKeywords(added));
    }
    if let Some(n) = m.add_toxic {
        if n == 0 {
            return Err(src.error(at, "add_toxic = 0", "write add_toxic = N with N at least 1 (702.164a)"));
        }
        found.push(Modification::AddToxic(n));
    }
    if let Some(k) = &m.remove_keywords {
        found.push(Modification::RemoveKeywords(keywords(src, at, k)?));
    }
    if m.lose_all_abilities == Some(true) {
        found.push(Modification::LoseAllAbilities);
    }
    if let Some(pt) = &m.set_pt {
        found.push(set_pt(src, at, pt, x_announced)?);
    }
    let change = |key: &str, pt: &str| {
        signed_pt(pt).ok_or_else(|| {
            src.error(
                at,
                format!("`{pt}` is not a power/toughness change"),
                format!("write {key} = \"+1/+1\" or \"-2/-0\""),
            )
        })
    };
    if let Some(pt) = &m.pt {
        let (p, t) = change("pt", pt)?;
        found.push(Modification::ModifyPt(p, t));
    }
    if let Some(pt) = &m.pt_for_each_sharing_a_creature_type {
        let (p, t) = change("pt_for_each_sharing_a_creature_type", pt)?;
        found.push(Modification::ModifyPtForEachSharingACreatureType(p, t));
    }
    if m.switch_pt == Some(true) {
        found.push(Modification::SwitchPt);
    }
    if let Some(index) = m.gain_quoted {
        let this = src.this.get();
        if index >= this.quoted {
            return Err(src.error(
                at,
                format!(
                    "gain_quoted = {index}, but the card has {} quoted abilities",
                    this.quoted
                ),
                "write the ability in quotation marks as [[card.quoted]] (the first is gain_quoted = 0)",
            ));
        }
        found.push(Modification::GainActivated(
            crate::characteristics::ActivatedRef::Granted {
                card: super::quoted::index(this.card),
                index,
                grant: super::quoted::STATIC_GRANT,
            },
        ));
    }
    match m.gain_scavenge.as_deref() {
        None => {}
        Some("mana_cost") => found.push(Modification::GainActivated(
            crate::characteristics::ActivatedRef::ScavengeAtManaCost,
        )),
        Some(other) => {
            return Err(src.error(
                at,
                format!("`{other}` is not a scavenge cost a static ability can give"),
                "write gain_scavenge = \"mana_cost\": scavenge whose cost is each object's mana cost",
            ))
        }
    }
    match found.as_slice() {
        [one] => Ok(*one),
        [] => Err(src.error(
            at,
            "a `modify` entry that changes nothing",
            "give each entry one key, such as { pt = \"+1/+1\" } or { add_keywords = [\"Flying\"] } (see engine/cards/README.md)",
        )),
        _ => Err(src.error(
            at,
            "a `modify` entry with more than one key",
            "write one table per change: modify = [{ set_colors = [\"blue\"] }, { pt = \"+1/+1\" }]",
        )),
    }
}

/// `"1/1"`, `"mana_value"` (Opalescence) or `"cards_in_hand"` (Maro).
fn set_pt(src: &Source<'_>, at: usize, pt: &str, x_announced: bool) -> Result<Modification, Error> {
    let amount = match pt {
        "x/x" if !x_announced => {
            return Err(src.error(
                at,
                "`set_pt = \"x/x\"` where no X is announced (107.3a)",
                "use x/x in a continuous effect of a spell or ability with {X} in its cost",
            ))
        }
        "x/x" => Some((Amount::X, Amount::X)),
        "mana_value" => Some((Amount::ManaValue, Amount::ManaValue)),
        "cards_in_hand" => Some((Amount::CardsInHand, Amount::CardsInHand)),
        "creature_cards_in_graveyard" => Some((Amount::CreatureCardsInGraveyard, Amount::CreatureCardsInGraveyard)),
        "card_types_in_all_graveyards/+1" => {
            Some((Amount::CardTypesInAllGraveyards(0), Amount::CardTypesInAllGraveyards(1)))
        }
        "last_exiled_creature_card" => Some((Amount::LastExiledCreaturePower, Amount::LastExiledCreatureToughness)),
        _ => pt.split_once('/').and_then(|(p, t)| {
            Some((
                Amount::Fixed(p.trim().parse().ok()?),
                Amount::Fixed(t.trim().parse().ok()?),
            ))
        }),
    };
    let (p, t) = amount.ok_or_else(|| {
        src.error(
            at,
            format!("`{pt}` is not a power and toughness the engine can set"),
            "write set_pt = \"1/1\", \"x/x\", \"mana_value\", \"cards_in_hand\", \"creature_cards_in_graveyard\", \"card_types_in_all_graveyards/+1\" or \"last_exiled_creature_card\"",
        )
    })?;
    Ok(Modification::SetPt(p, t))
}

/// `"+1/+1"`, `"-2/-0"`, `"+0/+3"`.
fn signed_pt(text: &str) -> Option<(i32, i32)> {
    let (p, t) = text.split_once('/')?;
    let signed = |s: &str| -> Option<i32> {
        let s = s.trim();
        let sign = match s.as_bytes().first()? {
            b'+' => 1,
            b'-' => -1,
            _ => return None,
        };
        Some(sign * s[1..].parse::<i32>().ok()?)
    };
    Some((signed(p)?, signed(t)?))
}

/// Reads a description of objects.
pub(super) fn filter(src: &Source<'_>, at: usize, f: &FilterSpec) -> Result<Filter, Error> {
    if f.enchanted {
        return Err(src.error(
            at,
            "`enchanted` in a description that isn't a triggered ability's `whose`",
            "write `enchanted = true` only in `whose` (\"when enchanted creature dies\"); a static ability of an Aura affects = \"enchanted\"",
        ));
    }
    let types = |names: &[String]| -> Result<CardTypes, Error> {
        if names.is_empty() {
            Ok(CardTypes::NONE)
        } else {
            card_types(src, at, names)
        }
    };
    Ok(Filter {
        types: types(&f.types)?,
        any_types: types(&f.any_types)?,
        not_types: types(&f.not_types)?,
        subtypes: subtypes(src, at, &f.subtypes, None)?,
        not_subtypes: subtypes(src, at, &f.not_subtypes, None)?,
        supertypes: supertypes(src, at, &f.supertypes)?,
        not_supertypes: supertypes(src, at, &f.not_supertypes)?,
        colors: colors(src, at, &f.colors)?,
        not_colors: colors(src, at, &f.not_colors)?,
        whose: whose(src, at, "controller", f.controller.as_deref())?,
        owner: whose(src, at, "owner", f.owner.as_deref())?,
        nontoken: f.nontoken,
        token: f.token,
        other: f.other,
        no_abilities: f.no_abilities,
        chosen_color: f.chosen_color,
        chosen_type: f.chosen_type,
        mana_value_at_most: f.mana_value_at_most,
        mana_value_at_least: None,
        toughness_greater_than_power: f.toughness_greater_than_power,
        commander: f.commander,
        enchanted: false,
        attacking: false,
        power_vs_source: None,
        named_partner: false,
        anywhere: f.zone.as_deref() == Some("anywhere"),
        zone: match f.zone.as_deref() {
            None | Some("battlefield" | "anywhere") => crate::game::Zone::Battlefield,
            Some("graveyard") => crate::game::Zone::Graveyard,
            Some(other) => {
                return Err(src.error(
                    at,
                    format!("`{other}` is not a zone a filter can describe objects in"),
                    "leave `zone` out (permanents) or write zone = \"graveyard\" (cards in graveyards) or zone = \"anywhere\" (every object in every zone)",
                ))
            }
        },
    })
}

/// Whose objects a filter's `key` (`controller`, `owner`) names.
fn whose(src: &Source<'_>, at: usize, key: &str, value: Option<&str>) -> Result<Whose, Error> {
    match value {
        None => Ok(Whose::Anyone),
        Some("you") => Ok(Whose::You),
        Some("opponent") => Ok(Whose::Opponent),
        Some("not_you") => Ok(Whose::NotYou),
        Some("your_team") => Ok(Whose::YourTeam),
        Some(other) => Err(src.error(
            at,
            format!("`{other}` is not whose objects a filter can name"),
            format!("write {key} = \"you\", \"opponent\", \"not_you\" or \"your_team\""),
        )),
    }
}

/// "You may cast [creature] spells from the top of your library" (Garruk's Horde:
/// `cast_from_library_top = ["creature"]`): the card types of those spells, none when left
/// out. A static ability of a permanent alone.
pub(super) fn cast_from_library_top(
    src: &Source<'_>,
    at: usize,
    names: &[String],
    types: CardTypes,
) -> Result<CardTypes, Error> {
    if names.is_empty() {
        return Ok(CardTypes::NONE);
    }
    if !types.is_permanent() {
        return Err(src.error(
            at,
            "`cast_from_library_top` on a card that is not a permanent card",
            "it is a static ability, which works on the battlefield: give it to a permanent card",
        ));
    }
    card_types(src, at, names)
}

/// Card types by name (205.2a).
pub(super) fn card_types(src: &Source<'_>, at: usize, names: &[String]) -> Result<CardTypes, Error> {
    let mut types = CardTypes::NONE;
    for name in names {
        let t = CardTypes::from_name(name).ok_or_else(|| {
            src.error(
                at,
                format!("`{name}` is not a card type"),
                "the card types are those of rule 205.2a: artifact, battle, conspiracy, creature, dungeon, enchantment, instant, kindred, land, phenomenon, plane, planeswalker, scheme, sorcery, vanguard",
            )
        })?;
        types = types.with(t);
    }
    if types.is_empty() {
        return Err(src.error(at, "an empty list of card types", "name at least one card type"));
    }
    Ok(types)
}

/// Supertypes by name (205.4a).
pub(super) fn supertypes(src: &Source<'_>, at: usize, names: &[String]) -> Result<Supertypes, Error> {
    let mut set = Supertypes::default();
    for name in names {
        let s = Supertypes::from_name(name).ok_or_else(|| {
            src.error(
                at,
                format!("`{name}` is not a supertype"),
                "the supertypes are basic, legendary, ongoing, snow and world (205.4a)",
            )
        })?;
        set = set.with(s);
    }
    Ok(set)
}

/// Subtypes by name as the CR lists them (205.3), of `kind` when given.
pub(super) fn subtypes(
    src: &Source<'_>,
    at: usize,
    names: &[String],
    kind: Option<SubtypeKind>,
) -> Result<SubtypeSet, Error> {
    let mut set = SubtypeSet::EMPTY;
    for name in names {
        let found = match kind {
            Some(kind) => Subtype::named_for(name, kind.card_types()),
            None => Subtype::named(name),
        };
        let subtype = found.ok_or_else(|| {
            src.error(
                at,
                format!(
                    "`{name}` is not a subtype{} the CR lists (205.3)",
                    kind.map_or(String::new(), |k| format!(" of kind {k:?}"))
                ),
                "write subtypes as rule 205.3 lists them (`Bear`, `Urza’s`, `Time Lord`)",
            )
        })?;
        set.insert(subtype);
    }
    Ok(set)
}

/// Colors by name (105.1).
pub(super) fn colors(src: &Source<'_>, at: usize, names: &[String]) -> Result<ColorSet, Error> {
    let mut colors = Vec::new();
    for name in names {
        colors.push(Color::from_name(name).ok_or_else(|| {
            src.error(
                at,
                format!("`{name}` is not a color"),
                "the colors are white, blue, black, red and green (105.1)",
            )
        })?);
    }
    Ok(ColorSet::of(&colors))
}

/// Keyword abilities by the names rule 702 gives them.
pub(super) fn keywords(src: &Source<'_>, at: usize, names: &[String]) -> Result<KeywordSet, Error> {
    let mut set = KeywordSet::default();
    for name in names {
        set.insert(super::keywords::keyword(src, at, name, super::keywords::Granted::Yes)?);
    }
    Ok(set)
}

/// "This creature can block an additional N creatures each combat" (`blocks_additional = 1`):
/// a creature's only, N at least 1.
pub(super) fn blocks_additional(src: &Source<'_>, raw: Option<&Spanned<u8>>, types: CardTypes) -> Result<u8, Error> {
    let Some(raw) = raw else { return Ok(0) };
    if !types.contains(CardTypes::CREATURE) || *raw.get_ref() == 0 {
        return Err(src.error(
            raw.span().start,
            "blocks_additional on a card that is not a creature, or 0",
            "write blocks_additional = N (N at least 1) on a creature card: \"can block an additional N creatures each combat\"",
        ));
    }
    Ok(*raw.get_ref())
}

/// A creature's own requirements and restrictions on attacking and blocking (`combat =
/// ["attacks_each_combat", "cant_attack_alone", "cant_block_alone"]`): a creature's only.
pub(super) fn combat_rules(
    src: &Source<'_>,
    raw: &[Spanned<String>],
    types: CardTypes,
) -> Result<crate::combat::CombatRules, Error> {
    let mut rules = crate::combat::CombatRules::default();
    for name in raw {
        let flag = match name.get_ref().as_str() {
            "attacks_each_combat" => &mut rules.attacks_each_combat,
            "cant_attack_alone" => &mut rules.cant_attack_alone,
            "cant_block_alone" => &mut rules.cant_block_alone,
            _ => {
                return Err(src.error(
                    name.span().start,
                    format!("unknown combat ability `{}`", name.get_ref()),
                    "write \"attacks_each_combat\", \"cant_attack_alone\" or \"cant_block_alone\"",
                ))
            }
        };
        *flag = true;
    }
    if !types.contains(CardTypes::CREATURE) && !rules.is_empty() {
        return Err(src.error(
            raw[0].span().start,
            "`combat` on a card that is not a creature",
            "write combat = [...] only on a creature card",
        ));
    }
    Ok(rules)
}
