//! Scenarios of controlling another player (CR 722): Mindslaver.

use engine::rule;

use crate::scenario::run;

/// The CR's example of 722.4: the controller of a player sees that player's hand and the
/// face of their face-down creatures, from the start of the turn they control them (722.1).
#[rule("722.4", "722.1")]
#[test]
fn r722_4_example_1() {
    run("722/r722_4_example_1.toml");
}

/// The CR's example 1 of 722.5: the controller of a player casts that player's spells,
/// chooses their targets and makes their choices as they resolve; that player is still the
/// active player (722.3).
#[rule("722.5", "722.3")]
#[test]
fn r722_5_example_1() {
    run("722/r722_5_example_1.toml");
}

/// The CR's example 2 of 722.5: the controller of a player declares that player's attackers
/// and what each attacks, and divides their combat damage.
#[rule("722.5")]
#[test]
fn r722_5_example_2() {
    run("722/r722_5_example_2.toml");
}

/// The CR's example of 722.5a: the controller of a player pays that player's costs with that
/// player's resources: an additional cost of discarding, from that player's hand.
#[rule("722.5a")]
#[test]
fn r722_5a_example_1() {
    run("722/r722_5a_example_1.toml");
}

/// The CR's example of 722.5b: decisions no rule calls for stay the controlled player's own:
/// conceding, which they may do at any time (722.6).
#[rule("722.5b", "722.6")]
#[test]
fn r722_5b_example_1() {
    run("722/r722_5b_example_1.toml");
}

/// Player-controlling effects overwrite each other, the last created working (722.1a); one
/// giving a player control of themselves leaves them making their own decisions (722.9).
#[rule("722.1a", "722.9")]
#[test]
fn r722_1a_a_later_effect_replaces_an_earlier() {
    run("722/r722_1a_a_later_effect_replaces_an_earlier.toml");
}

/// A controlled player is controlled during the entire turn, and the effect ends as the next
/// turn begins (722.1).
#[rule("722.1")]
#[test]
fn r722_1_control_lasts_the_whole_turn() {
    run("722/r722_1_control_lasts_the_whole_turn.toml");
}
