//! 703.4c The active player determines which permanents they control will untap, then
//! untaps them all simultaneously (502.3).

use crate::game::Game;
use crate::{cite, rule, Handled};

/// Performs 703.4c: every tapped permanent the active player controls untaps, but those an
/// effect keeps from untapping (502.3: Intruder Alarm's creatures).
#[rule("703.4c", "502.3")]
pub fn perform(game: &mut Game) -> Handled {
    let kept = game.any_cants();
    // In a game of shared team turns, the active team's (805.4a).
    let tapped: Vec<_> = game
        .battlefield
        .iter()
        .copied()
        .filter(|&id| game.is_active(game.controller(id)))
        .filter(|&id| game.obj(id).tapped && !(kept && game.doesnt_untap(id)))
        .collect();
    for id in tapped {
        game.untap(id, cite!("502.3"));
    }
    Handled::Done
}
