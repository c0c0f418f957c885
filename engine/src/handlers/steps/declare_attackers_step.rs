//! 508 Declare Attackers Step.

use crate::game::Game;
use crate::{rule, Handled};

/// Runs the step: the active player declares attackers (703.4i, 508.1); once the
/// declaration is finished, the active player gets priority (508.2, `Step::gives_priority`).
#[rule("508")]
pub fn run(game: &mut Game) -> Handled {
    crate::handlers::turn_based::r703_4i::perform(game)
}
