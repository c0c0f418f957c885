//! The parts of a continuous effect as a card file writes them, and how long one from a
//! resolved spell or ability lasts (CR 611.2, 613).

use serde::Deserialize;

/// One part of a continuous effect, as written in a card file: a table with one key (see
/// `engine/cards/README.md`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ModifySpec {
    /// Gain control (layer 2).
    pub gain_control: Option<bool>,
    /// Add card types (layer 4).
    pub add_types: Option<Vec<String>>,
    /// Set card types (layer 4).
    pub set_types: Option<Vec<String>>,
    /// Remove card types ("isn't a creature", layer 4).
    pub remove_types: Option<Vec<String>>,
    /// Add subtypes (layer 4).
    pub add_subtypes: Option<Vec<String>>,
    /// Set creature types (layer 4).
    pub set_creature_types: Option<Vec<String>>,
    /// Set basic land types (layer 4, 305.7).
    pub set_land_types: Option<Vec<String>>,
    /// Every creature type (layer 4).
    pub all_creature_types: Option<bool>,
    /// The creature types of the last creature card exiled with the source (layer 4:
    /// Duplicant).
    pub creature_types_of_last_exiled: Option<bool>,
    /// The creature type chosen as the source entered, in addition (layer 4).
    pub add_chosen_type: Option<bool>,
    /// Add supertypes (layer 4).
    pub add_supertypes: Option<Vec<String>>,
    /// Remove supertypes (layer 4).
    pub remove_supertypes: Option<Vec<String>>,
    /// Set colors (layer 5).
    pub set_colors: Option<Vec<String>>,
    /// Add colors (layer 5).
    pub add_colors: Option<Vec<String>>,
    /// Become colorless (layer 5).
    pub colorless: Option<bool>,
    /// Add keyword abilities (layer 6).
    pub add_keywords: Option<Vec<String>>,
    /// Remove keyword abilities (layer 6).
    pub remove_keywords: Option<Vec<String>>,
    /// Add toxic N (layer 6): "gains toxic 1" (702.164).
    pub add_toxic: Option<u8>,
    /// Lose all abilities (layer 6).
    pub lose_all_abilities: Option<bool>,
    /// Set power and toughness: `"1/1"`, `"mana_value"`, `"cards_in_hand"` (layer 7a or 7b).
    pub set_pt: Option<String>,
    /// Modify power and toughness: `"+1/+1"`, `"-2/-0"` (layer 7c).
    pub pt: Option<String>,
    /// Modify power and toughness for each other creature on the battlefield that shares a
    /// creature type with the object: `"+1/+1"` (layer 7c, Coat of Arms).
    pub pt_for_each_sharing_a_creature_type: Option<String>,
    /// Switch power and toughness (layer 7d).
    pub switch_pt: Option<bool>,
    /// Gain the card's Nth ability in quotation marks (`[[card.quoted]]`, layer 6).
    pub gain_quoted: Option<usize>,
    /// Gain scavenge with this scavenge cost: `"mana_cost"`, the object's own (layer 6,
    /// 702.1b: Varolz, the Scar-Striped).
    pub gain_scavenge: Option<String>,
}

/// How long a continuous effect from a resolved spell or ability lasts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Until {
    /// Until end of turn.
    EndOfTurn,
    /// Until your next turn.
    YourNextTurn,
    /// For as long as you control this (the source).
    YouControlThis,
    /// No duration: until the end of the game.
    Forever,
    /// Until a player casts a creature spell.
    ACreatureSpellIsCast,
}
