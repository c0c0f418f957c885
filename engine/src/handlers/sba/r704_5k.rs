//! 704.5k If two or more permanents have the supertype world, all except the one that has
//! had the world supertype for the shortest amount of time are put into their owners'
//! graveyards. In the event of a tie for the shortest amount of time, all are put into their
//! owners' graveyards. This is called the "world rule."

use crate::game::Game;
use crate::sba::SbaAction;
use crate::{cite, rule, Handled};

/// Checks 704.5k. Supertypes are printed only (no effect grants world), so the time a
/// permanent has had the supertype is the time it has been on the battlefield: its
/// timestamp. A world permanent goes when another has been a world for no longer, of those
/// the rule sees for it: with the limited range of influence option, those within its
/// controller's range (801.12).
#[rule("704.5k")]
pub fn check(game: &Game, actions: &mut Vec<SbaAction>) -> Handled {
    let is_world = |id: &crate::game::ObjectId| game.supertypes(*id).contains(crate::cards::Supertypes::WORLD);
    if game.battlefield.iter().filter(|id| is_world(id)).nth(1).is_none() {
        return Handled::Done;
    }
    let worlds: Vec<_> = game.battlefield.iter().copied().filter(is_world).collect();
    for &id in &worlds {
        let timestamp = game.obj(id).timestamp;
        let newer_or_tied = worlds.iter().any(|&other| {
            other != id
                && game.obj(other).timestamp >= timestamp
                && crate::range_of_influence::world_rule_sees(game, game.controller(id), other)
        });
        if newer_or_tied {
            actions.push(SbaAction::PutIntoGraveyard {
                object: id,
                rule: cite!("704.5k"),
            });
        }
    }
    Handled::Done
}
