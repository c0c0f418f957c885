//! 704.5v If a battle has defense 0 and it isn’t the source of an ability that has triggered but not yet left the stack, it’s put into its owner’s graveyard.

use crate::cards::CardTypes;
use crate::game::Game;
use crate::sba::SbaAction;
use crate::{cite, rule, Handled};

/// Checks 704.5v: each battle with no defense counters goes to the graveyard, unless it is
/// the source of a triggered ability waiting or on the stack (a Siege's defeat trigger,
/// 310.11b, which exiles it instead).
#[rule("704.5v")]
pub fn check(game: &Game, actions: &mut Vec<SbaAction>) -> Handled {
    if !game.battles_possible {
        return Handled::Done;
    }
    for &id in &game.battlefield {
        if game.is(id, CardTypes::BATTLE) && game.obj(id).counters.defense == 0 && !game.source_of_a_trigger(id) {
            actions.push(SbaAction::PutIntoGraveyard {
                object: id,
                rule: cite!("704.5v"),
            });
        }
    }
    Handled::Done
}
