//! 704.5c If a player has ten or more poison counters, that player loses the game. Ignore
//! this rule in Two-Headed Giant games; see rule 704.6b instead.

use crate::game::Game;
use crate::sba::SbaAction;
use crate::{cite, rule, Handled};

/// Checks 704.5c: each player still in the game with ten or more poison counters loses; in
/// a Two-Headed Giant game, 704.6b checks the team's counters instead.
#[rule("704.5c")]
pub fn check(game: &Game, actions: &mut Vec<SbaAction>) -> Handled {
    if game.two_headed_giant {
        return Handled::Done;
    }
    for (player, state) in game.active_players() {
        if state.poison_counters >= 10 {
            actions.push(SbaAction::LoseGame {
                player,
                rule: cite!("704.5c"),
            });
        }
    }
    Handled::Done
}
