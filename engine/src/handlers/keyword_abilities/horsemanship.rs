//! 702.31 Horsemanship: it can't be blocked by creatures without horsemanship (702.31b, `Game::check_block`).

use crate::game::{Game, ObjectId};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports Horsemanship as implemented: blocks are checked with [`stops_blocking`], so cards may
/// use it.
#[rule("702.31")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// Whether horsemanship keeps `blocker` from blocking `attacker`: a creature with
/// horsemanship can't be blocked by creatures without horsemanship; a creature with
/// horsemanship can block one without (702.31b).
#[rule("702.31b")]
pub(crate) fn stops_blocking(game: &Game, attacker: ObjectId, blocker: ObjectId) -> bool {
    game.has(attacker, KeywordAbility::Horsemanship) && !game.has(blocker, KeywordAbility::Horsemanship)
}
