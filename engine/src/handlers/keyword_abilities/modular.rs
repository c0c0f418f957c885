//! 702.43 Modular: "Modular N" means "This permanent enters with N +1/+1 counters on it" and
//! "When this permanent is put into a graveyard from the battlefield, you may put a +1/+1
//! counter on target artifact creature for each +1/+1 counter on this permanent" (702.43a).
//! A card file writes `modular = 1`, or `modular = "sunburst"` for "Modular—Sunburst", whose
//! N is the number of colors of mana spent to cast it (702.44c). The trigger is noticed in
//! `Game::died` and is a [`StackKind::Modular`](crate::stack::StackKind::Modular) with
//! [`TEXT`]; the amount it carries is the counters the permanent had as it last existed.

use std::sync::LazyLock;

use crate::cards::effect::CounterKind;
use crate::cards::target::TargetKind;
use crate::cards::{AbilityText, CardTypes, Modular, TargetSlot};
use crate::characteristics::LastKnown;
use crate::continuous::Filter;
use crate::game::{Game, ObjectId};
use crate::keywords::KeywordHooks;
use crate::midway::{About, Question};
use crate::stack::{StackItem, StackKind, Target};
use crate::triggers::WaitingTrigger;
use crate::{cite, rule, Handled};

/// Reports modular as implemented: the loader reads `modular`, the permanent enters with its
/// counters ([`enters_with_counters`]) and its trigger resolves here ([`resolve`]).
#[rule("702.43")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The text of modular's triggered ability: its one target, an artifact creature (702.43a).
/// What it does is [`resolve`]'s.
pub(crate) static TEXT: LazyLock<AbilityText> = LazyLock::new(|| AbilityText {
    targets: vec![TargetSlot::one(
        TargetKind::Creature,
        Some(Filter {
            types: CardTypes::ARTIFACT,
            ..Filter::default()
        }),
    )],
    effects: Vec::new(),
    division: None,
    modes: None,
    spliced: Vec::new(),
});

/// The permanent `id` with modular enters with its N +1/+1 counters (702.43a): for
/// "Modular—Sunburst", one for each color of mana spent to cast it, so none unless it
/// entered from the stack as a resolving spell on which colored mana was spent (702.44b,
/// 702.44c).
#[rule("702.43a")]
pub(crate) fn enters_with_counters(game: &mut Game, id: ObjectId) {
    let Some(modular) = game
        .chars(id)
        .abilities
        .printed
        .and_then(|card| game.pool.get(card).modular)
    else {
        return;
    };
    let (count, rule) = match modular {
        Modular::Counters(n) => (u32::from(n), cite!("702.43a")),
        Modular::Sunburst => {
            cite!("702.44b");
            let colors = game.obj(id).mana_spent & 0b1_1111;
            (colors.count_ones(), cite!("702.44c"))
        }
    };
    if count == 0 {
        return;
    }
    game.add_counters_now(id, CounterKind::PlusOne, count, rule);
}

/// A permanent with modular was put into a graveyard from the battlefield, `new` the card
/// there, `last` the permanent as it last existed: its modular ability triggers, counting the
/// +1/+1 counters it had then (702.43a).
#[rule("702.43a")]
pub(crate) fn died(game: &mut Game, last: &LastKnown, new: ObjectId) {
    game.add_waiting([WaitingTrigger {
        amount: last.counters.plus_one,
        ..WaitingTrigger::new(new, last.controller, StackKind::Modular)
    }]);
}

/// Resolves modular's trigger: its controller may put a +1/+1 counter on the target artifact
/// creature for each +1/+1 counter the permanent had as it last existed (702.43a).
#[rule("702.43a")]
pub(crate) fn resolve(game: &mut Game, item: &StackItem) {
    let Some(Target::Object(creature)) = item.choices.targets_in(0).next() else {
        return;
    };
    let count = item.choices.amount;
    if count == 0 {
        return;
    }
    let put = game.ask(Question {
        player: item.controller,
        about: About::May { source: item.source },
    }) == 0;
    if put {
        game.add_counters(creature, CounterKind::PlusOne, count, cite!("702.43a"));
    }
}
