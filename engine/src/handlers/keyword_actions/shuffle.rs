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

/// The shuffles and the placements in libraries of one event that moves several objects at
/// once ([`Game::all_at_once`]), done as it ends (701.24g).
#[derive(Clone, Debug, Default)]
pub struct LibraryShuffles {
    /// The libraries to shuffle.
    shuffles: Vec<PlayerId>,
    /// The objects the event put in a position of a library ("on top of its owner's
    /// library"), which keep it.
    placed: Vec<ObjectId>,
}

impl Game {
    /// An event put `new` into its owner's library, on top, to be shuffled into it if
    /// `shuffle`. Alone, the library is shuffled now; in an event that moves several objects
    /// at once, as the event ends, the objects it put in a position of that library staying
    /// there (701.24g).
    pub(crate) fn put_in_library(&mut self, new: ObjectId, shuffle: bool) {
        let owner = self.obj(new).owner;
        if !self.in_event() {
            if shuffle {
                self.shuffle_library(owner, cite!("701.24a"));
            }
            return;
        }
        let pending = &mut self.library_shuffles;
        if !shuffle {
            pending.placed.push(new);
        } else if !pending.shuffles.contains(&owner) {
            pending.shuffles.push(owner);
        }
    }

    /// As an event that moves several objects at once ends, shuffles the libraries it
    /// shuffles objects into; the objects it put in a position of one of them keep that
    /// position, the rest is randomized (701.24g).
    #[rule("701.24g")]
    pub(crate) fn shuffle_after_event(&mut self) {
        if self.library_shuffles.shuffles.is_empty() {
            // Placements alone keep their positions as they are.
            self.library_shuffles.placed.clear();
            return;
        }
        let LibraryShuffles { shuffles, placed } = std::mem::take(&mut self.library_shuffles);
        for player in shuffles {
            let kept: Vec<ObjectId> = self.players[player.0]
                .library
                .iter()
                .copied()
                .filter(|id| placed.contains(id))
                .collect();
            let rule = if kept.is_empty() {
                cite!("701.24a")
            } else {
                cite!("701.24g")
            };
            self.shuffle_library_except(player, &kept, rule);
        }
    }

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

    /// Puts each of `objects` still where it was into its owner's library, then shuffles each
    /// of those libraries (701.24a). A library is shuffled even when none of its objects got
    /// there: they had left, or a replacement effect sent them elsewhere (701.24c). Answers
    /// whose libraries were shuffled.
    #[rule("701.24c")]
    pub(crate) fn shuffle_objects_into_libraries(&mut self, objects: &[ObjectId]) -> Vec<PlayerId> {
        // Each owner, and the owners of an object that didn't get into their library.
        let (mut owners, mut missing) = (Vec::new(), Vec::new());
        for &id in objects {
            let owner = self.obj(id).owner;
            if !owners.contains(&owner) {
                owners.push(owner);
            }
            let arrived = !self.obj(id).gone
                && self
                    .move_object(id, Zone::Library, Position::Top, cite!("701.24a"))
                    .is_some_and(|new| self.obj(new).zone == Zone::Library);
            if !arrived {
                missing.push(owner);
            }
        }
        for &owner in &owners {
            let rule = if missing.contains(&owner) {
                cite!("701.24c")
            } else {
                cite!("701.24a")
            };
            self.shuffle_library(owner, rule);
        }
        owners
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
