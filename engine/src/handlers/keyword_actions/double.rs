//! 701.10 Double: of the kinds of doubling, a player's life total (701.10d). Doubling power
//! and toughness, counters and mana (701.10a–c, e–f) is not built yet; doubling damage is a
//! replacement effect (701.10g, `Instead::Double`).

use crate::game::{Game, PlayerId};
use crate::keywords::KeywordHooks;
use crate::{cite, rule, Handled};

/// Registers the engine hooks of 701.10. Not implemented yet: only 701.10d is.
#[rule("701.10", stub)]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Unimplemented
}

/// Doubles `player`'s life total: they gain or lose as much life as makes it twice what it is
/// now (701.10d), read as any effect reads it (their team's, in Two-Headed Giant, 810.9a).
#[rule("701.10d")]
pub(crate) fn double_life_total(game: &mut Game, player: PlayerId) {
    let life = game.life_total(player);
    match u32::try_from(life) {
        Ok(gain) => game.gain_life(player, gain, cite!("701.10d")),
        Err(_) => game.lose_life(player, life.unsigned_abs(), cite!("701.10d")),
    }
}
