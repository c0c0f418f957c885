//! Piles (CR 700.3): objects grouped for a while, each in exactly one pile, without
//! leaving the zone they are in. Fact or Fiction's "an opponent separates those cards into
//! two piles" and Steam Augury's "separate them into two piles. An opponent chooses one of
//! those piles" are the instructions that make them.

use rules_data::RuleId;

use crate::event::EventKind;
use crate::game::{Game, ObjectId, PlayerId, Position, Zone};
use crate::handlers::keyword_actions::reveal::reveal;
use crate::midway::{About, Question};
use crate::{cite, rule};

impl Game {
    /// `player` reveals the top `count` cards of their library (701.20a); an opponent (or
    /// `player`, when `player_separates`) separates them into two piles, one question per
    /// card (700.3a: each in exactly one; 700.3d: a pile may be empty), while they stay in
    /// the library (700.3c); then the other one chooses the pile `player` puts into their
    /// hand, the other going into their graveyard, as the instruction `rule` says. The
    /// opponent is one within `player`'s range of influence, whom `player` chooses, or the
    /// closest to their left (801.5a, 801.5c).
    #[rule("700.3a", "700.3c", "700.3d")]
    pub(crate) fn separate_into_piles(&mut self, player: PlayerId, count: u32, player_separates: bool, rule: RuleId) {
        let library = &self.players[player.0].library;
        let revealed: Vec<ObjectId> = library.iter().rev().take(count as usize).copied().collect();
        for &card in &revealed {
            reveal(self, player, card);
        }
        let Some(opponent) = self.opponent_to_choose(player) else {
            return;
        };
        let (separator, chooser) = if player_separates {
            (player, opponent)
        } else {
            (opponent, player)
        };
        let mut piles: [Vec<ObjectId>; 2] = Default::default();
        for &card in &revealed {
            let pile = self.ask(Question {
                player: separator,
                about: About::Pile { card },
            });
            piles[pile.min(1)].push(card);
        }
        let into_hand = self.ask(Question {
            player: chooser,
            about: About::ChoosePile { piles: piles.clone() },
        });
        if self.stopped_to_ask() {
            return;
        }
        if piles.iter().any(Vec::is_empty) {
            cite!("700.3d");
        }
        // Until now they were in the library, in their order (700.3c).
        cite!("700.3c");
        self.emit(
            cite!("700.3a"),
            EventKind::Separated {
                by: separator,
                piles: Box::new(piles.clone()),
            },
        );
        let [first, second] = piles;
        let (hand, graveyard) = if into_hand == 0 {
            (first, second)
        } else {
            (second, first)
        };
        self.all_at_once(|game| {
            for card in hand {
                game.move_object(card, Zone::Hand, Position::Top, rule);
            }
            for card in graveyard {
                game.move_object(card, Zone::Graveyard, Position::Top, rule);
            }
        });
    }
}
