//! 702.40 Storm: "When you cast this spell, copy it for each other spell that was cast before
//! it this turn. If the spell has any targets, you may choose new targets for any of the
//! copies" (702.40a). A spell's keyword abilities are a set, so it has one instance at most
//! (702.40b: each instance would trigger separately).

use crate::copies::{CopyExceptions, CopyTargets};
use crate::game::{Game, ObjectId, PlayerId};
use crate::keywords::KeywordHooks;
use crate::stack::{StackItem, StackKind};
use crate::triggers::WaitingTrigger;
use crate::{rule, Handled};

/// Reports storm as implemented: casting a spell with it triggers [`triggers`].
#[rule("702.40")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// `player` cast `spell`, which has storm: its storm ability triggers, counting the other
/// spells cast before it this turn, by any player (702.40a).
#[rule("702.40a")]
pub(crate) fn triggers(game: &mut Game, spell: ObjectId, player: PlayerId) {
    let before = game.turn.spells_cast.saturating_sub(1);
    game.add_waiting([WaitingTrigger {
        amount: before,
        ..WaitingTrigger::new(spell, player, StackKind::Storm)
    }]);
}

/// The storm ability `item` resolves: a copy of its spell for each spell counted, its
/// controller choosing new targets for each if the spell has any (702.40a, 707.10c). A spell
/// that has left the stack is not copied.
pub(crate) fn resolve(game: &mut Game, item: &StackItem) {
    let spell = item.source;
    let targets = game
        .stack
        .iter()
        .find(|s| s.object == Some(spell))
        .is_some_and(|s| !s.choices.targets.is_empty());
    let targets = if targets {
        CopyTargets::MayChooseNew
    } else {
        CopyTargets::Same
    };
    for _ in 0..item.choices.amount {
        game.copy_spell(item.controller, spell, &CopyExceptions::default(), targets, spell);
    }
}
