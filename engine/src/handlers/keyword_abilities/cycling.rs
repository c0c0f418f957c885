//! 702.29 Cycling: an activated ability that works from its owner's hand, "[Cost], Discard
//! this card: Draw a card" (702.29a), and the abilities that trigger when the card is cycled
//! (702.29c).

use crate::cards::effect::SearchTo;
use crate::cards::number::Number;
use crate::cards::recipient::Recipient;
use crate::cards::resolved::{Resolved, Searching};
use crate::cards::{AbilityCost, AbilityText, ActivatedAbility, TriggerEvent};
use crate::event::EventKind;
use crate::game::{Game, ObjectId, PlayerId, Zone};
use crate::keywords::KeywordHooks;
use crate::{cite, rule, Handled};

/// Reports cycling as implemented: the card loader gives a card with `cycling = "{cost}"`
/// the ability [`ability`], and activating it is cycling ([`Game::cycled`]).
#[rule("702.29")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The cycling ability with `cost` (the discard included): "[Cost], Discard this card: Draw
/// a card", which functions only while the card is in its owner's hand (702.29a, 113.6m).
#[rule("702.29a")]
pub fn ability(cost: AbilityCost) -> ActivatedAbility {
    ActivatedAbility {
        cost,
        text: AbilityText {
            targets: Vec::new(),
            effects: vec![Resolved::Draw(Number::Fixed(1), Recipient::You)],
            division: None,
            modes: None,
            spliced: Vec::new(),
        },
        is_mana_ability: false,
        zone: Zone::Hand,
        cycling: true,
        sorcery_speed: false,
        any_player: false,
        exhaust: false,
    }
}

/// The typecycling ability with `cost` (the discard included) that finds a card `find`
/// describes (in a library): "[Cost], Discard this card: Search your library for a [type]
/// card, reveal it, and put it into your hand. Then shuffle your library" (702.29e). It is a
/// cycling ability (702.29f): activating it is cycling the card.
#[rule("702.29e", "702.29f")]
pub fn typecycling(cost: AbilityCost, find: crate::continuous::Filter) -> ActivatedAbility {
    let search = Searching {
        who: Recipient::You,
        library: None,
        find: Some(find),
        count: 1,
        put: SearchTo::Hand,
        tapped: false,
        reveal: true,
        may: false,
    };
    let mut typecycling = ability(cost);
    typecycling.text.effects = vec![Resolved::Search(Box::new(search))];
    typecycling
}

impl Game {
    /// `player` cycled `card`: it was discarded to pay the cost of its cycling ability, among
    /// the events from index `since` of this action's. The log says so, and its "when you
    /// cycle this card" abilities trigger from the zone it wound up in (702.29c), which a
    /// replacement effect may have made another than the graveyard.
    #[rule("702.29c")]
    pub(crate) fn cycled(&mut self, player: PlayerId, card: ObjectId, since: usize) {
        let Some(new) = self.recent[since..].iter().find_map(|e| match e.kind {
            EventKind::ZoneChange { old, new, .. } if old == card => Some(new),
            _ => None,
        }) else {
            return;
        };
        self.emit(cite!("702.29a"), EventKind::Cycled { player, card: new });
        let abilities = self.chars(new).abilities;
        self.trigger(new, player, abilities, TriggerEvent::Cycled);
    }
}
