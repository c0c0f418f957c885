//! 701.24 Shuffle: randomizing a library so that no player knows its order (701.24a).

use rules_data::RuleId;

use crate::cards::effect::Gathered;
use crate::event::EventKind;
use crate::game::{Game, ObjectId, PlayerId, Position, Zone};
use crate::keywords::KeywordHooks;
use crate::{cite, rule, Handled};

/// Reports shuffle as implemented: the game's start, mulligans and effects shuffle through
/// [`Game::shuffle_library`].
#[rule("701.24")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

impl Game {
    /// Shuffles `player`'s library (701.24a). A library of zero or one cards is shuffled
    /// too: the event happens (701.24e).
    pub(crate) fn shuffle_library(&mut self, player: PlayerId, rule: RuleId) {
        self.shuffle_library_except(player, &[], rule);
    }

    /// Shuffles `player`'s library except `kept` (cards found by a search that go somewhere
    /// else next, 701.24b): they are set aside, the rest is shuffled, and they go back on
    /// top in their order, for the effect to move them on.
    #[rule("701.24a", "701.24b")]
    pub(crate) fn shuffle_library_except(&mut self, player: PlayerId, kept: &[ObjectId], rule: RuleId) {
        let mut library = std::mem::take(&mut self.players[player.0].library);
        if !kept.is_empty() {
            cite!("701.24b");
            library.retain(|id| !kept.contains(id));
        }
        cite!("701.24a");
        self.rng.shuffle(&mut library);
        library.extend_from_slice(kept);
        self.players[player.0].library = library;
        self.emit(rule, EventKind::Shuffled { player });
    }

    /// Puts `player`'s cards from `zones` into their library, then shuffles it (701.24a).
    pub(crate) fn shuffle_into_library(&mut self, player: PlayerId, zones: &[Gathered]) {
        let mut cards = Vec::new();
        for zone in zones {
            match zone {
                Gathered::Hand => cards.extend(self.players[player.0].hand.iter().copied()),
                Gathered::Graveyard => cards.extend(self.players[player.0].graveyard.iter().copied()),
                Gathered::Permanents => cards.extend(
                    self.battlefield
                        .iter()
                        .copied()
                        .filter(|&id| self.obj(id).owner == player),
                ),
            }
        }
        for card in cards {
            self.move_object(card, Zone::Library, Position::Top, cite!("701.24a"));
        }
        self.shuffle_library(player, cite!("701.24a"));
    }
}
