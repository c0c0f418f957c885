//! 703.4k Immediately after the combat damage step begins, each player in APNAP order
//! announces how each attacking or blocking creature they control assigns its combat damage
//! (510.1).

use crate::game::{Game, PlayerId};
use crate::{cite, rule, Handled};

/// Performs 703.4k: the assignments without a choice are made; the players who divide a
/// creature's damage (its controller, or the other side for a creature banding changes that
/// for, 702.22j-k) are asked one creature at a time, in APNAP order: the attacking player's
/// first, then each defending player's (802.5), in a shared-turns game the active team's
/// players' then the defending team's (805.10f).
#[rule("703.4k", "510.1")]
pub fn perform(game: &mut Game) -> Handled {
    game.note_first_strikers();
    let (fixed, mut choices) = game.assign_combat_damage();
    let apnap: Vec<PlayerId> = game.apnap().collect();
    choices.sort_by_key(|&creature| {
        let divider = game.damage_divider(creature);
        apnap.iter().position(|&p| p == divider)
    });
    if game.two_headed_giant {
        cite!("805.10f");
    } else if game.players.len() > 2 {
        cite!("802.5");
    }
    game.combat.assignments = fixed;
    game.combat.to_assign = choices;
    game.ask_next_assignment();
    Handled::Done
}
