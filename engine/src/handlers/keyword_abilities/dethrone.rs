//! 702.105 Dethrone: "Whenever this creature attacks the player with the most life or tied
//! for most life, put a +1/+1 counter on this creature" (702.105a). A card writes
//! `Dethrone` in its keywords; the loader gives it the triggered ability [`ability`]. A
//! card's keywords are a set, so a card file can't give one creature two instances
//! (702.105b).

use crate::cards::effect::CounterKind;
use crate::cards::number::Number;
use crate::cards::recipient::Recipient;
use crate::cards::resolved::Resolved;
use crate::cards::{TriggerEvent, TriggeredAbility};
use crate::game::{Game, ObjectId};
use crate::keywords::KeywordHooks;
use crate::stack::Target;
use crate::{cite, rule, Handled};

/// Reports dethrone as implemented: the loader builds its trigger ([`ability`]).
#[rule("702.105")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The dethrone trigger: "Whenever this creature attacks the player with the most life or
/// tied for most life, put a +1/+1 counter on this creature" (702.105a).
#[rule("702.105a")]
pub fn ability() -> TriggeredAbility {
    TriggeredAbility::own(
        TriggerEvent::AttacksPlayerWithMostLife,
        None,
        vec![Resolved::PutCounters(
            CounterKind::PlusOne,
            Number::Fixed(1),
            Recipient::This,
        )],
    )
}

/// Whether `attacker`, as it is declared, attacks a player (not a planeswalker or battle)
/// with the most life or tied for most life among the players in the game (702.105a).
#[rule("702.105a")]
pub(crate) fn attacks_player_with_most_life(game: &Game, attacker: ObjectId) -> bool {
    let Some(Target::Player(attacked)) = game.combat.attacked_by(attacker) else {
        return false;
    };
    let life = game.life_total(attacked);
    cite!("702.105a");
    game.active_players().all(|(p, _)| game.life_total(p) <= life)
}
