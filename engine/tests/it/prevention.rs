//! Prevention effects (615), regeneration (701.19) and indestructible (702.12): their
//! scenarios.

use engine::rule;

use crate::scenario::run;

/// Mending Hands cast in response to Lightning Bolt prevents its damage; cast after Shock has resolved, it is too late.
#[rule("615.4", "615.7")]
#[test]
fn r615_4_example_1() {
    run("615/r615_4_example_1.toml");
}

/// Daunting Defender: Pyroclasm deals 1 damage to each Cleric its controller controls and 2 to the others.
#[rule("615.10")]
#[test]
fn r615_10_example_1() {
    run("615/r615_10_example_1.toml");
}

/// Drudge Skeletons, regenerated, is dealt lethal damage by Shock: 704.5g's destruction is replaced: damage removed, tapped.
#[rule("701.19a")]
#[test]
fn r701_19a_regeneration_replaces_destruction_by_lethal_damage() {
    run("701/r701_19a_regeneration_replaces_destruction_by_lethal_damage.toml");
}

/// Drudge Skeletons, regenerated, gets -2/-2 from Disfigure: put into the graveyard (704.5f), not destroyed, so the shield does nothing.
#[rule("701.19a", "704.5f")]
#[test]
fn r701_19a_regeneration_does_not_save_a_creature_with_0_toughness() {
    run("701/r701_19a_regeneration_does_not_save_a_creature_with_0_toughness.toml");
}

/// Wrath of God's creatures can't be regenerated: Drudge Skeletons' shield does not apply.
#[rule("701.19c")]
#[test]
fn r701_19c_wrath_of_god_destroys_a_regenerated_creature() {
    run("701/r701_19c_wrath_of_god_destroys_a_regenerated_creature.toml");
}

/// Murder can't destroy Darksteel Myr: it stays on the battlefield.
#[rule("702.12b", "702.12")]
#[test]
fn r702_12b_darksteel_myr_is_not_destroyed_by_murder() {
    run("702/r702_12b_darksteel_myr_is_not_destroyed_by_murder.toml");
}

/// Lightning Bolt deals 3 damage to Darksteel Myr (0/1): it keeps the damage and stays; 704.5g ignores it.
#[rule("702.12b", "704.5g")]
#[test]
fn r702_12b_darksteel_myr_ignores_lethal_damage() {
    run("702/r702_12b_darksteel_myr_ignores_lethal_damage.toml");
}

/// Disfigure makes Darksteel Myr -2/-1: indestructible does not stop 704.5f, which puts it into the graveyard.
#[rule("702.12b", "704.5f")]
#[test]
fn r702_12b_darksteel_myr_dies_to_minus_x() {
    run("702/r702_12b_darksteel_myr_dies_to_minus_x.toml");
}

/// Fog, cast during declare attackers, prevents the Bears' combat damage to B; Lightning Bolt's damage afterwards is dealt.
#[rule("615.1a")]
#[test]
fn r615_1a_fog_prevents_combat_damage_only() {
    run("615/r615_1a_fog_prevents_combat_damage_only.toml");
}

/// Typhoid Rats' deathtouch damage, lethal too, to a regenerated Drudge Skeletons: one
/// destruction (704.3), one shield.
#[rule("701.19a", "704.3")]
#[test]
fn r701_19a_one_shield_against_lethal_deathtouch_damage() {
    run("701/r701_19a_one_shield_against_lethal_deathtouch_damage.toml");
}

/// Samite Healer and then Mending Hands shield Grizzly Bears; A has Mending Hands' shield prevent all of Shock's 2 damage, and the Healer's shield stays unused.
#[rule("615.7", "616.1")]
#[test]
fn r615_7_mending_hands_prevents_all_of_a_shock_beside_samite_healers_shield() {
    run("615/r615_7_mending_hands_prevents_all_of_a_shock_beside_samite_healers_shield.toml");
}

/// Drudge Skeletons attacks with a shield; Youthful Knight's first-strike damage destroys it, it regenerates and leaves combat, so it deals no regular damage.
#[rule("701.19a")]
#[test]
fn r701_19a_a_regenerated_attacker_is_removed_from_combat() {
    run("701/r701_19a_a_regenerated_attacker_is_removed_from_combat.toml");
}

/// Drudge Skeletons' shield made in A's turn is gone in B's: Murder destroys it.
#[rule("701.19a", "514.2")]
#[test]
fn r701_19a_a_regeneration_shield_ends_with_the_turn() {
    run("701/r701_19a_a_regeneration_shield_ends_with_the_turn.toml");
}

/// Murder in response to Drudge Skeletons' regeneration ability: the ability resolves after the Skeletons died and makes no shield.
#[rule("701.19a", "400.7")]
#[test]
fn r701_19a_no_shield_for_a_creature_that_is_gone() {
    run("701/r701_19a_no_shield_for_a_creature_that_is_gone.toml");
}

/// A shield of 1 on a creature blocked by Typhoid Rats and Grizzly Bears: its controller
/// chooses the Rats' deathtouch damage, and the creature survives.
#[rule("615.7")]
#[test]
fn r615_7_the_shield_prevents_the_deathtouch_damage_its_controller_chooses() {
    run("615/r615_7_the_shield_prevents_the_deathtouch_damage_its_controller_chooses.toml");
}

/// The other choice: 1 of the Bears' damage is prevented, and the Rats' deathtouch destroys.
#[rule("615.7")]
#[test]
fn r615_7_the_shield_prevents_1_of_the_bears_damage_and_deathtouch_destroys() {
    run("615/r615_7_the_shield_prevents_1_of_the_bears_damage_and_deathtouch_destroys.toml");
}
