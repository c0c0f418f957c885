//! 702.124 Partner: abilities that let a Commander deck have two commanders (702.124a). A
//! card file writes `partner = true` ("Partner", 702.124h) or `partner_with = "[name]"`
//! ("Partner with [name]", 702.124j), one of them; the deck reader pairs the commanders
//! ([`may_pair`]), and the loader gives a card with "partner with" its second ability, the
//! search for the named card as it enters ([`search_ability`]). Partner—[text], "choose a
//! Background" and "Doctor's companion" (702.124i, 702.124k, 702.124m) are not built: no card
//! of the pool has them.

use crate::cards::effect::SearchTo;
use crate::cards::recipient::Recipient;
use crate::cards::resolved::{Resolved, Searching};
use crate::cards::target::TargetKind;
use crate::cards::{AbilityText, CardIdx, CardPool, TargetSlot, TriggerEvent, TriggeredAbility};
use crate::continuous::Filter;
use crate::game::{Game, ObjectId, Zone};
use crate::keywords::KeywordHooks;
use crate::{cite, rule, Handled};

/// A card's partner ability.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Partner {
    /// "Partner" (702.124h).
    Partner,
    /// "Partner with [name]" (702.124j): the card it names.
    With(CardIdx),
}

/// Reports partner as implemented: the deck reader pairs commanders with it ([`may_pair`]),
/// and the loader builds "partner with"'s trigger ([`search_ability`]).
#[rule("702.124")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// Whether `a` and `b` may be a deck's two commanders rather than one (702.124a): each has
/// partner (702.124h), or each has "partner with" naming the other (702.124j); two different
/// partner abilities don't combine (702.124f). The reason if not.
#[rule("702.124a", "702.124f", "702.124h", "702.124j")]
pub fn may_pair(pool: &CardPool, a: CardIdx, b: CardIdx) -> Result<(), String> {
    let (first, second) = (pool.get(a), pool.get(b));
    match (first.partner, second.partner) {
        (Some(Partner::Partner), Some(Partner::Partner)) => {
            cite!("702.124h");
            Ok(())
        }
        (Some(Partner::With(x)), Some(Partner::With(y))) if x == b && y == a => {
            cite!("702.124j");
            Ok(())
        }
        (Some(Partner::With(x)), Some(Partner::With(_))) if x != b => Err(format!(
            "`{}` partners only with `{}` (702.124j)",
            first.name,
            pool.get(x).name
        )),
        (Some(Partner::With(_)), Some(Partner::With(y))) => Err(format!(
            "`{}` partners only with `{}` (702.124j)",
            second.name,
            pool.get(y).name
        )),
        (Some(_), Some(_)) => {
            cite!("702.124f");
            Err(format!(
                "`{}` and `{}` have different partner abilities, which don't combine (702.124f)",
                first.name, second.name
            ))
        }
        _ => {
            let without = if first.partner.is_none() { first } else { second };
            Err(format!(
                "`{}` has no partner ability: a deck has two commanders only if both have partner, or each has \"partner with\" the other (702.124a)",
                without.name
            ))
        }
    }
}

/// "Partner with [name]"'s second ability (702.124j): "When this permanent enters, target
/// player may search their library for a card named [name], reveal it, put it into their
/// hand, then shuffle."
#[rule("702.124j")]
pub fn search_ability() -> TriggeredAbility {
    let named = Filter {
        zone: Zone::Library,
        named_partner: true,
        ..Filter::default()
    };
    let search = Searching {
        who: Recipient::Target(0),
        library: None,
        find: Some(named),
        count: 1,
        put: SearchTo::Hand,
        tapped: false,
        reveal: true,
        may: true,
    };
    TriggeredAbility {
        text: AbilityText {
            targets: vec![TargetSlot::one(TargetKind::Player, None)],
            effects: vec![Resolved::Search(Box::new(search))],
            ..AbilityText::default()
        },
        ..TriggeredAbility::own(TriggerEvent::Enters, None, Vec::new())
    }
}

/// Whether `card` is the card that `source`'s "partner with [name]" names (702.124j): the
/// search of [`search_ability`] finds only it.
#[rule("702.124j")]
pub(crate) fn is_named_partner(game: &Game, source: ObjectId, card: ObjectId) -> bool {
    let partner = game.ability_source(source).and_then(|c| game.pool.get(c).partner);
    matches!(partner, Some(Partner::With(named)) if game.obj(card).card == named)
}
