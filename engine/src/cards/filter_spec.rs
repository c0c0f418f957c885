//! Descriptions of objects as a card file writes them ("nonblack creatures you control"),
//! read into [`crate::continuous::Filter`] by the card loader.

use serde::Deserialize;

/// A description of objects, as written in a card file (see `engine/cards/README.md`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FilterSpec {
    /// Card types they have all of.
    #[serde(default)]
    pub types: Vec<String>,
    /// Card types of which they have at least one.
    #[serde(default)]
    pub any_types: Vec<String>,
    /// Card types they have none of.
    #[serde(default)]
    pub not_types: Vec<String>,
    /// Subtypes of which they have at least one.
    #[serde(default)]
    pub subtypes: Vec<String>,
    /// Subtypes they have none of.
    #[serde(default)]
    pub not_subtypes: Vec<String>,
    /// Supertypes they have all of.
    #[serde(default)]
    pub supertypes: Vec<String>,
    /// Supertypes they have none of.
    #[serde(default)]
    pub not_supertypes: Vec<String>,
    /// Colors of which they have at least one.
    #[serde(default)]
    pub colors: Vec<String>,
    /// Colors they have none of (`nonblack`).
    #[serde(default)]
    pub not_colors: Vec<String>,
    /// `you` or `opponent`: whose.
    pub controller: Option<String>,
    /// `you` or `opponent`: who owns them (an opponent's graveyard holds the cards they own,
    /// 404.2).
    pub owner: Option<String>,
    /// Only cards, not tokens.
    #[serde(default)]
    pub nontoken: bool,
    /// Only tokens.
    #[serde(default)]
    pub token: bool,

    /// Not the object with the ability.
    #[serde(default)]
    pub other: bool,
    /// Only objects with no abilities.
    #[serde(default)]
    pub no_abilities: bool,
    /// Only objects of the color chosen for the effect's source as it entered (614.12a: Hall
    /// of Triumph's "of the chosen color").
    #[serde(default)]
    pub chosen_color: bool,
    /// Only objects of the creature type chosen for the effect's source as it entered
    /// (Adaptive Automaton's "of the chosen type").
    #[serde(default)]
    pub chosen_type: bool,
    /// Only the object the ability's source is attached to ("enchanted creature", in a
    /// triggered ability's `whose` alone: False Demise); also written `equipped` or
    /// `fortified` ("fortified land", Darksteel Garrison).
    #[serde(default, alias = "equipped", alias = "fortified")]
    pub enchanted: bool,
    /// Only objects whose mana value is at most this ("with mana value 3 or less", 202.3).
    pub mana_value_at_most: Option<u8>,
    /// Only objects whose toughness is greater than their power (Tapestry Warden).
    #[serde(default)]
    pub toughness_greater_than_power: bool,
    /// Only commanders: "commander creatures you control" (Bastion Protector), permanents on
    /// the battlefield that are commanders (903.3d).
    #[serde(default)]
    pub commander: bool,
    /// Where they are: `battlefield` (permanents, when left out) or `graveyard` (cards in
    /// graveyards, for an effect that begins as a spell or ability resolves: Past in Flames).
    pub zone: Option<String>,
}
