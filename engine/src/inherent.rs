//! Inherent triggered abilities (CR 724.2): abilities the rules give a player for a
//! designation they have, which have no source (an exception to 113.8). Their stack items'
//! source is [`ObjectId::NONE`](crate::game::ObjectId::NONE), and they are controlled by the
//! player who had the designation as they triggered.

use std::sync::LazyLock;

use rules_data::RuleId;

use crate::cards::number::Number;
use crate::cards::recipient::Recipient;
use crate::cards::resolved::Resolved;
use crate::cards::AbilityText;
use crate::generated::rules;

/// An inherent triggered ability.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Inherent {
    /// The monarch's "At the beginning of the monarch's end step, that player draws a card"
    /// (724.2).
    MonarchDraws,
    /// The monarch's "Whenever a creature deals combat damage to the monarch, its controller
    /// becomes the monarch" (724.2): "that" is the creature.
    MonarchTaken,
}

impl Inherent {
    /// The rule that gives it.
    pub fn rule(self) -> RuleId {
        match self {
            Inherent::MonarchDraws | Inherent::MonarchTaken => rules::R724_2,
        }
    }

    /// Its text.
    pub(crate) fn text(self) -> &'static AbilityText {
        static DRAWS: LazyLock<AbilityText> = LazyLock::new(|| AbilityText {
            effects: vec![Resolved::Draw(Number::Fixed(1), Recipient::You)],
            ..AbilityText::default()
        });
        static TAKEN: LazyLock<AbilityText> = LazyLock::new(|| AbilityText {
            effects: vec![Resolved::BecomeMonarch(Recipient::ThatsController)],
            ..AbilityText::default()
        });
        match self {
            Inherent::MonarchDraws => &DRAWS,
            Inherent::MonarchTaken => &TAKEN,
        }
    }

    /// What the log calls it.
    pub fn name(self) -> &'static str {
        match self {
            Inherent::MonarchDraws => "the monarch's end step draw",
            Inherent::MonarchTaken => "the monarch's combat damage ability",
        }
    }
}
