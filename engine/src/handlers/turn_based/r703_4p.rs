//! 703.4p Immediately after the active player has discarded cards (if necessary) during the
//! cleanup step, all damage is removed from permanents and all "until end of turn" and "this
//! turn" effects end. These actions happen simultaneously (514.2).

use crate::continuous::Duration;
use crate::event::EventKind;
use crate::game::Game;
use crate::{cite, rule, Handled};

/// Performs 703.4p: from every permanent, phased-out permanents too (514.2).
#[rule("703.4p", "514.2")]
pub fn perform(game: &mut Game) -> Handled {
    let (on, out) = (game.battlefield.len(), game.phased_out.len());
    for i in 0..on + out {
        let id = match i < on {
            true => game.battlefield[i],
            false => game.phased_out[i - on],
        };
        let o = game.obj_mut(id);
        o.damage = 0;
        o.until_end_of_turn = (0, 0);
    }
    game.end_effects(|e| e.duration == Duration::EndOfTurn);
    game.drop_spent_effects();
    game.end_shields();
    game.attack_requirements.clear();
    game.invalidate_characteristics();
    game.emit(cite!("514.2"), EventKind::CleanedUp);
    Handled::Done
}
