//! 503 Upkeep Step: no turn-based actions; the active player receives priority (503.1).

use crate::game::Game;
use crate::{cite, rule, Handled};

/// Runs as the upkeep step begins: nothing to do before priority (no "at the beginning of
/// upkeep" abilities exist in the engine's vocabulary yet).
#[rule("503", "503.1")]
pub fn run(_game: &mut Game) -> Handled {
    cite!("503.1");
    Handled::Done
}
