//! 704.5x If a Siege’s controller is also its designated protector, that player chooses an opponent to become its protector. If no player can be chosen this way, the battle is put into its owner’s graveyard. See rule 310, “Battles.”
//!
//! With two or more opponents to choose from, which only a game of three or more players has,
//! the first of them in turn order is taken without asking: a choice made while state-based
//! actions are performed is asked only by the legend rule so far (issue 18, multiplayer).

use crate::game::Game;
use crate::generated::subtypes::SIEGE;
use crate::sba::SbaAction;
use crate::{cite, rule, Handled};

/// Checks 704.5x: a Siege protected by its own controller (who gained control of it) gets
/// one of that player's opponents as its protector, or goes to the graveyard if they have
/// none.
#[rule("704.5x")]
pub fn check(game: &Game, actions: &mut Vec<SbaAction>) -> Handled {
    if !game.battles_possible {
        return Handled::Done;
    }
    for &id in &game.battlefield {
        let controller = game.controller(id);
        if game.protector(id) != Some(controller) || !game.subtypes(id).contains(SIEGE) {
            continue;
        }
        let rule = cite!("704.5x");
        actions.push(match game.protector_candidates(id, controller).first() {
            Some(&protector) => SbaAction::SetProtector {
                battle: id,
                protector,
                rule,
            },
            None => SbaAction::PutIntoGraveyard { object: id, rule },
        });
    }
    Handled::Done
}
