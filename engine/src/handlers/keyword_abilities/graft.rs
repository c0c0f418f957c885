//! 702.58 Graft: "Graft N" means "This permanent enters with N +1/+1 counters on it" and
//! "Whenever another creature enters, if this permanent has a +1/+1 counter on it, you may
//! move a +1/+1 counter from this permanent onto that creature" (702.58a). A card file writes
//! `graft = 1`: the counters are put on as it enters (`Game::enters_with_counters`), and the loader
//! gives it the triggered ability [`ability`], which [`move_counter`] resolves. Several
//! instances (702.58b) are one, as a card writes one number.

use crate::cards::condition::Condition;
use crate::cards::effect::CounterKind;
use crate::cards::resolved::Resolved;
use crate::cards::{AbilityText, TriggerEvent, TriggeredAbility};
use crate::characteristics::CardTypes;
use crate::continuous::Filter;
use crate::game::{Game, ObjectId, Zone};
use crate::keywords::KeywordHooks;
use crate::stack::StackItem;
use crate::{cite, rule, Handled};

/// Reports graft as implemented: its permanent enters with its counters
/// (`Game::enters_with_counters`) and the loader builds its trigger ([`ability`]).
#[rule("702.58")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// Graft's trigger (702.58a): "Whenever another creature enters, if this permanent has a
/// +1/+1 counter on it (an intervening "if", 603.4), you may move a +1/+1 counter from this
/// permanent onto that creature."
#[rule("702.58a")]
pub fn ability() -> TriggeredAbility {
    TriggeredAbility {
        when: TriggerEvent::Enters,
        whose: Some(Filter {
            types: CardTypes::CREATURE,
            other: true,
            ..Filter::default()
        }),
        condition: Some(Condition::HasCounter(CounterKind::PlusOne)),
        text: AbilityText {
            effects: vec![Resolved::May(vec![Resolved::Graft])],
            ..AbilityText::default()
        },
        quoted: false,
        targets_only: None,
        with_another: None,
    }
}

/// Moves a +1/+1 counter from the permanent whose graft ability `item` is onto the creature
/// that entered (702.58a): nothing if either has left the battlefield.
#[rule("702.58a")]
pub(crate) fn move_counter(game: &mut Game, item: &StackItem) {
    let Some(to) = item.choices.that else { return };
    let on_battlefield = |id: ObjectId| !game.obj(id).gone && game.obj(id).zone == Zone::Battlefield;
    if !on_battlefield(item.source) || !on_battlefield(to) || game.obj(item.source).counters.plus_one == 0 {
        return;
    }
    game.remove_counters(item.source, CounterKind::PlusOne, 1, cite!("702.58a"));
    game.add_counters(to, CounterKind::PlusOne, 1, cite!("702.58a"));
}
