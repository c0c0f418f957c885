//! Delayed (603.7) and reflexive (603.12) triggered abilities a text creates: read as
//! their creator's, kept in the card's list of delayed abilities.

use toml::Spanned;

use super::effects::{text, Context, RawText};
use super::names::Names;
use crate::cards::effect::{DelayedAt, Effect, WhenYouDo};
use crate::cards::recipient::Recipient;
use crate::cards::resolved::Resolved;
use crate::cards::target::TargetSpec;
use crate::cards::{CardPool, DelayedAbility, DelayedWhen, TargetSlot};
use crate::Error;

/// A delayed triggered ability (603.7) that the effect `e` of a text with `targets` creates:
/// its text is read now, as its creator's, and kept in the card's list of them
/// ([`crate::cards::CardDef::delayed`]); what `that` stands for is one object the creator
/// names.
pub(super) fn delayed(
    names: &Names<'_>,
    e: &Spanned<Effect>,
    when: DelayedAt,
    that: Option<Recipient>,
    effects: &[Effect],
    targets: &[TargetSlot],
    pool: &CardPool,
) -> Result<Resolved, Error> {
    let (src, at) = (names.src, e.span().start);
    if let Some(r @ (Recipient::That | Recipient::Exiled | Recipient::Created)) = that {
        names.check(at, r)?;
    }
    let single = match that {
        // "That card" after exiling: the card the instruction before it exiled (the first,
        // and for a melded permanent the other card it became with it, 712.21c); "it" after
        // creating a token: the first token created.
        None | Some(Recipient::This | Recipient::That | Recipient::Exiled | Recipient::Created) => true,
        Some(Recipient::Target(slot)) => targets.get(usize::from(slot)).is_some_and(|t| t.max == 1),
        Some(_) => false,
    };
    if !single {
        return Err(src.error(
            at,
            format!(
                "a delayed ability of `{}` refers to `that`, which is not one object",
                names.name
            ),
            "write that = \"target\" (a target that is one object) or that = \"this\"",
        ));
    }
    let when = when.when();
    if that.is_none() && !matches!(when, DelayedWhen::Beginning(..)) {
        return Err(src.error(
            at,
            format!(
                "a delayed ability of `{}` waits for an event of `that`, but names no `that`",
                names.name
            ),
            "add that = \"this\" or that = \"target\"",
        ));
    }
    let effects: Vec<Spanned<Effect>> = effects.iter().map(|x| Spanned::new(e.span(), x.clone())).collect();
    keep_delayed(names, at, &RawText::effects(&effects), when, that, pool).map(Resolved::Delay)
}

/// The reflexive triggered ability (603.12) that the `pay` effect `e` creates once its cost
/// is paid: its text is read now, as its creator's, and kept in the card's list of delayed
/// abilities; `that` is what "that [object]" in it stands for (the object paid with).
pub(super) fn reflexive(
    names: &Names<'_>,
    e: &Spanned<Effect>,
    w: &WhenYouDo,
    that: Option<Recipient>,
    pool: &CardPool,
) -> Result<u16, Error> {
    let at = e.span().start;
    let effects: Vec<Spanned<Effect>> = w.effects.iter().map(|x| Spanned::new(e.span(), x.clone())).collect();
    let each: Vec<Spanned<TargetSpec>> = w.targets.iter().map(|t| Spanned::new(e.span(), t.clone())).collect();
    let raw = RawText {
        one: w.target,
        each: &each,
        effects: &effects,
        choose: None,
        modes: &[],
    };
    keep_delayed(names, at, &raw, DelayedWhen::Reflexive, that, pool)
}

/// Reads the text `raw` of a delayed or reflexive triggered ability that waits for `when`,
/// as its creator's (the same permanent or spell, no X, and `that` only if its creator
/// names one), and keeps it in the card's list of delayed abilities: its index there.
fn keep_delayed(
    names: &Names<'_>,
    at: usize,
    raw: &RawText<'_>,
    when: DelayedWhen,
    that: Option<Recipient>,
    pool: &CardPool,
) -> Result<u16, Error> {
    let src = names.src;
    let context = Context {
        on_permanent: names.context.on_permanent,
        that: that.is_some(),
        ..Context::ABILITY
    };
    let text = text(src, names.name, at, raw, context, pool)?;
    keep(src, at, DelayedAbility { when, that, text })
}

/// Keeps `ability` in the card's list of delayed abilities: its index there.
pub(super) fn keep(src: &super::Source<'_>, at: usize, ability: DelayedAbility) -> Result<u16, Error> {
    let mut list = src.delayed.borrow_mut();
    let index = u16::try_from(list.len()).map_err(|_| src.error(at, "too many delayed abilities", "split the card"))?;
    list.push(ability);
    Ok(index)
}
