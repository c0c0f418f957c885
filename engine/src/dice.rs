//! Rolling a die (CR 706): an effect's instruction to roll one, the rolls a player is
//! instructed to ignore, and results tables.
//!
//! Abilities that trigger on rolls ("whenever you roll one or more dice", "whenever you roll
//! a die's highest natural result") hear [`EventKind::RolledDie`], which an ignored roll
//! never makes (706.6).
//!
//! Not built yet: modifiers to a result (706.2; with none, the result is the natural result),
//! "roll again" (706.3c), more than one die at once and doubles (706.5), the planar die
//! (706.7) and stored results (706.8).

use crate::cards::resolved::DieRoll;
use crate::event::EventKind;
use crate::game::{Game, PlayerId};
use crate::stack::StackItem;
use crate::{cite, rule};

impl Game {
    /// Makes the next dice rolled in this game, after those loaded earlier, show `results`
    /// (their natural results, in this order) rather than the random generator's: the
    /// players rolled real dice, another method with the same equally likely outcomes
    /// (706.1b), and typed in what they showed; a scenario fixes its rolls this way. A result
    /// the die rolled can't show is passed over, and the roll's event says what counted.
    pub fn load_dice(&mut self, results: &[u32]) {
        self.rng.load(results);
    }

    /// `player` rolls one `sides`-sided die (706.1) and gets its result. For each permanent
    /// of theirs whose ability says "if you would roll one or more dice, instead roll that
    /// many dice plus one and ignore the lowest roll" (Pixie Guide), they roll one die more
    /// and ignore the lowest rolls: an ignored roll never happened (706.6), so it is logged
    /// apart from the roll that counts.
    #[rule("706.1", "706.6")]
    pub(crate) fn roll_die(&mut self, player: PlayerId, sides: u32) -> u32 {
        let extra = self
            .permanents_with(|c| c == player, |card| card.rolls_extra_die)
            .count();
        let mut rolls: Vec<u32> = (0..=extra).map(|_| self.rng.roll(sides)).collect();
        rolls.sort_unstable();
        let result = rolls[extra];
        for &natural in &rolls[..extra] {
            self.emit(cite!("706.6"), EventKind::IgnoredRoll { player, sides, natural });
        }
        self.emit(
            cite!("706.1a"),
            EventKind::RolledDie {
                player,
                sides,
                natural: result,
            },
        );
        result
    }
}

/// "Roll a dN" as `item` resolves: its controller rolls. With a results table (706.3), the
/// row the result falls in happens, if any (706.3a), as part of the same ability (706.3b):
/// its controller and targets are the ability's. Without one, the instructions after it use
/// the result as they say ("the result", 706.4).
#[rule("706.3", "706.3a", "706.3b", "706.4")]
pub(crate) fn roll(game: &mut Game, item: &StackItem, roll: &DieRoll) {
    let result = game.roll_die(item.controller, roll.sides);
    game.rolled = result;
    if let Some(row) = roll.table.iter().find(|row| (row.from..=row.to).contains(&result)) {
        for effect in &row.then {
            game.perform_effect(effect, item);
        }
    }
}
