//! Scenarios of keyword abilities that work from the hand (CR 702): cycling and typecycling
//! (702.29), transmute (702.53), reinforce (702.77).

use engine::rule;

use crate::scenario::run;

/// Gempalm Strider is cycled while Leyline of the Void exiles it instead: its "when you
/// cycle" ability triggers from exile.
#[rule("702.29c", "702.29a")]
#[test]
fn r702_29c_a_cycled_card_exiled_instead_still_triggers() {
    run("702/r702_29c_a_cycled_card_exiled_instead_still_triggers.toml");
}

/// Typecycling: Chartooth Cougar's mountaincycling finds a Mountain, and is cycling
/// (702.29e, 702.29f).
#[rule("702.29e", "702.29f")]
#[test]
fn r702_29e_chartooth_cougar_mountaincycles_for_a_mountain() {
    run("702/r702_29e_chartooth_cougar_mountaincycles_for_a_mountain.toml");
}

/// Basic landcycling finds a basic land card only (702.29e).
#[rule("702.29e")]
#[test]
fn r702_29e_ash_barrens_basic_landcycling_finds_only_a_basic_land() {
    run("702/r702_29e_ash_barrens_basic_landcycling_finds_only_a_basic_land.toml");
}

/// Reinforce: from the hand, "[cost], Discard this card: Put N +1/+1 counters on target
/// creature", at instant speed; not from the battlefield (702.77a).
#[rule("702.77a")]
#[test]
fn r702_77a_burrenton_bombardier_reinforces_a_bear_from_the_hand() {
    run("702/r702_77a_burrenton_bombardier_reinforces_a_bear_from_the_hand.toml");
}

/// Flameblade Adept's "whenever you cycle or discard a card" triggers once for a cycled card.
#[rule("702.29d")]
#[test]
fn r702_29d_cycling_triggers_cycle_or_discard_once() {
    run("702/r702_29d_cycling_triggers_cycle_or_discard_once.toml");
}

/// Transmute: from the hand, only as a sorcery, "[cost], Discard this card: Search your
/// library for a card with the same mana value as the discarded card" (702.53a).
#[rule("702.53a")]
#[test]
fn r702_53a_drift_of_phantasms_transmutes_for_a_three_mana_card() {
    run("702/r702_53a_drift_of_phantasms_transmutes_for_a_three_mana_card.toml");
}
