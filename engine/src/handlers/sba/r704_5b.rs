//! 704.5b If a player attempted to draw a card from a library with no cards in it since the
//! last time state-based actions were checked, that player loses the game.

use crate::game::Game;
use crate::sba::SbaAction;
use crate::{cite, rule, Handled};

/// Checks 704.5b: each player still in the game who attempted to draw from an empty library
/// since the last check loses.
#[rule("704.5b")]
pub fn check(game: &Game, actions: &mut Vec<SbaAction>) -> Handled {
    for (player, state) in game.active_players() {
        if state.drew_from_empty_library {
            actions.push(SbaAction::LoseGame {
                player,
                rule: cite!("704.5b"),
            });
        }
    }
    Handled::Done
}
