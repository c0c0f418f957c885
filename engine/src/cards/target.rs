//! What a spell or ability may target, as a card file writes it (CR 115.1, 601.2c).

use serde::Deserialize;

use super::effect::FilterSpec;

/// What a spell or ability may target (115.1). "Any target" is a creature, player,
/// planeswalker or battle (115.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TargetKind {
    /// A creature, player, planeswalker or battle (115.4).
    Any,
    /// A creature on the battlefield.
    Creature,
    /// A player.
    Player,
    /// An opponent of the controller of the spell or ability (Bribery).
    Opponent,
    /// A teammate of the controller of the spell or ability (804.2: the deploy ability).
    Teammate,
    /// A player or a planeswalker (Skullcrack).
    PlayerOrPlaneswalker,
    /// A creature, a planeswalker or a player (Soulfire Eruption).
    CreaturePlaneswalkerOrPlayer,
    /// A spell on the stack.
    Spell,
    /// A permanent.
    Permanent,
    /// A spell on the stack or a permanent (Purelace).
    SpellOrPermanent,
    /// A land on the battlefield.
    Land,
    /// A card in a graveyard ("target sorcery card in your graveyard": `which` says whose
    /// and what kind).
    CardInGraveyard,
}

/// Reads a text's `target`, the short form of its targets: one kind, `target = "creature"`.
/// A table there is the long form in the short form's place, and the error says where it
/// goes, rather than serde's "wanted exactly 1 element".
pub(crate) fn short_form<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<TargetKind>, D::Error> {
    struct Short;
    impl<'de> serde::de::Visitor<'de> for Short {
        type Value = TargetKind;
        fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.write_str("a target kind such as \"creature\"")
        }
        fn visit_str<E: serde::de::Error>(self, kind: &str) -> Result<TargetKind, E> {
            TargetKind::deserialize(serde::de::value::StrDeserializer::new(kind))
        }
        fn visit_map<A: serde::de::MapAccess<'de>>(self, _: A) -> Result<TargetKind, A::Error> {
            Err(serde::de::Error::custom(
                "`target` takes a kind alone, such as \"creature\"; write a target with `which`, `count` or more as `targets = [{ kind = \"creature\", which = { controller = \"you\" } }]`",
            ))
        }
    }
    d.deserialize_any(Short).map(Some)
}

impl TargetKind {
    /// Whether it targets players only: "target player", "target opponent".
    pub fn is_player(self) -> bool {
        matches!(self, TargetKind::Player | TargetKind::Opponent | TargetKind::Teammate)
    }
}

/// One instance of the word "target" in a spell's or ability's text, as written in a card
/// file: `{ kind = "creature", which = { not_colors = ["black"] } }` is "target nonblack
/// creature"; `count = 2` is "two target creatures", with `up_to` "up to two", with `up_to`
/// and `at_least = 1` "one or two", and `any_number` "any number of target creatures" (115.1,
/// 601.2c).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TargetSpec {
    /// What it may target.
    pub kind: TargetKind,
    /// How many targets this word takes (1 unless the text gives a number).
    #[serde(default = "super::effect::one")]
    pub count: u8,
    /// "Up to N": any number from zero to `count`.
    #[serde(default)]
    pub up_to: bool,
    /// "Any number of": as many as there are legal choices, zero included.
    #[serde(default)]
    pub any_number: bool,
    /// With `up_to` or `any_number`: the fewest it takes ("one or two targets").
    #[serde(default)]
    pub at_least: u8,
    /// What else a target must be ("nonblack", "you control").
    pub which: Option<FilterSpec>,
    /// "Any other target": none of the targets of the earlier instances of the word
    /// "target" (Arc Trail).
    #[serde(default)]
    pub other: bool,
    /// "From their graveyard": owned by the player chosen for an earlier instance of the word
    /// "target" (Loaming Shaman), written `owned_by = "target"`.
    pub owned_by: Option<super::recipient::Recipient>,
    /// "Target creature blocking or blocked by [this]" (Sisters of Stone Death): a creature
    /// in combat with the object whose ability it is.
    #[serde(default)]
    pub blocking_or_blocked_by_this: bool,
    /// "Of an opponent's choice" (Cuombajj Witches): an opponent the controller chooses
    /// chooses its targets, written `chosen_by = "opponent"`.
    pub chosen_by: Option<ChosenBy>,
}

/// Who makes a choice a text gives to a player other than its controller.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum ChosenBy {
    /// An opponent of the controller, whom the controller chooses ("of an opponent's
    /// choice", "an opponent chooses one").
    Opponent,
}
