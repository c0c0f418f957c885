//! 703.4i Immediately after the declare attackers step begins, the active player declares
//! attackers (508.1).

use crate::action::{Decision, Pending};
use crate::game::Game;
use crate::{rule, Handled};

/// Performs 703.4i: the active player is asked to declare attackers when a creature of
/// theirs could attack; otherwise the declaration is empty and nothing is asked.
#[rule("703.4i")]
pub fn perform(game: &mut Game) -> Handled {
    game.combat.proposed_attacks.clear();
    let active = game.turn.active;
    if game.controlled_by(active).any(|id| game.can_attack(id)) {
        game.pending = Some(Pending {
            player: active,
            decision: Decision::DeclareAttackers,
        });
    } else {
        game.finish_attacks();
    }
    Handled::Done
}
