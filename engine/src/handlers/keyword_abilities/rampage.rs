//! 702.23 Rampage: "Rampage N" means "Whenever this creature becomes blocked, it gets +N/+N
//! until end of turn for each creature blocking it beyond the first" (702.23a), the bonus
//! counted once, as the ability resolves (702.23b). A card file writes `rampage = N` on a
//! creature; the loader gives it the triggered ability [`ability`].

use crate::cards::number::Number;
use crate::cards::{TriggerEvent, TriggeredAbility};
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports rampage as implemented: the loader builds its trigger ([`ability`]).
#[rule("702.23")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The rampage N trigger: "Whenever this creature becomes blocked, it gets +N/+N until end of
/// turn for each creature blocking it beyond the first" (702.23a).
#[rule("702.23a")]
pub fn ability(n: u8) -> TriggeredAbility {
    let bonus = Number::PerBlockerBeyondFirst(n);
    TriggeredAbility::pumping_itself(TriggerEvent::BecomesBlocked, bonus, bonus)
}
