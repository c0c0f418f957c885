//! 701.14 Fight: two creatures each deal damage equal to their power to the other
//! (701.14a), not if either is gone, no longer a creature or an illegal target (701.14b);
//! a creature fighting itself deals itself twice its power (701.14c); none of it is combat
//! damage (701.14d).

use crate::cards::recipient::Recipient;
use crate::game::{Game, ObjectId, Zone};
use crate::keywords::KeywordHooks;
use crate::stack::{StackItem, Target};
use crate::{cite, rule, Handled};

/// Reports fight as implemented: effects fight through [`fight`].
#[rule("701.14")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The creature on the battlefield a fighting recipient names as `item` resolves: none if
/// it left, is no longer a creature, or was an illegal target (left out of the item's
/// targets as it began to resolve, 608.2b).
fn fighter(game: &Game, recipient: Recipient, item: &StackItem) -> Option<ObjectId> {
    game.objects_of(recipient, item)
        .into_iter()
        .next()
        .filter(|&id| game.obj(id).zone == Zone::Battlefield && game.is_creature(id))
}

/// `what` fights `with` as `item` resolves (701.14a): each deals damage equal to its power,
/// as both are before either is dealt any, to the other, at once; neither does if either is
/// missing (701.14b). A creature that fights itself deals itself twice its power (701.14c).
/// Fight damage is not combat damage (701.14d).
#[rule("701.14a", "701.14b", "701.14c", "701.14d")]
pub(crate) fn fight(game: &mut Game, item: &StackItem, what: Recipient, with: Recipient) {
    let (Some(one), Some(other)) = (fighter(game, what, item), fighter(game, with, item)) else {
        cite!("701.14b");
        return;
    };
    let rule = cite!("701.14a");
    let combat = false;
    cite!("701.14d");
    let power = |id: ObjectId| u32::try_from(game.power(id)).unwrap_or(0);
    if one == other {
        cite!("701.14c");
        let twice = power(one).saturating_mul(2);
        game.deal_damage(one, Target::Object(one), twice, combat, rule);
        return;
    }
    let (p1, p2) = (power(one), power(other));
    game.all_at_once(|game| {
        game.deal_damage(one, Target::Object(other), p1, combat, rule);
        game.deal_damage(other, Target::Object(one), p2, combat, rule);
    });
}
