//! Reading card files: TOML into raw tables, then checked and resolved into [`CardDef`]s.

use serde::Deserialize;
use toml::Spanned;

use super::effect::{Effect, Recipient, Resolved, TargetKind};
use super::mana::ManaCost;
use super::{
    AbilityCost, AbilityText, ActivatedAbility, CardDef, CardPool, CardTypes, DefinedPt, KeywordSet, Replaced,
    Replacement, Supertypes, TriggerEvent, TriggeredAbility, BASIC_LAND_TYPES,
};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::keywords::KeywordHooks;
use crate::{rule, Error, Handled};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFile {
    #[serde(default)]
    card: Vec<Spanned<RawCard>>,
    #[serde(default)]
    token: Vec<Spanned<RawCard>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCard {
    name: String,
    cost: Option<Spanned<String>>,
    types: Vec<Spanned<String>>,
    #[serde(default)]
    supertypes: Vec<Spanned<String>>,
    #[serde(default)]
    subtypes: Vec<String>,
    power: Option<i32>,
    toughness: Option<i32>,
    power_toughness: Option<Spanned<String>>,
    loyalty: Option<u32>,
    #[serde(default)]
    keywords: Vec<Spanned<String>>,
    target: Option<TargetKind>,
    #[serde(default)]
    effects: Vec<Spanned<Effect>>,
    #[serde(default)]
    abilities: Vec<Spanned<RawAbility>>,
    #[serde(default)]
    triggers: Vec<Spanned<RawTrigger>>,
    #[serde(default)]
    replacements: Vec<Spanned<RawReplacement>>,
    #[serde(default)]
    text: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawReplacement {
    instead_of: Spanned<String>,
    effects: Vec<Spanned<Effect>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTrigger {
    when: Spanned<String>,
    target: Option<TargetKind>,
    effects: Vec<Spanned<Effect>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawAbility {
    cost: Spanned<String>,
    target: Option<TargetKind>,
    effects: Vec<Spanned<Effect>>,
}

/// Turns byte offsets into the file, line and column of an [`Error::CardData`].
struct Source<'a> {
    file: &'a str,
    text: &'a str,
}

impl Source<'_> {
    fn error(&self, offset: usize, message: impl Into<String>, help: impl Into<String>) -> Error {
        let before = &self.text[..offset.min(self.text.len())];
        let line = before.matches('\n').count() + 1;
        let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        Error::CardData {
            file: self.file.to_owned(),
            line,
            column,
            message: message.into(),
            help: help.into(),
        }
    }
}

/// Adds the definitions of a card file to `pool`. Tokens are read first, in order, so that
/// cards (and later tokens) can create them; names must be new to the pool. On error the
/// pool is unchanged.
pub(super) fn extend(pool: &mut CardPool, file: &str, text: &str) -> Result<(), Error> {
    let src = Source { file, text };
    let raw: RawFile = toml::from_str(text).map_err(|e| {
        let offset = e.span().map_or(0, |s| s.start);
        src.error(
            offset,
            e.message().to_owned(),
            "card files hold [[card]] and [[token]] tables; see engine/cards/README.md for every key",
        )
    })?;
    let mut grown = pool.clone();
    let tokens = raw.token.iter().map(|t| (t, true));
    for (raw, is_token) in tokens.chain(raw.card.iter().map(|c| (c, false))) {
        let card = card(&src, raw, is_token, &grown)?;
        if grown.find_where(&card.name, is_token).is_some() {
            return Err(src.error(
                raw.span().start,
                format!("`{}` is defined twice", card.name),
                "give each card and each token one definition",
            ));
        }
        if grown.cards.len() >= usize::from(u16::MAX) {
            return Err(src.error(
                raw.span().start,
                "more than 65535 definitions in one pool",
                "split the pool",
            ));
        }
        grown.cards.push(card);
    }
    *pool = grown;
    Ok(())
}

fn card(src: &Source<'_>, raw: &Spanned<RawCard>, is_token: bool, pool: &CardPool) -> Result<CardDef, Error> {
    let at = raw.span().start;
    let c = raw.get_ref();
    let name = &c.name;
    let mut types = CardTypes::default();
    for t in &c.types {
        let Some((_, bits)) = CardTypes::NAMES.iter().find(|(n, _)| n == t.get_ref()) else {
            return Err(src.error(
                t.span().start,
                format!("`{}` is not a card type", t.get_ref()),
                "use artifact, battle, creature, enchantment, instant, land, planeswalker or sorcery",
            ));
        };
        types = types.with(*bits);
    }
    if types == CardTypes::default() {
        return Err(src.error(
            at,
            format!("`{name}` has no card type"),
            "add types = [\"creature\"] or similar",
        ));
    }
    let mut supertypes = Supertypes::default();
    for s in &c.supertypes {
        match s.get_ref().as_str() {
            "basic" => supertypes.basic = true,
            "legendary" => supertypes.legendary = true,
            "world" => supertypes.world = true,
            other => {
                return Err(src.error(
                    s.span().start,
                    format!("`{other}` is not a supported supertype"),
                    "use basic, legendary or world",
                ))
            }
        }
    }
    let cost = c
        .cost
        .as_ref()
        .map(|cost| {
            ManaCost::parse(cost.get_ref()).map_err(|m| src.error(cost.span().start, m, "write costs like \"{1}{G}\""))
        })
        .transpose()?;
    let is_creature = types.contains(CardTypes::CREATURE);
    let defined_pt = match &c.power_toughness {
        None => None,
        Some(s) if s.get_ref() == "cards_in_hand" && is_creature && c.power.is_none() && c.toughness.is_none() => {
            Some(DefinedPt::CardsInHand)
        }
        Some(s) => {
            return Err(src.error(
                s.span().start,
                format!("`{}` is not a power and toughness the engine can define", s.get_ref()),
                "a creature without printed power and toughness may have power_toughness = \"cards_in_hand\"",
            ))
        }
    };
    let (power, toughness) = match (c.power, c.toughness, is_creature) {
        (Some(p), Some(t), true) => (p, t),
        (None, None, true) if defined_pt.is_some() => (0, 0),
        (None, None, false) => (0, 0),
        (_, _, true) => {
            return Err(src.error(
                at,
                format!("creature `{name}` needs power and toughness"),
                "add power = N and toughness = N",
            ))
        }
        (_, _, false) => {
            return Err(src.error(
                at,
                format!("`{name}` is not a creature but has power or toughness"),
                "remove them or add the creature type",
            ))
        }
    };
    let keywords = keywords(src, &c.keywords)?;
    let is_spell_card = types.contains(CardTypes::INSTANT) || types.contains(CardTypes::SORCERY);
    if !is_spell_card && (c.target.is_some() || !c.effects.is_empty()) {
        return Err(src.error(
            at,
            format!("`{name}` is a permanent, but has spell effects"),
            "a permanent's effects go in [[card.abilities]]; `target` and `effects` are for instants and sorceries",
        ));
    }
    let spell = text(src, name, c.target, &c.effects, false, pool)?;
    let mut abilities = Vec::new();
    for a in &c.abilities {
        abilities.push(ability(src, name, a, pool)?);
    }
    let mut triggers = Vec::new();
    for t in &c.triggers {
        triggers.push(trigger(src, name, t, pool)?);
    }
    let mut replacements = Vec::new();
    for r in &c.replacements {
        let raw = r.get_ref();
        if raw.instead_of.get_ref() != "losing_the_game" {
            return Err(src.error(
                raw.instead_of.span().start,
                format!("`{}` is not an event the engine can replace", raw.instead_of.get_ref()),
                "replacement effects can replace \"losing_the_game\" so far",
            ));
        }
        replacements.push(Replacement {
            instead_of: Replaced::LosingTheGame,
            text: text(src, name, None, &raw.effects, true, pool)?,
        });
    }
    abilities.extend(intrinsic_mana_abilities(&c.subtypes, types));
    let tap_mana = abilities.iter().find_map(|a| match a.text.effects.first() {
        Some(Resolved::AddMana(m)) if a.is_mana_ability && a.cost.tap && a.cost.mana.is_none() => Some(*m),
        _ => None,
    });
    Ok(CardDef {
        name: name.clone(),
        cost,
        types,
        supertypes,
        subtypes: c.subtypes.clone(),
        power,
        toughness,
        defined_pt,
        loyalty: c.loyalty.unwrap_or(0),
        keywords,
        spell,
        abilities,
        triggers,
        replacements,
        text: c.text.clone(),
        is_token,
        tap_mana,
    })
}

/// Keywords by the names the CR gives them (`First strike`), checked against what the engine
/// implements: a keyword whose handler is still a stub is a load error, never ignored.
fn keywords(src: &Source<'_>, names: &[Spanned<String>]) -> Result<KeywordSet, Error> {
    let mut set = KeywordSet::default();
    for n in names {
        let wanted = n.get_ref();
        let Some(kw) = KeywordAbility::ALL
            .into_iter()
            .find(|k| k.name().eq_ignore_ascii_case(wanted))
        else {
            return Err(src.error(
                n.span().start,
                format!("`{wanted}` is not a keyword ability of the CR (702)"),
                "write the keyword as rule 702 titles it, e.g. \"First strike\"",
            ));
        };
        if kw.register(&mut KeywordHooks::default()) == Handled::Unimplemented {
            return Err(src.error(
                n.span().start,
                format!(
                    "the keyword `{}` ({}) is not implemented by the engine yet",
                    kw.name(),
                    kw.rule()
                ),
                "implement it in engine/src/handlers/keyword_abilities/, or leave it off this card",
            ));
        }
        set.insert(kw);
    }
    Ok(set)
}

fn ability(
    src: &Source<'_>,
    name: &str,
    raw: &Spanned<RawAbility>,
    pool: &CardPool,
) -> Result<ActivatedAbility, Error> {
    let a = raw.get_ref();
    let mut cost = AbilityCost::default();
    for part in a.cost.get_ref().split(',').map(str::trim) {
        if part == "{T}" {
            cost.tap = true;
        } else {
            let mana = ManaCost::parse(part)
                .map_err(|m| src.error(a.cost.span().start, m, "write costs like \"{1}{R}, {T}\""))?;
            cost.mana = Some(mana);
        }
    }
    let text = text(src, name, a.target, &a.effects, true, pool)?;
    let is_mana_ability = text.target.is_none()
        && !text.effects.is_empty()
        && text.effects.iter().all(|e| matches!(e, Resolved::AddMana(_)));
    Ok(ActivatedAbility {
        cost,
        text,
        is_mana_ability,
    })
}

fn trigger(
    src: &Source<'_>,
    name: &str,
    raw: &Spanned<RawTrigger>,
    pool: &CardPool,
) -> Result<TriggeredAbility, Error> {
    let t = raw.get_ref();
    let when = match t.when.get_ref().as_str() {
        "enters" => TriggerEvent::Enters,
        "dies" => TriggerEvent::Dies,
        other => {
            return Err(src.error(
                t.when.span().start,
                format!("`{other}` is not a trigger event the engine knows"),
                "use \"enters\" or \"dies\"",
            ));
        }
    };
    if t.target.is_some() {
        return Err(src.error(raw.span().start, format!("a triggered ability of `{name}` has a target; targets of triggered abilities (603.3d) are not implemented yet"), "leave the card out, or give the ability no target"));
    }
    Ok(TriggeredAbility {
        when,
        text: text(src, name, None, &t.effects, true, pool)?,
    })
}

fn text(
    src: &Source<'_>,
    name: &str,
    target: Option<TargetKind>,
    effects: &[Spanned<Effect>],
    on_permanent: bool,
    pool: &CardPool,
) -> Result<AbilityText, Error> {
    let mut resolved = Vec::new();
    for e in effects {
        let at = e.span().start;
        match e.get_ref().recipients() {
            Some(Recipient::Target) if target.is_none() => {
                return Err(src.error(
                    at,
                    format!("an effect of `{name}` acts on its target, but it has no `target`"),
                    "add target = \"any\" (or creature, player, spell, permanent)",
                ))
            }
            Some(Recipient::This) if !on_permanent => {
                return Err(src.error(
                    at,
                    format!("an effect of `{name}` acts on `this`, which only a permanent's ability has"),
                    "use target or you",
                ))
            }
            _ => {}
        }
        resolved.push(match e.get_ref() {
            Effect::DealDamage { amount, to } => Resolved::DealDamage(*amount, *to),
            Effect::Destroy { what } => Resolved::Destroy(*what),
            Effect::Draw { count, who } => Resolved::Draw(*count, *who),
            Effect::GainLife { amount, who } => Resolved::GainLife(*amount, *who),
            Effect::LoseLife { amount, who } => Resolved::LoseLife(*amount, *who),
            Effect::Pump { power, toughness, what } => Resolved::Pump(*power, *toughness, *what),
            Effect::CreateToken { token, count } => {
                let Some(idx) = pool.find_where(token, true) else {
                    return Err(src.error(
                        at,
                        format!("no [[token]] named `{token}` before this card"),
                        "define the token in a [[token]] table of this file (or an earlier one)",
                    ));
                };
                Resolved::CreateToken(idx, *count)
            }
            Effect::Counter { what } => Resolved::Counter(*what),
            Effect::AddMana { mana } => {
                Resolved::AddMana(ManaCost::parse(mana).map_err(|m| src.error(at, m, "write mana like \"{G}\""))?)
            }
            Effect::Tap { what } => Resolved::Tap(*what),
            Effect::DiscardHand { who } => Resolved::DiscardHand(*who),
            Effect::ShuffleIntoLibrary { zones, who } => Resolved::ShuffleIntoLibrary(zones.clone(), *who),
            Effect::SetLife { amount, who } => Resolved::SetLife(*amount, *who),
            Effect::Untap { what } => Resolved::Untap(*what),
            Effect::PutCounters { counter, count, what } => Resolved::PutCounters(*counter, *count, *what),
        });
    }
    Ok(AbilityText {
        target,
        effects: resolved,
    })
}

/// A land with a basic land type has "{T}: Add [mana]" for each of them (305.6).
#[rule("305.6")]
fn intrinsic_mana_abilities(subtypes: &[String], types: CardTypes) -> Vec<ActivatedAbility> {
    if !types.contains(CardTypes::LAND) {
        return Vec::new();
    }

    BASIC_LAND_TYPES
        .iter()
        .filter(|(name, _)| subtypes.iter().any(|s| s == name))
        .map(|&(_, t)| {
            let mut mana = ManaCost::default();
            mana.colored[t as usize] = 1;
            ActivatedAbility {
                cost: AbilityCost { mana: None, tap: true },
                text: AbilityText {
                    target: None,
                    effects: vec![Resolved::AddMana(mana)],
                },
                is_mana_ability: true,
            }
        })
        .collect()
}
