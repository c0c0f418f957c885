//! Scenarios of doubling (CR 701.10: a creature's power and toughness, a life total,
//! counters, mana) and tripling (701.11).

use engine::rule;

use crate::scenario::run;

/// Unleash Fury doubles a creature's power as it resolves, until end of turn (701.10a,
/// 701.10b).
#[rule("701.10a", "701.10b")]
#[test]
fn r701_10b_unleash_fury_doubles_a_creatures_power() {
    run("701/r701_10b_unleash_fury_doubles_a_creatures_power.toml");
}

/// Doubling a negative power lowers it (701.10c), while the toughness doubles.
#[rule("701.10c")]
#[test]
fn r701_10c_doubling_a_negative_power_lowers_it() {
    run("701/r701_10c_doubling_a_negative_power_lowers_it.toml");
}

/// Doubling a life total below 0 makes it twice as far below: the player loses life (701.10d).
#[rule("701.10d")]
#[test]
fn r701_10d_doubling_a_negative_life_total_loses_life() {
    run("701/r701_10d_doubling_a_negative_life_total_loses_life.toml");
}

/// Kalonian Hydra doubles the +1/+1 counters on each creature its controller controls
/// (701.10e).
#[rule("701.10e")]
#[test]
fn r701_10e_kalonian_hydra_doubles_the_counters_on_each_creature() {
    run("701/r701_10e_kalonian_hydra_doubles_the_counters_on_each_creature.toml");
}

/// Doubling Cube doubles the amount of each type of mana in its controller's pool (701.10f).
#[rule("701.10f")]
#[test]
fn r701_10f_doubling_cube_doubles_each_type_of_mana() {
    run("701/r701_10f_doubling_cube_doubles_each_type_of_mana.toml");
}

/// Tripling a creature's power gives it twice its power more (701.11a, 701.11b).
#[rule("701.11a", "701.11b")]
#[test]
fn r701_11b_tripling_a_creatures_power() {
    run("701/r701_11b_tripling_a_creatures_power.toml");
}

/// Tripling a negative power lowers it by twice its difference from 0 (701.11c).
#[rule("701.11c")]
#[test]
fn r701_11c_tripling_a_negative_power_lowers_it() {
    run("701/r701_11c_tripling_a_negative_power_lowers_it.toml");
}
