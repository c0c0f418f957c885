//! Who or what an effect acts on, as a card file names it (CR 608.2c): the targets, "you",
//! "this", "each opponent", "that", or a description of objects.

use serde::Deserialize;

use super::effect::FilterSpec;

/// Who or what an effect acts on. In a card file, the targets are `"target"` (the first
/// instance of the word "target"), `"target_2"`, `"target_3"` and so on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize)]
#[serde(try_from = "String")]
pub enum Recipient {
    /// The targets chosen for the instance of the word "target" at this index (from 0).
    Target(u8),
    /// The controller of the spell or ability.
    You,
    /// The permanent whose ability this is.
    This,
    /// Each opponent of the controller.
    EachOpponent,
    /// Each player.
    EachPlayer,
    /// Each creature on the battlefield.
    EachCreature,
    /// Each attacking creature other than the object whose ability this is (battle cry,
    /// 702.91a).
    EachOtherAttackingCreature,
    /// "That [object]": in a delayed triggered ability's text, the object its creator named
    /// (603.7c); in a triggered ability's, the other object of its trigger event (the
    /// creature it blocks, the spell cast, what it dealt damage to).
    That,
    /// "That player": the player of a triggered ability's trigger event (the player it
    /// attacks or dealt damage to, the player who cast, drew, gained or lost life).
    ThatPlayer,
    /// "That creature's controller" (Genesis Chamber): the controller of "that" object, as it
    /// is, or as it last existed if it has left its zone (608.2h).
    ThatsController,
    /// "Each of that player's opponents" (Standstill).
    ThatPlayersOpponents,
    /// "Defending player" of an attacking creature whose ability this is (506.2: afflict,
    /// 702.130a); none once it is no longer attacking.
    DefendingPlayer,
    /// The active player: the player whose turn it is (102.1), "that player" of a trigger at
    /// the beginning of each player's step (Howling Mine).
    ActivePlayer,
    /// "Its controller": the controller of the first target object, as it last existed if it
    /// has left its zone (608.2h: Splinter's "exile target artifact. Search its controller's
    /// graveyard …").
    TargetsController,
    /// "The chosen [permanent]": what an earlier instruction of the same text chose (a card
    /// from a revealed hand, a permanent on the battlefield: Cytoshape).
    Chosen,
    /// "That card" after an instruction that exiled it (Otherworldly Journey's "exile target
    /// creature … return that card"): the cards the text's latest `exile` instruction
    /// exiled, as they are in exile, the new objects it can find (400.7).
    Exiled,
    /// "It" after an instruction that created tokens (Mimic Vat's "create a token that's a
    /// copy of … It gains haste"): the tokens the text's latest token-creating instruction
    /// created; or after one that manifested or cloaked a card (Cryptic Coat's "cloak the top
    /// card of your library, then attach this Equipment to it"), that permanent.
    Created,
    /// "Each [object] with the most votes or tied for most votes" (Council's Judgment): what
    /// the text's latest vote found (701.38a).
    Voted,
    /// "The sacrificed creature" (Fling): what was sacrificed or discarded to pay the spell's
    /// additional cost, as it last existed (608.2h); for a copy of the spell, what paid the
    /// original's (707.10).
    PaidWith,
}

impl TryFrom<String> for Recipient {
    type Error = String;

    fn try_from(name: String) -> Result<Recipient, String> {
        Ok(match name.as_str() {
            "target" => Recipient::Target(0),
            "you" => Recipient::You,
            "this" => Recipient::This,
            "each_opponent" => Recipient::EachOpponent,
            "each_player" => Recipient::EachPlayer,
            "each_creature" => Recipient::EachCreature,
            "each_other_attacking_creature" => Recipient::EachOtherAttackingCreature,
            "that" => Recipient::That,
            "that_player" => Recipient::ThatPlayer,
            "that_controller" => Recipient::ThatsController,
            "each_opponent_of_that_player" => Recipient::ThatPlayersOpponents,
            "defending_player" => Recipient::DefendingPlayer,
            "target_controller" => Recipient::TargetsController,
            "active_player" => Recipient::ActivePlayer,
            "paid_with" => Recipient::PaidWith,
            "chosen" => Recipient::Chosen,
            "exiled" => Recipient::Exiled,
            "created" => Recipient::Created,
            "voted" => Recipient::Voted,
            other => match other.strip_prefix("target_").and_then(|n| n.parse::<u8>().ok()) {
                Some(n @ 2..) => Recipient::Target(n - 1),
                _ => {
                    return Err(format!(
                        "`{other}` is not a recipient: use target, target_2 (…), you, this, each_opponent, each_player, each_creature, each_other_attacking_creature, that, that_player, that_controller, each_opponent_of_that_player, defending_player, target_controller, active_player, paid_with, chosen, exiled, created or voted"
                    ))
                }
            },
        })
    }
}

/// What a continuous effect or a filter-taking effect acts on: a named recipient
/// (`"target"`, `"this"`) or a description of objects (`{ types = ["creature"], controller =
/// "you" }`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum What {
    /// A named recipient.
    Named(Recipient),
    /// Every object a description matches.
    Each(Box<FilterSpec>),
}

/// A string is a recipient and a table a filter, each read with its own errors (an unknown
/// recipient or filter key is named, not "did not match any variant").
impl<'de> Deserialize<'de> for What {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<What, D::Error> {
        struct Visitor;
        impl<'de> serde::de::Visitor<'de> for Visitor {
            type Value = What;

            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a recipient (\"target\", \"this\", …) or a filter table")
            }

            fn visit_str<E: serde::de::Error>(self, name: &str) -> Result<What, E> {
                Recipient::try_from(name.to_owned()).map(What::Named).map_err(E::custom)
            }

            fn visit_map<M: serde::de::MapAccess<'de>>(self, map: M) -> Result<What, M::Error> {
                FilterSpec::deserialize(serde::de::value::MapAccessDeserializer::new(map))
                    .map(|f| What::Each(Box::new(f)))
            }
        }
        deserializer.deserialize_any(Visitor)
    }
}
