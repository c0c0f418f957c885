//! Scenarios of rolling a die (CR 706): Contact Other Plane's results table and Pixie
//! Guide's ignored roll, with the dice's results given (706.1b).

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
