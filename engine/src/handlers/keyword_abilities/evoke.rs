//! 702.74 Evoke: "You may cast this card by paying [cost] rather than paying its mana cost"
//! and "When this permanent enters, if its evoke cost was paid, its controller sacrifices
//! it" (702.74a).

use crate::cards::condition::Condition;
use crate::cards::recipient::Recipient;
use crate::cards::resolved::Resolved;
use crate::cards::{AbilityText, TriggerEvent, TriggeredAbility};
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports evoke as implemented: a card with `evoke = "{cost}"` may be cast for that cost,
/// an alternative cost announced as it is cast (601.2b), and the loader gives it the
/// triggered ability [`ability`].
#[rule("702.74")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// "When this permanent enters, if its evoke cost was paid, its controller sacrifices it"
/// (702.74a): an intervening "if" (603.4), checked as it triggers and as it resolves.
#[rule("702.74a")]
pub fn ability() -> TriggeredAbility {
    TriggeredAbility {
        when: TriggerEvent::Enters,
        whose: None,
        condition: Some(Condition::Evoked),
        text: AbilityText {
            targets: Vec::new(),
            effects: vec![Resolved::Sacrifice(Recipient::This)],
            division: None,
            modes: None,
            spliced: Vec::new(),
        },
        quoted: false,
        targets_only: None,
        with_another: None,
    }
}
