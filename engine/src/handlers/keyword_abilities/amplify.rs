//! 702.38 Amplify: "Amplify N" means "As this object enters, reveal any number of cards from
//! your hand that share a creature type with it. This permanent enters with N +1/+1 counters
//! on it for each card revealed this way. You can't reveal this card or any other cards that
//! are entering the battlefield at the same time as this card" (702.38a). A card file writes
//! `amplify = N`; the permanent's controller chooses the cards one at a time as it enters
//! (`Game::enters_with_counters`). Several instances (702.38b) are one, as a card writes one
//! number.

use crate::cards::effect::CounterKind;
use crate::characteristics::SubtypeSet;
use crate::game::{Game, ObjectId};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::generated::subtypes::SubtypeKind;
use crate::handlers::keyword_actions::reveal::reveal;
use crate::keywords::KeywordHooks;
use crate::{cite, rule, Handled};

/// Reports amplify as implemented: its permanent enters through [`enters`].
#[rule("702.38")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// `id`, with amplify `n`, enters: its controller reveals any number of the cards in their
/// hand that share a creature type with it, chosen one at a time (it is on the battlefield,
/// no longer in the hand), and `id` enters with `n` +1/+1 counters for each (702.38a).
#[rule("702.38a")]
pub(crate) fn enters(game: &mut Game, id: ObjectId, n: u8) {
    let controller = game.controller(id);
    let types = game
        .chars(id)
        .subtypes
        .intersection(&SubtypeSet::all_of(SubtypeKind::Creature));
    let options: Vec<ObjectId> = game.players[controller.0]
        .hand
        .iter()
        .copied()
        .filter(|&card| game.chars(card).subtypes.intersects(&types))
        .collect();
    let chosen = game.choose_as_it_enters(id, KeywordAbility::Amplify, options);
    if chosen.is_empty() {
        return;
    }
    for &card in &chosen {
        reveal(game, controller, card);
    }
    let count = u32::from(n) * chosen.len() as u32;
    game.add_counters_now(id, CounterKind::PlusOne, count, cite!("702.38a"));
}
