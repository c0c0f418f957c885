//! 704.5n If an Equipment or Fortification is attached to an illegal permanent or to a
//! player, it becomes unattached from that permanent or player. It remains on the
//! battlefield.

use crate::game::Game;
use crate::handlers::keyword_actions::attach::{attached_legally, Attachment};
use crate::sba::SbaAction;
use crate::{cite, rule, Handled};

/// Checks 704.5n: an Equipment or Fortification attached to what it can't equip or fortify
/// now (301.5c: a noncreature, itself, or while it is a creature; protection, 702.16d), to a
/// permanent that has left, or to a player, becomes unattached.
#[rule("704.5n", "301.5c", "702.16d")]
pub fn check(game: &Game, actions: &mut Vec<SbaAction>) -> Handled {
    if !game.attachments_possible {
        return Handled::Done;
    }
    for &id in &game.battlefield {
        if game.obj(id).attached_to.is_none()
            || !matches!(
                Attachment::of(game, id),
                Some(Attachment::Equipment | Attachment::Fortification)
            )
        {
            continue;
        }
        if !attached_legally(game, id) {
            actions.push(SbaAction::Unattach {
                object: id,
                rule: cite!("704.5n"),
            });
        }
    }
    Handled::Done
}
