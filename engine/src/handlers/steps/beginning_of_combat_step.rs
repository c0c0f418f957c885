//! 507 Beginning of Combat Step.

use crate::game::Game;
use crate::{rule, Handled};

/// Runs the step: choosing a defending player (703.4h) applies only to some multiplayer
/// games; in a two-player game the opponent defends (506.2).
#[rule("507")]
pub fn run(game: &mut Game) -> Handled {
    if game.players.len() > 2 {
        return crate::handlers::turn_based::r703_4h::perform(game);
    }
    Handled::Done
}
