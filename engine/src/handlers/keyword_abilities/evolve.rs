//! 702.100 Evolve: "Whenever a creature you control enters, if that creature's power is
//! greater than this creature's power and/or that creature's toughness is greater than this
//! creature's toughness, put a +1/+1 counter on this creature" (702.100a). A card writes
//! `Evolve` in its keywords; the loader gives it the triggered ability [`ability`], whose
//! intervening "if" [`evolves`] checks as it triggers and as it resolves (603.4). A card's
//! keywords are a set, so a card file can't give one creature two instances (702.100d).

use crate::cards::condition::Condition;
use crate::cards::effect::CounterKind;
use crate::cards::number::Number;
use crate::cards::recipient::Recipient;
use crate::cards::resolved::Resolved;
use crate::cards::{TriggerEvent, TriggeredAbility};
use crate::characteristics::CardTypes;
use crate::continuous::{Filter, Whose};
use crate::game::{Game, ObjectId};
use crate::keywords::KeywordHooks;
use crate::{cite, rule, Handled};

/// Reports evolve as implemented: the loader builds its trigger ([`ability`]).
#[rule("702.100")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The evolve trigger (702.100a): on each creature its controller controls entering, with
/// the comparison as its intervening "if".
#[rule("702.100a")]
pub fn ability() -> TriggeredAbility {
    TriggeredAbility {
        whose: Some(Filter {
            types: CardTypes::CREATURE,
            whose: Whose::You,
            ..Filter::default()
        }),
        ..TriggeredAbility::own(
            TriggerEvent::Enters,
            Some(Condition::Evolves),
            vec![Resolved::PutCounters(
                CounterKind::PlusOne,
                Number::Fixed(1),
                Recipient::This,
            )],
        )
    }
}

/// Whether `that` creature, as it is now or as it last existed on the battlefield (608.2h),
/// has greater power or greater toughness than `this` creature (702.100a). Each must be a
/// creature: a noncreature permanent has no power or toughness to compare (702.100c).
#[rule("702.100a", "702.100c")]
pub(crate) fn evolves(game: &Game, this: ObjectId, that: ObjectId) -> bool {
    let mine = game.chars(this);
    let theirs = game.known(that).chars;
    let creatures = mine.types.contains(CardTypes::CREATURE) && theirs.types.contains(CardTypes::CREATURE);
    if !creatures {
        cite!("702.100c");
        return false;
    }
    let greater = |a: Option<i32>, b: Option<i32>| a.unwrap_or(0) > b.unwrap_or(0);
    greater(theirs.power, mine.power) || greater(theirs.toughness, mine.toughness)
}
