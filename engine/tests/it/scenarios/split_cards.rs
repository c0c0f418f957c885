//! Scenarios of split cards (CR 709).

use engine::rule;

use crate::scenario::run;

/// The CR's example 1 of 709.4b: a split card's mana cost is its halves' combined, its colors
/// and mana value those of the sum; the spell of one half has only that half's (709.3b).
#[rule("709.4b", "709.3b")]
#[test]
fn r709_4b_example_1() {
    run("709/r709_4b_example_1.toml");
}

/// A split card is cast as one half, chosen first (709.3), and only that half is evaluated to
/// see whether it can be cast (709.3a).
#[rule("709.3", "709.3a")]
#[test]
fn r709_3a_only_the_chosen_half_is_evaluated() {
    run("709/r709_3a_only_the_chosen_half_is_evaluated.toml");
}

/// Off the stack a split card has its halves' characteristics combined (709.4): each card
/// type of either half (709.4c), which a count of card types in graveyards sees.
#[rule("709.4c", "709.4")]
#[test]
fn r709_4c_a_split_card_has_each_halfs_card_type() {
    run("709/r709_4c_a_split_card_has_each_halfs_card_type.toml");
}

/// The CR's example 2 of 709.4b: Jegantha, the Wellspring's companion condition sees a split
/// card's symbols separately, {1} twice in Fire // Ice; a deck holding it can't have Jegantha
/// as its companion, one holding Steam Augury can (103.2b).
#[rule("709.4b", "103.2b")]
#[test]
fn r709_4b_example_2() {
    run("709/r709_4b_example_2.toml");
}
