//! Reading instructions that hold other instructions: the branches of "if", "you may" and
//! "pay" (608.2c, 603.5, 118.12), the instructions carried out for each target in turn
//! (608.2f), and the rows of a die's results table (706.3).

use toml::Spanned;

use super::effects::effect;
use super::names::Names;
use crate::cards::effect::Effect;
use crate::cards::effect::ResultRow;
use crate::cards::recipient::Recipient;
use crate::cards::resolved::{DieRoll, Resolved, ResultRange};
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
        Effect::Roll { .. } => "a `roll`",
        _ => "a `pay`",
    };
    let help = match e.get_ref() {
        Effect::Roll { .. } => "a results row holds no branches: write its instructions one after the other",
        _ => "join the conditions, write two `if` effects one after the other, or put the inner `if` in `otherwise` (\"otherwise, if …\")",
    };
    in_order(names, e, list, targets, division, pool, |x| {
        let nested_else_if = else_if && matches!(x, Effect::If { .. });
        (matches!(x, Effect::If { .. } | Effect::Pay { .. } | Effect::May { .. }) && !nested_else_if).then(|| {
            names.src.error(
                e.span().start,
                format!("{} inside {}", name(x), name(e.get_ref())),
                help,
            )
        })
    })
}

/// "Roll a d`sides`" with its results table `rows`, if any (706.1a, 706.3a, 706.4): a die has
/// at least one side, and each row covers results it can roll, which no other row covers.
/// Each row's instructions are a branch.
pub(super) fn die_roll(
    names: &Names<'_>,
    e: &Spanned<Effect>,
    sides: u32,
    rows: &[ResultRow],
    targets: &[TargetSlot],
    division: &mut Option<Division>,
    pool: &CardPool,
) -> Result<Resolved, Error> {
    let at = e.span().start;
    if sides == 0 {
        return Err(names.src.error(
            at,
            "a die with no sides",
            "write `die = N` with N a positive integer: a d20 is `die = 20` (706.1a)",
        ));
    }
    // The rows are part of the one ability (706.3b): they may read the result.
    let mut rolled = Names { ..*names };
    rolled.context.rolled = true;
    let mut table: Vec<ResultRange> = Vec::with_capacity(rows.len());
    for row in rows {
        let (from, to) = result_range(&row.result).ok_or_else(|| {
            names.src.error(
                at,
                format!("the results {:?}", row.result),
                "write one number (\"20\"), a range (\"10-19\") or a range with one endpoint (\"10+\"), from 1 (706.3a)",
            )
        })?;
        if from > sides {
            return Err(names.src.error(
                at,
                format!("the results {:?}, which a d{sides} never rolls", row.result),
                format!("a d{sides}'s results are 1 to {sides} (706.1a)"),
            ));
        }
        if let Some(other) = table.iter().find(|r| r.from <= to && from <= r.to) {
            return Err(names.src.error(
                at,
                format!(
                    "the results {:?}, some of which an earlier row covers ({} to {})",
                    row.result, other.from, other.to
                ),
                "give each result at most one row (706.3a)",
            ));
        }
        let then = branch(&rolled, e, &row.effects, targets, division, pool, false)?;
        table.push(ResultRange { from, to, then });
    }
    Ok(Resolved::Roll(Box::new(DieRoll { sides, table })))
}

/// The results a row names (706.3a): `"N"`, `"N1-N2"` (or with an en or em dash) or `"N+"`, as
/// the lowest and highest (`u32::MAX` for "N+"); `None` if it names none from 1.
fn result_range(text: &str) -> Option<(u32, u32)> {
    let text = text.trim();
    let (from, to) = if let Some(low) = text.strip_suffix('+') {
        (low.trim().parse().ok()?, u32::MAX)
    } else if let Some((low, high)) = text.split_once(['-', '\u{2013}', '\u{2014}']) {
        (low.trim().parse().ok()?, high.trim().parse().ok()?)
    } else {
        let n = text.parse().ok()?;
        (n, n)
    };
    (from >= 1 && from <= to).then_some((from, to))
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
