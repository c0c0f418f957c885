//! 704.5w If a battle has no player in the game designated as its protector and no attacking creatures are currently attacking that battle, that battle’s controller chooses an appropriate player to be its protector based on its battle type. If no player can be chosen this way, the battle is put into its owner’s graveyard. See rule 310, “Battles.”
//!
//! With two or more players to choose from, which only a game of three or more players has,
//! the first of them in turn order is taken without asking: a choice made while state-based
//! actions are performed is asked only by the legend rule so far (issue 18, multiplayer).

use crate::cards::CardTypes;
use crate::game::Game;
use crate::sba::SbaAction;
use crate::{cite, rule, Handled};

/// Checks 704.5w: a battle whose protector isn't a player in the game, and that no creature
/// is attacking, gets a new protector its controller chooses by its battle type
/// (`Game::protector_candidates`), or goes to the graveyard if there is none.
#[rule("704.5w")]
pub fn check(game: &Game, actions: &mut Vec<SbaAction>) -> Handled {
    if !game.battles_possible {
        return Handled::Done;
    }
    for &id in &game.battlefield {
        let protected = game.protector(id).is_some_and(|p| !game.players[p.0].has_lost);
        if protected
            || !game.is(id, CardTypes::BATTLE)
            || game
                .combat
                .attackers
                .iter()
                .any(|a| a.attacks == crate::stack::Target::Object(id))
        {
            continue;
        }
        let rule = cite!("704.5w");
        actions.push(match game.protector_candidates(id, game.controller(id)).first() {
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
