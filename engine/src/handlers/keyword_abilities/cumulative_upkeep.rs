//! 702.24 Cumulative upkeep: "Cumulative upkeep [cost]" means "At the beginning of your
//! upkeep, if this permanent is on the battlefield, put an age counter on this permanent.
//! Then you may pay [cost] for each age counter on it. If you don't, sacrifice it"
//! (702.24a). A card file writes `cumulative_upkeep = ["{U}"]`, one entry per instance; each
//! triggers separately and counts every age counter the permanent has as it resolves
//! (702.24b).

use crate::cards::condition::Condition;
use crate::cards::cost::CostAction;
use crate::cards::effect::CounterKind;
use crate::cards::mana::ManaCost;
use crate::cards::resolved::Resolved;
use crate::cards::{AbilityText, TriggerEvent, TriggeredAbility, TurnOf};
use crate::game::{Game, ObjectId, PlayerId};
use crate::keywords::KeywordHooks;
use crate::midway::{About, Question};
use crate::stack::StackItem;
use crate::turn::Step;
use crate::{cite, rule, Handled};

/// Reports cumulative upkeep as implemented: the loader gives a card each instance's
/// triggered ability, [`ability`].
#[rule("702.24")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The cost paid for each age counter.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum UpkeepCost {
    /// Mana: one amount ("{U}"), or a choice of amounts made for each counter ("{W} or
    /// {U}").
    Mana(Vec<ManaCost>),
    /// A cost that is not mana ("Pay 1 life", "Sacrifice a creature").
    Action(CostAction),
}

/// The triggered ability one instance of "Cumulative upkeep [cost]" stands for (702.24a):
/// its "if this permanent is on the battlefield" is an intervening "if" (603.4).
#[rule("702.24a")]
pub fn ability(cost: UpkeepCost) -> TriggeredAbility {
    TriggeredAbility {
        when: TriggerEvent::Beginning(Step::Upkeep, TurnOf::Yours),
        whose: None,
        condition: Some(Condition::OnBattlefield),
        text: AbilityText {
            targets: Vec::new(),
            effects: vec![Resolved::CumulativeUpkeep(Box::new(cost))],
            division: None,
            modes: None,
            spliced: Vec::new(),
        },
        quoted: false,
        targets_only: None,
        with_another: None,
    }
}

/// "Put an age counter on this permanent. Then you may pay [cost] for each age counter on
/// it. If you don't, sacrifice it" (702.24a), as the ability `item` resolves: every age
/// counter the permanent has counts,
/// whichever instance put it there (702.24b). A choice in the cost is made for each counter
/// and then the whole set is paid or none of it (702.24a): the player picks one of the
/// totals they can pay, or pays nothing.
#[rule("702.24a", "702.24b")]
pub(crate) fn pay_or_sacrifice(game: &mut Game, item: &StackItem, cost: &UpkeepCost) {
    let (source, player) = (item.source, item.controller);
    game.add_counters(source, CounterKind::Age, 1, cite!("702.24a"));
    let counters = game.obj(source).counters.age;
    cite!("702.24b");
    let paid = match cost {
        UpkeepCost::Action(action) => match action.times(counters) {
            Some(total) => game.pay_on_resolution(player, source, &total, true, false).is_some(),
            None => false,
        },
        UpkeepCost::Mana(choices) => pay_mana_of(game, player, source, &totals(choices, counters)),
    };
    if game.stopped_to_ask() || paid {
        return;
    }
    crate::handlers::keyword_actions::sacrifice::sacrifice(game, player, source, cite!("702.24a"));
}

/// Every total of `counters` amounts, one chosen from `choices` for each counter, each total
/// once (the order the choices were made in doesn't change what is paid).
fn totals(choices: &[ManaCost], counters: u32) -> Vec<ManaCost> {
    let mut totals = vec![ManaCost::default()];
    for _ in 0..counters {
        let mut next: Vec<ManaCost> = Vec::new();
        for total in &totals {
            for choice in choices {
                let more = total.plus(choice);
                if !next.contains(&more) {
                    next.push(more);
                }
            }
        }
        totals = next;
    }
    totals
}

/// `player` pays one of the `totals` for the ability of `source` as it resolves, or none
/// (118.12): a question offering the totals they can pay now, and not paying after them;
/// none is offered when none can be paid (608.2d). Nothing to pay is paid at once. Whether
/// they paid.
#[rule("118.12", "608.2d")]
fn pay_mana_of(game: &mut Game, player: PlayerId, source: ObjectId, totals: &[ManaCost]) -> bool {
    if totals.iter().any(|t| *t == ManaCost::default()) {
        return true;
    }
    let payable: Vec<ManaCost> = totals
        .iter()
        .filter(|t| game.plan_payment(player, t, &crate::action::Payment::Auto, &[]).is_ok())
        .copied()
        .collect();
    if payable.is_empty() {
        cite!("608.2d");
        return false;
    }
    let answer = game.ask(Question {
        player,
        about: About::PayManaOf {
            options: payable.clone(),
            source,
        },
    });
    if game.stopped_to_ask() {
        return false;
    }
    let Some(mana) = payable.get(answer) else {
        return false;
    };
    let Ok(sources) = game.plan_payment(player, mana, &crate::action::Payment::Auto, &[]) else {
        return false;
    };
    cite!("118.12");
    game.pay(player, mana, &sources);
    true
}
