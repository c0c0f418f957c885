//! 702.19 Trample: excess combat damage goes to the player, planeswalker or battle the
//! creature attacks (702.19b, `Game::assign_combat_damage`); its variant trample over
//! planeswalkers lets damage past an attacked planeswalker's loyalty go to its controller
//! (702.19c, [`over_planeswalkers`]).

use crate::game::{Game, ObjectId};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports Trample as implemented: the engine's rules code carries it out where the
/// module doc says, so cards may use it.
#[rule("702.19")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// Whether `creature` has trample over planeswalkers now (702.19c): trample, from a card
/// that prints the variant (`keywords = ["Trample over planeswalkers"]`).
#[rule("702.19c")]
pub(crate) fn over_planeswalkers(game: &Game, creature: ObjectId) -> bool {
    game.has(creature, KeywordAbility::Trample)
        && game
            .ability_source(creature)
            .is_some_and(|card| game.pool.get(card).tramples_over_planeswalkers)
}
