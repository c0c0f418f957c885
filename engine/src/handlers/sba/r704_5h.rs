//! 704.5h If a creature has toughness greater than 0, and it's been dealt damage by a source
//! with deathtouch since the last time state-based actions were checked, that creature is
//! destroyed. Regeneration can replace this event.

use crate::game::Game;
use crate::sba::SbaAction;
use crate::{cite, rule, Handled};

/// Checks 704.5h: each creature with toughness above 0 dealt deathtouch damage since the
/// last check is destroyed (one with indestructible can't be, 702.12b: `Game::destroy`).
#[rule("704.5h")]
pub fn check(game: &Game, actions: &mut Vec<SbaAction>) -> Handled {
    for &id in &game.battlefield {
        if game.is_creature(id) && game.toughness(id) > 0 && game.obj(id).deathtouch_damage {
            actions.push(SbaAction::Destroy {
                object: id,
                rule: cite!("704.5h"),
            });
        }
    }
    Handled::Done
}
