//! 702.149 Training: "Whenever this creature attacks with another creature with greater
//! power, put a +1/+1 counter on this creature" (702.149a). A card writes `Training` in its
//! keywords; the loader gives it the triggered ability [`ability`]. A card's keywords are a
//! set, so a card file can't give one creature two instances (702.149b).

use crate::cards::effect::CounterKind;
use crate::cards::number::Number;
use crate::cards::recipient::Recipient;
use crate::cards::resolved::Resolved;
use crate::cards::{TriggerEvent, TriggeredAbility};
use crate::characteristics::CardTypes;
use crate::continuous::Filter;
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports training as implemented: the loader builds its trigger ([`ability`]).
#[rule("702.149")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The training trigger (702.149a): on this creature attacking along with another
/// attacking creature whose power is greater than its own, as attackers are declared.
#[rule("702.149a")]
pub fn ability() -> TriggeredAbility {
    TriggeredAbility {
        with_another: Some(Filter {
            types: CardTypes::CREATURE,
            power_vs_source: Some(std::cmp::Ordering::Greater),
            ..Filter::default()
        }),
        ..TriggeredAbility::own(
            TriggerEvent::Attacks,
            None,
            vec![Resolved::PutCounters(
                CounterKind::PlusOne,
                Number::Fixed(1),
                Recipient::This,
            )],
        )
    }
}
