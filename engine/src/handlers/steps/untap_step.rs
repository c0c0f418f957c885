//! 502 Untap Step: phasing (502.1), day and night (502.2), untapping (502.3); no player
//! receives priority (502.4).

use crate::game::Game;
use crate::{rule, Handled};

/// Runs the untap step's turn-based actions in order; the step then ends without priority
/// (502.4, `Step::gives_priority`).
#[rule("502")]
pub fn run(game: &mut Game) -> Handled {
    use crate::handlers::turn_based::{r703_4a, r703_4b, r703_4c};
    let _ = r703_4a::perform(game);
    let _ = r703_4b::perform(game);
    let _ = r703_4c::perform(game);
    Handled::Done
}
