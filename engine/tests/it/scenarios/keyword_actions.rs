//! Scenarios of the keyword actions of CR 701 that name the game's basic actions: activate
//! (701.2), cast (701.5), create (701.7) and play (701.18).

use engine::rule;

use crate::scenario::run;

/// Only Prodigal Sorcerer's controller activates its ability (701.2a).
#[rule("701.2a")]
#[test]
fn r701_2a_only_its_controller_activates_prodigal_sorcerer() {
    run("701/r701_2a_only_its_controller_activates_prodigal_sorcerer.toml");
}

/// Casting the card Grizzly Bears takes it from the hand to the stack and pays its cost
/// (701.5a–b).
#[rule("701.5a", "701.5b")]
#[test]
fn r701_5a_grizzly_bears_is_cast_from_the_hand_onto_the_stack_its_cost_paid() {
    run("701/r701_5a_grizzly_bears_is_cast_from_the_hand_onto_the_stack_its_cost_paid.toml");
}

/// Creating two Soldiers puts two tokens onto the battlefield (701.7a).
#[rule("701.7a")]
#[test]
fn r701_7a_raise_the_alarm_creates_two_soldiers_on_the_battlefield() {
    run("701/r701_7a_raise_the_alarm_creates_two_soldiers_on_the_battlefield.toml");
}

/// Playing a land puts it onto the battlefield without the stack (701.18a).
#[rule("701.18a")]
#[test]
fn r701_18a_playing_a_forest_puts_it_onto_the_battlefield_without_the_stack() {
    run("701/r701_18a_playing_a_forest_puts_it_onto_the_battlefield_without_the_stack.toml");
}
