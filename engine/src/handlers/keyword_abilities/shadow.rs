//! 702.28 Shadow: it blocks and is blocked only by creatures with shadow (702.28b, `Game::check_block`).

use crate::game::{Game, ObjectId};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports Shadow as implemented: blocks are checked with [`stops_blocking`], so cards may
/// use it.
#[rule("702.28")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// Whether shadow keeps `blocker` from blocking `attacker`: a creature with shadow can't be
/// blocked by creatures without shadow, and a creature without shadow can't be blocked by
/// creatures with shadow (702.28b).
#[rule("702.28b")]
pub(crate) fn stops_blocking(game: &Game, attacker: ObjectId, blocker: ObjectId) -> bool {
    game.has(attacker, KeywordAbility::Shadow) != game.has(blocker, KeywordAbility::Shadow)
}
