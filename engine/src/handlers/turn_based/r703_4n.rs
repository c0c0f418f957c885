//! 703.4n Immediately after the cleanup step begins, if the active player's hand contains
//! more cards than their maximum hand size (normally seven), they discard enough cards to
//! reduce their hand size to that number (514.1).

use crate::action::{Decision, Pending};
use crate::game::Game;
use crate::{rule, Handled};

/// Performs 703.4n: asks the active player to discard the excess, one card at a time; in a
/// game of shared team turns, each player on the active team in turn, the next once the one
/// before has finished (805.4a).
#[rule("703.4n", "514.1")]
pub fn perform(game: &mut Game) -> Handled {
    let excess = |p: crate::game::PlayerId| game.players[p.0].hand.len().saturating_sub(game.maximum_hand_size);
    let over = game.active_team().map(|p| (p, excess(p))).find(|&(_, n)| n > 0);
    if let Some((player, count)) = over {
        game.pending = Some(Pending {
            player,
            decision: Decision::Discard { count: count as u32 },
        });
    }
    Handled::Done
}
