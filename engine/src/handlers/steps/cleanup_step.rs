//! 514 Cleanup Step.

use crate::game::Game;
use crate::sba::check_state_based_actions;
use crate::turn::Flow;
use crate::{cite, rule, Handled};

/// Runs the step: the active player discards down to their maximum hand size (703.4n,
/// 514.1), which may wait for their choice; the rest follows in [`finish`].
#[rule("514")]
pub fn run(game: &mut Game) -> Handled {
    let _ = crate::handlers::turn_based::r703_4n::perform(game);
    if game.pending.is_none() {
        finish(game);
    }
    Handled::Done
}

/// The rest of the cleanup step: damage wears off and "until end of turn" effects end
/// (703.4p, 514.2); normally no player receives priority (514.3), but if state-based
/// actions are performed, players do, and another cleanup step follows (514.3a).
#[rule("514.3", "514.3a")]
pub fn finish(game: &mut Game) {
    let _ = crate::handlers::turn_based::r703_4p::perform(game);
    if check_state_based_actions(game).rounds > 0 || !game.waiting_triggers.is_empty() {
        cite!("514.3a");
        game.turn.cleanup_again = true;
        game.flow = Flow::GivePriority;
    } else {
        cite!("514.3");
        game.flow = Flow::EndStep;
    }
}
