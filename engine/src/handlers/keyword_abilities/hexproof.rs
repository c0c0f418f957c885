//! 702.11 Hexproof: a permanent with hexproof can't be the target of spells or abilities its
//! controller's opponents control (702.11b), checked wherever a target is chosen or
//! rechecked (`Game::can_target`). Hexproof on players and "hexproof from [quality]" wait
//! for effects that give them.

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
    let stops = game.has(id, KeywordAbility::Hexproof) && game.controller(id) != controller;
    if stops {
        cite!("702.11b");
    }
    stops
}
