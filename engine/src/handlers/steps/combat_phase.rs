//! 506 Combat Phase: beginning of combat, declare attackers, declare blockers, combat damage
//! and end of combat steps (506.1).

use crate::game::Game;
use crate::{rule, Handled};

/// Runs as the combat phase begins: a new combat with no attackers or blockers. Its steps
/// follow in the order `Step::next` gives (506.1).
#[rule("506")]
pub fn run(game: &mut Game) -> Handled {
    game.combat = Default::default();
    Handled::Done
}
