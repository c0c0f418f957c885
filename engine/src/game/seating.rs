//! Where the players sit: who plays after whom among those still in the game (101.4,
//! 117.3d), and who sits next to whom (809.3c, 811.4, 811.5).

use super::{Game, PlayerId};

/// The player after `player` in turn order, of `seats` seats, for whom `in_game` holds;
/// `player` when no other does.
pub(crate) fn next_seat_in_game(seats: usize, player: PlayerId, in_game: impl Fn(PlayerId) -> bool) -> PlayerId {
    (1..=seats)
        .map(|k| PlayerId((player.0 + k) % seats))
        .find(|&p| in_game(p))
        .unwrap_or(player)
}

impl Game {
    /// The next player still in the game after `player`, in turn order (101.4, 117.3d).
    pub fn next_player(&self, player: PlayerId) -> PlayerId {
        next_seat_in_game(self.players.len(), player, |p| !self.players[p.0].has_lost)
    }

    /// The player still in the game seated nearest to `player`'s right (the previous in turn
    /// order); `player` when they are the only one left.
    pub fn previous_player(&self, player: PlayerId) -> PlayerId {
        let n = self.players.len();
        (1..=n)
            .map(|k| PlayerId((player.0 + n - k) % n))
            .find(|p| !self.players[p.0].has_lost)
            .unwrap_or(player)
    }

    /// Whether `other` sits next to `player`, counting only the players still in the game.
    pub fn seated_next_to(&self, player: PlayerId, other: PlayerId) -> bool {
        self.next_player(player) == other || self.previous_player(player) == other
    }

    /// The players still in the game in APNAP order (101.4): the active player, then each
    /// other in turn order, each once.
    pub fn apnap(&self) -> impl Iterator<Item = PlayerId> + '_ {
        self.turn_order_from(self.turn.active)
    }

    /// The players still in the game in turn order starting with `first` ("starting with
    /// you, each player …"), each once.
    pub fn turn_order_from(&self, first: PlayerId) -> impl Iterator<Item = PlayerId> + '_ {
        let n = self.players.len();
        (0..n)
            .map(move |k| PlayerId((first.0 + k) % n))
            .filter(|p| !self.players[p.0].has_lost)
    }
}
