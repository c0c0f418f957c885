//! Limited range of influence (CR 801): how many seats away each player can reach, and what
//! that keeps their spells, abilities and attacks from touching.
//!
//! Without the option (`Game::range` is `None`) every question here is answered "in range"
//! by one branch, so a game that doesn't use it pays nothing more.

use crate::game::{Game, ObjectId, PlayerId, Teams};
use crate::stack::Target;
use crate::{cite, rule, Error};

/// The limited range of influence option (801.1): each player's range of influence, in
/// seats (801.2). Players may have different ranges (801.2a).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RangeOfInfluence {
    /// The range of each seat, in seat order.
    seats: [u8; Teams::MAX_SEATS],
}

impl RangeOfInfluence {
    /// Every player with a range of influence of `seats` (801.2a: most often 1 or 2).
    pub fn every_player(seats: u8) -> RangeOfInfluence {
        RangeOfInfluence {
            seats: [seats; Teams::MAX_SEATS],
        }
    }

    /// Each player's own range of influence, in seat order (801.2a); an error for more
    /// players than a game with the option seats.
    pub fn per_player(ranges: &[u8]) -> Result<RangeOfInfluence, Error> {
        if ranges.len() > Teams::MAX_SEATS {
            return Err(Error::GameSetup {
                message: format!(
                    "{} ranges of influence given; a game with the option seats at most {} players",
                    ranges.len(),
                    Teams::MAX_SEATS
                ),
                help: "give one range per player".to_owned(),
            });
        }
        let mut seats = [0; Teams::MAX_SEATS];
        seats[..ranges.len()].copy_from_slice(ranges);
        Ok(RangeOfInfluence { seats })
    }

    /// The range of influence of `player`, in seats.
    pub fn of(self, player: PlayerId) -> u8 {
        self.seats.get(player.0).copied().unwrap_or(0)
    }
}

/// Who is within whose range of influence this turn: determined as each turn begins
/// (801.2c), from the option and the seats of the players still in the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Reach {
    /// The option the game was set up with.
    pub option: RangeOfInfluence,
    /// For each seat, the seats within its range, one bit each.
    within: [u16; Teams::MAX_SEATS],
}

impl Reach {
    /// The option, before any turn has determined who is within whose range.
    pub fn new(option: RangeOfInfluence) -> Reach {
        Reach {
            option,
            within: [0; Teams::MAX_SEATS],
        }
    }

    /// Whether `player` is within `of`'s range of influence this turn. A game with the option
    /// keeps the seats of its first [`Teams::MAX_SEATS`] players; a player beyond them has
    /// only themselves within range.
    pub fn within(&self, of: PlayerId, player: PlayerId) -> bool {
        match self.within.get(of.0) {
            Some(seats) => player.0 < Teams::MAX_SEATS && seats >> player.0 & 1 == 1,
            // Beyond the seats the option keeps: only themselves (801.2b).
            None => of == player,
        }
    }
}

impl Game {
    /// Determines who is within each player's range of influence, as a turn begins (801.2c):
    /// the players within their own range (801.2a) of seats of them, to either side, counting
    /// only the seats of players still in the game (801.2), and always themselves (801.2b).
    /// So the players on either side of players who left enter one another's range only now,
    /// as the next turn begins (807.4h in Grand Melee).
    #[rule("801.2c", "801.2", "801.2a", "801.2b", "807.4h")]
    pub fn determine_ranges_of_influence(&mut self) {
        let Some(reach) = self.range.as_mut() else {
            return;
        };
        cite!("801.2c");
        let seated: Vec<usize> = (0..self.players.len().min(Teams::MAX_SEATS))
            .filter(|&seat| !self.players[seat].has_lost)
            .collect();
        let n = seated.len();
        for (i, &seat) in seated.iter().enumerate() {
            // Each player's own range (801.2a).
            cite!("801.2a");
            let range = usize::from(reach.option.of(PlayerId(seat))).min(n);
            cite!("801.2b");
            let mut within = 1 << seat;
            for distance in 1..=range {
                cite!("801.2");
                within |= 1 << seated[(i + distance) % n];
                within |= 1 << seated[(i + n - distance) % n];
            }
            reach.within[seat] = within;
        }
        // What static abilities affect depends on it (801.10).
        self.invalidate_characteristics();
    }

    /// Whether `player` is within `of`'s range of influence: always, without the option.
    #[inline]
    pub fn within_range(&self, of: PlayerId, player: PlayerId) -> bool {
        self.range.as_ref().is_none_or(|reach| reach.within(of, player))
    }

    /// Whether the object `id` is within `of`'s range of influence: controlled by a player
    /// within it, or a battle protected by one (801.2d).
    #[rule("801.2d")]
    pub fn object_within_range(&self, of: PlayerId, id: ObjectId) -> bool {
        if self.range.is_none() || self.within_range(of, self.controller(id)) {
            return true;
        }
        let protected = self.protector(id).is_some_and(|p| self.within_range(of, p));
        if protected {
            cite!("801.2d");
        }
        protected
    }

    /// Whether `target`, a player or an object, is within `of`'s range of influence.
    pub(crate) fn target_within_range(&self, of: PlayerId, target: Target) -> bool {
        match target {
            Target::Player(p) => self.within_range(of, p),
            Target::Object(id) => self.object_within_range(of, id),
        }
    }
}

/// Whether a spell or ability controlled by `controller` may target `target` (801.4).
#[rule("801.4")]
pub(crate) fn may_target(game: &Game, controller: PlayerId, target: Target) -> bool {
    let within = game.target_within_range(controller, target);
    if !within {
        cite!("801.4");
    }
    within
}

/// Whether a spell or ability controlled by `controller` affects `target` (801.10): the parts
/// of an effect that would affect a player or object out of range do nothing.
#[rule("801.10")]
pub(crate) fn affects(game: &Game, controller: PlayerId, target: Target) -> bool {
    let within = game.target_within_range(controller, target);
    if !within {
        cite!("801.10");
    }
    within
}

/// Whether `player`'s creatures may attack `opponent` (801.3), and planeswalkers they
/// control and battles they protect.
#[rule("801.3")]
pub(crate) fn may_attack(game: &Game, player: PlayerId, opponent: PlayerId) -> bool {
    let within = game.within_range(player, opponent);
    if !within {
        cite!("801.3");
    }
    within
}

/// Whether a static ability controlled by `you` affects an object controlled by `controller`
/// (801.10, 801.2d).
#[rule("801.10")]
pub(crate) fn affects_controlled_by(game: &Game, you: PlayerId, controller: PlayerId) -> bool {
    let within = game.within_range(you, controller);
    if !within {
        cite!("801.10");
    }
    within
}

/// Whether a spell or ability controlled by `you` that needs information from the game sees
/// the object `id` (801.11): one outside `you`'s range it doesn't.
#[rule("801.11")]
pub(crate) fn sees(game: &Game, you: PlayerId, id: ObjectId) -> bool {
    let within = game.object_within_range(you, id);
    if !within {
        cite!("801.11");
    }
    within
}

/// Whether a spell or ability controlled by `you` that needs information from the game sees
/// the objects `controller` controls (801.11): those of a player outside `you`'s range it
/// doesn't.
#[rule("801.11")]
pub(crate) fn sees_controlled_by(game: &Game, you: PlayerId, controller: PlayerId) -> bool {
    let within = game.within_range(you, controller);
    if !within {
        cite!("801.11");
    }
    within
}

/// The controller whose range a trigger event of an object is within, the object as `last`
/// knows it: as it last existed on the battlefield for one that left, as it is now for one
/// that entered (801.7a: the game state before or after the event, as appropriate).
#[rule("801.7a")]
pub(crate) fn event_controller(last: &crate::characteristics::LastKnown) -> PlayerId {
    cite!("801.7a");
    last.controller
}

/// Whether the world rule applies to a world permanent controlled by `controller` because of
/// the world permanent `other` (801.12): only if `other` is within `controller`'s range.
#[rule("801.12")]
pub(crate) fn world_rule_sees(game: &Game, controller: PlayerId, other: ObjectId) -> bool {
    let within = game.object_within_range(controller, other);
    if !within {
        cite!("801.12");
    }
    within
}

/// Whether a trigger event that involves `parties` happens entirely within the range of
/// influence of `controller`, a triggered ability's controller: only then does the ability
/// trigger (801.7).
#[rule("801.7")]
pub(crate) fn event_within_range(game: &Game, controller: PlayerId, parties: impl IntoIterator<Item = Target>) -> bool {
    let within = parties.into_iter().all(|t| game.target_within_range(controller, t));
    if !within {
        cite!("801.7");
    }
    within
}

/// Whether a prevention effect of a spell or ability controlled by `controller` prevents
/// damage `source` would deal to `recipient` (801.13b): one that names the source (each
/// paired with whether the effect names it) affects only a source within `controller`'s range,
/// one that names the recipient only a recipient within it, and one that names neither only
/// damage whose source and recipient are both within it.
#[rule("801.13b")]
pub(crate) fn may_prevent(
    game: &Game,
    controller: PlayerId,
    (source, names_source): (ObjectId, bool),
    (recipient, names_recipient): (Target, bool),
) -> bool {
    cite!("801.13b");
    let source_within = || game.object_within_range(controller, source);
    let recipient_within = || game.target_within_range(controller, recipient);
    match (names_source, names_recipient) {
        (false, false) => source_within() && recipient_within(),
        _ => (!names_source || source_within()) && (!names_recipient || recipient_within()),
    }
}

/// An effect states that `player` wins the game: with the limited range of influence option,
/// each of their opponents within their range loses the game instead (801.14), and the game
/// goes on for the others (104.3h).
#[rule("801.14", "104.3h")]
pub(crate) fn opponents_in_range_lose(game: &mut Game, player: PlayerId) {
    if game.players[player.0].has_lost {
        return;
    }
    let within: Vec<PlayerId> = game
        .opponents(player)
        .filter(|&opponent| game.within_range(player, opponent))
        .collect();
    for opponent in within {
        cite!("104.3h");
        game.lose(opponent, cite!("801.14"));
    }
    crate::sba::end_if_decided(game);
}

/// Whether the Aura, Equipment or Fortification `object` may stay attached to `to`: not to an
/// object or player outside its controller's range of influence. An Aura that is goes to its
/// owner's graveyard (801.8), an Equipment or Fortification becomes unattached (801.9), as
/// state-based actions.
#[rule("801.8", "801.9")]
pub(crate) fn attached_within_range(game: &Game, object: ObjectId, to: Target) -> bool {
    use crate::handlers::keyword_actions::attach::Attachment;
    let within = game.target_within_range(game.controller(object), to);
    if !within {
        match Attachment::of(game, object) {
            Some(Attachment::Aura) => cite!("801.8"),
            _ => cite!("801.9"),
        };
    }
    within
}

/// Whether `player` may activate the activated abilities of `source`: not of an object outside
/// their range of influence (801.6; "any player may activate this ability", 602.1b).
#[rule("801.6")]
pub(crate) fn may_activate(game: &Game, player: PlayerId, source: ObjectId) -> bool {
    let within = game.object_within_range(player, source);
    if !within {
        cite!("801.6");
    }
    within
}
