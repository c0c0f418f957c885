//! 702.44 Sunburst: "If this object is entering as a creature, ignoring any type-changing
//! effects that would affect it, it enters with a +1/+1 counter on it for each color of mana
//! spent to cast it. Otherwise, it enters with a charge counter on it for each color of mana
//! spent to cast it" (702.44a). A card file lists `"Sunburst"` among its keywords; the
//! counters are put on as it enters ([`enters_with_counters`]). As the number of
//! "Modular—Sunburst" (702.44c) it is read by `modular.rs`. Several instances (702.44d) are
//! one, as keywords are a set.

use crate::cards::effect::CounterKind;
use crate::characteristics::CardTypes;
use crate::game::{Game, ObjectId};
use crate::keywords::KeywordHooks;
use crate::{cite, rule, Handled};

/// Reports sunburst as implemented: its permanent enters with its counters
/// ([`enters_with_counters`]).
#[rule("702.44")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The permanent `id` with sunburst enters with a counter for each color of mana spent to
/// cast it (702.44a): +1/+1 counters if it enters as a creature by the types of the card it
/// is (type-changing effects ignored; a copy effect is not one), charge counters otherwise.
/// No colored mana was spent on a permanent that didn't enter from the stack as a resolving
/// spell, so it gets none (702.44b).
#[rule("702.44a")]
pub(crate) fn enters_with_counters(game: &mut Game, id: ObjectId) {
    let count = (game.obj(id).mana_spent & 0b1_1111).count_ones();
    if count == 0 {
        return;
    }
    let creature = game
        .chars(id)
        .abilities
        .printed
        .is_some_and(|card| game.pool.get(card).printed.types.contains(CardTypes::CREATURE));
    let kind = if creature {
        CounterKind::PlusOne
    } else {
        CounterKind::Charge
    };
    game.add_counters_now(id, kind, count, cite!("702.44a"));
}
