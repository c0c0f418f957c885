//! 512 Ending Phase: the end step and the cleanup step (512.1).

use crate::game::Game;
use crate::{cite, rule, Handled};

/// Runs as the ending phase begins: nothing happens then; its steps follow.
#[rule("512", "512.1")]
pub fn run(_game: &mut Game) -> Handled {
    cite!("512");
    cite!("512.1");
    Handled::Done
}
