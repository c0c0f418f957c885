//! The game state (CR 100–122): players and what the rules look at.
//!
//! Only what the implemented rules need so far; objects, zones and the turn come with the
//! engine core.

use crate::event::Event;

/// A player's index in [`Game::players`], in turn order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PlayerId(pub usize);

/// One player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    /// Life total (CR 119); may be 0 or negative until state-based actions are checked.
    pub life: i32,
    /// Poison counters (CR 122.1f).
    pub poison_counters: u32,
    /// Set when the player attempted to draw from an empty library (CR 121.4), cleared when
    /// state-based actions are next checked.
    pub drew_from_empty_library: bool,
    /// True once the player has lost the game (CR 104.3).
    pub has_lost: bool,
}

impl Player {
    /// A player at the start of a two-player game: 20 life (CR 103.4), no counters.
    pub fn new() -> Player {
        Player {
            life: 20,
            poison_counters: 0,
            drew_from_empty_library: false,
            has_lost: false,
        }
    }
}

impl Default for Player {
    fn default() -> Player {
        Player::new()
    }
}

/// A game in progress.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Game {
    /// The players, in turn order.
    pub players: Vec<Player>,
    /// Everything that happened, in order, each with its rule.
    pub log: Vec<Event>,
}

impl Game {
    /// A game between `count` players with starting life totals.
    pub fn new(count: usize) -> Game {
        Game {
            players: vec![Player::new(); count],
            log: Vec::new(),
        }
    }

    /// The players still in the game, with their IDs.
    pub fn active_players(&self) -> impl Iterator<Item = (PlayerId, &Player)> {
        self.players
            .iter()
            .enumerate()
            .filter(|(_, p)| !p.has_lost)
            .map(|(i, p)| (PlayerId(i), p))
    }
}
