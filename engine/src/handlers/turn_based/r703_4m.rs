//! 703.4m Immediately after combat damage has been assigned during the combat damage step,
//! all combat damage is dealt simultaneously (510.2).

use crate::game::Game;
use crate::{rule, Handled};

/// Performs 703.4m.
#[rule("703.4m")]
pub fn perform(game: &mut Game) -> Handled {
    let assignments = std::mem::take(&mut game.combat.assignments);
    game.deal_combat_damage(&assignments);
    Handled::Done
}
