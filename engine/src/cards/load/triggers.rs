//! Reading triggered abilities (CR 603): their trigger events, intervening "if" clauses
//! (603.4) and texts.

use serde::Deserialize;
use toml::Spanned;

use super::effects::{text, Context, RawText};
use super::{conditions::condition, does_something, modes, statics, Source};
use crate::cards::condition::ConditionSpec;
use crate::cards::effect::{Effect, FilterSpec, TargetKind, TargetSpec};
use crate::cards::{CardPool, TriggerEvent, TriggeredAbility, TurnOf};
use crate::Error;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawTrigger {
    when: Spanned<String>,
    turn: Option<Spanned<TurnOf>>,
    #[serde(rename = "if")]
    condition: Option<Spanned<ConditionSpec>>,
    whose: Option<Spanned<FilterSpec>>,
    target: Option<TargetKind>,
    #[serde(default)]
    targets: Vec<Spanned<TargetSpec>>,
    #[serde(default)]
    effects: Vec<Spanned<Effect>>,
    choose: Option<Spanned<modes::ChooseSpec>>,
    #[serde(default)]
    modes: Vec<Spanned<modes::RawMode>>,
}

/// A triggered ability: its trigger event, intervening "if" clause and text (603.1, 603.4).
pub(super) fn trigger(
    src: &Source<'_>,
    name: &str,
    raw: &Spanned<RawTrigger>,
    pool: &CardPool,
) -> Result<TriggeredAbility, Error> {
    let t = raw.get_ref();
    let when = trigger_event(src, t)?;
    let raw_text = RawText {
        one: t.target,
        each: &t.targets,
        effects: &t.effects,
        choose: t.choose.as_ref(),
        modes: &t.modes,
    };
    does_something(src, name, raw.span().start, &raw_text)?;
    let whose = match &t.whose {
        Some(f) => Some(statics::filter(src, f.span().start, f.get_ref())?),
        None => None,
    };
    let condition = t.condition.as_ref().map(|c| condition(src, c)).transpose()?;
    Ok(TriggeredAbility {
        when,
        whose,
        condition,
        text: text(src, name, raw.span().start, &raw_text, Context::ABILITY, pool)?,
    })
}

/// A triggered ability's trigger event (603.1): its own entering or dying, or the beginning of
/// a step of the turns `turn` names.
fn trigger_event(src: &Source<'_>, t: &RawTrigger) -> Result<TriggerEvent, Error> {
    use crate::turn::Step;
    let (at, when) = (t.when.span().start, t.when.get_ref().as_str());
    let step = match when {
        "enters" | "dies" => None,
        "beginning_of_upkeep" => Some(Step::Upkeep),
        "beginning_of_draw_step" => Some(Step::Draw),
        "beginning_of_precombat_main" => Some(Step::PrecombatMain),
        "beginning_of_combat" => Some(Step::BeginningOfCombat),
        "end_of_combat" => Some(Step::EndOfCombat),
        "beginning_of_postcombat_main" => Some(Step::PostcombatMain),
        "beginning_of_end_step" => Some(Step::End),
        other => {
            return Err(src.error(
                at,
                format!("`{other}` is not a trigger event the engine knows"),
                "use \"enters\", \"dies\", or the beginning of a step: \"beginning_of_upkeep\", \"beginning_of_draw_step\", \"beginning_of_precombat_main\", \"beginning_of_combat\", \"end_of_combat\", \"beginning_of_postcombat_main\", \"beginning_of_end_step\"",
            ));
        }
    };
    match (step, &t.turn) {
        (Some(step), Some(turn)) if t.whose.is_none() => Ok(TriggerEvent::Beginning(step, *turn.get_ref())),
        (Some(_), None) => Err(src.error(
            at,
            format!("`{when}` needs whose turns it counts"),
            "add turn = \"yours\" (\"your upkeep\"), \"each\" (\"each upkeep\", \"the end step\") or \"opponents\"",
        )),
        (Some(_), Some(_)) => Err(src.error(
            at,
            format!("`{when}` is no object's event, so it takes no `whose`"),
            "remove `whose`",
        )),
        (None, Some(turn)) => Err(src.error(
            turn.span().start,
            format!("`turn` is for the beginning of a step, not `{when}`"),
            "remove `turn`",
        )),
        (None, None) if when == "enters" => Ok(TriggerEvent::Enters),
        (None, None) => Ok(TriggerEvent::Dies),
    }
}
