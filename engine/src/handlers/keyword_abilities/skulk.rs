//! 702.118 Skulk: it can't be blocked by creatures with greater power (702.118b, `Game::check_block`).

use crate::game::{Game, ObjectId};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports Skulk as implemented: blocks are checked with [`stops_blocking`], so cards may
/// use it.
#[rule("702.118")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// Whether skulk keeps `blocker` from blocking `attacker`: a creature with skulk can't be
/// blocked by creatures with greater power (702.118b).
#[rule("702.118b")]
pub(crate) fn stops_blocking(game: &Game, attacker: ObjectId, blocker: ObjectId) -> bool {
    game.has(attacker, KeywordAbility::Skulk) && game.power(blocker) > game.power(attacker)
}
