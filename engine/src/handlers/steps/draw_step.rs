//! 504 Draw Step: the active player draws a card (504.1), then receives priority (504.2).

use crate::game::Game;
use crate::{cite, rule, Handled};

/// Runs the draw step's turn-based action.
#[rule("504", "504.2")]
pub fn run(game: &mut Game) -> Handled {
    cite!("504.2");
    crate::handlers::turn_based::r703_4d::perform(game)
}
