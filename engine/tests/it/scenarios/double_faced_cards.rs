//! Scenarios of double-faced cards (CR 712), transforming them (701.27) and melding meld
//! cards (701.42).

use engine::rule;

use crate::scenario::run;

/// The CR's example of 712.18: a transformed permanent is the same object, and the effects
/// that applied to it still do.
#[rule("712.18", "701.27a")]
#[test]
fn r712_18_example_1() {
    run("712/r712_18_example_1.toml");
}

/// The CR's example 1 of 712.9: a Clone copying a back face isn't a double-faced card and
/// can't transform.
#[rule("712.9", "701.27c", "707.8", "707.2b")]
#[test]
fn r712_9_example_1() {
    run("712/r712_9_example_1.toml");
}

/// The CR's example 2 of 712.9: a double-faced card copying another creature still
/// transforms, and is still a copy.
#[rule("712.9", "701.27a")]
#[test]
fn r712_9_example_2() {
    run("712/r712_9_example_2.toml");
}

/// Graf Rats' meld ability: the two cards of a meld pair become one permanent with the
/// combined back faces' characteristics, its mana value the sum of the front faces'.
#[rule("701.42a", "712.8g", "712.4a")]
#[test]
fn r701_42a_graf_rats_and_midnight_scavengers_meld_into_chittering_host() {
    run("701/r701_42a_graf_rats_and_midnight_scavengers_meld_into_chittering_host.toml");
}

/// The CR's example of 712.21: a melded permanent dies as one creature and goes to the
/// graveyard as two cards.
#[rule("712.21", "712.21c")]
#[test]
fn r712_21_example_1() {
    run("712/r712_21_example_1.toml");
}

/// The CR's example 1 of 712.21c: a delayed ability that returns "that card" returns both
/// cards a melded permanent became.
#[rule("712.21c")]
#[test]
fn r712_21c_example_1() {
    run("712/r712_21c_example_1.toml");
}

/// The CR's example 2 of 712.21c: "return that card" of a dies trigger returns both cards a
/// melded permanent became.
#[rule("712.21c")]
#[test]
fn r712_21c_example_2() {
    run("712/r712_21c_example_2.toml");
}

/// The CR's example of 701.42c: a token copy of a meld card can't be melded, so what its
/// meld ability exiled stays in exile.
#[rule("701.42c", "701.42b")]
#[test]
fn r701_42c_example_1() {
    run("701/r701_42c_example_1.toml");
}

/// The CR's example of 712.21d: one replacement effect applied to a melded permanent leaving
/// the battlefield moves both its cards.
#[rule("712.21d", "616.1")]
#[test]
fn r712_21d_example_1() {
    run("712/r712_21d_example_1.toml");
}

/// The CR's example 3 of 712.21c: "you may exile that card" of a dies trigger is one choice,
/// acted on both cards a melded permanent became.
#[rule("712.21c")]
#[test]
fn r712_21c_example_3() {
    run("712/r712_21c_example_3.toml");
}

/// A meld card and a token copy of its partner can't be melded (701.42b).
#[rule("701.42b")]
#[test]
fn r701_42b_graf_rats_cant_meld_with_a_token_copy_of_midnight_scavengers() {
    run("701/r701_42b_graf_rats_cant_meld_with_a_token_copy_of_midnight_scavengers.toml");
}

/// A token copy of a melded permanent copies its combined back faces, with mana value 0
/// (712.8g).
#[rule("712.8g")]
#[test]
fn r712_8g_a_token_copy_of_chittering_host_has_mana_value_0() {
    run("712/r712_8g_a_token_copy_of_chittering_host_has_mana_value_0.toml");
}

/// The CR's example of 712.21b: the player whose Duplicant exiles Chittering Host chooses
/// which of its two cards is the last creature card exiled; Duplicant takes that card's
/// power, toughness and creature types (607.2a).
#[rule("712.21b", "607.2a")]
#[test]
fn r712_21b_example_1() {
    run("712/r712_21b_example_1.toml");
}

/// 712.21b, the other choice: with Graf Rats chosen as the card exiled last, Duplicant has
/// its power, toughness and creature type.
#[rule("712.21b", "607.2a")]
#[test]
fn r712_21b_duplicant_takes_graf_rats_when_its_controller_chooses_it_last() {
    run("712/r712_21b_duplicant_takes_graf_rats_when_its_controller_chooses_it_last.toml");
}

/// The CR's example of 712.13a: under Mycosynth Lattice and March of the Machines, Invasion
/// of Kylem would enter as a creature, so Mystic Reflection makes it enter as a copy of the
/// Clone that copies Bird Admirer (614.12); at night its daybound would have it enter
/// transformed (702.145b), but its back face is a sorcery, so it goes to the graveyard.
#[rule("712.13a", "702.145b", "614.12")]
#[test]
fn r712_13a_example_1() {
    run("712/r712_13a_example_1.toml");
}

/// A face-down double-faced permanent can't transform: of two Thraben Sentries, a spell
/// transforming each creature transforms only the face-up one (712.15a).
#[rule("712.15a", "701.27a")]
#[test]
fn r712_15a_a_face_down_double_faced_permanent_cannot_transform() {
    run("712/r712_15a_a_face_down_double_faced_permanent_cannot_transform.toml");
}

/// Double-faced permanents, melded or not, can't be turned face down: Ixidron turns the
/// Bears face down, not Bird Admirer or Graf Rats (712.16).
#[rule("712.16", "708.2a")]
#[test]
fn r712_16_ixidron_cannot_turn_double_faced_permanents_face_down() {
    run("712/r712_16_ixidron_cannot_turn_double_faced_permanents_face_down.toml");
}

/// A double-faced card in the graveyard has only its front face's characteristics (712.8a).
#[rule("712.8a")]
#[test]
fn r712_8a_a_dead_wing_shredder_is_bird_admirer_in_the_graveyard() {
    run("712/r712_8a_a_dead_wing_shredder_is_bird_admirer_in_the_graveyard.toml");
}

/// A double-faced card put onto the battlefield from exile enters front face up (712.14).
#[rule("712.14")]
#[test]
fn r712_14_flickerwisp_returns_serra_faithkeeper_as_invasion_of_dominaria() {
    run("712/r712_14_flickerwisp_returns_serra_faithkeeper_as_invasion_of_dominaria.toml");
}
