//! 503 Upkeep Step: no turn-based actions; the active player receives priority (503.1).

use crate::game::Game;
use crate::{rule, Handled};

/// Runs as the upkeep step begins: no turn-based actions (503.1; the active player then
/// receives priority, `Step::gives_priority`).
#[rule("503")]
pub fn run(_game: &mut Game) -> Handled {
    Handled::Done
}
