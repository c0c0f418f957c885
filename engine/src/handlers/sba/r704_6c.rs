//! 704.6c In a Commander game, a player who’s been dealt 21 or more combat damage by the same commander over the course of the game loses the game. See rule 903, “Commander.”

use crate::game::Game;
use crate::sba::SbaAction;
use crate::{cite, rule, Handled};

/// Checks 704.6c: in a Commander game, each player still in it who has been dealt 21 or
/// more combat damage by the same commander (903.10a) loses; Brawl games don't use this
/// check (903.12h).
#[rule("704.6c", "903.12h")]
pub fn check(game: &Game, actions: &mut Vec<SbaAction>) -> Handled {
    if !game.commander_game {
        return Handled::Done;
    }
    if game.brawl {
        cite!("903.12h");
        return Handled::Done;
    }
    for (player, state) in game.active_players() {
        if state.commander_damage.iter().any(|&(_, _, dealt)| dealt >= 21) {
            actions.push(SbaAction::LoseGame {
                player,
                rule: cite!("704.6c"),
            });
        }
    }
    Handled::Done
}
