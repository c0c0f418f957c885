//! 701.10 Double: a creature's power and toughness (701.10a–c; tripling it, 701.11, is in
//! `triple.rs`), a player's life total (701.10d), the counters of a kind on a permanent
//! (701.10e), the mana of each type in a player's mana pool (701.10f); doubling damage is a
//! replacement effect (701.10g, `Instead::Double`).

use rules_data::RuleId;

use crate::cards::effect::CounterKind;
use crate::cards::mana::{ManaCost, ManaType};
use crate::cards::resolved::Affected;
use crate::game::{Game, PlayerId};
use crate::keywords::KeywordHooks;
use crate::stack::StackItem;
use crate::{cite, rule, Handled};

/// Reports doubling as implemented: the instructions that double are effects of the cards
/// that say so ([`double_power`], [`double_life_total`], [`double_counters`],
/// [`double_mana`]).
#[rule("701.10")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// Doubles the power, and with `and_toughness` the toughness, of each creature `what` stands
/// for, until end of turn: a continuous effect that modifies them and doesn't set them
/// (701.10a, 613.4c), +X/+0 where X is its power as the spell or ability resolves, +X/+Y with
/// Y its toughness (701.10b); a power or toughness less than 0 makes it -X/-0 or -0/-X of its
/// difference from 0 (701.10c), the rule the change is logged with.
#[rule("701.10a", "701.10b", "701.10c")]
pub(crate) fn double_power(game: &mut Game, item: &StackItem, what: Affected, and_toughness: bool) {
    add_multiple_of_power(game, item, what, 1, and_toughness, |negative| {
        cite!("701.10a");
        match negative {
            true => cite!("701.10c"),
            false => cite!("701.10b"),
        }
    });
}

/// Each creature `what` stands for gets `multiple` times its power as it is now (and its
/// toughness, with `and_toughness`) until end of turn: what doubling (once more) and tripling
/// (twice more) do, a negative change for a negative power or toughness. `rule` names the rule
/// the change is logged with, told whether either part of it is negative.
#[rule("701.10b", "701.11b")]
pub(super) fn add_multiple_of_power(
    game: &mut Game,
    item: &StackItem,
    what: Affected,
    multiple: i32,
    and_toughness: bool,
    rule: impl Fn(bool) -> RuleId,
) {
    for id in game.affected(what, item) {
        if !game.is_creature(id) {
            continue;
        }
        let toughness = if and_toughness { game.toughness(id) } else { 0 };
        let (power, toughness) = (multiple * game.power(id), multiple * toughness);
        let rule = rule(power < 0 || toughness < 0);
        game.pump_until_end_of_turn(id, power, toughness, rule);
    }
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

/// Doubles the number of `kind` counters on each permanent `what` stands for: it gets as many
/// more as it has (701.10e), put on it as any counters are, so replacement effects apply
/// (614.16: Hardened Scales).
#[rule("701.10e")]
pub(crate) fn double_counters(game: &mut Game, item: &StackItem, kind: CounterKind, what: Affected) {
    for id in game.affected(what, item) {
        let count = game.obj(id).counters.of(kind);
        game.add_counters(id, kind, count, cite!("701.10e"));
    }
}

/// Doubles the amount of each type of mana in `player`'s mana pool: they add as much of each
/// type as they have (701.10f).
#[rule("701.10f")]
pub(crate) fn double_mana(game: &mut Game, player: PlayerId) {
    let pool = &game.players[player.0].mana;
    let mut more = ManaCost::default();
    for t in ManaType::ALL {
        more.colored[t as usize] = u8::try_from(pool.amounts[t as usize]).unwrap_or(u8::MAX);
    }
    game.add_mana(player, &more, cite!("701.10f"));
}
