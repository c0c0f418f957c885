//! 702.136 Riot: "You may have this permanent enter with an additional +1/+1 counter on it.
//! If you don't, it gains haste" (702.136a). A card writes `Riot` in its keywords; as the
//! permanent enters, [`enters`] asks its controller. A card's keywords are a set, so a card
//! file can't give a permanent two instances (702.136b).

use crate::game::{Game, ObjectId};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::keywords::KeywordHooks;
use crate::{cite, rule, Handled};

/// Reports riot as implemented: the game calls [`enters`] as a permanent with it enters.
#[rule("702.136")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The permanent `id` with riot is entering: its controller chooses whether it enters with
/// an additional +1/+1 counter (answer 0) or, if not, gains haste for as long as it is on
/// the battlefield (702.136a).
#[rule("702.136a")]
pub(crate) fn enters(game: &mut Game, id: ObjectId) {
    if super::unleash::may_enter_with_a_counter(game, id, cite!("702.136a")) {
        return;
    }
    let controller = game.controller(id);
    game.gains_keyword(id, controller, id, KeywordAbility::Haste, cite!("702.136a"));
}
