//! 512 Ending Phase: the end step and the cleanup step (512.1).

use crate::game::Game;
use crate::{rule, Handled};

/// Runs as the ending phase begins: nothing happens then; its steps follow in the order
/// `Step::next` gives (512.1).
#[rule("512")]
pub fn run(_game: &mut Game) -> Handled {
    Handled::Done
}
