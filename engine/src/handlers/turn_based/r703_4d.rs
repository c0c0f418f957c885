//! 703.4d Immediately after the draw step begins, the active player draws a card (504.1).

use crate::game::Game;
use crate::{cite, rule, Handled};

/// Performs 703.4d. After the active player has left the game, their turn goes on without
/// an active player (800.4j), and no one draws.
#[rule("703.4d", "504.1")]
pub fn perform(game: &mut Game) -> Handled {
    let active = game.turn.active;
    match game.players[active.0].has_lost {
        true => {
            cite!("800.4j");
        }
        false => {
            game.draw(active, cite!("504.1"));
        }
    }
    Handled::Done
}
