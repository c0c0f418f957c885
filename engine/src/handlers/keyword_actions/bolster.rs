//! 701.39 Bolster: "Bolster N" means "Choose a creature you control with the least toughness
//! or tied for least toughness among creatures you control. Put N +1/+1 counters on that
//! creature" (701.39a).

use crate::cards::effect::CounterKind;
use crate::cards::number::Number;
use crate::game::{Game, ObjectId};
use crate::keywords::KeywordHooks;
use crate::midway::About;
use crate::stack::StackItem;
use crate::{cite, rule, Handled};

/// Reports bolster as implemented: the instruction is an effect of the cards that say so
/// ([`bolster`]).
#[rule("701.39")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// "Bolster `count`" as `item` resolves: its controller chooses one of the creatures they
/// control with the least toughness (asked only when several are tied), which gets `count`
/// +1/+1 counters (701.39a). Without a creature nothing happens.
#[rule("701.39a")]
pub(crate) fn bolster(game: &mut Game, item: &StackItem, count: Number) {
    let you = item.controller;
    let creatures: Vec<ObjectId> = game.controlled_by(you).filter(|&id| game.is_creature(id)).collect();
    let Some(least) = creatures.iter().map(|&id| game.toughness(id)).min() else {
        return;
    };
    let options: Vec<ObjectId> = creatures
        .into_iter()
        .filter(|&id| game.toughness(id) == least)
        .collect();
    let chosen = game.pick(you, options, 1, false, |options| About::CardToChoose { options });
    if game.stopped_to_ask() {
        return;
    }
    if let Some(&creature) = chosen.as_ref().and_then(|c| c.first()) {
        let count = game.amount(count, item);
        game.add_counters(creature, CounterKind::PlusOne, count, cite!("701.39a"));
    }
}
