//! Scenarios of voting (CR 701.38): Council's Judgment's "will of the council".

use engine::rule;

use crate::scenario::run;

/// Each player votes in turn order from the caster, for a permanent on the list; those tied
/// for most votes are all exiled (701.38a–b).
#[rule("701.38a", "701.38b")]
#[test]
fn r701_38a_councils_judgment_exiles_both_permanents_tied_for_most_votes() {
    run("701/r701_38a_councils_judgment_exiles_both_permanents_tied_for_most_votes.toml");
}

/// Of three votes, the permanent with two is exiled, the one with one stays (701.38a).
#[rule("701.38a")]
#[test]
fn r701_38a_councils_judgment_exiles_only_the_permanent_with_the_most_votes() {
    run("701/r701_38a_councils_judgment_exiles_only_the_permanent_with_the_most_votes.toml");
}
