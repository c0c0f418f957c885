//! Cards outside the game (CR 400.11): each player's cards that are in none of the game's
//! zones (400.11a: a sideboard), and the effects that bring one in (400.11b: Living Wish).

use crate::cards::CardIdx;
use crate::cards::CardTypes;
use crate::event::EventKind;
use crate::game::{Game, ObjectId, PlayerId, Zone};
use crate::handlers::keyword_actions;
use crate::midway::{About, Question};
use crate::stack::StackItem;
use crate::{cite, rule};

impl Game {
    /// "You may reveal a [creature or land] card you own from outside the game and put it
    /// into your hand" (400.11b): `item`'s controller chooses one of their cards outside the
    /// game with any of `types`, or none; the card they choose is revealed and put into their
    /// hand, in the game from then on. With no such card nothing is asked. A Commander game
    /// lets no card in this way: only rules, special actions and effects made to bring cards
    /// into Commander games from outside do (903.11).
    #[rule("400.11b", "903.11")]
    pub(crate) fn wish(&mut self, item: &StackItem, types: CardTypes) {
        if self.commander_game {
            cite!("903.11");
            return;
        }
        let player = item.controller;
        let cards: Vec<_> = self.players[player.0]
            .outside
            .iter()
            .copied()
            .filter(|&c| self.pool.get(c).printed.types.intersects(types))
            .collect();
        if cards.is_empty() {
            return;
        }
        let answer = self.ask(Question {
            player,
            about: About::CardFromOutside { cards: cards.clone() },
        });
        if self.stopped_to_ask() {
            return;
        }
        let Some(&card) = cards.get(answer) else {
            return;
        };
        let id = self.put_into_hand_from_outside(player, card);
        keyword_actions::reveal::reveal(self, player, id);
        self.emit(cite!("400.11b"), EventKind::BroughtIntoGame { player, card: id });
    }

    /// Takes `card` from `player`'s cards outside the game and puts it into their hand, in
    /// the game from then on (400.11b): the new object.
    pub(crate) fn put_into_hand_from_outside(&mut self, player: PlayerId, card: CardIdx) -> ObjectId {
        let outside = &mut self.players[player.0].outside;
        if let Some(i) = outside.iter().position(|&c| c == card) {
            outside.remove(i);
        }
        self.put(card, player, Zone::Hand)
    }
}
