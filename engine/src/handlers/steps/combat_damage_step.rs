//! 510 Combat Damage Step (and the first-strike damage step of 510.4).

use crate::game::Game;
use crate::{rule, Handled};

/// Runs the step: combat damage is assigned (703.4k), which may wait for the attacking
/// player's division; the rest follows in [`finish`].
#[rule("510")]
pub fn run(game: &mut Game) -> Handled {
    let _ = crate::handlers::turn_based::r703_4k::perform(game);
    if game.pending.is_none() {
        finish(game);
    }
    Handled::Done
}

/// Once every assignment is made, all combat damage is dealt (703.4m); then the active
/// player gets priority (510.3, `Step::gives_priority`).
pub fn finish(game: &mut Game) {
    let _ = crate::handlers::turn_based::r703_4m::perform(game);
}
