//! Reading modal texts (CR 700.2): how many modes are chosen, and each mode, a text of its
//! own with its own targets (700.2c).

use serde::Deserialize;
use toml::Spanned;

use super::effects::{text, Context, RawText};
use super::Source;
use crate::cards::effect::Effect;
use crate::cards::target::{ChosenBy, TargetKind, TargetSpec};
use crate::cards::{AbilityText, CardPool, Modes};
use crate::Error;

/// How many modes are chosen, as a card file writes it: `{ count = 2 }` is "Choose two",
/// with `or_more` "Choose one or more", with `up_to` "Choose up to one", and with `repeat`
/// "You may choose the same mode more than once" (700.2d).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub(in crate::cards) struct ChooseSpec {
    /// The number the text names.
    count: u8,
    /// "Or more": any number from `count` to all of them.
    #[serde(default)]
    or_more: bool,
    /// "Up to": any number from none to `count`.
    #[serde(default)]
    up_to: bool,
    /// The same mode may be chosen more than once.
    #[serde(default)]
    repeat: bool,
    /// "If this spell was kicked, choose any number instead" (Inscription of Abundance): a
    /// kicked spell's modes are chosen like "choose one or more".
    #[serde(default)]
    kicked_any_number: bool,
    /// "An opponent chooses one —": who chooses the modes, if not the controller.
    by: Option<ChosenBy>,
}

/// One mode, as a card file writes it: its targets and effects, like a spell's.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(in crate::cards) struct RawMode {
    #[serde(default, deserialize_with = "crate::cards::target::short_form")]
    target: Option<TargetKind>,
    #[serde(default)]
    targets: Vec<Spanned<TargetSpec>>,
    effects: Vec<Spanned<Effect>>,
}

/// A modal text whose table begins at `at`: `choose` and at least two `modes` (700.2), and
/// nothing outside its modes.
pub(super) fn modal(
    src: &Source<'_>,
    name: &str,
    at: usize,
    raw: &RawText<'_>,
    context: Context,
    pool: &CardPool,
) -> Result<AbilityText, Error> {
    let Some(choose) = raw.choose else {
        return Err(src.error(
            at,
            format!("`{name}` has modes but doesn't say how many are chosen"),
            "add choose = { count = 1 } (\"Choose one —\"), or { count = 1, or_more = true }, …",
        ));
    };
    let (choose_at, c) = (choose.span().start, *choose.get_ref());
    if raw.modes.len() < 2 {
        return Err(src.error(
            choose_at,
            format!(
                "`{name}` chooses among {} modes; a modal text has two or more (700.2)",
                raw.modes.len()
            ),
            "add [[…modes]] tables, one per bulleted option, or remove `choose`",
        ));
    }
    if raw.one.is_some() || !raw.each.is_empty() || !raw.effects.is_empty() {
        return Err(src.error(
            at,
            format!("`{name}` is modal, but has targets or effects outside its modes"),
            "move them into each mode that has them",
        ));
    }
    if c.count == 0
        || (c.or_more && c.up_to)
        || (c.repeat && (c.or_more || c.up_to))
        || (usize::from(c.count) > raw.modes.len() && !c.repeat)
    {
        return Err(src.error(
            choose_at,
            format!(
                "`{name}` chooses {} of {} modes with or_more = {}, up_to = {}, repeat = {}",
                c.count,
                raw.modes.len(),
                c.or_more,
                c.up_to,
                c.repeat
            ),
            "count is 1 or more and at most the number of modes (more only with repeat); or_more, up_to and repeat exclude each other",
        ));
    }
    if c.kicked_any_number
        && (c.or_more || c.up_to || c.repeat || context.on_permanent || src.kicker.borrow().is_empty())
    {
        return Err(src.error(
            choose_at,
            format!("`{name}` chooses any number of modes if kicked, but is not a spell with kicker choosing a fixed number"),
            "kicked_any_number is for an instant or sorcery with `kicker`, with choose = { count = N, kicked_any_number = true }",
        ));
    }
    let (min, max) = if c.or_more {
        (c.count, raw.modes.len() as u8)
    } else if c.up_to {
        (0, c.count)
    } else {
        (c.count, c.count)
    };
    let mut list = Vec::with_capacity(raw.modes.len());
    for mode in raw.modes {
        let m = mode.get_ref();
        let own = RawText {
            one: m.target,
            each: &m.targets,
            effects: &m.effects,
            choose: None,
            modes: &[],
        };
        let part = text(src, name, mode.span().start, &own, context, pool)?;
        if part.targets.iter().any(|slot| slot.by_opponent) {
            return Err(src.error(
                mode.span().start,
                format!("`{name}` has a mode with a target of an opponent's choice"),
                "the opponent who chooses is chosen before the modes: write chosen_by = \"opponent\" only in a text without modes",
            ));
        }
        list.push(part);
    }
    let divided = list.iter().filter(|m| m.division.is_some()).count();
    if divided > 1 || (divided == 1 && c.repeat) {
        return Err(src.error(
            choose_at,
            format!("`{name}` divides an amount in more than one mode, or in a mode that may be chosen twice"),
            "the engine divides at most one amount per spell or ability",
        ));
    }
    Ok(AbilityText {
        modes: Some(Box::new(Modes {
            min,
            max,
            repeat: c.repeat,
            kicked_max: c.kicked_any_number.then_some(raw.modes.len() as u8),
            list,
            by_opponent: c.by == Some(ChosenBy::Opponent),
        })),
        ..AbilityText::default()
    })
}
