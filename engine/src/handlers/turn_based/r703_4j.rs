//! 703.4j Immediately after the declare blockers step begins, the defending player declares
//! blockers (509.1).

use crate::game::{Game, PlayerId};
use crate::{cite, rule, Handled};

/// Performs 703.4j: the defending players are those attacked, or whose planeswalkers or
/// battles are (506.2): in a two-player game the active player's opponent; in a game of
/// shared team turns, Two-Headed Giant's (810.7), the players of a team one of whom is
/// (805.10a). Each, in APNAP
/// order (802.4), is asked to declare blockers when a creature of theirs could block;
/// otherwise none of their creatures blocks.
#[rule("703.4j", "506.2", "802.4", "805.10a", "810.7")]
pub fn perform(game: &mut Game) -> Handled {
    game.combat.proposed_blocks.clear();
    let defenders: Vec<PlayerId> = game
        .apnap()
        .filter(|&player| {
            game.combat
                .attackers
                .iter()
                .any(|a| game.blocks_for(player, game.defending_player(a.attacks)))
        })
        .collect();
    if defenders.is_empty() {
        return Handled::Done;
    }
    cite!("506.2");
    if game.two_headed_giant {
        // Two-Headed Giant uses the combat rules of shared team turns (810.7).
        cite!("805.10a");
        cite!("810.7");
    }
    game.combat.defenders = defenders;
    game.ask_next_defender();
    Handled::Done
}
