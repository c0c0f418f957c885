//! 701.37 Monstrosity: "Monstrosity N" means "If this permanent isn't monstrous, put N +1/+1
//! counters on it and it becomes monstrous" (701.37a). Monstrous is a designation of the
//! permanent, not an ability nor a copiable value, which it keeps until it leaves the
//! battlefield (701.37b): [`Object::monstrous`], which a new object doesn't have (400.7).
//! Abilities that refer to the X of "monstrosity X" (701.37c) are not built.
//!
//! [`Object::monstrous`]: crate::game::Object::monstrous

use crate::cards::effect::CounterKind;
use crate::cards::number::Number;
use crate::event::EventKind;
use crate::game::{Game, Zone};
use crate::keywords::KeywordHooks;
use crate::stack::StackItem;
use crate::{cite, rule, Handled};

/// Reports monstrosity as implemented: the instruction is an effect of the cards that say so
/// ([`monstrosity`]).
#[rule("701.37")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// "Monstrosity `count`" as `item` resolves: the permanent whose ability it is, if still on
/// the battlefield and not monstrous, gets `count` +1/+1 counters and becomes monstrous
/// (701.37a, 701.37b); a monstrous one gets nothing.
#[rule("701.37a", "701.37b")]
pub(crate) fn monstrosity(game: &mut Game, item: &StackItem, count: Number) {
    let permanent = item.source;
    let o = game.obj(permanent);
    if o.gone || o.zone != Zone::Battlefield {
        return;
    }
    if o.monstrous {
        cite!("701.37a");
        return;
    }
    let count = game.amount(count, item);
    game.add_counters(permanent, CounterKind::PlusOne, count, cite!("701.37a"));
    game.obj_mut(permanent).monstrous = true;
    game.emit(cite!("701.37b"), EventKind::BecameMonstrous { object: permanent });
}
