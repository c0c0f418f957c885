//! Numbers in a spell's or ability's text (CR 107.1, 107.3): fixed, X, or worked out from the
//! game as the effect resolves ("equal to its power", "for each creature you control").

use serde::Deserialize;

use super::effect::FilterSpec;
use super::recipient::Recipient;
use crate::continuous::Filter;

/// A number as written in a card file: `3`, `"x"`, `{ power_of = "this" }` or `{ count = {
/// types = ["creature"], controller = "you" } }`.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(
    untagged,
    expecting = "a number: an integer, \"x\", \"-x\", \"your_life\", \"lowest_life_total\", \"that_much\", \"that_many\", \"that_cards_mana_value\", \"cards_in_your_hand\", \"poison_counters_of_your_opponents\", { power_of = \"this\" }, { greatest_power_among_creatures_of = \"target\" }, { that_much_times = 2 } or { count = <a description of permanents> }"
)]
pub enum NumberSpec {
    /// A number printed in the text.
    Fixed(i32),
    /// A named number: `"x"`.
    Named(NamedNumber),
    /// "Equal to [its] power".
    PowerOf {
        /// Whose power: `this`, or a target.
        power_of: Recipient,
    },
    /// "The greatest power among creatures [they] control".
    GreatestPower {
        /// Whose creatures: `you`, or a target player.
        greatest_power_among_creatures_of: Recipient,
    },
    /// "That much" times a number: "gain 2 life for each 1 life you lost" (Transcendence).
    ThatMuchTimes {
        /// The multiple.
        that_much_times: i32,
    },
    /// "For each [permanent]", "equal to the number of [permanents]".
    Count {
        /// Which permanents are counted.
        count: Box<FilterSpec>,
    },
}

/// The named numbers of [`NumberSpec`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NamedNumber {
    /// X: the value announced as the spell was cast or the ability activated (107.3a).
    X,
    /// −X, for a power or toughness change ("All creatures get -X/-X", Toxic Deluge).
    #[serde(rename = "-x")]
    MinusX,
    /// The life total of the spell's or ability's controller (119).
    YourLife,
    /// "The lowest life total among all players" (Repay in Kind).
    LowestLifeTotal,
    /// "That much": the amount of a triggered ability's trigger event (the damage dealt, the
    /// life gained or lost).
    ThatMuch,
    /// "That many": how many cards an earlier instruction of the same text acted on
    /// ("discard your hand, then draw that many cards").
    ThatMany,
    /// "That card's mana value": the mana value of the card an earlier instruction of the
    /// same text exiled from the top of a library (Soulfire Eruption), 0 if none.
    ThatCardsManaValue,
    /// The number of cards in the hand of the spell's or ability's controller.
    CardsInYourHand,
    /// "For each poison counter your opponents have" (Phyrexian Swarmlord).
    PoisonCountersOfYourOpponents,
    /// "The result": the result of the die an earlier instruction of the same text rolled
    /// (706.4: Netherese Puzzle-Ward's "roll a d4. Scry X, where X is the result").
    TheResult,
}

/// A number of a resolved effect: see [`NumberSpec`], with the description looked up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Number {
    /// A number printed in the text.
    Fixed(i32),
    /// The value of X announced for the spell or ability (107.3a).
    X,
    /// Minus the value of X announced for the spell or ability.
    MinusX,
    /// The power of the object a recipient names.
    PowerOf(Recipient),
    /// The greatest power among the creatures the player a recipient names controls (0 if
    /// they control none).
    GreatestPower(Recipient),
    /// How many permanents the filter matches, for the spell's or ability's controller.
    Count(Filter),
    /// Each target's share of the amount the text divides among its targets, as announced
    /// (601.2d).
    Share,
    /// The life total of the spell's or ability's controller.
    YourLife,
    /// The lowest life total among the players in the game.
    LowestLifeTotal,
    /// The amount of the triggered ability's trigger event.
    ThatMuch,
    /// That amount times this.
    ThatMuchTimes(i32),
    /// How many cards the text's earlier instruction acted on.
    ThatMany,
    /// The mana value of the cards the text's earlier instruction exiled.
    ThatCardsManaValue,
    /// The number of cards in its controller's hand.
    CardsInHand,
    /// The poison counters its controller's opponents have (a team's once, 810.10a).
    OpponentsPoisonCounters,
    /// This many for each creature blocking the ability's source beyond the first (rampage,
    /// 702.23a), counted as the ability resolves (702.23b).
    PerBlockerBeyondFirst(u8),
    /// The result of the die the text's earlier instruction rolled (706.4).
    RollResult,
}

impl Number {
    /// The recipient it reads, for load-time checks.
    pub fn recipient(self) -> Option<Recipient> {
        match self {
            Number::PowerOf(r) | Number::GreatestPower(r) => Some(r),
            Number::Fixed(_)
            | Number::X
            | Number::MinusX
            | Number::Count(_)
            | Number::Share
            | Number::YourLife
            | Number::LowestLifeTotal
            | Number::ThatMuchTimes(_)
            | Number::ThatMuch
            | Number::ThatMany
            | Number::ThatCardsManaValue
            | Number::CardsInHand
            | Number::OpponentsPoisonCounters
            | Number::PerBlockerBeyondFirst(_)
            | Number::RollResult => None,
        }
    }
}
