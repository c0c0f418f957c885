//! A spell's own restriction on when it may be cast (CR 601.3): "Cast this spell only during
//! combat" (Mandate of Peace).

use serde::Deserialize;

use crate::turn::Step;

/// When a card's own text allows it to be cast, besides the timing of its card type (`cast_only
/// = "during_combat"` in a card file).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CastOnly {
    /// "Cast this spell only during combat": in one of the combat phase's steps (506.1).
    DuringCombat,
}

impl CastOnly {
    /// Whether the restriction allows casting in `step`.
    pub fn allows(self, step: Step) -> bool {
        match self {
            CastOnly::DuringCombat => step.is_combat(),
        }
    }

    /// The refusal's words.
    pub fn reason(self) -> &'static str {
        match self {
            CastOnly::DuringCombat => "this spell can be cast only during combat",
        }
    }
}
