//! 704.5p If a battle or creature is attached to an object or player, it becomes unattached
//! and remains on the battlefield. Similarly, if any nonbattle, noncreature permanent that’s
//! neither an Aura, an Equipment, nor a Fortification is attached to an object or player, it
//! becomes unattached and remains on the battlefield.

use crate::cards::CardTypes;
use crate::game::Game;
use crate::handlers::keyword_actions::attach::Attachment;
use crate::sba::SbaAction;
use crate::{cite, rule, Handled};

/// Checks 704.5p: a battle, a creature that isn't an Aura (an Aura that is a creature goes to
/// the graveyard by 704.5m, 303.4d), or a permanent that is none of Aura, Equipment and
/// Fortification, attached to something, becomes unattached.
#[rule("704.5p")]
pub fn check(game: &Game, actions: &mut Vec<SbaAction>) -> Handled {
    if !game.attachments_possible {
        return Handled::Done;
    }
    for &id in &game.battlefield {
        if game.obj(id).attached_to.is_none() {
            continue;
        }
        let kind = Attachment::of(game, id);
        let battle_or_creature = game.is(id, CardTypes::BATTLE) || game.is_creature(id);
        if (battle_or_creature && kind != Some(Attachment::Aura)) || kind.is_none() {
            actions.push(SbaAction::Unattach {
                object: id,
                rule: cite!("704.5p"),
            });
        }
    }
    Handled::Done
}
