//! Scenarios of keyword actions that put +1/+1 counters on the permanent doing them:
//! monstrosity (CR 701.37) and explore (701.44).

use engine::rule;

use crate::scenario::run;

/// Nessian Asp's monstrosity gives it its counters once, and it stays monstrous (701.37a,
/// 701.37b).
#[rule("701.37a", "701.37b")]
#[test]
fn r701_37a_nessian_asp_becomes_monstrous_once() {
    run("701/r701_37a_nessian_asp_becomes_monstrous_once.toml");
}

/// A Nessian Asp that left before its monstrosity resolved gets nothing and doesn't become
/// monstrous: only permanents can (701.37b).
#[rule("701.37b")]
#[test]
fn r701_37b_a_nessian_asp_that_died_doesnt_become_monstrous() {
    run("701/r701_37b_a_nessian_asp_that_died_doesnt_become_monstrous.toml");
}

/// Merfolk Branchwalker explores: a land goes to the hand; any other card gives it a counter
/// and may go to the graveyard (701.44a).
#[rule("701.44a")]
#[test]
fn r701_44a_merfolk_branchwalker_explores() {
    run("701/r701_44a_merfolk_branchwalker_explores.toml");
}

/// A Merfolk Branchwalker that died before its trigger resolved still explores, its
/// controller known as it last existed (701.44c).
#[rule("701.44c")]
#[test]
fn r701_44c_a_branchwalker_that_died_still_explores() {
    run("701/r701_44c_a_branchwalker_that_died_still_explores.toml");
}
