//! Turn structure (CR 500–514) and turn-based actions (CR 703).
//!
//! Each phase and step has a handler in `crate::handlers::steps`, reached through the
//! generated [`PhaseOrStep`](crate::generated::steps::PhaseOrStep); each turn-based action
//! has one in `crate::handlers::turn_based`, listed in the generated
//! [`ACTIONS`](crate::generated::turn_based::ACTIONS).

use rules_data::RuleId;

use crate::game::Game;
use crate::Handled;

/// A turn-based action: a row of the generated table.
#[derive(Clone, Copy, Debug)]
pub struct TurnBasedAction {
    /// The rule it implements (703.4x).
    pub rule: RuleId,
    /// Performs it.
    pub perform: fn(&mut Game) -> Handled,
}
