//! 703.4k Immediately after the combat damage step begins, each player in APNAP order
//! announces how each attacking or blocking creature they control assigns its combat damage
//! (510.1).

use crate::game::Game;
use crate::{rule, Handled};

/// Performs 703.4k: the assignments without a choice are made; the attacking player is asked
/// to divide the damage of attackers with several blockers or trample, then the defending
/// player that of blockers blocking several attackers, one creature at a time.
#[rule("703.4k", "510.1")]
pub fn perform(game: &mut Game) -> Handled {
    game.note_first_strikers();
    let (fixed, choices) = game.assign_combat_damage();
    game.combat.assignments = fixed;
    game.combat.to_assign = choices;
    game.ask_next_assignment();
    Handled::Done
}
