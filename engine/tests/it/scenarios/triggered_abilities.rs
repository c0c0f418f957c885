//! Scenarios of triggered abilities (CR 603).

use engine::rule;

use crate::scenario::run;

/// Elvish Visionary's enters ability triggers, goes on the stack and draws a card.
#[rule("603.6a", "603.2", "603.3")]
#[test]
fn r603_6a_an_enters_ability_triggers_and_resolves() {
    run("603/r603_6a_an_enters_ability_triggers_and_resolves.toml");
}

/// Two Doomed Travelers die at once; their controller orders the two triggers.
#[rule("603.10a", "700.4", "603.3b")]
#[test]
fn r603_10a_dies_abilities_look_back_and_their_controller_orders_them() {
    run("603/r603_10a_dies_abilities_look_back_and_their_controller_orders_them.toml");
}

/// Flametongue Kavu's trigger, with no other creature, must target the Kavu itself.
#[rule("603.3d")]
#[test]
fn r603_3d_flametongue_kavu_alone_must_target_itself() {
    run("603/r603_3d_flametongue_kavu_alone_must_target_itself.toml");
}

/// Nekrataal's trigger without a legal target is removed from the stack.
#[rule("603.3d")]
#[test]
fn r603_3d_nekrataal_without_a_legal_target_is_removed() {
    run("603/r603_3d_nekrataal_without_a_legal_target_is_removed.toml");
}

/// Armageddon destroys four lands at once: a "whenever a land is put into a graveyard"
/// ability triggers four times.
#[rule("603.2c")]
#[test]
fn r603_2c_example_1() {
    run("603/r603_2c_example_1.toml");
}

/// Planar Cleansing destroys a "whenever a creature dies" artifact before the two creatures:
/// it looks back at the one event and triggers twice.
#[rule("603.10a")]
#[test]
fn r603_10a_example_1() {
    run("603/r603_10a_example_1.toml");
}

/// Under Humility Elvish Visionary enters without its ability; under Nature's Revolt a Forest
/// enters as a creature and Soul Warden's ability triggers.
#[rule("603.6b")]
#[test]
fn r603_6b_example_1() {
    run("603/r603_6b_example_1.toml");
}

/// Felidar Sovereign (603.4's example): the ability triggers at 40 life, and is removed as it
/// resolves because Lightning Bolt took its controller to 37.
#[rule("603.4")]
#[test]
fn r603_4_example_1() {
    run("603/r603_4_example_1.toml");
}

/// The CR's example of 603.11: a static ability that reveals the first card drawn, linked to
/// a triggered ability that draws on a basic land.
#[rule("603.11")]
#[test]
fn r603_11_example_1() {
    run("603/r603_11_example_1.toml");
}

/// Howling Mine, untapped, makes the active player draw an additional card.
#[rule("603.4")]
#[test]
fn r603_4_howling_mine_makes_the_active_player_draw_an_additional_card() {
    run("603/r603_4_howling_mine_makes_the_active_player_draw_an_additional_card.toml");
}

/// A tapped Howling Mine doesn't trigger.
#[rule("603.4")]
#[test]
fn r603_4_a_tapped_howling_mine_does_not_trigger() {
    run("603/r603_4_a_tapped_howling_mine_does_not_trigger.toml");
}

/// Paradise Plume's optional trigger goes on the stack and is declined as it resolves.
#[rule("603.5")]
#[test]
fn r603_5_paradise_plumes_may_is_chosen_as_it_resolves() {
    run("603/r603_5_paradise_plumes_may_is_chosen_as_it_resolves.toml");
}

/// Felidar Sovereign at 40 life as it triggers and as it resolves: its controller wins.
#[rule("603.4", "104.2b")]
#[test]
fn r603_4_felidar_sovereign_wins_at_40_life() {
    run("603/r603_4_felidar_sovereign_wins_at_40_life.toml");
}

/// Felidar Sovereign at 39 life: the ability does not trigger.
#[rule("603.4")]
#[test]
fn r603_4_felidar_sovereign_does_not_trigger_at_39_life() {
    run("603/r603_4_felidar_sovereign_does_not_trigger_at_39_life.toml");
}

/// "Exile this creature at the beginning of the next end step" (603.7c's example): it exiles
/// the permanent that stopped being a creature, and does nothing to the one that left.
#[rule("603.7c", "701.13a")]
#[test]
fn r603_7c_example_1() {
    run("603/r603_7c_example_1.toml");
}

/// The CR's example of 603.2e: a "becomes tapped" ability doesn't trigger for a permanent
/// that enters tapped, and does when it later changes from untapped to tapped.
#[rule("603.2e")]
#[test]
fn r603_2e_example_1() {
    run("603/r603_2e_example_1.toml");
}

/// The CR's example of 603.2g: damage that is all prevented triggers nothing; damage that is
/// dealt triggers Jackal Pup.
#[rule("603.2g")]
#[test]
fn r603_2g_example_1() {
    run("603/r603_2g_example_1.toml");
}

/// The CR's example 1 of 603.7a: a "when this creature leaves the battlefield" ability
/// created after the creature left never triggers.
#[rule("603.7a")]
#[test]
fn r603_7a_example_1() {
    run("603/r603_7a_example_1.toml");
}

/// A delayed "when this creature leaves the battlefield" ability created while the creature
/// is there triggers when it leaves.
#[rule("603.7a", "603.7b")]
#[test]
fn r603_7a_a_leaves_the_battlefield_ability_triggers_when_its_object_leaves_after_it_exists() {
    run("603/r603_7a_a_leaves_the_battlefield_ability_triggers_when_its_object_leaves_after_it_exists.toml");
}

/// The CR's example 2 of 603.7a: a "when that creature becomes untapped" ability created
/// after the creature untapped waits for its next untap.
#[rule("603.7a", "603.7b")]
#[test]
fn r603_7a_example_2() {
    run("603/r603_7a_example_2.toml");
}

/// Player events chain: a draw triggers Underworld Dreams, the life loss Exquisite Blood,
/// and the life gain Ajani's Pridemate (603.2).
#[rule("603.2")]
#[test]
fn r603_2_a_draw_a_life_loss_and_a_life_gain_each_trigger_in_turn() {
    run("603/r603_2_a_draw_a_life_loss_and_a_life_gain_each_trigger_in_turn.toml");
}

/// Combat damage triggers see the damage's recipient, source, amount and kind (603.2).
#[rule("603.2")]
#[test]
fn r603_2_combat_damage_triggers_see_the_damage_they_are_about() {
    run("603/r603_2_combat_damage_triggers_see_the_damage_they_are_about.toml");
}

/// A delayed triggered ability triggers only once (603.7b).
#[rule("603.7b", "603.7", "603.7d")]
#[test]
fn r603_7b_a_delayed_ability_triggers_only_once() {
    run("603/r603_7b_a_delayed_ability_triggers_only_once.toml");
}

/// A delayed ability at a step still triggers after its object left, and does nothing to it
/// (603.7c).
#[rule("603.7c", "603.7b")]
#[test]
fn r603_7c_a_delayed_ability_whose_object_left_still_triggers_and_does_nothing() {
    run("603/r603_7c_a_delayed_ability_whose_object_left_still_triggers_and_does_nothing.toml");
}

/// A "put into a graveyard from anywhere" ability triggers on a discard too: it is not a
/// leaves-the-battlefield ability.
#[rule("603.6c")]
#[test]
fn r603_6c_a_from_anywhere_trigger_works_from_the_hand() {
    run("603/r603_6c_a_from_anywhere_trigger_works_from_the_hand.toml");
}

/// A leaves-the-battlefield ability triggers for a move to any zone, here a hand.
#[rule("603.6c")]
#[test]
fn r603_6c_thragtusk_leaves_for_its_owners_hand() {
    run("603/r603_6c_thragtusk_leaves_for_its_owners_hand.toml");
}

/// "Whenever another creature leaves the battlefield" triggers on a creature exiled, which
/// doesn't die, and not on its own leaving (603.6c).
#[rule("603.6c")]
#[test]
fn r603_6c_a_watcher_of_another_creature_leaving_triggers_when_one_is_exiled() {
    run("603/r603_6c_a_watcher_of_another_creature_leaving_triggers_when_one_is_exiled.toml");
}

/// Playing the last card from hand: "whenever you have no cards in hand" triggers once (the
/// CR's example, first part).
#[rule("603.8")]
#[test]
fn r603_8_example_1() {
    run("603/r603_8_example_1.toml");
}

/// Tolarian Winds empties the hand during its resolution: the state trigger triggers then
/// (the CR's example, second part).
#[rule("603.8")]
#[test]
fn r603_8_tolarian_winds_empties_the_hand_for_a_moment() {
    run("603/r603_8_tolarian_winds_empties_the_hand_for_a_moment.toml");
}

/// Once it has resolved, a state trigger whose state still matches triggers again.
#[rule("603.8")]
#[test]
fn r603_8_a_state_trigger_triggers_again_once_it_has_left_the_stack() {
    run("603/r603_8_a_state_trigger_triggers_again_once_it_has_left_the_stack.toml");
}

/// Heart-Piercer Manticore: sacrificing to its ability triggers the reflexive ability, which
/// deals the creature's last known power (the CR's example).
#[rule("603.12")]
#[test]
fn r603_12_example_1() {
    run("603/r603_12_example_1.toml");
}

/// A creature sacrificed for another reason triggers no reflexive ability.
#[rule("603.12")]
#[test]
fn r603_12_a_creature_sacrificed_for_another_reason_triggers_nothing() {
    run("603/r603_12_a_creature_sacrificed_for_another_reason_triggers_nothing.toml");
}

/// Emperor Crocodile: "when you control no other creatures" triggers once its companion
/// dies.
#[rule("603.8")]
#[test]
fn r603_8_emperor_crocodile_is_sacrificed_when_its_companion_dies() {
    run("603/r603_8_emperor_crocodile_is_sacrificed_when_its_companion_dies.toml");
}

/// A delayed triggered ability an activated ability creates has that ability's source, and
/// the controller the ability had as it resolved (603.7e): A, who took Pyric Salamander,
/// sacrifices it.
#[rule("603.7e")]
#[test]
fn r603_7e_a_delayed_ability_is_controlled_by_who_controlled_its_creator() {
    run("603/r603_7e_a_delayed_ability_is_controlled_by_who_controlled_its_creator.toml");
}
