//! Scenarios of rolling a die (CR 706), with the dice's results given (706.1b): Contact
//! Other Plane's results table, Netherese Puzzle-Ward's roll without one, Pixie Guide's
//! ignored roll, and Brazen Dwarf's and the Puzzle-Ward's abilities that trigger on rolls.

use engine::rule;

use crate::scenario::run;

/// The row the result falls in happens, and no other; an opponent's Pixie Guide doesn't
/// change the roll (706.3a, 706.1a).
#[rule("706.3a", "706.1a")]
#[test]
fn r706_3a_contact_other_plane_draws_two_on_a_3() {
    run("706/r706_3a_contact_other_plane_draws_two_on_a_3.toml");
}

/// A die rolled by hand (706.1b) shows 17: the 10–19 row, scry 2 then draw two, as part of
/// the one ability (706.1, 706.3, 706.3a, 706.3b).
#[rule("706.1", "706.1b", "706.3", "706.3a", "706.3b")]
#[test]
fn r706_3a_contact_other_plane_scries_2_then_draws_two_on_a_17() {
    run("706/r706_3a_contact_other_plane_scries_2_then_draws_two_on_a_17.toml");
}

/// Pixie Guide: two dice, the lower ignored as if never rolled (706.6).
#[rule("706.6")]
#[test]
fn r706_6_pixie_guide_rolls_one_die_more_and_ignores_the_lowest() {
    run("706/r706_6_pixie_guide_rolls_one_die_more_and_ignores_the_lowest.toml");
}

/// Netherese Puzzle-Ward's roll has no results table: its text scries the result (706.4).
#[rule("706.4")]
#[test]
fn r706_4_netherese_puzzle_ward_scries_the_result() {
    run("706/r706_4_netherese_puzzle_ward_scries_the_result.toml");
}

/// Of two d4s both showing 4, the one ignored triggers nothing: Brazen Dwarf and Perfect
/// Illumination trigger once (706.6).
#[rule("706.6")]
#[test]
fn r706_6_an_ignored_roll_triggers_nothing() {
    run("706/r706_6_an_ignored_roll_triggers_nothing.toml");
}
