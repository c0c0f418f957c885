//! Reading what spells and abilities do: their targets (115.1, 601.2c) and their
//! instructions, in order (608.2c), each checked against the vocabulary of
//! `crate::cards::effect`.

use toml::Spanned;

use super::{statics, Source};
use crate::cards::effect::{
    Affected, DamageInstead, DamageInsteadSpec, Effect, ModifySpec, Recipient, Resolved, TargetKind, TargetSpec, Until,
    What,
};
use crate::cards::mana::ManaCost;
use crate::cards::{AbilityText, CardPool, TargetSlot};
use crate::continuous::Duration;
use crate::continuous::Whose;
use crate::replacement::shield::ShieldKind;
use crate::Error;

/// How a spell's or ability's targets are written: `target = "creature"` for one, or
/// `targets = [...]` for several instances of the word "target".
pub(super) struct RawTargets<'a> {
    /// `target`, the short form.
    pub(super) one: Option<TargetKind>,
    /// `targets`, the long form.
    pub(super) each: &'a [Spanned<TargetSpec>],
}

/// The instances of the word "target" a spell or ability has; `at` is where its table begins.
fn targets(src: &Source<'_>, at: usize, raw: &RawTargets<'_>) -> Result<Vec<TargetSlot>, Error> {
    if raw.one.is_some() && !raw.each.is_empty() {
        return Err(src.error(
            at,
            "both `target` and `targets`",
            "write one target as target = \"creature\", several as targets = [{ kind = \"creature\" }, …]",
        ));
    }
    let mut slots: Vec<TargetSlot> = raw
        .one
        .map(|kind| TargetSlot {
            kind,
            which: None,
            min: 1,
            max: 1,
        })
        .into_iter()
        .collect();
    for spec in raw.each {
        let (at, t) = (spec.span().start, spec.get_ref());
        if t.count == 0 || (t.any_number && (t.up_to || t.count != 1)) {
            return Err(src.error(
                at,
                "a target count that is zero, or `any_number` with `count` or `up_to`",
                "write count = N (N ≥ 1), optionally with up_to = true, or any_number = true alone",
            ));
        }
        let (min, max) = match (t.any_number, t.up_to) {
            (true, _) => (0, u8::MAX),
            (false, true) => (0, t.count),
            (false, false) => (t.count, t.count),
        };
        let which = t.which.as_ref().map(|f| statics::filter(src, at, f)).transpose()?;
        slots.push(TargetSlot {
            kind: t.kind,
            which,
            min,
            max,
        });
    }
    Ok(slots)
}

pub(super) fn text(
    src: &Source<'_>,
    name: &str,
    at: usize,
    raw_targets: &RawTargets<'_>,
    effects: &[Spanned<Effect>],
    on_permanent: bool,
    pool: &CardPool,
) -> Result<AbilityText, Error> {
    let targets = targets(src, at, raw_targets)?;
    let mut resolved = Vec::new();
    for e in effects {
        let at = e.span().start;
        match e.get_ref().recipients() {
            Some(Recipient::Target(slot)) if usize::from(slot) >= targets.len() => {
                return Err(src.error(
                    at,
                    format!(
                        "an effect of `{name}` acts on its target number {}, but it has {} (`target`, `target_2`, … count from the first)",
                        slot + 1,
                        targets.len()
                    ),
                    "add target = \"any\" (or creature, player, spell, permanent), or one more entry to `targets`",
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
        targets,
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
