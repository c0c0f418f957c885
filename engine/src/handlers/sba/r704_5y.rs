//! 704.5y If a permanent has more than one Role controlled by the same player attached to it,
//! each of those Roles except the one with the most recent timestamp is put into its owner’s
//! graveyard.

use crate::game::Game;
use crate::generated::subtypes;
use crate::sba::SbaAction;
use crate::{cite, rule, Handled};

/// Checks 704.5y (303.7a): of the Roles one player controls attached to one permanent, all
/// but the one with the latest timestamp go to their owners' graveyards. Only games that held
/// an Aura, Equipment or Fortification look.
#[rule("704.5y", "303.7a")]
pub fn check(game: &Game, actions: &mut Vec<SbaAction>) -> Handled {
    if !game.attachments_possible {
        return Handled::Done;
    }
    let roles: Vec<_> = game
        .battlefield
        .iter()
        .copied()
        .filter(|&id| game.subtypes(id).contains(subtypes::ROLE))
        .filter_map(|id| Some((id, game.obj(id).attached_to?, game.controller(id))))
        .collect();
    for &(role, on, controller) in &roles {
        let newer = roles.iter().any(|&(other, other_on, other_controller)| {
            other_on == on && other_controller == controller && game.obj(other).timestamp > game.obj(role).timestamp
        });
        if newer {
            cite!("303.7a");
            actions.push(SbaAction::PutIntoGraveyard {
                object: role,
                rule: cite!("704.5y"),
            });
        }
    }
    Handled::Done
}
