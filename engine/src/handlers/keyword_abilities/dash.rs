//! 702.109 Dash: "You may cast this card by paying [cost] rather than its mana cost," "If
//! this spell's dash cost was paid, return the permanent this spell becomes to its owner's
//! hand at the beginning of the next end step," and "As long as this permanent's dash cost
//! was paid, it has haste" (702.109a).
//!
//! A card with `dash = "{cost}"` may be cast for that cost, an alternative cost announced as
//! it is cast (601.2b, 601.2f–h). The loader gives it the static ability [`haste`] and the
//! delayed triggered ability [`returns`]; [`returns_later`] creates that one as the dashed
//! spell becomes a permanent.

use crate::cards::mana::ManaCost;
use crate::cards::recipient::Recipient;
use crate::cards::resolved::Resolved;
use crate::cards::{Affects, DelayedAbility, KeywordSet, StaticAbility, StaticCondition};
use crate::continuous::Modification;
use crate::game::{Game, ObjectId};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::keywords::KeywordHooks;
use crate::triggers::DelayedTrigger;
use crate::{cite, rule, Handled};

/// A card's dash: its cost, and where the loader kept its delayed "return it to its owner's
/// hand" ability among the card's [`delayed`](crate::cards::CardDef::delayed) abilities.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Dash {
    /// The dash cost, paid rather than the mana cost.
    pub cost: ManaCost,
    /// The index of [`returns`] among the card's delayed abilities.
    pub returns: u16,
}

/// Reports dash as implemented: the loader reads `dash = "{cost}"` and builds its abilities.
#[rule("702.109")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// "As long as this permanent's dash cost was paid, it has haste" (702.109a): a static
/// ability of the permanent itself, in layer 6.
#[rule("702.109a")]
pub fn haste() -> StaticAbility {
    StaticAbility {
        affects: Affects::This,
        modifications: vec![Modification::AddKeywords(KeywordSet::of(&[KeywordAbility::Haste]))],
        cda: false,
        zone: crate::game::Zone::Battlefield,
        condition: Some(StaticCondition::DashCostPaid),
    }
}

/// "Return the permanent this spell becomes to its owner's hand at the beginning of the
/// next end step" (702.109a): the delayed triggered ability, "that" being the permanent.
#[rule("702.109a")]
pub fn returns() -> DelayedAbility {
    DelayedAbility::at_next_end_step(vec![Resolved::ReturnToHand(Recipient::That)])
}

/// The dashed spell `spell` became the permanent `permanent`: "if this spell's dash cost
/// was paid", the delayed ability that returns it is created now, with the spell as its
/// source, as the source of the static ability that creates it (603.7d), the permanent's
/// controller as its controller, and the permanent as "that" (603.7c).
#[rule("702.109a")]
pub(crate) fn returns_later(game: &mut Game, spell: ObjectId, permanent: ObjectId) {
    let card = game.obj(permanent).card;
    let Some(dash) = game.pool.get(card).dash else {
        return;
    };
    let returns = DelayedTrigger {
        card,
        index: dash.returns,
        source: spell,
        controller: game.controller(permanent),
        that: Some(permanent),
    };
    game.create_keyword_delayed(returns, cite!("702.109a"));
}
