//! Teams (CR 102.3, 104.2c, 808): which players are teammates, and so who is whose opponent.

use crate::game::PlayerId;
use crate::{cite, rule, Error};

/// The team of each seat: a player's teammates are the other players on their team, their
/// opponents all the players not on it (102.3). In a game without teams every player is a team
/// of one. `Copy`, so that what has no `&Game` at hand (a filter, a trigger condition) can
/// carry it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Teams {
    /// The team of each of the first [`Teams::MAX_SEATS`] seats; a later seat is a team of
    /// its own.
    seats: [u8; Teams::MAX_SEATS],
    /// Whether any team has more than one player.
    shared: bool,
}

impl Default for Teams {
    fn default() -> Teams {
        Teams::individual()
    }
}

impl Teams {
    /// The most seats a game with teams can have.
    pub const MAX_SEATS: usize = 16;

    /// Every player a team of their own: no teammates (a game without teams).
    pub const fn individual() -> Teams {
        let mut seats = [0; Teams::MAX_SEATS];
        let mut i = 0;
        while i < Teams::MAX_SEATS {
            seats[i] = i as u8;
            i += 1;
        }
        Teams { seats, shared: false }
    }

    /// `players` players in teams of `size`, each team seated together in turn order (808.2):
    /// seats 0 to `size - 1` are the first team, and so on. A game between teams has two or
    /// more of them (808.1).
    #[rule("808.1", "808.2")]
    pub fn seated_together(players: usize, size: usize) -> Result<Teams, Error> {
        let problem = |message: String| {
            Error::GameSetup {
            message,
            help: format!(
                "give a team size that divides the number of players ({players}) at least twice, with at most {} players",
                Teams::MAX_SEATS
            ),
        }
        };
        if size == 0 || players % size != 0 {
            return Err(problem(format!("{players} players can't sit in teams of {size}")));
        }
        if players / size < 2 {
            return Err(problem(format!(
                "{players} players in teams of {size} make one team; a game between teams has two or more (808.1)"
            )));
        }
        if players > Teams::MAX_SEATS {
            return Err(problem(format!(
                "{players} players are more than a game between teams seats"
            )));
        }
        let mut seats = Teams::individual().seats;
        for (seat, team) in seats.iter_mut().enumerate().take(players) {
            *team = (seat / size) as u8;
        }
        Ok(Teams {
            seats,
            shared: size > 1,
        })
    }

    /// `players` players in `teams` teams of equal size, seated in turn so that no one sits
    /// next to a teammate and the teams are equally spaced (811.1, 811.3): with three teams,
    /// A1, B1, C1, A2, B2, C2, and so on. An error unless that makes two or more teams of two
    /// or more players.
    #[rule("811.1", "811.3")]
    pub fn alternating(players: usize, teams: usize) -> Result<Teams, Error> {
        let problem = |message: String| {
            Error::GameSetup {
            message,
            help: format!(
                "give a number of teams, two or more, that divides the number of players ({players}) into teams of two or more, with at most {} players",
                Teams::MAX_SEATS
            ),
        }
        };
        if teams < 2 || players % teams != 0 || players / teams < 2 {
            return Err(problem(format!(
                "{players} players can't make {teams} teams of equal size, two or more teams of two or more (811.1)"
            )));
        }
        if players > Teams::MAX_SEATS {
            return Err(problem(format!(
                "{players} players are more than a game between teams seats"
            )));
        }
        cite!("811.1");
        let mut seats = Teams::individual().seats;
        for (seat, team) in seats.iter_mut().enumerate().take(players) {
            cite!("811.3");
            *team = (seat % teams) as u8;
        }
        Ok(Teams { seats, shared: true })
    }

    /// Whether some team has more than one player: a game between teams.
    pub fn any(self) -> bool {
        self.shared
    }

    /// The team of `player`.
    pub fn team(self, player: PlayerId) -> usize {
        self.seats.get(player.0).map_or(player.0, |&t| usize::from(t))
    }

    /// Whether `a` and `b` are opponents: not on the same team (102.3).
    #[rule("102.3")]
    pub fn are_opponents(self, a: PlayerId, b: PlayerId) -> bool {
        self.team(a) != self.team(b)
    }

    /// The teams of the first `players` seats, each once, in the order of their first seats.
    fn of_seats(self, players: usize) -> Vec<usize> {
        let mut teams = Vec::new();
        for seat in 0..players {
            let team = self.team(PlayerId(seat));
            if !teams.contains(&team) {
                teams.push(team);
            }
        }
        teams
    }

    /// How many teams the first `players` seats make.
    pub fn count(self, players: usize) -> usize {
        self.of_seats(players).len()
    }

    /// The primary player of the `chosen`th team (in seat order) of a game of `players` with
    /// shared team turns: its rightmost seat from its own side of the table, the first in seat
    /// order (805.2), who takes the team's turns as the active player.
    #[rule("805.2")]
    pub fn primary_player(self, players: usize, chosen: usize) -> PlayerId {
        let team = self.of_seats(players).get(chosen).copied().unwrap_or(0);
        PlayerId((0..players).find(|&s| self.team(PlayerId(s)) == team).unwrap_or(0))
    }

    /// Who goes first once the `chosen`th team (in seat order) of a game of `players` is
    /// chosen at random (808.4): the player in its center seat, or with an even number of
    /// players, the one to the left of its midpoint (the next in turn order).
    #[rule("808.4")]
    pub fn first_player(self, players: usize, chosen: usize) -> PlayerId {
        let team = self.of_seats(players).get(chosen).copied().unwrap_or(0);
        let seats: Vec<usize> = (0..players).filter(|&s| self.team(PlayerId(s)) == team).collect();
        PlayerId(seats.get(seats.len() / 2).copied().unwrap_or(0))
    }
}
