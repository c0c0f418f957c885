//! 702.82 Devour: "Devour N" means "As this object enters, you may sacrifice any number of
//! creatures. This permanent enters with N +1/+1 counters on it for each creature sacrificed
//! this way" (702.82a). A card file writes `devour = N`; the permanent's controller chooses
//! the creatures one at a time as it enters (`Game::enters_with_counters`), among the other
//! creatures they control. Devour [quality] (702.82c) and what "it devoured" counts
//! (702.82b) are not built.

use crate::cards::effect::CounterKind;
use crate::game::{Game, ObjectId};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::handlers::keyword_actions::sacrifice::sacrifice;
use crate::keywords::KeywordHooks;
use crate::{cite, rule, Handled};

/// Reports devour as implemented: its permanent enters through [`enters`].
#[rule("702.82")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// `id`, with devour `n`, enters: its controller chooses any number of the other creatures
/// they control, one at a time, sacrifices them at once, and `id` enters with `n` +1/+1
/// counters for each (702.82a).
#[rule("702.82a")]
pub(crate) fn enters(game: &mut Game, id: ObjectId, n: u8) {
    let controller = game.controller(id);
    let options: Vec<ObjectId> = game
        .battlefield
        .iter()
        .copied()
        .filter(|&other| other != id && game.controller(other) == controller && game.is_creature(other))
        .collect();
    let chosen = game.choose_as_it_enters(id, KeywordAbility::Devour, options);
    if chosen.is_empty() {
        return;
    }
    game.all_at_once(|game| {
        for &creature in &chosen {
            sacrifice(game, controller, creature, cite!("702.82a"));
        }
    });
    let count = u32::from(n) * chosen.len() as u32;
    game.add_counters_now(id, CounterKind::PlusOne, count, cite!("702.82a"));
}
