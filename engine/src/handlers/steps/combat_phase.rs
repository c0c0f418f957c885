//! 506 Combat Phase: beginning of combat, declare attackers, declare blockers, combat damage
//! and end of combat steps (506.1).

use crate::game::Game;
use crate::{cite, rule, Handled};

/// Runs as the combat phase begins: a new combat with no attackers or blockers.
#[rule("506", "506.1")]
pub fn run(game: &mut Game) -> Handled {
    cite!("506");
    cite!("506.1");
    game.combat = Default::default();
    Handled::Done
}
