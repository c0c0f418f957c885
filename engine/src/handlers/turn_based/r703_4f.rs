//! 703.4f Immediately after a player’s precombat main phase begins, that player puts a lore counter on each Saga enchantment they control with one or more chapter abilities. In an Archenemy game, this happens after the archenemy’s scheme action. See rule 714, “Saga Cards.”

use crate::cards::effect::CounterKind;
use crate::game::Game;
use crate::turn::Step;
use crate::{cite, rule, Handled};

/// Performs 703.4f (714.3b): as the precombat main phase begins, the player whose turn it is
/// (each player of the team, in a game of shared team turns) puts a lore counter on each
/// Saga they control with one or more chapter abilities. It doesn't use the stack; the
/// chapter abilities it makes trigger wait for the next time a player would receive
/// priority.
#[rule("703.4f", "714.3b")]
pub fn perform(game: &mut Game) -> Handled {
    if !game.sagas_possible || game.turn.step != Step::PrecombatMain {
        return Handled::Done;
    }
    let sagas: Vec<_> = game
        .battlefield
        .iter()
        .copied()
        .filter(|&id| game.is_active(game.controller(id)) && game.is_saga(id) && game.final_chapter_number(id) > 0)
        .collect();
    for id in sagas {
        cite!("714.3b");
        game.add_counters_now(id, CounterKind::Lore, 1, cite!("703.4f"));
    }
    Handled::Done
}
