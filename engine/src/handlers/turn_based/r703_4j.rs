//! 703.4j Immediately after the declare blockers step begins, the defending player declares
//! blockers (509.1).

use crate::action::{Decision, Pending};
use crate::game::Game;
use crate::{cite, rule, Handled};

/// Performs 703.4j: in a two-player game the defending player is the active player's
/// opponent, whom every attacker attacks or whose planeswalker it attacks (506.2); they are
/// asked to declare blockers when a creature of theirs could
/// block, otherwise no creature blocks.
#[rule("703.4j", "506.2")]
pub fn perform(game: &mut Game) -> Handled {
    game.combat.proposed_blocks.clear();
    let Some(defender) = game.combat.attackers.first().map(|a| game.defending_player(a.attacks)) else {
        return Handled::Done;
    };
    cite!("506.2");
    if game.controlled_by(defender).any(|id| game.can_block(id)) {
        game.pending = Some(Pending {
            player: defender,
            decision: Decision::DeclareBlockers,
        });
    } else {
        game.finish_blocks();
    }
    Handled::Done
}
