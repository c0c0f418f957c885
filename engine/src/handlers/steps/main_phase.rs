//! 505 Main Phase: no steps (505.2); the active player gets priority (505.6) and may play
//! lands and cast sorcery-speed spells while the stack is empty (505.6a).

use crate::game::Game;
use crate::{rule, Handled};

/// Runs as a main phase begins: in the precombat main phase, lore counters on the active
/// player's Sagas (505.4, 703.4f); the scheme and Attraction actions (505.3, 505.5, 703.4e,
/// 703.4g) need objects the engine has not built yet (their handlers are stubs). Then
/// priority (505.6, `Step::gives_priority`).
#[rule("505")]
pub fn run(game: &mut Game) -> Handled {
    use crate::handlers::turn_based::{r703_4e, r703_4f, r703_4g};
    let _ = r703_4e::perform(game);
    let _ = r703_4f::perform(game);
    let _ = r703_4g::perform(game);
    Handled::Done
}
