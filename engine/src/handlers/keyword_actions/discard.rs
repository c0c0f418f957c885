//! 701.9 Discard: a player moves a card from their hand to their graveyard (701.9a), of
//! their choice unless the effect says otherwise (701.9b).

use rules_data::RuleId;

use crate::event::EventKind;
use crate::game::{Game, ObjectId, PlayerId, Position, Zone};
use crate::handlers::keyword_abilities::madness;
use crate::keywords::KeywordHooks;
use crate::midway::About;
use crate::{cite, rule, Handled};

/// Reports discard as implemented: effects and costs discard through
/// [`Game::discard_card`].
#[rule("701.9")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

impl Game {
    /// `player` discards `count` cards of their choice, one question per card while they
    /// hold more than they must discard (701.9b); holding no more, they discard them all
    /// (609.3).
    #[rule("701.9b", "609.3")]
    pub(crate) fn discard_chosen(&mut self, player: PlayerId, count: u32) {
        let hand = self.players[player.0].hand.clone();
        let rule = if hand.len() <= count as usize {
            cite!("609.3");
            cite!("701.9a")
        } else {
            cite!("701.9b")
        };
        let about = |options| About::CardToDiscard { options };
        let Some(cards) = self.pick(player, hand, count as usize, false, about) else {
            return;
        };
        if self.stopped_to_ask() {
            return;
        }
        for card in cards {
            self.discard_card(player, card, rule);
        }
    }

    /// Discards a card: from its owner's hand to their graveyard (701.9a), or wherever a
    /// replacement effect puts it instead (a card with madness into exile, 702.35a); it is
    /// discarded either way.
    #[rule("701.9a")]
    pub(crate) fn discard_card(&mut self, player: PlayerId, card: ObjectId, rule: RuleId) {
        let new = if self.card(card).madness.is_some() && self.obj(card).zone == Zone::Hand {
            madness::discard_into_exile(self, card)
        } else {
            self.move_object(card, Zone::Graveyard, Position::Top, rule)
        };
        if let Some(new) = new {
            self.emit(rule, EventKind::Discarded { player, card: new });
        }
    }
}
