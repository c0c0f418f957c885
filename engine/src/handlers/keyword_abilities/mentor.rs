//! 702.134 Mentor: "Whenever this creature attacks, put a +1/+1 counter on target attacking
//! creature with power less than this creature's power" (702.134a). A card writes `Mentor`
//! in its keywords; the loader gives it the triggered ability [`ability`]. A card's keywords
//! are a set, so a card file can't give one creature two instances (702.134b).

use crate::cards::target::TargetKind;
use crate::cards::{TargetSlot, TriggerEvent, TriggeredAbility};
use crate::continuous::Filter;
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports mentor as implemented: the loader builds its trigger ([`ability`]).
#[rule("702.134")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The mentor trigger (702.134a): its target an attacking creature whose power is less
/// than this creature's, as the target is chosen and as the ability resolves (608.2b).
#[rule("702.134a")]
pub fn ability() -> TriggeredAbility {
    let mut ability = TriggeredAbility::plus_one_counter_on_targets(TriggerEvent::Attacks);
    ability.text.targets = vec![TargetSlot::one(
        TargetKind::Creature,
        Some(Filter {
            attacking: true,
            power_vs_source: Some(std::cmp::Ordering::Less),
            ..Filter::default()
        }),
    )];
    ability
}
