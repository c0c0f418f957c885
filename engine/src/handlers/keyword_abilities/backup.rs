//! 702.165 Backup: "Backup N" means "When this creature enters, put N +1/+1 counters on
//! target creature. If that's another creature, it also gains the non-backup abilities of
//! this creature printed below this one until end of turn" (702.165a). A card file writes
//! `backup = { count = N, grants = [...] }`, `grants` naming the keywords printed below it,
//! each among the card's keywords; the loader gives the card the triggered ability
//! [`ability`], whose text carries those keywords. Abilities printed below backup that
//! aren't keywords can't be granted yet: a card whose `grants` is empty is refused.

use crate::cards::condition::Condition;
use crate::cards::effect::CounterKind;
use crate::cards::number::Number;
use crate::cards::recipient::Recipient;
use crate::cards::resolved::{Affected, Conditional, Resolved};
use crate::cards::target::TargetKind;
use crate::cards::{KeywordSet, TargetSlot, TriggerEvent, TriggeredAbility};
use crate::continuous::{Duration, Modification};
use crate::keywords::KeywordHooks;
use crate::stack::{StackItem, Target};
use crate::{rule, Handled};

/// Reports backup as implemented: the loader builds its trigger ([`ability`]).
#[rule("702.165")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The backup N trigger (702.165a), granting `grants`, the keywords printed below it on the
/// card: only those printed, never one the permanent gained (702.165c), and fixed in the
/// ability's text, so the permanent losing abilities after it triggered changes nothing
/// (702.165d).
#[rule("702.165a", "702.165c", "702.165d")]
pub fn ability(n: u8, grants: KeywordSet) -> TriggeredAbility {
    let counters = Resolved::PutCounters(CounterKind::PlusOne, Number::Fixed(i32::from(n)), Recipient::Target(0));
    let gains = Resolved::If(Box::new(Conditional {
        condition: Condition::TargetIsAnother,
        then: vec![Resolved::Continuous(
            Affected::Recipient(Recipient::Target(0)),
            vec![Modification::AddKeywords(grants)],
            Duration::EndOfTurn,
        )],
        otherwise: Vec::new(),
    }));
    let mut ability = TriggeredAbility::own(TriggerEvent::Enters, None, vec![counters, gains]);
    ability.text.targets = vec![TargetSlot::one(TargetKind::Creature, None)];
    ability
}

/// Whether the target of backup's ability `item` is another creature than the one whose
/// ability it is ("if that's another creature", 702.165a).
#[rule("702.165a")]
pub(crate) fn targets_another(item: &StackItem) -> bool {
    item.choices.targets_in(0).any(|t| t != Target::Object(item.source))
}
