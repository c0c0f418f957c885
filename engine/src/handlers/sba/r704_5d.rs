//! 704.5d If a token is in a zone other than the battlefield, it ceases to exist.

use crate::game::{Game, Zone};
use crate::sba::SbaAction;
use crate::{cite, rule, Handled};

/// Checks 704.5d: every token outside the battlefield ceases to exist.
#[rule("704.5d")]
pub fn check(game: &Game, actions: &mut Vec<SbaAction>) -> Handled {
    for (i, o) in game.objects.iter().enumerate() {
        if o.token && !o.gone && o.zone != Zone::Battlefield && o.zone != Zone::Stack {
            actions.push(SbaAction::CeaseToExist {
                object: crate::game::ObjectId(i as u32),
                rule: cite!("704.5d"),
            });
        }
    }
    Handled::Done
}
