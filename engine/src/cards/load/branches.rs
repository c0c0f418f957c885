//! Reading instructions that hold other instructions: the branches of "if", "you may" and
//! "pay" (608.2c, 603.5, 118.12), and the instructions carried out for each target in turn
//! (608.2f).

use toml::Spanned;

use super::effects::effect;
use super::names::Names;
use crate::cards::effect::Effect;
use crate::cards::recipient::Recipient;
use crate::cards::resolved::Resolved;
use crate::cards::{CardPool, Division, TargetSlot};
use crate::Error;

/// "For each of them, [`then`]": `target` must be an instance of the word "target" that
/// takes several; `then` holds no branches, and what each instruction counts or exiles is
/// known to those after it.
pub(super) fn for_each_target(
    names: &Names<'_>,
    e: &Spanned<Effect>,
    target: Recipient,
    then: &[Effect],
    targets: &[TargetSlot],
    division: &mut Option<Division>,
    pool: &CardPool,
) -> Result<Resolved, Error> {
    let at = e.span().start;
    names.check(at, target)?;
    let Recipient::Target(slot) = target else {
        return Err(names.src.error(
            at,
            "`for_each_target` needs a `target`",
            "write target = \"target\" (or \"target_2\", …) for the targets it repeats for",
        ));
    };
    if then.is_empty() {
        return Err(names
            .src
            .error(at, "a `for_each_target` that does nothing", "add `then = [...]`"));
    }
    let resolved = in_order(names, e, then, targets, division, pool, |x| {
        matches!(
            x,
            Effect::If { .. } | Effect::Pay { .. } | Effect::May { .. } | Effect::ForEachTarget { .. }
        )
        .then(|| {
            names.src.error(
                at,
                "a branch inside a `for_each_target`",
                "write the instructions for each target without `if`, `may`, `pay` or another `for_each_target`",
            )
        })
    })?;
    Ok(Resolved::ForEachTarget(slot, resolved))
}

/// The instructions of one branch of a conditional instruction `e` ("if", "if you do", "you
/// may"),
/// which hold no further branches, but for an `if` in the `otherwise` of an `if`
/// (`else_if`: "if A, …; otherwise, if B, …").
pub(super) fn branch(
    names: &Names<'_>,
    e: &Spanned<Effect>,
    list: &[Effect],
    targets: &[TargetSlot],
    division: &mut Option<Division>,
    pool: &CardPool,
    else_if: bool,
) -> Result<Vec<Resolved>, Error> {
    let name = |e: &Effect| match e {
        Effect::If { .. } => "an `if`",
        Effect::May { .. } => "a `may`",
        Effect::Clash { .. } => "a `clash`",
        _ => "a `pay`",
    };
    in_order(names, e, list, targets, division, pool, |x| {
        let nested_else_if = else_if && matches!(x, Effect::If { .. });
        (matches!(x, Effect::If { .. } | Effect::Pay { .. } | Effect::May { .. }) && !nested_else_if).then(|| {
            names.src.error(
                e.span().start,
                format!("{} inside {}", name(x), name(e.get_ref())),
                "join the conditions, write two `if` effects one after the other, or put the inner `if` in `otherwise` (\"otherwise, if …\")",
            )
        })
    })
}

/// Reads the instructions `list` that the instruction `e` holds, in order, each able to
/// refer to what the ones before it acted on or chose; `refused` says why an instruction may
/// not be there, if it may not.
fn in_order(
    names: &Names<'_>,
    e: &Spanned<Effect>,
    list: &[Effect],
    targets: &[TargetSlot],
    division: &mut Option<Division>,
    pool: &CardPool,
    refused: impl Fn(&Effect) -> Option<Error>,
) -> Result<Vec<Resolved>, Error> {
    let mut inner = Names { ..*names };
    let mut resolved = Vec::with_capacity(list.len());
    for x in list {
        if let Some(error) = refused(x) {
            return Err(error);
        }
        resolved.push(effect(
            &inner,
            &Spanned::new(e.span(), x.clone()),
            targets,
            division,
            pool,
        )?);
        inner.context.after(x);
    }
    Ok(resolved)
}
