//! 702.53 Transmute: an activated ability that works only while its card is in a player's
//! hand, "Transmute [cost]" meaning "[Cost], Discard this card: Search your library for a
//! card with the same mana value as the discarded card, reveal that card, and put it into
//! your hand. Then shuffle your library. Activate only as a sorcery" (702.53a). A card file
//! writes `transmute = "{1}{U}{U}"`; the loader gives it the ability [`ability`], which it has
//! in every zone, where it can't be activated (702.53b, 113.6m).

use crate::cards::effect::SearchTo;
use crate::cards::recipient::Recipient;
use crate::cards::resolved::{Resolved, Searching};
use crate::cards::{AbilityCost, ActivatedAbility};
use crate::continuous::Filter;
use crate::game::Zone;
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports transmute as implemented: the loader builds the ability ([`ability`]).
#[rule("702.53")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The transmute ability of a card of mana value `mana_value`: `cost` (the discard
/// included), then a search of its controller's library for a card of that mana value,
/// revealed and put into their hand, and a shuffle; only as a sorcery (702.53a).
#[rule("702.53a")]
pub fn ability(cost: AbilityCost, mana_value: u8) -> ActivatedAbility {
    let search = Searching {
        who: Recipient::You,
        library: None,
        find: Some(Filter {
            mana_value_at_least: Some(mana_value),
            mana_value_at_most: Some(mana_value),
            zone: Zone::Library,
            ..Filter::default()
        }),
        count: 1,
        put: SearchTo::Hand,
        tapped: false,
        reveal: true,
        may: false,
    };
    ActivatedAbility::of_keyword(
        cost,
        Vec::new(),
        vec![Resolved::Search(Box::new(search))],
        Zone::Hand,
        true,
    )
}
