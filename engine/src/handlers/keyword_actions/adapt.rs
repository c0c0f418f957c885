//! 701.46 Adapt: "Adapt N" means "If this permanent has no +1/+1 counters on it, put N +1/+1
//! counters on it" (701.46a).

use crate::cards::effect::CounterKind;
use crate::cards::number::Number;
use crate::game::{Game, Zone};
use crate::keywords::KeywordHooks;
use crate::stack::StackItem;
use crate::{cite, rule, Handled};

/// Reports adapt as implemented: the instruction is an effect of the cards that say so
/// ([`adapt`]).
#[rule("701.46")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// "Adapt `count`" as `item` resolves: the permanent whose ability it is, if still on the
/// battlefield with no +1/+1 counters on it, gets `count` of them (701.46a); one with any
/// gets nothing.
#[rule("701.46a")]
pub(crate) fn adapt(game: &mut Game, item: &StackItem, count: Number) {
    let permanent = item.source;
    if !game.still_in(permanent, Zone::Battlefield) || game.obj(permanent).counters.of(CounterKind::PlusOne) > 0 {
        return;
    }
    let count = game.amount(count, item);
    game.add_counters(permanent, CounterKind::PlusOne, count, cite!("701.46a"));
}
