//! 702.121 Melee: "Whenever this creature attacks, it gets +1/+1 until end of turn for each
//! opponent you attacked with a creature this combat" (702.121a). A card writes `Melee` in
//! its keywords; the loader gives it the triggered ability [`ability`], which [`pump`]
//! carries out. A card's keywords are a set, so a card file can't give one creature two
//! instances (702.121b).

use crate::cards::number::Number;
use crate::cards::recipient::Recipient;
use crate::cards::resolved::Resolved;
use crate::cards::{TriggerEvent, TriggeredAbility};
use crate::game::Game;
use crate::keywords::KeywordHooks;
use crate::stack::{StackItem, Target};
use crate::{cite, rule, Handled};

/// Reports melee as implemented: the loader builds its trigger ([`ability`]).
#[rule("702.121")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The melee trigger: "Whenever this creature attacks, it gets +1/+1 until end of turn for
/// each opponent you attacked with a creature this combat" (702.121a).
#[rule("702.121a")]
pub fn ability() -> TriggeredAbility {
    TriggeredAbility::own(TriggerEvent::Attacks, None, vec![Resolved::Melee])
}

/// As the melee ability `item` resolves, its creature gets +1/+1 until end of turn for each
/// opponent its controller attacked with a creature this combat (702.121a), counted now:
/// the players the creatures they control are attacking, not the controllers of attacked
/// planeswalkers or the protectors of attacked battles.
#[rule("702.121a")]
pub(crate) fn pump(game: &mut Game, item: &StackItem) {
    let you = item.controller;
    let mut attacked: Vec<_> = game
        .combat
        .attackers
        .iter()
        .filter(|a| game.controller(a.creature) == you)
        .filter_map(|a| match a.attacks {
            // Only an opponent can be attacked (506.2).
            Target::Player(p) => Some(p),
            _ => None,
        })
        .collect();
    attacked.sort_unstable();
    attacked.dedup();
    let n = Number::Fixed(i32::try_from(attacked.len()).unwrap_or(i32::MAX));
    cite!("702.121a");
    game.perform_effect(&Resolved::Pump(n, n, Recipient::This), item);
}
