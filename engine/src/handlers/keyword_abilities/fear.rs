//! 702.36 Fear: it can't be blocked except by artifact creatures and/or black creatures (702.36b, `Game::check_block`).

use crate::game::{Game, ObjectId};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports Fear as implemented: blocks are checked with [`stops_blocking`], so cards may
/// use it.
#[rule("702.36")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// Whether fear keeps `blocker` from blocking `attacker`: a creature with fear can't be
/// blocked except by artifact creatures and/or black creatures (702.36b).
#[rule("702.36b")]
pub(crate) fn stops_blocking(game: &Game, attacker: ObjectId, blocker: ObjectId) -> bool {
    game.has(attacker, KeywordAbility::Fear)
        && !game.is(blocker, crate::cards::CardTypes::ARTIFACT)
        && !game.colors(blocker).contains(crate::characteristics::Color::Black)
}
