//! Scenarios of keyword abilities that change where or how a spell is cast (CR 702):
//! foretell (702.143).

use engine::rule;

use crate::scenario::run;

/// Foretell (702.143a–b, 116.2h): {2} exiles the card face down, seen only by its owner, as a
/// special action; it is cast from exile for its foretell cost, but not in the turn it was
/// foretold.
#[rule("702.143a", "702.143b", "116.2h")]
#[test]
fn r702_143a_mystic_reflection_foretold_then_cast_for_its_foretell_cost() {
    run("702/r702_143a_mystic_reflection_foretold_then_cast_for_its_foretell_cost.toml");
}

/// 116.2h: a card is foretold only during its owner's turn.
#[rule("116.2h")]
#[test]
fn r116_2h_foretell_only_during_your_turn() {
    run("702/r116_2h_foretell_only_during_your_turn.toml");
}
