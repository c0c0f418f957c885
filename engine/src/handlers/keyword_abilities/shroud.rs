//! 702.18 Shroud: a permanent with shroud can't be the target of spells or abilities
//! (702.18a), its controller's included, checked wherever a target is chosen or rechecked
//! (`Game::can_target`). Shroud on players waits for effects that give it.

use crate::game::{Game, ObjectId};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::keywords::KeywordHooks;
use crate::{cite, rule, Handled};

/// Reports shroud as implemented: targeting checks it through [`stops_targeting`].
#[rule("702.18")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// Whether shroud keeps the permanent `id` from being the target of any spell or ability
/// (702.18a).
#[rule("702.18a")]
pub(crate) fn stops_targeting(game: &Game, id: ObjectId) -> bool {
    let stops = game.has(id, KeywordAbility::Shroud);
    if stops {
        cite!("702.18a");
    }
    stops
}
