//! 702.11 Hexproof: a permanent with hexproof can't be the target of spells or abilities its
//! controller's opponents control (702.11b), checked wherever a target is chosen or
//! rechecked (`Game::can_target`); a player with hexproof ("You have hexproof": Leyline of
//! Sanctity) can't be the target of spells or abilities their opponents control (702.11c).
//! "Hexproof from [quality]" waits for cards that have it.

use crate::game::{Game, ObjectId, PlayerId};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::keywords::KeywordHooks;
use crate::{cite, rule, Handled};

/// Reports hexproof as implemented: targeting checks it through [`stops_targeting`].
#[rule("702.11")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// Whether hexproof keeps the permanent `id` from being a target of a spell or ability
/// controlled by `controller`: it has hexproof and `controller` is an opponent of its
/// controller (702.11b).
#[rule("702.11b")]
pub(crate) fn stops_targeting(game: &Game, id: ObjectId, controller: PlayerId) -> bool {
    let stops = game.has(id, KeywordAbility::Hexproof) && game.teams.are_opponents(game.controller(id), controller);
    if stops {
        cite!("702.11b");
    }
    stops
}

/// Whether hexproof keeps `player` from being a target of a spell or ability controlled by
/// `controller`: a permanent of theirs says "You have hexproof" (and has that ability now),
/// and `controller` is an opponent (702.11c). Games that never held such a card look at
/// nothing.
#[rule("702.11c")]
pub(crate) fn stops_targeting_player(game: &Game, player: PlayerId, controller: PlayerId) -> bool {
    if !game.player_hexproof_possible || !game.teams.are_opponents(player, controller) {
        return false;
    }
    let stops = game.battlefield.iter().any(|&id| {
        game.controller(id) == player
            && game
                .ability_source(id)
                .is_some_and(|c| game.pool.get(c).you_have_hexproof)
    });
    if stops {
        cite!("702.11c");
    }
    stops
}
