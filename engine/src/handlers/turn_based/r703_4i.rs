//! 703.4i Immediately after the declare attackers step begins, the active player declares
//! attackers (508.1).

use crate::action::{Decision, Pending};
use crate::game::Game;
use crate::{cite, rule, Handled};

/// Performs 703.4i: the active player is asked to declare attackers when a creature of
/// theirs could attack; otherwise the declaration is empty and nothing is asked.
#[rule("703.4i", "805.10b")]
pub fn perform(game: &mut Game) -> Handled {
    game.combat.proposed_attacks.clear();
    let active = game.turn.active;
    // In a game of shared team turns, the active team's creatures, in one declaration (805.10b).
    if game.battlefield.iter().any(|&id| game.can_attack(id)) {
        if game.two_headed_giant {
            cite!("805.10b");
        }
        game.pending = Some(Pending {
            player: active,
            decision: Decision::DeclareAttackers,
        });
    } else {
        game.finish_attacks();
    }
    Handled::Done
}
