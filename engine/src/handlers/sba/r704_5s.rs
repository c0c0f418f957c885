//! 704.5s If the number of lore counters on a Saga permanent with one or more chapter abilities is greater than or equal to its final chapter number and it isn’t the source of a chapter ability that has triggered but not yet left the stack, that Saga’s controller sacrifices it. See rule 714, “Saga Cards.”

use crate::game::Game;
use crate::sba::SbaAction;
use crate::{cite, rule, Handled};

/// Checks 704.5s (714.4): a Saga with chapter abilities and at least as many lore counters as
/// its final chapter number, none of whose chapter abilities is waiting or on the stack, is
/// sacrificed by its controller.
#[rule("704.5s", "714.4")]
pub fn check(game: &Game, actions: &mut Vec<SbaAction>) -> Handled {
    if !game.sagas_possible {
        return Handled::Done;
    }
    for &id in &game.battlefield {
        if !game.is_saga(id) {
            continue;
        }
        let last = game.final_chapter_number(id);
        if last > 0 && game.obj(id).counters.lore >= u32::from(last) && !game.chapter_ability_pending(id) {
            cite!("714.4");
            actions.push(SbaAction::Sacrifice {
                object: id,
                rule: cite!("704.5s"),
            });
        }
    }
    Handled::Done
}
