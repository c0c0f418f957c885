//! 702.25 Flanking: "Whenever this creature becomes blocked by a creature without flanking,
//! the blocking creature gets -1/-1 until end of turn" (702.25a). A card writes `Flanking`
//! in its keywords; the loader gives it the triggered ability [`ability`]. A card's
//! keywords are a set, so a card file can't give one creature two instances (702.25b).

use crate::cards::number::Number;
use crate::cards::recipient::Recipient;
use crate::cards::resolved::Resolved;
use crate::cards::{TriggerEvent, TriggeredAbility};
use crate::game::{Game, ObjectId};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::keywords::KeywordHooks;
use crate::{cite, rule, Handled};

/// Reports flanking as implemented: the loader builds its trigger ([`ability`]).
#[rule("702.25")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The flanking trigger: "Whenever this creature becomes blocked by a creature without
/// flanking, the blocking creature gets -1/-1 until end of turn" (702.25a).
#[rule("702.25a")]
pub fn ability() -> TriggeredAbility {
    let minus_one = Number::Fixed(-1);
    TriggeredAbility::own(
        TriggerEvent::BecomesBlockedByCreatureWithout(KeywordAbility::Flanking),
        None,
        vec![Resolved::Pump(minus_one, minus_one, Recipient::That)],
    )
}

/// Whether `blocker`, as it blocks, is "a creature without" `keyword`, so that a
/// [`TriggerEvent::BecomesBlockedByCreatureWithout`] trigger hears its block (702.25a: a
/// blocker with flanking doesn't trigger flanking).
#[rule("702.25a")]
pub(crate) fn blocker_lacks(game: &Game, blocker: ObjectId, keyword: KeywordAbility) -> bool {
    cite!("702.25a");
    !game.has(blocker, keyword)
}
