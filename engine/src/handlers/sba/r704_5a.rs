//! 704.5a If a player has 0 or less life, that player loses the game.

use crate::game::Game;
use crate::sba::SbaAction;
use crate::{cite, rule, Handled};

/// Checks 704.5a: each player still in the game with 0 or less life loses; in a Two-Headed
/// Giant game, 704.6a checks the team's life instead.
#[rule("704.5a")]
pub fn check(game: &Game, actions: &mut Vec<SbaAction>) -> Handled {
    if game.two_headed_giant {
        return Handled::Done;
    }
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
