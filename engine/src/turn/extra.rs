//! Extra turns (CR 500.7) and who takes the next turn.

use crate::event::EventKind;
use crate::game::{Game, PlayerId};
use crate::{cite, rule};

impl Game {
    /// `player` will take an extra turn directly after this one (500.7). Of several, the most
    /// recently created is taken first.
    #[rule("500.7")]
    pub(crate) fn add_extra_turn(&mut self, player: PlayerId) {
        self.extra_turns.push(player);
        self.emit(cite!("500.7"), EventKind::ExtraTurnAdded { player });
    }

    /// Who takes the next turn. In a Grand Melee game, the holder of the next turn marker
    /// (807.4). Otherwise the player of the most recently created extra turn, if they are
    /// still in the game (500.7); or else the next player in turn order after the latest
    /// turn that wasn't an extra one, the turns of those who left in between skipped (800.4k).
    #[rule("500.7")]
    pub(crate) fn player_of_next_turn(&mut self) -> PlayerId {
        if self.grand_melee.is_some() {
            let extra = std::mem::take(&mut self.extra_turns);
            self.turn.extra_after = None;
            return self.next_grand_melee_turn(extra);
        }
        let order = self.turn.extra_after.unwrap_or(self.turn.active);
        while let Some(player) = self.extra_turns.pop() {
            if !self.players[player.0].has_lost {
                cite!("500.7");
                self.turn.extra_after = Some(order);
                return player;
            }
        }
        self.turn.extra_after = None;
        let next = self.next_to_take_a_turn(order);
        self.skip_turns_of_those_who_left(order, next);
        next
    }
}
