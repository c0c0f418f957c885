//! 702.123 Fabricate: "Fabricate N" means "When this permanent enters, you may put N +1/+1
//! counters on it. If you don't, create N 1/1 colorless Servo artifact creature tokens"
//! (702.123a). A card file writes `fabricate = N` on a permanent; the loader gives it the
//! triggered ability [`ability`], creating the pool's token keyed [`TOKEN`]. One
//! `fabricate` per card: a card file can't give a permanent two instances, which would
//! trigger separately (702.123b).

use crate::cards::effect::CounterKind;
use crate::cards::number::Number;
use crate::cards::recipient::Recipient;
use crate::cards::resolved::Resolved;
use crate::cards::{CardIdx, TriggerEvent, TriggeredAbility};
use crate::game::{Game, Zone};
use crate::keywords::KeywordHooks;
use crate::midway::{About, Question};
use crate::stack::StackItem;
use crate::{cite, rule, Handled};

/// The key of the token fabricate creates: a 1/1 colorless Servo artifact creature token,
/// which a card file defines in a `[[token]]` table before any card with fabricate.
pub const TOKEN: &str = "Servo Token";

/// Reports fabricate as implemented: the loader builds its trigger ([`ability`]).
#[rule("702.123")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The fabricate `n` trigger, `servo` being the Servo token (702.123a).
#[rule("702.123a")]
pub fn ability(n: u8, servo: CardIdx) -> TriggeredAbility {
    TriggeredAbility::own(TriggerEvent::Enters, None, vec![Resolved::Fabricate(n, servo)])
}

/// The fabricate `n` ability `item` resolves: its controller may put `n` +1/+1 counters on
/// the permanent (answer 0); if they don't, or the permanent is no longer on the battlefield
/// to put them on, they create `n` Servos (702.123a).
#[rule("702.123a")]
pub(crate) fn resolve(game: &mut Game, item: &StackItem, n: u8, servo: CardIdx) {
    let on_battlefield = game.still_in(item.source, Zone::Battlefield);
    let counters = on_battlefield
        && game.ask(Question {
            player: item.controller,
            about: About::May { source: item.source },
        }) == 0;
    if game.stopped_to_ask() {
        return;
    }
    if counters {
        game.add_counters(item.source, CounterKind::PlusOne, u32::from(n), cite!("702.123a"));
    } else {
        let servos = Resolved::CreateToken(servo, Number::Fixed(i32::from(n)), Recipient::You);
        game.perform_effect(&servos, item);
    }
}
