//! 703.4q As each step or phase ends, any unspent mana left in a player's mana pool empties
//! (500.5).

use crate::event::EventKind;
use crate::game::{Game, PlayerId};
use crate::{cite, rule, Handled};

/// Performs 703.4q.
#[rule("703.4q", "500.5")]
pub fn perform(game: &mut Game) -> Handled {
    for i in 0..game.players.len() {
        if !game.players[i].mana.is_empty() {
            game.players[i].mana = Default::default();
            game.emit(cite!("500.5"), EventKind::ManaEmptied { player: PlayerId(i) });
        }
    }
    Handled::Done
}
