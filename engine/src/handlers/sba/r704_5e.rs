//! 704.5e If a copy of a spell is in a zone other than the stack, it ceases to exist. If a copy of a card is in any zone other than the stack or the battlefield, it ceases to exist.

use crate::game::{Game, Zone};
use crate::sba::SbaAction;
use crate::{cite, rule, Handled};

/// Checks 704.5e: every copy of a spell outside the stack ceases to exist. (No effect makes a
/// copy of a card yet, the rule's second sentence.)
#[rule("704.5e")]
pub fn check(game: &Game, actions: &mut Vec<SbaAction>) -> Handled {
    for &id in &game.spell_copies {
        if game.objects[id.0 as usize].zone != Zone::Stack {
            actions.push(SbaAction::CeaseToExist {
                object: id,
                rule: cite!("704.5e"),
            });
        }
    }
    Handled::Done
}
