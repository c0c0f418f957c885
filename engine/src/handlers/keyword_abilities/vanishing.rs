//! 702.63 Vanishing: "Vanishing N" means "This permanent enters with N time counters on it,"
//! "At the beginning of your upkeep, if this permanent has a time counter on it, remove a
//! time counter from it," and "When the last time counter is removed from this permanent,
//! sacrifice it" (702.63a). A card file writes `vanishing = 3`: the counters are put on as it
//! enters ([`enters_with_time_counters`], with what a copy copied), and the loader gives it
//! the two triggered abilities of [`abilities`]. Vanishing without a number (702.63b) is not
//! built.

use crate::cards::condition::Condition;
use crate::cards::cost::CostAction;
use crate::cards::effect::CounterKind;
use crate::cards::recipient::Recipient;
use crate::cards::resolved::{Paying, Resolved};
use crate::cards::{AbilityText, TriggerEvent, TriggeredAbility, TurnOf};
use crate::game::{Game, ObjectId};
use crate::keywords::KeywordHooks;
use crate::turn::Step;
use crate::{cite, rule, Handled};

/// Reports vanishing as implemented: the loader gives a card with `vanishing = N` the
/// triggered abilities of [`abilities`], and its permanent enters with N time counters.
#[rule("702.63")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// A permanent with vanishing N enters with N time counters (702.63a): its card's N, or the
/// card's a copy effect gave it.
#[rule("702.63a")]
pub(crate) fn enters_with_time_counters(game: &mut Game, id: ObjectId) {
    let card = game.chars(id).abilities.printed;
    let n = card.and_then(|c| game.pool.get(c).vanishing).unwrap_or(0);
    if n == 0 {
        return;
    }
    game.add_counters_now(id, CounterKind::Time, u32::from(n), cite!("702.63a"));
}

/// Vanishing's triggered abilities (702.63a): "At the beginning of your upkeep, if this
/// permanent has a time counter on it, remove a time counter from it" (an intervening "if",
/// 603.4), and "When the last time counter is removed from this permanent, sacrifice it".
#[rule("702.63a")]
pub fn abilities() -> [TriggeredAbility; 2] {
    let remove = Paying {
        cost: CostAction::RemoveCounters {
            kind: CounterKind::Time,
            count: 1,
        },
        may: false,
        then: Vec::new(),
        otherwise: Vec::new(),
        when_you_do: None,
    };
    let triggered = |when, condition, effects| TriggeredAbility {
        when,
        whose: None,
        condition,
        text: AbilityText {
            effects,
            ..AbilityText::default()
        },
        quoted: false,
        targets_only: None,
        with_another: None,
    };
    [
        triggered(
            TriggerEvent::Beginning(Step::Upkeep, TurnOf::Yours),
            Some(Condition::HasCounter(CounterKind::Time)),
            vec![Resolved::Pay(Box::new(remove))],
        ),
        triggered(
            TriggerEvent::LastCounterRemoved(CounterKind::Time),
            None,
            vec![Resolved::Sacrifice(Recipient::This)],
        ),
    ]
}
