//! 704.5d If a token is in a zone other than the battlefield, it ceases to exist.

use crate::game::{Game, Zone};
use crate::sba::SbaAction;
use crate::{cite, rule, Handled};

/// Checks 704.5d: every token outside the battlefield ceases to exist. (A token on the
/// stack would be a copy of a spell, which 704.5e covers.)
#[rule("704.5d")]
pub fn check(game: &Game, actions: &mut Vec<SbaAction>) -> Handled {
    for &id in &game.tokens {
        let zone = game.objects[id.0 as usize].zone;
        if zone != Zone::Battlefield && zone != Zone::Stack {
            actions.push(SbaAction::CeaseToExist {
                object: id,
                rule: cite!("704.5d"),
            });
        }
    }
    Handled::Done
}
