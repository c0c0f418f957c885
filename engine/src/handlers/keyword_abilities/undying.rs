//! 702.93 Undying: "When this permanent is put into a graveyard from the battlefield, if it
//! had no +1/+1 counters on it, return it to the battlefield under its owner's control with a
//! +1/+1 counter on it" (702.93a).

use crate::cards::effect::CounterKind;
use crate::characteristics::LastKnown;
use crate::game::Game;
use crate::keywords::KeywordHooks;
use crate::stack::StackItem;
use crate::{cite, rule, Handled};

/// Reports undying as implemented: it triggers in `Game::died` and resolves here.
#[rule("702.93")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// Whether undying triggers for a permanent as it last existed on the battlefield: only if it
/// had no +1/+1 counters on it (702.93a).
#[rule("702.93a")]
pub(crate) fn triggers(last: &LastKnown) -> bool {
    last.counters.plus_one == 0
}

/// Resolves the trigger: the card returns from the graveyard to the battlefield under its
/// owner's control with a +1/+1 counter (702.93a). The trigger's source is the card as it
/// was put into the graveyard, so it is there until it is gone.
#[rule("702.93a")]
pub(crate) fn resolve(game: &mut Game, item: &StackItem) {
    game.return_with_counter(item, CounterKind::PlusOne, cite!("702.93a"));
}
