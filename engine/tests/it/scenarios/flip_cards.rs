//! Scenarios of flip cards (CR 710).

use engine::rule;

use crate::scenario::run;

/// The CR's example of 710.2: a flip card has its normal characteristics until its
/// permanent flips (a search for a legendary card doesn't find it, an effect on legendary
/// creatures doesn't apply to it), then its flipped half's, with the card's mana cost and
/// colors.
#[rule("710.2", "710.1b", "710.1c")]
#[test]
fn r710_2_example_1() {
    run("710/r710_2_example_1.toml");
}

/// Flipping is one-way (710.4): a flipped permanent doesn't flip again, and one that isn't a
/// flip card doesn't flip.
#[rule("710.4")]
#[test]
fn r710_4_flipping_is_one_way() {
    run("710/r710_4_flipping_is_one_way.toml");
}

/// A flipped permanent that leaves the battlefield forgets it (710.4): its card is its normal
/// self in the new zone and enters unflipped.
#[rule("710.4", "710.2")]
#[test]
fn r710_4_a_flipped_permanent_that_leaves_forgets_it() {
    run("710/r710_4_a_flipped_permanent_that_leaves_forgets_it.toml");
}

/// Only a permanent flips (710.4): a flip card that died is a card in a graveyard as its
/// ability to flip it resolves, and doesn't flip.
#[rule("710.4")]
#[test]
fn r710_4_a_flip_card_that_died_does_not_flip() {
    run("710/r710_4_a_flip_card_that_died_does_not_flip.toml");
}

/// A copy of an unflipped flip card flips with the ability it copied (710.2): its copiable
/// values, as modified by its flipped status, are the flip card's flipped half's (707.3).
#[rule("710.2", "707.3")]
#[test]
fn r710_2_a_copy_of_a_flip_card_flips_into_its_half() {
    run("710/r710_2_a_copy_of_a_flip_card_flips_into_its_half.toml");
}
