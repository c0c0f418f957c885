//! 702.45 Bushido: "Bushido N" means "Whenever this creature blocks or becomes blocked, it
//! gets +N/+N until end of turn" (702.45a). A card file writes `bushido = N` on a creature;
//! the loader gives it the triggered ability [`ability`].

use crate::cards::number::Number;
use crate::cards::{TriggerEvent, TriggeredAbility};
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports bushido as implemented: the loader builds its trigger ([`ability`]).
#[rule("702.45")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The bushido N trigger: "Whenever this creature blocks or becomes blocked, it gets +N/+N
/// until end of turn" (702.45a), once each combat however many creatures it blocks or is
/// blocked by (509.3a, 509.3c).
#[rule("702.45a")]
pub fn ability(n: u8) -> TriggeredAbility {
    let n = Number::Fixed(i32::from(n));
    TriggeredAbility::pumping_itself(TriggerEvent::BlocksOrBecomesBlocked, n, n)
}
