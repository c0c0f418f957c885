//! 702.32 Fading: "Fading N" means "This permanent enters with N fade counters on it" and "At
//! the beginning of your upkeep, remove a fade counter from this permanent. If you can't,
//! sacrifice the permanent" (702.32a). A card file writes `fading = 2`; the counters are put
//! on as it enters (`Game::enters_with_counters`), with what a copy copied (707.5).

use crate::cards::cost::CostAction;
use crate::cards::effect::CounterKind;
use crate::cards::recipient::Recipient;
use crate::cards::resolved::{Paying, Resolved};
use crate::cards::{AbilityText, TriggerEvent, TriggeredAbility, TurnOf};
use crate::keywords::KeywordHooks;
use crate::turn::Step;
use crate::{rule, Handled};

/// Reports fading as implemented: the loader gives a card with `fading = N` the triggered
/// ability [`ability`], and its permanent enters with N fade counters.
#[rule("702.32")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// "At the beginning of your upkeep, remove a fade counter from this permanent. If you
/// can't, sacrifice the permanent" (702.32a): removing the counter is not optional, so it is
/// paid whenever it can be (118.12), and the sacrifice follows only when it can't.
#[rule("702.32a")]
pub fn ability() -> TriggeredAbility {
    let pay = Paying {
        cost: CostAction::RemoveCounters {
            kind: CounterKind::Fade,
            count: 1,
        },
        may: false,
        then: Vec::new(),
        otherwise: vec![Resolved::Sacrifice(Recipient::This)],
        when_you_do: None,
    };
    TriggeredAbility {
        when: TriggerEvent::Beginning(Step::Upkeep, TurnOf::Yours),
        whose: None,
        condition: None,
        text: AbilityText {
            targets: Vec::new(),
            effects: vec![Resolved::Pay(Box::new(pay))],
            division: None,
            modes: None,
            spliced: Vec::new(),
        },
        quoted: false,
        targets_only: None,
        with_another: None,
    }
}
