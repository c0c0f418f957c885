//! 510 Combat Damage Step (and the first-strike damage step of 510.4).

use crate::game::Game;
use crate::{rule, Handled};

/// Runs the step: combat damage is assigned (703.4k) and dealt (703.4m); then the active
/// player gets priority (510.3).
#[rule("510", "510.3")]
pub fn run(game: &mut Game) -> Handled {
    let _ = crate::handlers::turn_based::r703_4k::perform(game);
    crate::handlers::turn_based::r703_4m::perform(game)
}
