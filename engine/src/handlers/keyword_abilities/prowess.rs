//! 702.108 Prowess: "Whenever you cast a noncreature spell, this creature gets +1/+1 until
//! end of turn" (702.108a). The loader gives a card with the keyword the triggered ability
//! [`ability`], once per instance (702.108b).

use crate::cards::number::Number;
use crate::cards::recipient::Recipient;
use crate::cards::resolved::Resolved;
use crate::cards::{AbilityText, CardTypes, TriggerEvent, TriggeredAbility};
use crate::continuous::{Filter, Whose};
use crate::game::Zone;
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports prowess as implemented: the loader builds its trigger ([`ability`]).
#[rule("702.108")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The prowess trigger: "Whenever you cast a noncreature spell, this creature gets +1/+1
/// until end of turn" (702.108a).
#[rule("702.108a")]
pub fn ability() -> TriggeredAbility {
    TriggeredAbility {
        when: TriggerEvent::Cast,
        whose: Some(Filter {
            zone: Zone::Stack,
            not_types: CardTypes::CREATURE,
            whose: Whose::You,
            ..Filter::default()
        }),
        condition: None,
        text: AbilityText {
            targets: Vec::new(),
            effects: vec![Resolved::Pump(Number::Fixed(1), Number::Fixed(1), Recipient::This)],
            division: None,
            modes: None,
            spliced: Vec::new(),
        },
        quoted: false,
        targets_only: None,
        with_another: None,
    }
}
