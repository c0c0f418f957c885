//! 513 End Step.

use crate::game::Game;
use crate::{rule, Handled};

/// Runs as the end step begins: no turn-based actions; "at the beginning of the end step"
/// abilities are not in the vocabulary yet (the active player receives priority, 513.1,
/// `Step::gives_priority`).
#[rule("513")]
pub fn run(_game: &mut Game) -> Handled {
    Handled::Done
}
