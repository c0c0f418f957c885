//! 702.30 Echo: "Echo [cost]" means "At the beginning of your upkeep, if this permanent came
//! under your control since the beginning of your last upkeep, sacrifice it unless you pay
//! [cost]" (702.30a). A card file writes `echo = "{2}{R}"`; an echo cost with X names what X
//! is, `echo = "{X}"` with `echo_x = "your_life"`, worked out anew as the ability resolves
//! (702.1b: Volcano Hellion).

use crate::cards::condition::Condition;
use crate::cards::mana::ManaCost;
use crate::cards::number::Number;
use crate::cards::resolved::Resolved;
use crate::cards::{AbilityText, TriggerEvent, TriggeredAbility, TurnOf};
use crate::game::{Game, ObjectId, Zone};
use crate::keywords::KeywordHooks;
use crate::stack::StackItem;
use crate::turn::Step;
use crate::{cite, rule, Handled};

/// Reports echo as implemented: the loader gives a card with echo its triggered ability,
/// [`ability`].
#[rule("702.30")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// An echo cost: mana, whose X (if it has one) is `x` as the ability resolves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct EchoCost {
    /// The mana.
    pub mana: ManaCost,
    /// What X is, for a cost with X.
    pub x: Option<Number>,
}

/// The triggered ability "Echo [cost]" stands for (702.30a): its "if this permanent came
/// under your control since the beginning of your last upkeep" is an intervening "if"
/// (603.4).
#[rule("702.30a")]
pub fn ability(cost: EchoCost) -> TriggeredAbility {
    TriggeredAbility {
        when: TriggerEvent::Beginning(Step::Upkeep, TurnOf::Yours),
        whose: None,
        condition: Some(Condition::CameUnderControlSinceLastUpkeep),
        text: AbilityText {
            targets: Vec::new(),
            effects: vec![Resolved::Echo(cost)],
            division: None,
            modes: None,
            spliced: Vec::new(),
        },
        quoted: false,
        targets_only: None,
        with_another: None,
    }
}

/// Whether the permanent `id` came under its controller's control since the beginning of
/// their last upkeep (702.30a): as it was created or as control of it changed, no more than
/// one of their upkeep steps had not begun yet.
#[rule("702.30a")]
pub(crate) fn came_under_control_since_last_upkeep(game: &Game, id: ObjectId) -> bool {
    let o = game.obj(id);
    if o.gone || o.zone != Zone::Battlefield {
        return false;
    }
    let begun = game.players[game.controller(id).0].upkeeps_begun;
    o.controlled_since_upkeep + 1 >= begun
}

/// "Sacrifice it unless you pay [cost]" (702.30a), as the ability `item` resolves: a cost
/// with X is worked out now, whatever X was as the ability triggered (702.1b).
#[rule("702.30a", "702.1b")]
pub(crate) fn pay_or_sacrifice(game: &mut Game, item: &StackItem, cost: EchoCost) {
    let (source, player) = (item.source, item.controller);
    let mana = match cost.x {
        Some(x) => {
            cite!("702.1b");
            cost.mana.with_x(game.amount(x, item))
        }
        None => cost.mana,
    };
    if game.pay_mana_on_resolution(player, mana, source) || game.stopped_to_ask() {
        return;
    }
    crate::handlers::keyword_actions::sacrifice::sacrifice(game, player, source, cite!("702.30a"));
}
