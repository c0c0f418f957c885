//! The exceptions of a copy effect as a card file writes them (CR 707.9).

use serde::Deserialize;

/// The exceptions to the copying process, as written: `pt = "7/7"`, `add_types =
/// ["enchantment"]`, `add_subtypes = ["Shapeshifter", "Rogue"]`, `add_supertypes =
/// ["legendary"]`, `keep_color = true`, `colors = ["red"]`, `has_trigger = 0` ("and it has
/// this ability": the card's triggered ability at that index, from 0), `plus_counters = 2`
/// or `"x"`, `if_creature = { … }` (those that apply only to a creature, 707.9f).
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExceptSpec {
    /// "Except it's 7/7".
    pub pt: Option<String>,
    /// Card types "in addition to its other types".
    #[serde(default)]
    pub add_types: Vec<String>,
    /// Subtypes "in addition to its other types".
    #[serde(default)]
    pub add_subtypes: Vec<String>,
    /// Supertypes "in addition to its other types".
    #[serde(default)]
    pub add_supertypes: Vec<String>,
    /// Supertypes it doesn't have ("except it isn't legendary").
    #[serde(default)]
    pub remove_supertypes: Vec<String>,
    /// "Except it doesn't copy that creature's color".
    #[serde(default)]
    pub keep_color: bool,
    /// "Except that the copy is red": its colors.
    #[serde(default)]
    pub colors: Vec<String>,
    /// "And it has this ability": which of the card's triggered abilities.
    pub has_trigger: Option<u8>,
    /// "Except it enters with N (or X) additional +1/+1 counters on it": `2` or `"x"`.
    pub plus_counters: Option<PlusCounters>,
    /// Exceptions that apply only if the copy is a creature (707.9f): "and, if it's a
    /// creature, it enters with two additional +1/+1 counters on it and has changeling".
    pub if_creature: Option<IfCreatureSpec>,
}

/// The exceptions a copy effect makes only if the copy would be a creature (707.9f), as
/// written: `if_creature = { plus_counters = 2, keywords = ["Changeling"] }`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct IfCreatureSpec {
    /// "It enters with N additional +1/+1 counters on it".
    pub plus_counters: Option<u32>,
    /// Keyword abilities it has ("and it has changeling").
    #[serde(default)]
    pub keywords: Vec<String>,
}

/// How many more +1/+1 counters a copy enters with, as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize)]
#[serde(untagged)]
pub enum PlusCounters {
    /// A number printed in the text.
    Fixed(u32),
    /// `"x"`: the X of the spell that became the permanent (107.3m).
    X(XWord),
}

/// The word `"x"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize)]
pub enum XWord {
    /// X.
    #[serde(rename = "x")]
    X,
}
