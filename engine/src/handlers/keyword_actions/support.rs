//! 701.41 Support: "Support N" on a permanent means "Put a +1/+1 counter on each of up to N
//! other target creatures" (701.41a). A card file writes `support = N` on a creature whose
//! ability is "When this creature enters, support N" (Saddleback Lagac); the loader gives it
//! the triggered ability [`ability`]. Support on an instant or sorcery ("up to N target
//! creatures") is not built: such a card writes its targets and effects out.

use crate::cards::target::TargetKind;
use crate::cards::{TargetSlot, TriggerEvent, TriggeredAbility};
use crate::continuous::Filter;
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports support as implemented: the loader builds its trigger ([`ability`]).
#[rule("701.41")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// "When this creature enters, support `n`": "put a +1/+1 counter on each of up to `n` other
/// target creatures" (701.41a), none of them the creature itself.
#[rule("701.41a")]
pub fn ability(n: u8) -> TriggeredAbility {
    let mut ability = TriggeredAbility::plus_one_counter_on_targets(TriggerEvent::Enters);
    let other = Filter {
        other: true,
        ..Filter::default()
    };
    ability.text.targets = vec![TargetSlot {
        min: 0,
        max: n,
        ..TargetSlot::one(TargetKind::Creature, Some(other))
    }];
    ability
}
