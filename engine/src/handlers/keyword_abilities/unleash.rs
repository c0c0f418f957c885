//! 702.98 Unleash: "You may have this permanent enter with an additional +1/+1 counter on
//! it" and "This permanent can't block as long as it has a +1/+1 counter on it" (702.98a). A
//! card writes `Unleash` in its keywords; as the permanent enters, [`enters`] asks its
//! controller, and a proposed block checks [`cant_block`].

use crate::cards::effect::CounterKind;
use crate::game::{Game, ObjectId};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::keywords::KeywordHooks;
use crate::midway::{About, Question};
use crate::{cite, rule, Handled};
use rules_data::RuleId;

/// Reports unleash as implemented: the game calls [`enters`] and [`cant_block`].
#[rule("702.98")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The permanent `id` with unleash is entering: its controller may have it enter with an
/// additional +1/+1 counter (702.98a).
#[rule("702.98a")]
pub(crate) fn enters(game: &mut Game, id: ObjectId) {
    may_enter_with_a_counter(game, id, cite!("702.98a"));
}

/// "You may have this permanent enter with an additional +1/+1 counter on it" (unleash's,
/// 702.98a, and riot's, 702.136a): its controller is asked (answer 0 for the counter), and
/// the counter put on it carries `rule`. Whether they chose it.
#[rule("702.98a", "702.136a")]
pub(crate) fn may_enter_with_a_counter(game: &mut Game, id: ObjectId, rule: RuleId) -> bool {
    let counter = game.ask(Question {
        player: game.controller(id),
        about: About::May { source: id },
    }) == 0;
    if counter {
        game.add_counters_now(id, CounterKind::PlusOne, 1, rule);
    }
    counter
}

/// Whether `blocker` can't block for its unleash: it has a +1/+1 counter on it (702.98a).
#[rule("702.98a")]
pub(crate) fn cant_block(game: &Game, blocker: ObjectId) -> bool {
    game.obj(blocker).counters.plus_one > 0 && game.has(blocker, KeywordAbility::Unleash)
}
