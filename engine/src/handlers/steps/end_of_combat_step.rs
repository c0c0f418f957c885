//! 511 End of Combat Step.

use crate::game::Game;
use crate::{rule, Handled};

/// Runs as the step begins: nothing happens before priority (511.1, 511.2). Creatures are
/// removed from combat as the step ends (511.3; `Game::end_step`).
#[rule("511")]
pub fn run(_game: &mut Game) -> Handled {
    Handled::Done
}
