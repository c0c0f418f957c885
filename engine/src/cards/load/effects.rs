//! Reading what spells and abilities do: their target and their instructions, in order
//! (608.2c), each checked against the vocabulary of `crate::cards::effect`.

use toml::Spanned;

use super::{statics, Source};
use crate::cards::effect::{
    Affected, DamageInstead, DamageInsteadSpec, Effect, ModifySpec, Recipient, Resolved, TargetKind, Until, What,
};
use crate::cards::mana::ManaCost;
use crate::cards::{AbilityText, CardPool};
use crate::continuous::Duration;
use crate::continuous::Whose;
use crate::replacement::shield::ShieldKind;
use crate::Error;

pub(super) fn text(
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
            Effect::DealDamage { amount, to, instead } => Resolved::DealDamage(
                *amount,
                *to,
                instead.as_ref().map(|i| damage_instead(src, at, i)).transpose()?,
            ),
            Effect::Destroy { what, regenerate } => Resolved::Destroy(*what, *regenerate),
            Effect::Regenerate { what } => Resolved::Shield(ShieldKind::Regenerate, Some(*what)),
            Effect::PreventDamage { amount, to } => Resolved::Shield(ShieldKind::PreventNext(*amount), Some(*to)),
            Effect::PreventCombatDamage => Resolved::Shield(ShieldKind::PreventAllCombatDamage, None),
            Effect::PreventDamageFrom { from } => {
                Resolved::Shield(ShieldKind::PreventAllDamageFrom(statics::filter(src, at, from)?), None)
            }
            Effect::EnterUnderYourControl { what } => {
                Resolved::Shield(ShieldKind::EnterUnderYourControl(statics::filter(src, at, what)?), None)
            }
            Effect::SkipNext { step, who } => Resolved::Shield(ShieldKind::SkipNext(*step), Some(*who)),
            Effect::CantThisTurn { event } => Resolved::CantThisTurn(*event),
            Effect::ExileGraveyards { who } => Resolved::ExileGraveyards(*who),
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
            Effect::ReturnToBattlefield { tapped } => Resolved::ReturnToBattlefield(*tapped),
            Effect::Continuous { what, modify, until } => continuous(src, at, what, modify, *until)?,
        });
    }
    Ok(AbilityText {
        target,
        effects: resolved,
    })
}

/// A spell's own "deals N damage instead if you control M or more …" (614.15): what it
/// counts is what its controller controls.
fn damage_instead(src: &Source<'_>, at: usize, spec: &DamageInsteadSpec) -> Result<DamageInstead, Error> {
    if spec.of.controller.is_some() {
        return Err(src.error(
            at,
            "`instead.of` names a controller, but it counts what you control",
            "remove `controller` from `of`",
        ));
    }
    let mut of = statics::filter(src, at, &spec.of)?;
    of.whose = Whose::You;
    Ok(DamageInstead {
        amount: spec.amount,
        count: spec.if_you_control,
        of,
    })
}

/// A continuous effect: what it affects (a recipient, or a filter evaluated on resolution,
/// 611.2c), its parts, and how long it lasts (611.2a).
fn continuous(
    src: &Source<'_>,
    at: usize,
    what: &What,
    modify: &[ModifySpec],
    until: Until,
) -> Result<Resolved, Error> {
    let affected = match what {
        What::Named(r) => Affected::Recipient(*r),
        What::Each(f) => Affected::Each(statics::filter(src, at, f)?),
    };
    if modify.is_empty() {
        return Err(src.error(at, "a continuous effect that modifies nothing", "add `modify = [...]`"));
    }
    let modifications = modify
        .iter()
        .map(|m| statics::modification(src, at, m))
        .collect::<Result<Vec<_>, _>>()?;
    let duration = match until {
        Until::EndOfTurn => Duration::EndOfTurn,
        Until::YourNextTurn => Duration::UntilYourNextTurn,
        Until::YouControlThis => Duration::WhileYouControlSource,
        Until::Forever => Duration::Indefinite,
    };
    Ok(Resolved::Continuous(affected, modifications, duration))
}
