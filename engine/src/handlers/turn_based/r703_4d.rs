//! 703.4d Immediately after the draw step begins, the active player draws a card (504.1).

use crate::game::Game;
use crate::{cite, rule, Handled};

/// Performs 703.4d.
#[rule("703.4d", "504.1")]
pub fn perform(game: &mut Game) -> Handled {
    let active = game.turn.active;
    game.draw(active, cite!("504.1"));
    Handled::Done
}
