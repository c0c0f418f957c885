//! 703.4n Immediately after the cleanup step begins, if the active player's hand contains
//! more cards than their maximum hand size (normally seven), they discard enough cards to
//! reduce their hand size to that number (514.1).

use crate::action::{Decision, Pending};
use crate::game::Game;
use crate::{rule, Handled};

/// Performs 703.4n: asks the active player to discard the excess, one card at a time.
#[rule("703.4n", "514.1")]
pub fn perform(game: &mut Game) -> Handled {
    let active = game.turn.active;
    let excess = game.players[active.0].hand.len().saturating_sub(game.maximum_hand_size);
    if excess > 0 {
        game.pending = Some(Pending {
            player: active,
            decision: Decision::Discard { count: excess as u32 },
        });
    }
    Handled::Done
}
