//! The smaller terms an effect's instructions name: which counters, which zones gathered or
//! searched to, whose name, when a delayed ability triggers, a damage replacement, and a
//! reflexive "when you do" ability, a row of a die's results table (CR 122, 603.7, 603.12,
//! 614, 706.3).

use serde::Deserialize;

use super::effect::{Effect, FilterSpec};

/// The zones a `shuffle_into_library` effect gathers from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Gathered {
    /// The player's hand.
    Hand,
    /// The player's graveyard.
    Graveyard,
    /// The permanents the player owns.
    Permanents,
}

/// The kinds of counters the vocabulary can place (122.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize)]
pub enum CounterKind {
    /// A +1/+1 counter (122.1a).
    #[serde(rename = "+1/+1")]
    PlusOne,
    /// A -1/-1 counter (122.1a).
    #[serde(rename = "-1/-1")]
    MinusOne,
    /// A defense counter (310.4b).
    #[serde(rename = "defense")]
    Defense,
    /// A loyalty counter (122.1e).
    #[serde(rename = "loyalty")]
    Loyalty,
    /// A fade counter (fading, 702.32a).
    #[serde(rename = "fade")]
    Fade,
    /// An age counter (cumulative upkeep, 702.24a).
    #[serde(rename = "age")]
    Age,
    /// A charge counter (station, 702.184a).
    #[serde(rename = "charge")]
    Charge,
    /// A lore counter (a Saga's progress, 714.3).
    #[serde(rename = "lore")]
    Lore,
    /// A time counter (vanishing, 702.63a).
    #[serde(rename = "time")]
    Time,
    /// A level counter (level up, 702.87a).
    #[serde(rename = "level")]
    Level,
    /// An intervention counter (Divine Intervention).
    #[serde(rename = "intervention")]
    Intervention,
}

impl CounterKind {
    /// Every kind, in the order [`Counters`](crate::game::Counters) lists them.
    pub const ALL: [CounterKind; 11] = [
        CounterKind::PlusOne,
        CounterKind::MinusOne,
        CounterKind::Loyalty,
        CounterKind::Defense,
        CounterKind::Fade,
        CounterKind::Age,
        CounterKind::Charge,
        CounterKind::Lore,
        CounterKind::Time,
        CounterKind::Level,
        CounterKind::Intervention,
    ];

    /// How the CR writes it: "+1/+1", "-1/-1", "defense", "loyalty".
    pub fn name(self) -> &'static str {
        match self {
            CounterKind::PlusOne => "+1/+1",
            CounterKind::MinusOne => "-1/-1",
            CounterKind::Defense => "defense",
            CounterKind::Fade => "fade",
            CounterKind::Age => "age",
            CounterKind::Charge => "charge",
            CounterKind::Lore => "lore",
            CounterKind::Time => "time",
            CounterKind::Level => "level",
            CounterKind::Intervention => "intervention",
            CounterKind::Loyalty => "loyalty",
        }
    }
}

/// A spell or ability's own "deals N damage instead if you control M or more [permanents]"
/// (a self-replacement effect, 614.15: Galvanic Blast's metalcraft), as written in a card
/// file.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DamageInsteadSpec {
    /// The damage dealt instead.
    pub amount: u32,
    /// While its controller controls at least this many permanents…
    pub if_you_control: u32,
    /// …that this describes.
    pub of: FilterSpec,
}

/// See [`DamageInsteadSpec`]: `amount` damage instead while the effect's controller controls
/// at least `count` permanents `of` describes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DamageInstead {
    /// The damage dealt instead.
    pub amount: u32,
    /// How many permanents it takes.
    pub count: u32,
    /// Which permanents count (the controller's own).
    pub of: crate::continuous::Filter,
}

/// Whose name an `exile_cards_named` instruction looks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NameOf {
    /// The first target object's ("that artifact"), as it last existed if it left its zone.
    Target,
    /// The card chosen by an earlier `choose_from_hand` of the same text ("the chosen card").
    Chosen,
}

/// Where a search puts the cards found (701.23).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SearchTo {
    /// "Put it into your hand".
    Hand,
    /// "Put it onto the battlefield".
    Battlefield,
    /// "Shuffle and put the card on top": the rest of the library is shuffled, the found
    /// cards kept out of the shuffle (701.24b).
    TopOfLibrary,
    /// "Put one onto the battlefield and the other into your hand" (Kodama's Reach): the
    /// searcher chooses which found card is the one; a card found alone is it.
    BattlefieldAndHand,
}

/// When a delayed triggered ability triggers (603.7): the next beginning of a step, or the
/// next event of the object `that` stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DelayedAt {
    /// "At the beginning of the next end step": created during an end step, the next turn's
    /// (513.2).
    BeginningOfNextEndStep,
    /// "At end of combat": as the end of combat step begins (511.2).
    EndOfCombat,
    /// "At the beginning of your next upkeep".
    BeginningOfYourNextUpkeep,
    /// "When that [object] leaves the battlefield".
    ThatLeavesTheBattlefield,
    /// "When that [permanent] becomes untapped".
    ThatBecomesUntapped,
}

impl DelayedAt {
    /// What it triggers on: the beginning of a step in some players' turns, or an event of
    /// the object `that` stands for.
    pub fn when(self) -> super::DelayedWhen {
        use super::{DelayedWhen, TurnOf};
        use crate::turn::Step;
        match self {
            DelayedAt::BeginningOfNextEndStep => DelayedWhen::Beginning(Step::End, TurnOf::Each),
            DelayedAt::EndOfCombat => DelayedWhen::Beginning(Step::EndOfCombat, TurnOf::Each),
            DelayedAt::BeginningOfYourNextUpkeep => DelayedWhen::Beginning(Step::Upkeep, TurnOf::Yours),
            DelayedAt::ThatLeavesTheBattlefield => DelayedWhen::ThatLeavesTheBattlefield,
            DelayedAt::ThatBecomesUntapped => DelayedWhen::ThatBecomesUntapped,
        }
    }
}

/// "When you do, …" after a cost paid as an effect resolves: a reflexive triggered ability
/// (603.12). It triggers at once, since the cost was paid during this resolution, and goes
/// on the stack the next time a player would receive priority, its targets chosen then
/// (603.3d). `that` in its effects is the object that paid the cost ("that creature").
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WhenYouDo {
    /// Its one target, the short form.
    pub target: Option<super::target::TargetKind>,
    /// Its instances of the word "target", the long form.
    #[serde(default)]
    pub targets: Vec<super::target::TargetSpec>,
    /// What it does when it resolves.
    pub effects: Vec<Effect>,
}

/// One row of a results table (706.3a): `{ result = "10-19", effects = [...] }`.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ResultRow {
    /// The results it covers: one number (`"20"`), a range with two endpoints (`"10-19"`, or
    /// with the card's dash, `"10–19"`), or a range with one endpoint (`"10+"`).
    pub result: String,
    /// What happens when the result is one of them.
    pub effects: Vec<Effect>,
}
