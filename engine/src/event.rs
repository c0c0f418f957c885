//! Events: what happened in a game, each tagged with the rule that made it happen, so a game
//! log reads like a judge's explanation.

use rules_data::RuleId;

use crate::game::PlayerId;

/// One thing that happened, and the rule that caused it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Event {
    /// The rule that caused it.
    pub rule: RuleId,
    /// What happened.
    pub kind: EventKind,
}

/// What happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EventKind {
    /// A player lost the game.
    LostGame {
        /// Who lost.
        player: PlayerId,
    },
}

impl std::fmt::Display for Event {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.kind {
            EventKind::LostGame { player } => write!(f, "player {} loses the game (rule {})", player.0, self.rule),
        }
    }
}
