//! 509 Declare Blockers Step.

use crate::game::Game;
use crate::{rule, Handled};

/// Runs the step: the defending player declares blockers (703.4j, 509.1).
#[rule("509")]
pub fn run(game: &mut Game) -> Handled {
    crate::handlers::turn_based::r703_4j::perform(game)
}
