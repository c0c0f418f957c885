//! Conditions in a spell's or ability's text: an intervening "if" clause (CR 603.4, "if you
//! have 40 or more life") and the "if" of a conditional instruction ("if this spell was
//! kicked", 702.33e–f).

use serde::Deserialize;

use super::number::{Number, NumberSpec};

/// A condition as written in a card file: `{ number = "your_life", at_least = 40 }`,
/// `"kicked"`, `"untapped"`, `{ kicked_with = "{W}" }` or `{ spent = "{G}" }`.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(
    untagged,
    expecting = "a condition: \"kicked\", \"untapped\", \"you_own_and_control_meld_pair\", \"defending_player_poisoned\", \"gift_promised\", { kicked_with = \"{W}\" }, { spent = \"{G}\" } or { number = …, at_least = N, at_most = N }"
)]
pub enum ConditionSpec {
    /// A named condition: `"kicked"`.
    Named(NamedCondition),
    /// "If it was kicked with its [cost] kicker" (702.33f).
    KickedWith {
        /// The kicker cost, as the card's `kicker` list writes it.
        kicked_with: String,
    },
    /// "If {G} was spent to cast this spell" (Dawnglow Infusion).
    Spent {
        /// The mana symbol: one mana of one type.
        spent: String,
    },
    /// A number of the game within bounds.
    Number(NumberConditionSpec),
}

/// The named conditions of [`ConditionSpec`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NamedCondition {
    /// "If this spell was kicked", "if it was kicked" (702.33d–e).
    Kicked,
    /// "If [this permanent] is untapped" (Howling Mine).
    Untapped,
    /// "If you both own and control [this permanent] and a creature named [the other card
    /// of its meld pair]" (712.4a: Graf Rats).
    YouOwnAndControlMeldPair,
    /// "If the gift was promised" (702.174k), on a card with gift.
    GiftPromised,
    /// "If defending player is poisoned" (Septic Rats), in an "attacks" trigger: the player
    /// the creature attacks, or the planeswalker's controller or battle's protector (506.2),
    /// has a poison counter (810.10d).
    DefendingPlayerPoisoned,
}

/// A condition on a number as written in a card file: `{ number = "your_life", at_least =
/// 40 }`.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NumberConditionSpec {
    /// The number it compares.
    pub number: NumberSpec,
    /// True when the number is at least this…
    pub at_least: Option<i32>,
    /// …and at most this.
    pub at_most: Option<i32>,
}

/// A condition, as the engine checks it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Condition {
    /// A number of the game is within its bounds.
    Number {
        /// The number.
        number: Number,
        /// The least it may be.
        at_least: i32,
        /// The most it may be.
        at_most: i32,
    },
    /// The object was kicked (702.33d) with at least one of the kicker costs whose bits
    /// (bit `i` for the card's `i`th kicker cost, 702.33f) this mask sets.
    Kicked(u8),
    /// The spell's gift was promised (702.174k).
    GiftPromised,
    /// The permanent's evoke cost was paid as its spell was cast (702.74a).
    Evoked,
    /// The permanent whose ability it is is untapped.
    Untapped,
    /// Its controller owns and controls both the permanent whose ability it is and a
    /// creature named the other card of its meld pair (712.4a).
    YouOwnAndControlMeldPair,
    /// The permanent whose ability it is is still on the battlefield (cumulative upkeep's
    /// "if this permanent is on the battlefield", 702.24a).
    OnBattlefield,
    /// Mana of this type was spent to cast the spell, or the spell the permanent was.
    Spent(super::mana::ManaType),
    /// The permanent whose ability it is came under its controller's control since the
    /// beginning of their last upkeep (echo's "if", 702.30a).
    CameUnderControlSinceLastUpkeep,
    /// The permanent whose ability it is has a counter of this kind on it (vanishing's "if
    /// this permanent has a time counter on it", 702.63a).
    HasCounter(super::effect::CounterKind),
    /// The permanent whose ability it is isn't renowned (renown's "if it isn't renowned",
    /// 702.112a).
    NotRenowned,
    /// The creature that entered has greater power or toughness than the one whose ability
    /// it is (evolve's "if", 702.100a).
    Evolves,
    /// The player of the trigger event is poisoned (810.10d): an "attacks" trigger's defending
    /// player.
    ThatPlayerPoisoned,
    /// The ability's target is another object than the one whose ability it is (backup's "if
    /// that's another creature", 702.165a).
    TargetIsAnother,
}
