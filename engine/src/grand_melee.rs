//! Grand Melee (CR 807): turn markers, each an active player's turn, passed to the left.
//!
//! One turn marker for each full four players (807.4a) is handed out every fourth seat from
//! the starting player (807.4b). When a turn ends, its marker passes to the player on the left
//! (807.4c), who begins only once no other marker is within the three seats to their left
//! (807.4d). When players leave and fewer markers are wanted, the marker nearest to the
//! departed player's right is designated for removal (807.4e, 807.4f), and removed as soon as
//! its holder isn't taking a turn (807.4g). Extra turns are kept with the marker, or taken
//! just before the player's next turn (807.4i, 807.4j).
//!
//! **What is not built:** the markers' turns are taken one after another, in the markers'
//! order, each from its untap step to its cleanup step, not at the same time; so there is one
//! stack, not one per marker (807.5), and the players who leave at once are designated one at
//! a time (807.4e's lowest number among several markers is not chosen).

use rules_data::RuleId;

use crate::event::{EventKind, MarkerChange};
use crate::game::{next_seat_in_game, Game, PlayerId};
use crate::{cite, rule};

/// One turn marker (807.4).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TurnMarker {
    /// Its number, from 1, in the order the markers were handed out (807.4b).
    pub number: u8,
    /// The player who has it.
    pub holder: PlayerId,
    /// Whether its holder waits to begin their turn: another marker is within the three
    /// seats to their left (807.4d).
    pub waiting: bool,
    /// How many times it is designated for removal (807.4e).
    pub designated: u8,
    /// How many extra turns its holder takes with it before passing it on (807.4i, 807.4j).
    pub kept_for: u8,
}

/// The turn markers of a Grand Melee game, and the extra turns each player takes immediately
/// before their next turn.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct TurnMarkers {
    /// The markers, by number: handed out in order and only ever removed, they stay in it.
    pub markers: Vec<TurnMarker>,
    /// The number of the marker whose turn is being taken.
    pub current: u8,
    /// The players owed an extra turn immediately before their next turn, one entry per turn
    /// (807.4i, 807.4j).
    pub deferred: Vec<PlayerId>,
}

/// What happened to the markers, each with the rule that did it, the marker's number and the
/// player concerned: logged once the markers are settled.
type Changes = Vec<(RuleId, u8, PlayerId, MarkerChange)>;

/// Seats in play: which players are still in the game, by seat. "Left" is the next seat in
/// turn order; seats are counted among the players still in the game.
struct Seats<'a>(&'a [bool]);

impl Seats<'_> {
    /// How many seats `to` is to the left of `from`, among the players in the game (0 for
    /// `from` itself).
    fn left_of(&self, from: PlayerId, to: PlayerId) -> usize {
        let n = self.0.len();
        let mut seat = from.0;
        let mut count = 0;
        while seat != to.0 {
            seat = (seat + 1) % n;
            count += usize::from(self.0[seat]);
        }
        count
    }

    /// The player in the game nearest to `from`'s left.
    fn next_left(&self, from: PlayerId) -> PlayerId {
        next_seat_in_game(self.0.len(), from, |p| self.0[p.0])
    }

    /// How many players are in the game.
    fn count(&self) -> usize {
        self.0.iter().filter(|&&s| s).count()
    }
}

impl TurnMarkers {
    /// The markers of a game of `players` players whose starting player is `first`: one for
    /// each full four players (807.4a), the first to the starting player, the next to the
    /// player four seats to their left, and so on (807.4b).
    #[rule("807.4a", "807.4b")]
    pub fn hand_out(players: usize, first: PlayerId) -> TurnMarkers {
        let count = players / 4;
        cite!("807.4a");
        let markers = (0..count)
            .map(|k| TurnMarker {
                number: k as u8 + 1,
                holder: PlayerId((first.0 + 4 * k) % players),
                waiting: false,
                designated: 0,
                kept_for: 0,
            })
            .inspect(|_| {
                cite!("807.4b");
            })
            .collect();
        TurnMarkers {
            markers,
            current: 1,
            deferred: Vec::new(),
        }
    }

    /// Marker `number`, if it is still in the game.
    fn marker(&mut self, number: u8) -> Option<&mut TurnMarker> {
        self.markers.iter_mut().find(|m| m.number == number)
    }

    /// Whether another marker than `number` is held within the three seats to `holder`'s
    /// left (807.4d); to their right when `right`.
    fn crowded(&self, seats: &Seats<'_>, number: u8, holder: PlayerId, right: bool) -> bool {
        self.markers.iter().any(|m| {
            let apart = if right {
                seats.left_of(m.holder, holder)
            } else {
                seats.left_of(holder, m.holder)
            };
            m.number != number && (1..=3).contains(&apart)
        })
    }

    /// Marker `number` is removed; the marker to its right is designated for removal as many
    /// times as it was, less one, and is removed too if its holder isn't taking a turn
    /// (807.4g). Returns the holders of the markers removed.
    #[rule("807.4g")]
    fn remove(&mut self, seats: &Seats<'_>, number: u8) -> Vec<PlayerId> {
        let Some(i) = self.markers.iter().position(|m| m.number == number) else {
            return Vec::new();
        };
        let gone = self.markers.remove(i);
        let mut removed = vec![gone.holder];
        if gone.designated > 1 {
            cite!("807.4g");
            if let Some(right) = self.nearest_right(seats, gone.holder, true) {
                let marker = self.marker(right).expect("the marker found");
                marker.designated += gone.designated - 1;
                if marker.waiting {
                    removed.extend(self.remove(seats, right));
                }
            }
        }
        removed
    }

    /// After markers moved or players left: a marker whose holder left passes to the left at
    /// once (807.4c); a marker with another within the three seats to its holder's left
    /// waits (807.4d); a designated marker whose holder isn't taking a turn is removed
    /// (807.4g).
    #[rule("807.4c", "807.4d")]
    fn settle(&mut self, seats: &Seats<'_>, changes: &mut Changes) {
        let current = self.current;
        for m in &mut self.markers {
            // A holder who left during their turn hands it on as the turn ends.
            if !seats.0[m.holder.0] && m.number != current {
                cite!("807.4c");
                m.holder = seats.next_left(m.holder);
                changes.push((cite!("807.4c"), m.number, m.holder, MarkerChange::Passed));
            }
        }
        loop {
            for i in 0..self.markers.len() {
                let (number, holder) = (self.markers[i].number, self.markers[i].holder);
                // The holder taking a turn has begun it.
                let waiting = number != current && self.crowded(seats, number, holder, false);
                if waiting && !self.markers[i].waiting {
                    cite!("807.4d");
                    changes.push((cite!("807.4d"), number, holder, MarkerChange::Waits));
                }
                self.markers[i].waiting = waiting;
            }
            let Some(gone) = self
                .markers
                .iter()
                .find(|m| m.designated > 0 && m.waiting && m.number != current)
                .map(|m| m.number)
            else {
                break;
            };
            for removed in self.remove(seats, gone) {
                changes.push((cite!("807.4g"), gone, removed, MarkerChange::Removed));
            }
        }
    }

    /// The number of the marker nearest to `seat`'s right, the one at `seat` itself included
    /// if `inclusive`.
    fn nearest_right(&self, seats: &Seats<'_>, seat: PlayerId, inclusive: bool) -> Option<u8> {
        self.markers
            .iter()
            .filter(|m| inclusive || m.holder != seat)
            .min_by_key(|m| seats.left_of(m.holder, seat))
            .map(|m| m.number)
    }
}

impl Game {
    /// A Grand Melee game begins: the turn markers are handed out from the starting player
    /// (807.4a, 807.4b), whose turn is the first; also for a board set up by hand, from the
    /// active player.
    pub fn hand_out_turn_markers(&mut self, first: PlayerId) {
        let markers = TurnMarkers::hand_out(self.players.len(), first);
        for m in &markers.markers {
            self.emit(
                cite!("807.4b"),
                EventKind::TurnMarker {
                    number: m.number,
                    holder: m.holder,
                    change: MarkerChange::HandedOut,
                },
            );
        }
        self.grand_melee = Some(Box::new(markers));
    }

    /// Logs what happened to the markers.
    fn emit_marker_changes(&mut self, changes: Changes) {
        for (rule, number, holder, change) in changes {
            self.emit(rule, EventKind::TurnMarker { number, holder, change });
        }
    }

    /// Which players are still in the game, by seat.
    fn seated(&self) -> Vec<bool> {
        self.players.iter().map(|p| !p.has_lost).collect()
    }

    /// The turn of the current marker's holder ends: its marker is removed if designated
    /// (807.4g), kept for an extra turn (807.4i), or passed to the player on the left
    /// (807.4c); then the next marker, in the markers' order, whose holder may begin
    /// (807.4d) gives the next turn. Its holder takes first the extra turns owed to them
    /// (807.4i, 807.4j). Returns who takes the next turn.
    #[rule("807.4c", "807.4d", "807.4g", "807.4i", "807.4j")]
    pub(crate) fn next_grand_melee_turn(&mut self, extra: Vec<PlayerId>) -> PlayerId {
        let seated = self.seated();
        let seats = Seats(&seated);
        let Some(mut markers) = self.grand_melee.take() else {
            return self.turn.active;
        };
        let number = markers.current;
        let mut changes = Vec::new();
        let mut deferred = Vec::new();
        if let Some(i) = markers.markers.iter().position(|m| m.number == number) {
            let holder = markers.markers[i].holder;
            let holder_stays = seats.0[holder.0];
            // The extra turns "after this one": kept with the marker unless it is going, or
            // another marker is within three seats to the right; else taken just before the
            // player's next turn (807.4i, 807.4j).
            for player in extra {
                let m = &markers.markers[i];
                if player == holder
                    && m.designated == 0
                    && holder_stays
                    && !markers.crowded(&seats, number, holder, true)
                {
                    cite!("807.4i");
                    markers.markers[i].kept_for += 1;
                } else {
                    cite!("807.4j");
                    markers.deferred.push(player);
                    deferred.push((cite!("807.4j"), number, player, MarkerChange::ExtraTurnDeferred));
                }
            }
            let m = &mut markers.markers[i];
            if m.designated > 0 {
                cite!("807.4g");
                for removed in markers.remove(&seats, number) {
                    changes.push((cite!("807.4g"), number, removed, MarkerChange::Removed));
                }
            } else if m.kept_for > 0 && holder_stays {
                m.kept_for -= 1;
                changes.push((cite!("807.4i"), number, holder, MarkerChange::Kept));
            } else {
                cite!("807.4c");
                m.holder = seats.next_left(holder);
                changes.push((cite!("807.4c"), number, m.holder, MarkerChange::Passed));
            }
        }
        changes.append(&mut deferred);
        // The turn is over: no marker's turn is being taken until the next begins.
        markers.current = 0;
        markers.settle(&seats, &mut changes);
        // The next marker in order whose holder may begin.
        let order: Vec<u8> = markers
            .markers
            .iter()
            .filter(|m| !m.waiting)
            .map(|m| m.number)
            .collect();
        let next = order
            .iter()
            .copied()
            .find(|&n| n > number)
            .or_else(|| order.first().copied());
        let player = match next.and_then(|n| markers.markers.iter().find(|m| m.number == n)) {
            Some(m) => {
                markers.current = m.number;
                m.holder
            }
            None => self.next_player(self.turn.active),
        };
        // Extra turns owed to the player come first, the marker kept for their normal turn.
        if let Some(k) = markers.deferred.iter().position(|&p| p == player) {
            cite!("807.4j");
            markers.deferred.remove(k);
            if let Some(m) = markers.marker(markers.current) {
                m.kept_for += 1;
            }
            changes.push((cite!("807.4j"), markers.current, player, MarkerChange::ExtraTurn));
        }
        self.grand_melee = Some(markers);
        self.emit_marker_changes(changes);
        player
    }

    /// `player` has left a Grand Melee game: if that leaves fewer full fours of players than
    /// markers not designated for removal (807.4f), the marker nearest to their right is
    /// designated for removal, once for each marker too many (807.4e); then the markers settle.
    #[rule("807.4e", "807.4f")]
    pub(crate) fn turn_markers_after_leaving(&mut self, player: PlayerId) {
        let Some(mut markers) = self.grand_melee.take() else {
            return;
        };
        let seated = self.seated();
        let seats = Seats(&seated);
        let mut changes = Vec::new();
        let designated: usize = markers.markers.iter().map(|m| usize::from(m.designated)).sum();
        let standing = markers.markers.len().saturating_sub(designated);
        cite!("807.4f");
        // One marker stays while players are left, fewer than four of them though they are.
        let wanted = (seats.count() / 4).max(1);
        if standing > wanted {
            if let Some(number) = markers.nearest_right(&seats, player, false) {
                cite!("807.4e");
                let m = markers.marker(number).expect("the marker found");
                m.designated += (standing - wanted) as u8;
                changes.push((cite!("807.4e"), number, m.holder, MarkerChange::Designated));
            }
        }
        markers.settle(&seats, &mut changes);
        self.grand_melee = Some(markers);
        self.emit_marker_changes(changes);
    }
}

#[cfg(test)]
mod tests {
    use super::{Seats, TurnMarkers};
    use crate::game::PlayerId;
    use crate::rule;

    /// A marker removed after being designated twice leaves one designation to the marker on
    /// its right, which goes too if its holder waits (807.4g).
    #[rule("807.4g")]
    #[test]
    fn r807_4g_a_removed_marker_designated_twice_passes_one_designation_to_its_right() {
        let seated = [true; 12];
        let seats = Seats(&seated);
        let mut markers = TurnMarkers::hand_out(12, PlayerId(0));
        markers.markers[1].designated = 2;
        assert_eq!(markers.remove(&seats, 2), [PlayerId(4)]);
        let left: Vec<(u8, u8)> = markers.markers.iter().map(|m| (m.number, m.designated)).collect();
        assert_eq!(
            left,
            [(1, 1), (3, 0)],
            "marker 1, on marker 2's right, is designated once"
        );

        let mut markers = TurnMarkers::hand_out(12, PlayerId(0));
        markers.markers[1].designated = 2;
        markers.markers[0].waiting = true;
        assert_eq!(markers.remove(&seats, 2), [PlayerId(4), PlayerId(0)]);
        assert_eq!(markers.markers.len(), 1, "the waiting marker on its right goes at once");

        let mut markers = TurnMarkers::hand_out(12, PlayerId(0));
        markers.markers[1].designated = 1;
        markers.markers[0].waiting = true;
        assert_eq!(
            markers.remove(&seats, 2),
            [PlayerId(4)],
            "designated once: the waiting marker on its right stays"
        );
        assert!(
            markers.markers.iter().all(|m| m.designated == 0),
            "designated once: nothing left over"
        );
    }

    /// Seats are counted among the players still in the game (807.4d's "three seats").
    #[rule("807.4d")]
    #[test]
    fn r807_4d_seats_are_counted_among_the_players_still_in_the_game() {
        let seated = [true, false, true, true, true];
        let seats = Seats(&seated);
        assert_eq!(seats.left_of(PlayerId(0), PlayerId(3)), 2);
        assert_eq!(seats.left_of(PlayerId(3), PlayerId(0)), 2);
        assert_eq!(seats.next_left(PlayerId(0)), PlayerId(2));
        assert_eq!(seats.count(), 4);
    }
}
