//! 704.5i If a planeswalker has loyalty 0, it's put into its owner's graveyard.

use crate::cards::CardTypes;
use crate::game::Game;
use crate::sba::SbaAction;
use crate::{cite, rule, Handled};

/// Checks 704.5i: each planeswalker with no loyalty counters goes to the graveyard.
#[rule("704.5i")]
pub fn check(game: &Game, actions: &mut Vec<SbaAction>) -> Handled {
    for &id in &game.battlefield {
        if game.is(id, CardTypes::PLANESWALKER) && game.obj(id).counters.loyalty == 0 {
            actions.push(SbaAction::PutIntoGraveyard {
                object: id,
                rule: cite!("704.5i"),
            });
        }
    }
    Handled::Done
}
