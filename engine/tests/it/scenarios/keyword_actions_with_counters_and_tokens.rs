//! Scenarios of keyword actions that put counters on a creature or create a token: adapt
//! (CR 701.46), bolster (701.39) and investigate (701.16).

use engine::rule;

use crate::scenario::run;

/// Aeromunculus adapts once: a second adapt finds a +1/+1 counter and does nothing
/// (701.46a).
#[rule("701.46a")]
#[test]
fn r701_46a_aeromunculus_adapts_once() {
    run("701/r701_46a_aeromunculus_adapts_once.toml");
}

/// Aven Tactician's bolster puts the counter on a creature with the least toughness, its
/// controller choosing among those tied (701.39a).
#[rule("701.39a")]
#[test]
fn r701_39a_aven_tactician_bolsters_a_creature_with_the_least_toughness() {
    run("701/r701_39a_aven_tactician_bolsters_a_creature_with_the_least_toughness.toml");
}

/// Thraben Inspector investigates: a Clue token, sacrificed for a card (701.16a).
#[rule("701.16a")]
#[test]
fn r701_16a_thraben_inspector_investigates() {
    run("701/r701_16a_thraben_inspector_investigates.toml");
}
