//! Leaving the game (CR 800.4): what leaves with a player of a multiplayer game, and what
//! stays.

use crate::action::Decision;
use crate::continuous::Modification;
use crate::event::EventKind;
use crate::game::{Game, ObjectId, PlayerId, Zone};
use crate::{cite, rule};

impl Game {
    /// `player` has left a game that goes on without them (800.4). As they leave, every
    /// object they own leaves the game (800.4a), wherever it is; then the effects that give
    /// them control of objects or players end; then the abilities and copies of spells they
    /// controlled on the stack cease to exist; then what they still control is exiled.
    /// Their triggered abilities waiting to be put on the stack, and their delayed ones,
    /// never will be (800.4d). The monarch passes the designation on as they leave (724.4).
    pub(crate) fn remove_from_game(&mut self, player: PlayerId) {
        if self.monarch == Some(player) {
            crate::monarch::leaves(self, player);
        }
        self.owned_objects_leave(player);
        self.end_control_of(player);
        self.stack_objects_cease(player);
        self.exile_what_they_control(player);
        self.drop_triggers_of(player);
        if self.grand_melee.is_some() {
            self.turn_markers_after_leaving(player);
        }
    }

    /// Every object `player` owns leaves the game, from every zone (800.4a).
    #[rule("800.4a")]
    fn owned_objects_leave(&mut self, player: PlayerId) {
        let owned: Vec<ObjectId> = (0..self.objects.len() as u32)
            .map(ObjectId)
            .filter(|&id| {
                let o = self.obj(id);
                !o.gone && o.owner == player
            })
            .collect();
        let mut left = Vec::with_capacity(owned.len());
        for id in owned {
            if self.set_aside(id) {
                left.push(id);
            }
        }
        self.emit(
            cite!("800.4a"),
            EventKind::LeftGame {
                player,
                objects: left.into_boxed_slice(),
            },
        );
    }

    /// The effects that give `player` control of objects end, and so does their control of
    /// other players (800.4a).
    #[rule("800.4a")]
    fn end_control_of(&mut self, player: PlayerId) {
        let sources = self.end_effects(|e| {
            e.controller == player && e.modifications.iter().any(|m| matches!(m, Modification::GainControl))
        });
        if !sources.is_empty() {
            self.emit(cite!("800.4a"), EventKind::EffectsEnded { sources });
        }
        for p in &mut self.players {
            if p.controlled_by == Some(player) {
                p.controlled_by = None;
            }
            if p.controlled_next_turn == Some(player) {
                p.controlled_next_turn = None;
            }
        }
        self.settle_continuous();
    }

    /// The objects `player` controls on the stack that no card represents cease to exist
    /// (800.4a): their abilities. (Their copies of spells have left already: a copy is owned
    /// by the player under whose control it was put on the stack, 707.10a.)
    #[rule("800.4a")]
    fn stack_objects_cease(&mut self, player: PlayerId) {
        let mut ceased = Vec::new();
        self.stack
            .retain(|item| match (item.controller == player, item.object) {
                (true, None) => {
                    ceased.push(item.source);
                    false
                }
                _ => true,
            });
        for source in ceased {
            self.emit(cite!("800.4a"), EventKind::AbilityCeased { source });
        }
    }

    /// What `player` still controls, on the battlefield or the stack, is exiled (800.4a).
    #[rule("800.4a")]
    fn exile_what_they_control(&mut self, player: PlayerId) {
        let spells = self
            .stack
            .iter()
            .filter(|item| item.controller == player)
            .filter_map(|item| item.object);
        let permanents = self
            .battlefield
            .iter()
            .copied()
            .filter(|&id| self.controller(id) == player);
        let controlled: Vec<ObjectId> = spells.chain(permanents).collect();
        for id in controlled {
            self.move_object(id, Zone::Exile, crate::game::Position::Top, cite!("800.4a"));
        }
    }

    /// An effect that gave a player still in the game control of `permanent` has ended, and
    /// the player who controls it by default has left the game: it is exiled, as soon as
    /// the effect ends (800.4c).
    #[rule("800.4c")]
    pub(crate) fn exile_what_a_departed_player_controls(&mut self, permanent: ObjectId) {
        self.move_object(permanent, Zone::Exile, crate::game::Position::Top, cite!("800.4c"));
    }

    /// `player`'s triggered abilities, waiting or delayed, are never put on the stack
    /// (800.4d).
    #[rule("800.4d")]
    fn drop_triggers_of(&mut self, player: PlayerId) {
        let before = self.waiting_triggers.len() + self.delayed.len();
        self.waiting_triggers.retain(|w| w.controller != player);
        self.delayed.retain(|d| d.controller != player);
        match before - self.waiting_triggers.len() - self.delayed.len() {
            0 => {}
            dropped => self.emit(
                cite!("800.4d"),
                EventKind::TriggersDropped {
                    player,
                    count: dropped as u32,
                },
            ),
        }
    }

    /// The turns of the players who left between `from`'s turn and `to`'s, in turn order,
    /// don't begin (800.4k); their effects that last until their next turn end as those
    /// turns would have begun (800.4m).
    #[rule("800.4k", "800.4m")]
    pub(crate) fn skip_turns_of_those_who_left(&mut self, from: PlayerId, to: PlayerId) {
        let n = self.players.len();
        let mut seat = PlayerId((from.0 + 1) % n);
        while seat != to {
            // A teammate whose team's turn it was took it (805.4) and has left nothing.
            if self.players[seat.0].has_lost {
                cite!("800.4k");
                self.end_until_next_turn(seat, cite!("800.4m"));
            }
            seat = PlayerId((seat.0 + 1) % n);
        }
    }

    /// The decision pending for `player`, who has just left, is no longer theirs to make. If
    /// it was priority, priority passes to the next player still in the game (800.4a), who
    /// receives it as anyone does: state-based actions are checked first (117.5). Any other
    /// decision goes to whoever the game asks next.
    #[rule("800.4a")]
    pub(crate) fn hand_on_decision_of(&mut self, player: PlayerId) {
        let Some(pending) = self.pending.filter(|p| p.player == player) else {
            return;
        };
        if self.choose_another_chooser(player) {
            return;
        }
        self.pending = None;
        self.turn.priority = self.next_player(player);
        if pending.decision == Decision::Priority {
            self.flow = crate::turn::Flow::GivePriority;
        }
        self.advance();
    }

    /// Whether a token may be created under `player`'s control: not once they have left the
    /// game (800.4b; "that creature's controller creates a token" for a creature whose
    /// controller left, Genesis Chamber).
    #[rule("800.4b")]
    pub(crate) fn may_create_tokens_for(&self, player: PlayerId) -> bool {
        let left = self.players[player.0].has_lost;
        if left {
            cite!("800.4b");
        }
        !left
    }
}
