//! 702.21 Ward: "Whenever this permanent becomes the target of a spell or ability an
//! opponent controls, counter that spell or ability unless that player pays [cost]"
//! (702.21a).

use crate::cards::cost::CostAction;
use crate::cards::mana::ManaCost;
use crate::cards::resolved::Resolved;
use crate::cards::{AbilityText, TriggerEvent, TriggeredAbility};
use crate::continuous::Whose;
use crate::game::Game;
use crate::handlers::keyword_actions::counter;
use crate::keywords::KeywordHooks;
use crate::stack::StackItem;
use crate::{cite, rule, Handled};

/// Reports ward as implemented: the card loader gives a card with `ward = "{cost}"` the
/// triggered ability [`ability`].
#[rule("702.21")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// What a ward ability asks to be paid (702.21a): mana ("Ward {2}") or another cost
/// ("Ward—Pay 3 life").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WardCost {
    /// Mana.
    Mana(ManaCost),
    /// A cost that is not mana.
    Action(CostAction),
}

/// The triggered ability "Ward [cost]" means (702.21a): it triggers as the permanent
/// becomes the target of a spell or ability an opponent controls, and counters that spell
/// or ability unless its controller pays.
#[rule("702.21a")]
pub fn ability(cost: WardCost) -> TriggeredAbility {
    TriggeredAbility {
        when: TriggerEvent::BecomesTarget(Whose::Opponent),
        whose: None,
        condition: None,
        text: AbilityText {
            targets: Vec::new(),
            effects: vec![Resolved::CounterUnlessPaid(cost)],
            division: None,
            modes: None,
            spliced: Vec::new(),
        },
        quoted: false,
        targets_only: None,
        with_another: None,
    }
}

/// "Counter that spell or ability unless that player pays [cost]" as the ward ability
/// `item` resolves: the spell or ability that targeted the permanent, if it is still on the
/// stack, is countered (701.6a) unless its controller can pay and chooses to.
#[rule("702.21a")]
pub(crate) fn counter_unless_paid(game: &mut Game, item: &StackItem, cost: WardCost) {
    let Some(that) = item.choices.that_item else {
        return;
    };
    let Some(targeting) = game.stack.iter().find(|s| s.id == that) else {
        // It left the stack: there is nothing to counter.
        return;
    };
    let (payer, source) = (targeting.controller, targeting.source);
    let paid = match cost {
        WardCost::Mana(mana) => game.pay_mana_on_resolution(payer, mana, item.source),
        WardCost::Action(action) => game.pay_on_resolution(payer, source, &action, true, false).is_some(),
    };
    if game.stopped_to_ask() || paid {
        return;
    }
    cite!("702.21a");
    counter::counter(game, that);
}
