//! 504 Draw Step: the active player draws a card (504.1), then receives priority (504.2).

use crate::game::Game;
use crate::{rule, Handled};

/// Runs the draw step's turn-based action (then the active player receives priority,
/// `Step::gives_priority`).
#[rule("504")]
pub fn run(game: &mut Game) -> Handled {
    crate::handlers::turn_based::r703_4d::perform(game)
}
