//! Scenarios of goad (CR 701.15), in Free-for-All games of three and four.

use engine::rule;

use crate::scenario::run;

/// A's Disrupt Decorum goads B's Grizzly Bears until A's next turn begins (701.15a).
#[rule("701.15a")]
#[test]
fn r701_15a_goad_ends_as_the_goaders_next_turn_begins() {
    run("701/r701_15a_goad_ends_as_the_goaders_next_turn_begins.toml");
}

/// A goaded creature must attack, and attack a player other than its goader (701.15b),
/// Disrupt Decorum goading it until its caster's next turn (701.15a): requirements a
/// declaration must obey (508.1d).
#[rule("701.15a", "701.15b", "508.1d")]
#[test]
fn r701_15b_a_goaded_creature_attacks_a_player_other_than_its_goader() {
    run("701/r701_15b_a_goaded_creature_attacks_a_player_other_than_its_goader.toml");
}

/// A creature goaded by two players has the requirements of each (701.15c).
#[rule("701.15c")]
#[test]
fn r701_15c_a_creature_goaded_by_two_players_attacks_a_third() {
    run("701/r701_15c_a_creature_goaded_by_two_players_attacks_a_third.toml");
}

/// The same player goading a creature again adds no requirement (701.15d).
#[rule("701.15d")]
#[test]
fn r701_15d_goading_a_creature_again_adds_no_requirement() {
    run("701/r701_15d_goading_a_creature_again_adds_no_requirement.toml");
}
