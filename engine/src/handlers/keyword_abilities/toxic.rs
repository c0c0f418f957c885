//! 702.164 Toxic: "toxic N" is a static ability (702.164a). A creature's total toxic value is
//! the sum of the N of its toxic abilities (702.164b), kept in `Abilities::toxic`: a card file
//! writes `toxic = 2`, an effect `{ add_toxic = 1 }` (`Modification::AddToxic`). Combat
//! damage it deals to a player also gives that player that many poison counters (702.164c,
//! in `Game::damage_now`).

use crate::game::{Game, ObjectId};
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports toxic as implemented: the loader reads `toxic = N`, effects add to it in layer 6,
/// and combat damage to a player reads [`total_toxic_value`].
#[rule("702.164")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The total toxic value of `id` (702.164b): the sum of the N of every toxic ability it has
/// now; 0 without toxic. Every effect that removes toxic (losing it, losing all abilities,
/// having its land types set) zeroes the count with it, so the count alone answers.
#[rule("702.164b")]
pub fn total_toxic_value(game: &Game, id: ObjectId) -> u32 {
    u32::from(game.chars(id).abilities.toxic)
}
