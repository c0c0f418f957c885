//! 704.5a If a player has 0 or less life, that player loses the game.

use crate::game::Game;
use crate::sba::SbaAction;
use crate::{cite, rule, Handled};

/// Checks 704.5a: each player still in the game with 0 or less life loses.
#[rule("704.5a")]
pub fn check(game: &Game, actions: &mut Vec<SbaAction>) -> Handled {
    for (player, state) in game.active_players() {
        if state.life <= 0 {
            actions.push(SbaAction::LoseGame {
                player,
                rule: cite!("704.5a"),
            });
        }
    }
    Handled::Done
}
