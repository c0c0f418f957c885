//! Devotion (CR 700.5): the mana symbols of one or more colors among the mana costs of the
//! permanents a player controls, plus what effects that modify devotion add. The layer
//! system works it out where a static ability whose condition reads it begins (613.6): by
//! then copy, control and text-changing effects have applied and nothing that reads
//! devotion has (700.5a).

use super::filter::Candidate;
use crate::characteristics::ColorSet;
use crate::game::{Game, PlayerId, Zone};
use crate::rule;

/// `player`'s devotion to `colors` among `objects`, as the layers have them so far: the
/// symbols of those colors in the mana costs of the permanents they control (700.5), plus
/// each increase a permanent of theirs has ("your devotion to each color and each
/// combination of colors is increased by one": Altar of the Pantheon), as long as it has
/// the printed ability that says so (700.5a).
#[rule("700.5", "700.5a")]
pub(super) fn devotion<'a>(
    game: &Game,
    objects: impl Iterator<Item = Candidate<'a>>,
    player: PlayerId,
    colors: ColorSet,
) -> u32 {
    objects
        .filter(|c| c.zone == Zone::Battlefield && c.controller == player)
        .map(|c| {
            let symbols = c.chars.mana_cost.map_or(0, |cost| cost.symbols_of(colors));
            let increase = c
                .chars
                .abilities
                .printed
                .map_or(0, |card| game.pool.get(card).devotion_increase);
            symbols + increase
        })
        .sum()
}
