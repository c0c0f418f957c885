//! The Emperor variant (CR 809): teams of three or more seated together, each with its emperor
//! in the middle (809.2); ranges of influence of 2 for emperors and 1 for generals, or what a
//! team's size needs (809.3a, 809.6a); attacking only the players seated next to you (809.3c);
//! an emperor goes first (809.4), and a team loses with its emperor (809.5b). The game uses
//! the deploy creatures option (809.3b, [`crate::deploy_creatures`]).

use crate::game::{Game, PlayerId, Teams};
use crate::range_of_influence::RangeOfInfluence;
use crate::{cite, rule};

/// The seat of the emperor of the team seated from `first`, of `size` players: the middle
/// one, or with an even number of players the one to the right of the middle (809.2, 809.6a:
/// general 1, emperor, general 2, general 3).
#[rule("809.2")]
pub fn emperor_seat(first: usize, size: usize) -> usize {
    cite!("809.2");
    first + (size - 1) / 2
}

/// Whether `player` is an emperor in a game of `players` in teams of `size` seated together.
pub(crate) fn is_emperor_seat(player: PlayerId, players: usize, size: usize) -> bool {
    size > 0 && player.0 < players && emperor_seat(player.0 / size * size, size) == player.0
}

/// Each player's range of influence in an Emperor game of `players` in teams of `size`
/// seated together: for teams of three, 2 for the emperors and 1 for the generals (809.3a);
/// for any size, the fewest seats that reach two generals of opposing teams for an emperor,
/// and one for a general (809.6a).
#[rule("809.3a", "809.6a")]
pub fn ranges_of_influence(players: usize, size: usize, teams: Teams) -> RangeOfInfluence {
    let general = |seat: usize| !is_emperor_seat(PlayerId(seat), players, size);
    let opposing_generals_within = |seat: usize, range: usize| {
        (1..=range.min(players / 2))
            .flat_map(|d| [(seat + d) % players, (seat + players - d) % players])
            .collect::<std::collections::BTreeSet<_>>()
            .into_iter()
            .filter(|&s| general(s) && teams.are_opponents(PlayerId(s), PlayerId(seat)))
            .count()
    };
    let ranges: Vec<u8> = (0..players)
        .map(|seat| {
            let needed = if general(seat) { 1 } else { 2 };
            let range = (1..=players / 2)
                .find(|&range| opposing_generals_within(seat, range) >= needed)
                .unwrap_or(players / 2);
            u8::try_from(range).unwrap_or(u8::MAX)
        })
        .collect();
    if size == 3 {
        cite!("809.3a");
    } else {
        cite!("809.6a");
    }
    RangeOfInfluence::per_player(&ranges).unwrap_or_else(|_| RangeOfInfluence::every_player(1))
}

impl Game {
    /// Whether `player` is their team's emperor in an Emperor game (809.2).
    pub fn is_emperor(&self, player: PlayerId) -> bool {
        self.emperor_team_size
            .is_some_and(|size| is_emperor_seat(player, self.players.len(), size))
    }

    /// The emperor of a team chosen at random goes first (809.4).
    #[rule("809.4")]
    pub(crate) fn emperor_to_go_first(&mut self, size: usize) -> PlayerId {
        let n = self.players.len();
        let team = self.rng.below(n / size.max(1));
        cite!("809.4");
        PlayerId(emperor_seat(team * size, size))
    }

    /// `player` has lost the game: when they are an emperor, their team loses, so each of
    /// their teammates still in it loses too (809.5b).
    #[rule("809.5b")]
    pub(crate) fn team_loses_with_its_emperor(&mut self, player: PlayerId) {
        if !self.is_emperor(player) {
            return;
        }
        let still_in: Vec<PlayerId> = self.teammates(player).filter(|p| !self.players[p.0].has_lost).collect();
        for teammate in still_in {
            self.leave_game(teammate, cite!("809.5b"));
        }
    }
}
