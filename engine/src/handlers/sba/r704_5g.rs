//! 704.5g If a creature has toughness greater than 0, it has damage marked on it, and the
//! total damage marked on it is greater than or equal to its toughness, that creature has
//! been dealt lethal damage and is destroyed. Regeneration can replace this event.

use crate::game::Game;
use crate::generated::keyword_abilities::KeywordAbility;
use crate::sba::SbaAction;
use crate::{cite, rule, Handled};

/// Checks 704.5g: each creature with lethal damage marked is destroyed; one with
/// indestructible ignores this check (702.12b).
#[rule("704.5g", "702.12b")]
pub fn check(game: &Game, actions: &mut Vec<SbaAction>) -> Handled {
    for &id in &game.battlefield {
        if !game.is_creature(id) {
            continue;
        }
        if game.has(id, KeywordAbility::Indestructible) {
            cite!("702.12b");
            continue;
        }
        // With toughness above 0, damage at least that much is damage marked on it.
        let toughness = game.toughness(id);
        if toughness > 0 && game.obj(id).damage as i32 >= toughness {
            actions.push(SbaAction::Destroy {
                object: id,
                rule: cite!("704.5g"),
            });
        }
    }
    Handled::Done
}
