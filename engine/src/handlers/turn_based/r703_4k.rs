//! 703.4k Immediately after the combat damage step begins, each player in APNAP order
//! announces how each attacking or blocking creature they control assigns its combat damage
//! (510.1).

use crate::game::Game;
use crate::{rule, Handled};

/// Performs 703.4k: the assignments are made (see `Game::assign_combat_damage` for the
/// fixed way the engine divides damage among several blockers) and kept for 703.4m.
#[rule("703.4k", "510.1")]
pub fn perform(game: &mut Game) -> Handled {
    game.combat.assignments = game.assign_combat_damage();
    Handled::Done
}
