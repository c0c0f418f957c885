//! 508 Declare Attackers Step.

use crate::game::Game;
use crate::{cite, rule, Handled};

/// Runs the step: the active player declares attackers (703.4i, 508.1); once the
/// declaration is finished, the active player gets priority (508.2).
#[rule("508", "508.2")]
pub fn run(game: &mut Game) -> Handled {
    cite!("508.2");
    crate::handlers::turn_based::r703_4i::perform(game)
}
