//! Instructions that add mana (CR 106.1a, 106.3).

use crate::cards::mana::{ManaCost, ManaType};
use crate::cards::number::Number;
use crate::characteristics::Color;
use crate::cite;
use crate::game::Game;
use crate::midway::{About, Question};
use crate::stack::StackItem;

/// "Add one mana of any color": the color is asked as the ability resolves, one of the five
/// colors of mana (106.1a).
pub(super) fn add_mana_of_any_color(game: &mut Game, item: &StackItem) {
    let answer = game.ask(Question {
        player: item.controller,
        about: About::ManaColor { source: item.source },
    });
    if game.stopped_to_ask() {
        return;
    }
    let color = Color::ALL[answer.min(Color::ALL.len() - 1)];
    game.add_mana(item.controller, &ManaCost::one(ManaType::of(color)), cite!("106.1a"));
}

/// "Add {…}", `times` times (106.3).
pub(super) fn add_mana(game: &mut Game, item: &StackItem, mana: &ManaCost, times: Number) {
    for _ in 0..game.amount(times, item) {
        game.add_mana(item.controller, mana, cite!("106.3"));
    }
}
