//! 702.97 Scavenge: "Scavenge [cost]" means "[Cost], Exile this card from your graveyard: Put
//! a number of +1/+1 counters equal to the power of the card you exiled on target creature.
//! Activate only as a sorcery", an activated ability that functions only while the card is
//! in a graveyard (702.97a). The card loader gives a card with `scavenge = "{cost}"` the
//! ability [`ability`].

use std::sync::OnceLock;

use crate::cards::cost::CostAction;
use crate::cards::effect::CounterKind;
use crate::cards::resolved::Resolved;
use crate::cards::target::TargetKind;
use crate::cards::{AbilityCost, ActivatedAbility, TargetSlot};
use crate::game::{Game, Zone};
use crate::keywords::KeywordHooks;
use crate::stack::{StackItem, Target};
use crate::{cite, rule, Handled};

/// Reports scavenge as implemented: the loader builds the ability ([`ability`]).
#[rule("702.97")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The scavenge ability with `cost` (the exile included), working from the graveyard
/// (702.97a, 113.6m).
#[rule("702.97a")]
pub fn ability(cost: AbilityCost) -> ActivatedAbility {
    ActivatedAbility::of_keyword(
        cost,
        vec![TargetSlot::one(TargetKind::Creature, None)],
        vec![Resolved::Scavenge],
        Zone::Graveyard,
        true,
    )
}

/// Scavenge as an effect gives it with each object's mana cost as its scavenge cost (Varolz,
/// the Scar-Striped): that mana, worked out as it is activated (702.1b), is the scavenge cost,
/// and "Exile this card from your graveyard" the rest of the activation cost (702.1a).
#[rule("702.1a", "702.97a")]
pub(crate) fn at_mana_cost() -> &'static ActivatedAbility {
    static ABILITY: OnceLock<ActivatedAbility> = OnceLock::new();
    ABILITY.get_or_init(|| {
        ability(AbilityCost {
            mana: None,
            its_mana_cost: true,
            tap: false,
            actions: vec![CostAction::ExileThisFromGraveyard],
        })
    })
}

/// The scavenge ability `item` resolves: +1/+1 counters on its target equal to the power of
/// the card exiled to pay its cost, as that card last existed in the graveyard (702.97a,
/// 608.2h); nothing if the target is illegal now (608.2b).
#[rule("702.97a")]
pub(crate) fn resolve(game: &mut Game, item: &StackItem) {
    let Some(&Target::Object(creature)) = game
        .recipients(crate::cards::recipient::Recipient::Target(0), item)
        .first()
    else {
        return;
    };
    let power = game.known(item.source).chars.power.unwrap_or(0);
    // A card with power 0 or less puts none (`add_counters` does nothing for 0).
    let count = u32::try_from(power).unwrap_or(0);
    game.add_counters(creature, CounterKind::PlusOne, count, cite!("702.97a"));
}
