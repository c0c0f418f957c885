//! 703.4d Immediately after the draw step begins, the active player draws a card (504.1).

use crate::game::Game;
use crate::{cite, rule, Handled};

/// Performs 703.4d; in a game of shared team turns each player on the active team draws, in
/// seat order (805.4b, 805.6a). After the active player has left the game, their turn goes on
/// without an active player (800.4j), and no one draws.
#[rule("703.4d", "504.1", "805.4b")]
pub fn perform(game: &mut Game) -> Handled {
    if game.players[game.turn.active.0].has_lost {
        cite!("800.4j");
        return Handled::Done;
    }
    let active = game.turn.active;
    let drawing: Vec<_> = game.active_team().collect();
    for player in drawing {
        let rule = if player == active {
            cite!("504.1")
        } else {
            cite!("805.4b")
        };
        game.draw(player, rule);
    }
    Handled::Done
}
