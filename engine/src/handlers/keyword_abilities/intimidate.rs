//! 702.13 Intimidate: it can't be blocked except by artifact creatures and/or creatures that share a color with it (702.13b, `Game::check_block`).

use crate::game::{Game, ObjectId};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports Intimidate as implemented: blocks are checked with [`stops_blocking`], so cards may
/// use it.
#[rule("702.13")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// Whether intimidate keeps `blocker` from blocking `attacker`: a creature with intimidate
/// can't be blocked except by artifact creatures and/or creatures that share a color with it
/// (702.13b).
#[rule("702.13b")]
pub(crate) fn stops_blocking(game: &Game, attacker: ObjectId, blocker: ObjectId) -> bool {
    game.has(attacker, KeywordAbility::Intimidate)
        && !game.is(blocker, crate::cards::CardTypes::ARTIFACT)
        && !game.colors(blocker).intersects(game.colors(attacker))
}
