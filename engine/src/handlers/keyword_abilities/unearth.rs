//! 702.84 Unearth: "[Cost]: Return this card from your graveyard to the battlefield. It gains
//! haste. Exile it at the beginning of the next end step. If it would leave the battlefield,
//! exile it instead of putting it anywhere else. Activate only as a sorcery," an activated
//! ability that functions while the card is in a graveyard (702.84a).
//!
//! The loader gives a card with `unearth = "{cost}"` the ability [`ability`] and the delayed
//! triggered ability [`exiles`]; [`resolve`] does what the ability says. The "exile it
//! instead" is a replacement effect around the permanent (a shield that lasts while it is
//! there), ordered with the others that apply to its leaving (616.1).

use crate::cards::recipient::Recipient;
use crate::cards::resolved::Resolved;
use crate::cards::{AbilityCost, ActivatedAbility, DelayedAbility};
use crate::game::{Game, Position, Zone};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::keywords::KeywordHooks;
use crate::replacement::shield::ShieldKind;
use crate::stack::{StackItem, Target};
use crate::triggers::DelayedTrigger;
use crate::{cite, rule, Handled};

/// Reports unearth as implemented: the loader reads `unearth = "{cost}"` and builds its
/// abilities.
#[rule("702.84")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The unearth ability with `cost`, working from the graveyard, only as a sorcery
/// (702.84a, 113.6m); `exiles` is the index of [`exiles`] among the card's delayed abilities.
#[rule("702.84a")]
pub fn ability(cost: AbilityCost, exiles: u16) -> ActivatedAbility {
    ActivatedAbility::of_keyword(cost, Vec::new(), vec![Resolved::Unearth(exiles)], Zone::Graveyard, true)
}

/// "Exile it at the beginning of the next end step" (702.84a): the delayed triggered ability,
/// "that" being the permanent the card became.
#[rule("702.84a")]
pub fn exiles() -> DelayedAbility {
    DelayedAbility::at_next_end_step(vec![Resolved::Exile(Recipient::That, false)])
}

/// The unearth ability `item` resolves (702.84a): the card returns from its owner's
/// graveyard to the battlefield, if it is still there (a card that left is a new object,
/// 400.7); the permanent gains haste for as long as it is one (611.2a), the delayed ability
/// at `exiles` waits for the next end step, and the permanent is exiled if it would leave
/// the battlefield.
#[rule("702.84a")]
pub(crate) fn resolve(game: &mut Game, item: &StackItem, exiles: u16) {
    if game.obj(item.source).gone {
        return;
    }
    let Some(permanent) = game.move_object(item.source, Zone::Battlefield, Position::Top, cite!("702.84a")) else {
        return;
    };
    if game.obj(permanent).zone != Zone::Battlefield {
        return;
    }
    game.obj_mut(permanent).leaving_watched = true;
    game.add_shield(
        ShieldKind::ExileIfItWouldLeave,
        Some(Target::Object(permanent)),
        item.source,
        item.controller,
    );
    game.gains_keyword(
        item.source,
        item.controller,
        permanent,
        KeywordAbility::Haste,
        cite!("702.84a"),
    );
    let exile = DelayedTrigger {
        card: game.obj(permanent).card,
        index: exiles,
        source: item.source,
        controller: item.controller,
        that: Some(permanent),
    };
    game.create_keyword_delayed(exile, cite!("702.84a"));
}
