//! 704.5m If an Aura is attached to an illegal object or player, or is not attached to an
//! object or player, that Aura is put into its owner’s graveyard.

use crate::game::Game;
use crate::handlers::keyword_actions::attach::{attached_legally, Attachment};
use crate::sba::SbaAction;
use crate::{cite, rule, Handled};

/// Checks 704.5m: an Aura attached to nothing, to what has left, or to what it can't enchant
/// (its enchant ability, 303.4c; itself or as a creature, 303.4d; protection, 702.16c) goes
/// to its owner's graveyard; a bestowed Aura becomes unattached instead (702.103f). Only games that held an Aura, Equipment or Fortification look.
#[rule("704.5m", "303.4c", "303.4d", "702.16c")]
pub fn check(game: &Game, actions: &mut Vec<SbaAction>) -> Handled {
    if !game.attachments_possible {
        return Handled::Done;
    }
    for &id in &game.battlefield {
        if Attachment::of(game, id) != Some(Attachment::Aura) {
            continue;
        }
        if attached_legally(game, id) {
            continue;
        }
        if game.obj(id).bestowed {
            // It becomes unattached and ceases to be bestowed instead (702.103f).
            actions.push(SbaAction::Unattach {
                object: id,
                rule: cite!("702.103f"),
            });
        } else {
            actions.push(SbaAction::PutIntoGraveyard {
                object: id,
                rule: cite!("704.5m"),
            });
        }
    }
    Handled::Done
}
