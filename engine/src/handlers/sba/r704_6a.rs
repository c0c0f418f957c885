//! 704.6a In a Two-Headed Giant game, if a team has 0 or less life, that team loses the game. See rule 810, “Two-Headed Giant Variant.”

use crate::game::Game;
use crate::sba::SbaAction;
use crate::{cite, rule, Handled};

/// Checks 704.6a: in a Two-Headed Giant game, a team with 0 or less life loses, each of its
/// players still in the game (810.8c); the shared life total is each player's `life`.
#[rule("704.6a", "810.8c")]
pub fn check(game: &Game, actions: &mut Vec<SbaAction>) -> Handled {
    if !game.two_headed_giant {
        return Handled::Done;
    }
    for (player, state) in game.active_players() {
        if state.life <= 0 {
            cite!("810.8c");
            actions.push(SbaAction::LoseGame {
                player,
                rule: cite!("704.6a"),
            });
        }
    }
    Handled::Done
}
