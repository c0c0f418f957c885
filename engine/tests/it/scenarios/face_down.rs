//! Scenarios of face-down spells and permanents (CR 708).

use engine::rule;

use crate::scenario::run;

/// Ixidron turns the other nontoken creatures face down as it enters (614.1c): each becomes
/// a 2/2 face-down creature (708.2a); one already face down is left as it is (708.2b).
#[rule("708.2a", "708.2b", "614.1c")]
#[test]
fn r708_2a_ixidron_turns_the_other_nontoken_creatures_face_down() {
    run("708/r708_2a_ixidron_turns_the_other_nontoken_creatures_face_down.toml");
}

/// A face-down permanent can't be turned face down: with only a face-down creature beside
/// it, Ixidron turns nothing face down (708.2b).
#[rule("708.2b")]
#[test]
fn r708_2b_ixidron_does_not_turn_a_face_down_creature_face_down_again() {
    run("708/r708_2b_ixidron_does_not_turn_a_face_down_creature_face_down_again.toml");
}
