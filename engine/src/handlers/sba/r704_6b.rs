//! 704.6b In a Two-Headed Giant game, if a team has fifteen or more poison counters, that team loses the game. See rule 810, “Two-Headed Giant Variant.”

use crate::game::Game;
use crate::sba::SbaAction;
use crate::{cite, rule, Handled};

/// Checks 704.6b: in a Two-Headed Giant game, a team with fifteen or more poison counters
/// (five more for each player beyond the second, 810.11) loses, each of its players still in
/// the game (810.8d); the shared counters are each player's.
#[rule("704.6b", "810.8d")]
pub fn check(game: &Game, actions: &mut Vec<SbaAction>) -> Handled {
    if !game.two_headed_giant {
        return Handled::Done;
    }
    let limit = game.team_poison_limit();
    for (player, state) in game.active_players() {
        if state.poison_counters >= limit {
            cite!("810.8d");
            actions.push(SbaAction::LoseGame {
                player,
                rule: cite!("704.6b"),
            });
        }
    }
    Handled::Done
}
