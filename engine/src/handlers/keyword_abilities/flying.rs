//! 702.9 Flying: it can be blocked only by creatures with flying or reach (702.9b, `Game::check_block`).

use crate::game::{Game, ObjectId};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports Flying as implemented: the engine's rules code carries it out where the
/// module doc says, so cards may use it.
#[rule("702.9")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// Whether flying keeps `blocker` from blocking `attacker`: a creature with flying can't be
/// blocked except by creatures with flying and/or reach (702.9b, 702.17b).
#[rule("702.9b", "702.17b")]
pub(crate) fn stops_blocking(game: &Game, attacker: ObjectId, blocker: ObjectId) -> bool {
    game.has(attacker, KeywordAbility::Flying)
        && !game.has(blocker, KeywordAbility::Flying)
        && !game.has(blocker, KeywordAbility::Reach)
}
