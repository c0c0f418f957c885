//! Scenarios of amass (CR 701.47).

use engine::rule;

use crate::scenario::run;

/// Lazotep Reaver's "amass 1" is "amass Zombies 1" (701.47d): the first creates a Zombie
/// Army with a counter, the second grows it (701.47a).
#[rule("701.47a", "701.47d")]
#[test]
fn r701_47a_lazotep_reaver_creates_an_army_then_grows_it() {
    run("701/r701_47a_lazotep_reaver_creates_an_army_then_grows_it.toml");
}

/// With two Armies the controller chooses; the chosen one becomes the amass's subtype too
/// (701.47a).
#[rule("701.47a")]
#[test]
fn r701_47a_amass_chooses_an_army_which_becomes_the_subtype_too() {
    run("701/r701_47a_amass_chooses_an_army_which_becomes_the_subtype_too.toml");
}
