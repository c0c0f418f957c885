//! 704.5f If a creature has toughness 0 or less, it's put into its owner's graveyard.
//! Regeneration can't replace this event.

use crate::game::Game;
use crate::sba::SbaAction;
use crate::{cite, rule, Handled};

/// Checks 704.5f: each creature with toughness 0 or less goes to the graveyard (not
/// destroyed, so nothing that replaces destruction applies).
#[rule("704.5f")]
pub fn check(game: &Game, actions: &mut Vec<SbaAction>) -> Handled {
    for &id in &game.battlefield {
        if game.is_creature(id) && game.toughness(id) <= 0 {
            actions.push(SbaAction::PutIntoGraveyard {
                object: id,
                rule: cite!("704.5f"),
            });
        }
    }
    Handled::Done
}
