//! Loops (CR 731.3–731.5): a fragmented loop, in which each player involved takes an
//! independent action and the game comes back to a state it was in before, is broken by the
//! active player (or, if they are not involved, the first player in turn order who is), who
//! must make a different game choice (731.3); a loop of mandatory actions, the game coming
//! back to a state it was in while players did nothing but pass priority, is a draw (731.4,
//! 104.4b), and no player is forced to take an action of their own to end it (731.5).
//!
//! The game remembers, for the current step, each activation of an ability that isn't a
//! mana ability, with a fingerprint of the game state it was activated in: what players can
//! see and what the rules read (every permanent's characteristics, status and counters, the
//! players' life, cards and mana, the stack), not the bookkeeping that grows with every
//! action (object numbers, timestamps, the list of effects). Only games that activate such
//! abilities pay for it, once per activation.

use std::hash::{Hash, Hasher};

use crate::action::Refusal;
use crate::event::EventKind;
use crate::game::{Game, ObjectId, PlayerId, Teams};
use crate::generated::rules;
use crate::{cite, rule};

/// The activations of the current step: who activated which ability in which state.
#[derive(Clone, Debug, Default)]
pub(crate) struct LoopWatch {
    /// The turn and step they were made in.
    step: Option<(u32, crate::turn::Step)>,
    /// Each one: the state's fingerprint, the player, the source and the ability's index.
    seen: Vec<Activation>,
    /// The states after each triggered ability that resolved since a player last did
    /// anything but pass priority, this step; with the limited range of influence option,
    /// each with the players who control the objects the next resolution, the one that left
    /// that state, involved, one bit each (none yet for the last).
    mandatory: Vec<(u64, u16)>,
    /// The turn and step `mandatory` is of.
    mandatory_step: Option<(u32, crate::turn::Step)>,
}

impl LoopWatch {
    /// A player did something other than pass priority: what follows is not a loop of
    /// mandatory actions.
    pub(crate) fn player_acted(&mut self) {
        if !self.mandatory.is_empty() {
            self.mandatory.clear();
        }
    }
}

/// One activation remembered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Activation {
    state: u64,
    player: PlayerId,
    source: ObjectId,
    ability: usize,
}

impl Game {
    /// Remembers that `player` activates the `ability`th ability of `source` now, if it is
    /// not a mana ability (731.3).
    pub(crate) fn note_activation(&mut self, player: PlayerId, source: ObjectId, ability: usize) {
        if self
            .activated_ability(source, ability)
            .is_none_or(|(_, a)| a.is_mana_ability)
        {
            return;
        }
        let state = self.fingerprint();
        let step = self.step_key();
        let watch = &mut self.loops;
        if watch.step != step {
            watch.step = step;
            watch.seen.clear();
        }
        watch.seen.push(Activation {
            state,
            player,
            source,
            ability,
        });
    }

    /// Refuses `player`'s activating the `ability`th ability of `source` if that would go
    /// round a fragmented loop again (731.3): they activated it before in this same game
    /// state, this step, other players took actions of their own since, and they are the
    /// active player, or the first player in turn order among those involved if the active
    /// player is not.
    #[rule("731.3")]
    pub(crate) fn check_fragmented_loop(
        &self,
        player: PlayerId,
        source: ObjectId,
        ability: usize,
    ) -> Result<(), Refusal> {
        let watch = &self.loops;
        if watch.step != self.step_key() {
            return Ok(());
        }
        let Some(first) = watch
            .seen
            .iter()
            .position(|a| a.player == player && a.source == source && a.ability == ability)
        else {
            return Ok(());
        };
        let since = &watch.seen[first..];
        let n = self.players.len();
        let involved: Vec<PlayerId> = (0..n)
            .map(|k| PlayerId((self.turn.active.0 + k) % n))
            .filter(|&p| since.iter().any(|a| a.player == p))
            .collect();
        if involved.len() < 2 || involved.first() != Some(&player) {
            return Ok(());
        }
        let now = self.fingerprint();
        if since
            .iter()
            .any(|a| a.player == player && a.source == source && a.ability == ability && a.state == now)
        {
            cite!("731.3");
            return Err(Refusal::by(
                &[rules::R731_3],
                "the game is back in a state it was in when you did this before: a fragmented loop, which you must break by making a different game choice",
            ));
        }
        Ok(())
    }

    /// A triggered ability resolved: if players have done nothing but pass priority since the
    /// game was last in this very state, this step, the game is in a loop of mandatory
    /// actions, and it is a draw (731.4, 104.4b); with the limited range of influence option,
    /// a draw for each player who controls an object involved in the loop and each player
    /// within their range, who leave the game while the others play on (801.16, 104.4f). An
    /// action a player could take to end it, with an object the loop doesn't involve, is never
    /// forced on them (731.5): passing priority stays legal throughout.
    #[rule("731.4", "731.5", "104.4b", "801.16", "104.4f")]
    pub(crate) fn after_mandatory_resolution(&mut self) {
        let state = self.fingerprint();
        let step = self.step_key();
        let involved = if self.range.is_some() {
            self.involved_in_resolution()
        } else {
            0
        };
        let watch = &mut self.loops;
        if watch.mandatory_step != step {
            watch.mandatory_step = step;
            watch.mandatory.clear();
        }
        if let Some((_, next)) = watch.mandatory.last_mut() {
            *next = involved;
        }
        let Some(first) = watch.mandatory.iter().position(|&(s, _)| s == state) else {
            watch.mandatory.push((state, 0));
            return;
        };
        cite!("731.5");
        if self.range.is_none() {
            cite!("104.4b");
            return self.end_in_a_draw(cite!("731.4"));
        }
        cite!("104.4f");
        // The resolutions from the state's first sight back to it: those that left each
        // state seen since.
        let in_loop = watch.mandatory[first..].iter().fold(0, |bits, &(_, b)| bits | b);
        watch.mandatory.clear();
        let players: Vec<PlayerId> = self
            .active_players()
            .map(|(p, _)| p)
            .filter(|&p| {
                (0..Teams::MAX_SEATS).any(|seat| in_loop >> seat & 1 == 1 && self.within_range(PlayerId(seat), p))
            })
            .collect();
        self.draw_for(&players, cite!("801.16"));
    }

    /// The players who control the objects the triggered ability that just resolved
    /// involved, one bit each: its source's, and those of the replacement effects that
    /// applied and the abilities that triggered as it resolved (801.16).
    fn involved_in_resolution(&self) -> u16 {
        let mut bits = 0u16;
        for event in self.recent.iter().rev() {
            let (EventKind::Resolved { source: id }
            | EventKind::Replaced { effect: id, .. }
            | EventKind::Triggered { source: id }) = event.kind
            else {
                continue;
            };
            // An inherent triggered ability has no source to have a controller (724.2), but
            // its resolution still ends the walk.
            let seat = (id != ObjectId::NONE).then(|| self.controller(id).0);
            if let Some(seat) = seat.filter(|&s| s < Teams::MAX_SEATS) {
                bits |= 1 << seat;
            }
            if matches!(event.kind, EventKind::Resolved { .. }) {
                break;
            }
        }
        bits
    }

    /// The turn and step now, which what the watch remembers is of.
    fn step_key(&self) -> Option<(u32, crate::turn::Step)> {
        Some((self.turn.number, self.turn.step))
    }

    /// A fingerprint of what the game state is, as players and rules see it: the step, each
    /// player's life, poison, mana and cards, each permanent's characteristics, controller,
    /// status, counters and damage, what is on the stack and the triggered abilities waiting
    /// to be put there.
    fn fingerprint(&self) -> u64 {
        let mut h = std::collections::hash_map::DefaultHasher::new();
        (self.turn.number, self.turn.step, self.turn.active, self.monarch).hash(&mut h);
        for p in &self.players {
            (p.life, p.poison_counters, &p.hand, &p.graveyard, p.library.len()).hash(&mut h);
            p.mana.hash(&mut h);
        }
        for &id in &self.battlefield {
            let o = self.obj(id);
            (
                id,
                self.chars(id),
                self.controller(id),
                o.tapped,
                o.counters,
                o.damage,
                o.attached_to,
            )
                .hash(&mut h);
        }
        for item in &self.stack {
            (item.source, item.controller, item.kind, &item.choices.targets).hash(&mut h);
        }
        for w in &self.waiting_triggers {
            (w.source, w.controller, w.kind, w.that, w.that_player, w.amount).hash(&mut h);
        }
        self.exile.hash(&mut h);
        h.finish()
    }
}
