//! 703.4b Immediately after the phasing action has been completed during the untap step, if the game has either the day or night designation, it checks to see whether that designation should change. If it’s neither day nor night, this check doesn’t happen. See rule 502.2.
//!
//! The check itself is `Game::check_day_night` (`day_night.rs`, 730.2).
use crate::game::Game;
use crate::{cite, rule, Handled};
/// Performs 703.4b: the untap step's day/night check, right after phasing.
#[rule("703.4b")]
pub fn perform(game: &mut Game) -> Handled {
    cite!("703.4b");
    game.check_day_night();
    Handled::Done
}
