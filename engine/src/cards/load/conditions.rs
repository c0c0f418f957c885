//! Reading conditions (CR 603.4, 702.33d–f): an intervening "if" clause, or the "if" of a
//! conditional instruction.

use toml::Spanned;

use super::{statics, Source};
use crate::cards::condition::{Condition, ConditionSpec, NamedCondition, NumberConditionSpec};
use crate::cards::mana::{ManaCost, ManaType};
use crate::cards::number::{NamedNumber, Number, NumberSpec};
use crate::Error;

/// A condition: a number of the game and its bounds, or whether the card was kicked (with
/// one of its kicker costs, 702.33f).
pub(super) fn condition(src: &Source<'_>, spec: &Spanned<ConditionSpec>) -> Result<Condition, Error> {
    let at = spec.span().start;
    match spec.get_ref() {
        ConditionSpec::Named(NamedCondition::Kicked) => kicked(src, at, None),
        ConditionSpec::Named(NamedCondition::Untapped) => Ok(Condition::Untapped),
        ConditionSpec::Named(NamedCondition::GiftPromised) if !src.has_gift.get() => Err(src.error(
            at,
            "`gift_promised` on a card without gift",
            "add gift = \"food\" (or the gift it gives) to the card (702.174a)",
        )),
        ConditionSpec::Named(NamedCondition::GiftPromised) => Ok(Condition::GiftPromised),
        ConditionSpec::Named(NamedCondition::DefendingPlayerPoisoned) => Ok(Condition::ThatPlayerPoisoned),
        ConditionSpec::Named(NamedCondition::YouOwnAndControlMeldPair) if !src.this.get().meld => Err(src.error(
            at,
            "`you_own_and_control_meld_pair` on a card that is not a meld card",
            "name the other card of its meld pair with meld_with (712.4)",
        )),
        ConditionSpec::Named(NamedCondition::YouOwnAndControlMeldPair) => Ok(Condition::YouOwnAndControlMeldPair),
        ConditionSpec::KickedWith { kicked_with } => kicked(src, at, Some(kicked_with)),
        ConditionSpec::Spent { spent } => {
            let mana = ManaCost::parse(spent)
                .ok()
                .filter(|m| m.generic == 0 && m.x == 0 && m.split[0].is_none());
            match mana.and_then(|m| ManaType::ALL.into_iter().find(|&t| m == ManaCost::one(t))) {
                Some(t) => Ok(Condition::Spent(t)),
                None => Err(src.error(
                    at,
                    format!("`{spent}` is not one mana symbol of one type"),
                    "write the mana spent like \"{G}\" (\"if {G} was spent to cast this spell\")",
                )),
            }
        }
        ConditionSpec::Number(c) => number_condition(src, at, c),
    }
}

/// "If it was kicked" (any of the card's kicker costs, 702.33d) or "if it was kicked with its
/// [cost] kicker" (702.33f).
fn kicked(src: &Source<'_>, at: usize, with: Option<&String>) -> Result<Condition, Error> {
    let costs = src.kicker.borrow();
    if costs.is_empty() {
        return Err(src.error(
            at,
            "a condition on kicker, but the card has no kicker cost",
            "add kicker = [\"{1}{G}\"] to the card",
        ));
    }
    let Some(with) = with else {
        return Ok(Condition::Kicked(u8::MAX));
    };
    let wanted = ManaCost::parse(with).map_err(|m| src.error(at, m, "write the kicker cost like \"{2}{B}\""))?;
    match costs.iter().position(|c| *c == wanted) {
        Some(i) => Ok(Condition::Kicked(1 << i)),
        None => Err(src.error(
            at,
            format!("`{with}` is not one of the card's kicker costs"),
            "name a cost from the card's `kicker` list",
        )),
    }
}

/// A number of the game within bounds: the controller's life, or a count of permanents.
fn number_condition(src: &Source<'_>, at: usize, c: &NumberConditionSpec) -> Result<Condition, Error> {
    if c.at_least.is_none() && c.at_most.is_none() {
        return Err(src.error(
            at,
            "a condition with no bound",
            "add at_least = N or at_most = N (or both)",
        ));
    }
    let number = match &c.number {
        NumberSpec::Fixed(_) => {
            return Err(src.error(
                at,
                "a condition on a fixed number is always true or false",
                "compare a number of the game: \"your_life\", or { count = … }",
            ));
        }
        NumberSpec::Named(NamedNumber::YourLife) => Number::YourLife,
        NumberSpec::Named(NamedNumber::CardsInYourHand) => Number::CardsInHand,
        NumberSpec::Count { count } => Number::Count(statics::filter(src, at, count)?),
        _ => {
            return Err(src.error(
                at,
                "a condition can compare your life, the cards in your hand or a count of permanents",
                "use number = \"your_life\", \"cards_in_your_hand\" or { count = … }",
            ));
        }
    };
    Ok(Condition::Number {
        number,
        at_least: c.at_least.unwrap_or(i32::MIN),
        at_most: c.at_most.unwrap_or(i32::MAX),
    })
}
