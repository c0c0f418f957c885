//! One test per scenario file of characteristics and continuous effects (CR 105, 109–113,
//! 200–209, 305.7, 604, 611, 613), named after the first rule it verifies.

use engine::rule;

use crate::scenario::run;

/// The colors of a mana cost's symbols are the object's colors (202.2a).
#[rule("202.2a")]
#[test]
fn r202_2a_example_1() {
    run("202/r202_2a_example_1.toml");
}

/// Jade Mage's Saproling token has only the characteristics its ability defines (111.3).
#[rule("111.3")]
#[test]
fn r111_3_example_1() {
    run("111/r111_3_example_1.toml");
}

/// Dwarven Reinforcements' tokens are named Dwarf Berserker Token (111.4).
#[rule("111.4")]
#[test]
fn r111_4_example_1() {
    run("111/r111_4_example_1.toml");
}

/// Minsc's token is named Boo, not Hamster Token (111.4).
#[rule("111.4")]
#[test]
fn r111_4_example_2() {
    run("111/r111_4_example_2.toml");
}

/// Spitting Image's token copy of Doomed Dissenter is named Doomed Dissenter, not Human
/// Token (111.4).
#[rule("111.4")]
#[test]
fn r111_4_example_3() {
    run("111/r111_4_example_3.toml");
}

/// Under Muraganda Petroglyphs, a Runeclaw Bear that has flying by an Aura gets nothing, and
/// one an Aura makes red still gets +2/+2: being red is no ability (113.12).
#[rule("113.12")]
#[test]
fn r113_12_example_1() {
    run("113/r113_12_example_1.toml");
}

/// Reassembling Skeleton's ability does nothing once the card left the graveyard (113.6m).
#[rule("113.6m")]
#[test]
fn r113_6m_the_card_left_the_graveyard_first() {
    run("113/r113_6m_the_card_left_the_graveyard_first.toml");
}

/// A player activates the abilities of the permanents they control, not of those they own
/// (602.2): Act of Treason on Prodigal Sorcerer.
#[rule("602.2")]
#[test]
fn r602_2_the_controller_activates_a_borrowed_permanent() {
    run("602/r602_2_the_controller_activates_a_borrowed_permanent.toml");
}

/// A creature spell turned white stays white as a permanent (112.4).
#[rule("112.4")]
#[test]
fn r112_4_example_1() {
    run("112/r112_4_example_1.toml");
}

/// Reassembling Skeleton's ability works from its owner's graveyard only (113.6m).
#[rule("113.6m", "113.6")]
#[test]
fn r113_6m_example_1() {
    run("113/r113_6m_example_1.toml");
}

/// {3}{U}{U} is a mana value of 5 (202.3).
#[rule("202.3")]
#[test]
fn r202_3_example_1() {
    run("202/r202_3_example_1.toml");
}

/// A hybrid symbol adds its largest component to a mana value: {1}{W/U}{W/U} is 3 (202.3f).
#[rule("202.3f")]
#[test]
fn r202_3f_example_1() {
    run("202/r202_3f_example_1.toml");
}

/// {2/B}{2/B}{2/B} is 6: each monocolored hybrid symbol adds 2 (202.3f).
#[rule("202.3f")]
#[test]
fn r202_3f_example_2() {
    run("202/r202_3f_example_2.toml");
}

/// A Phyrexian symbol adds 1: {1}{W/P}{W/P} is 3 (202.3g).
#[rule("202.3g")]
#[test]
fn r202_3g_example_1() {
    run("202/r202_3g_example_1.toml");
}

/// Lands that become creatures keep their other types, subtypes and supertypes (205.1b).
#[rule("205.1b")]
#[test]
fn r205_1b_example_1() {
    run("205/r205_1b_example_1.toml");
}

/// An artifact enchantment becomes an artifact enchantment creature (205.1b).
#[rule("205.1b")]
#[test]
fn r205_1b_example_2() {
    run("205/r205_1b_example_2.toml");
}

/// An artifact creature satisfies "creatures you control" (205.2b).
#[rule("205.2b")]
#[test]
fn r205_2b_an_artifact_creature_is_a_creature_to_an_anthem() {
    run("205/r205_2b_an_artifact_creature_is_a_creature_to_an_anthem.toml");
}

/// The subtypes after the dash of a type line (205.3b).
#[rule("205.3b")]
#[test]
fn r205_3b_example_1() {
    run("205/r205_3b_example_1.toml");
}

/// Dryad Arbor: Forest is its land type, Dryad its creature type (205.3c); green by its color
/// indicator (204.2).
#[rule("205.3c", "204.2")]
#[test]
fn r205_3c_example_1() {
    run("205/r205_3c_example_1.toml");
}

/// Gaining supertypes keeps those an object has, the gained ones included (205.4b).
#[rule("205.4b")]
#[test]
fn r205_4b_gaining_a_supertype_it_has_keeps_it_and_the_others() {
    run("205/r205_4b_gaining_a_supertype_it_has_keeps_it_and_the_others.toml");
}

/// A legendary land that becomes a creature stays legendary (205.4b).
#[rule("205.4b")]
#[test]
fn r205_4b_example_1() {
    run("205/r205_4b_example_1.toml");
}

/// A resolved effect's objects are locked in when it begins (611.2c).
#[rule("611.2c")]
#[test]
fn r611_2c_example_1() {
    run("611/r611_2c_example_1.toml");
}

/// A resolved effect that modifies no characteristics is a rule of the game for its
/// duration: it applies to creatures that enter or become creatures later (611.2c).
#[rule("611.2c")]
#[test]
fn r611_2c_example_2() {
    run("611/r611_2c_example_2.toml");
}

/// An effect of a resolved ability that states no duration but "for the rest of the game"
/// lasts until the game ends (611.2a): Stigma Lasher's "that player can't gain life".
#[rule("611.2a")]
#[test]
fn r611_2a_stigma_lasher_that_player_cant_gain_life_for_the_rest_of_the_game() {
    run("611/r611_2a_stigma_lasher_that_player_cant_gain_life_for_the_rest_of_the_game.toml");
}

/// A static ability applies to whatever matches at each moment (611.3a, 611.3b).
#[rule("611.3b", "611.3a")]
#[test]
fn r611_3b_example_1() {
    run("611/r611_3b_example_1.toml");
}

/// Each part of a static ability's description narrows what it applies to (611.3a): any of
/// several types, a type but not another, not a subtype, a supertype.
#[rule("611.3a")]
#[test]
fn r611_3a_each_part_of_a_static_abilitys_description_narrows_what_it_applies_to() {
    run("611/r611_3a_each_part_of_a_static_abilitys_description_narrows_what_it_applies_to.toml");
}

/// A permanent enters with the static effects that apply to it (611.3c).
#[rule("611.3c")]
#[test]
fn r611_3c_example_1() {
    run("611/r611_3c_example_1.toml");
}

/// Switching power and toughness in layer 7d (613.4d), example 1.
#[rule("613.4d")]
#[test]
fn r613_4d_example_1() {
    run("613/r613_4d_example_1.toml");
}

/// The +0/+1 ends before the switch does (613.4d, 514.2).
#[rule("613.4d", "514.2")]
#[test]
fn r613_4d_example_2() {
    run("613/r613_4d_example_2.toml");
}

/// Two switches cancel (613.4d).
#[rule("613.4d")]
#[test]
fn r613_4d_example_3() {
    run("613/r613_4d_example_3.toml");
}

/// Honor of the Pure and a creature that changes color (613.5).
#[rule("613.5")]
#[test]
fn r613_5_example_1() {
    run("613/r613_5_example_1.toml");
}

/// Gray Ogre from its printed values through layers 7b and 7c, in that order (613.1, 613.4,
/// 613.5, 613.4b, 613.4c).
#[rule("613.5", "613.4b", "613.4c", "613.1", "613.4")]
#[test]
fn r613_5_example_2() {
    run("613/r613_5_example_2.toml");
}

/// Act of Treason: layer 2 then layer 6 (613.6, 613.1b).
#[rule("613.6", "613.1b")]
#[test]
fn r613_6_example_2() {
    run("613/r613_6_example_2.toml");
}

/// An effect's later layers apply to the objects it began with (613.6).
#[rule("613.6")]
#[test]
fn r613_6_example_3() {
    run("613/r613_6_example_3.toml");
}

/// Svogthos, the Restless Tomb: effects in 4, 5, 7b and 7c by timestamp (613.6, 613.7).
#[rule("613.6", "613.7")]
#[test]
fn r613_6_example_4() {
    run("613/r613_6_example_4.toml");
}

/// Gaining and losing flying: the later effect wins (613.9, 613.7).
#[rule("613.9", "613.7")]
#[test]
fn r613_9_example_1() {
    run("613/r613_9_example_1.toml");
}

/// A color-changing effect decides whether Crusade applies (613.9).
#[rule("613.9")]
#[test]
fn r613_9_example_2() {
    run("613/r613_9_example_2.toml");
}

/// Humility, then Opalescence (613.7, 613.6).
#[rule("613.7", "613.6")]
#[test]
fn r613_7_humility_then_opalescence() {
    run("613/r613_7_humility_then_opalescence.toml");
}

/// Opalescence, then Humility (613.7, 613.6).
#[rule("613.7", "613.6")]
#[test]
fn r613_7_opalescence_then_humility() {
    run("613/r613_7_opalescence_then_humility.toml");
}

/// Urborg, then Blood Moon: the dependency decides (613.8a, 305.7).
#[rule("613.8a", "305.7")]
#[test]
fn r613_8a_urborg_then_blood_moon() {
    run("613/r613_8a_urborg_then_blood_moon.toml");
}

/// Blood Moon, then Urborg (613.8a, 305.7).
#[rule("613.8a", "305.7")]
#[test]
fn r613_8a_blood_moon_then_urborg() {
    run("613/r613_8a_blood_moon_then_urborg.toml");
}

/// A lord, an anthem, a -1/-1 counter, a pump and a switch (613.4c, 613.4d, 702.73a).
#[rule("613.4c", "613.4d", "702.73a")]
#[test]
fn r613_4c_lord_anthem_counters_and_a_switch() {
    run("613/r613_4c_lord_anthem_counters_and_a_switch.toml");
}

/// Coat of Arms' pump counts the other creatures sharing a creature type with each creature,
/// as the earlier layers made them, and again as one enters (613.4c).
#[rule("613.4c")]
#[test]
fn r613_4c_coat_of_arms_counts_the_creatures_sharing_a_type_as_they_change() {
    run("613/r613_4c_coat_of_arms_counts_the_creatures_sharing_a_type_as_they_change.toml");
}

/// A type added in layer 4 widens an anthem's scope in layer 7c (613.1d, 613.4c).
#[rule("613.1d", "613.4c")]
#[test]
fn r613_1d_a_type_added_in_layer_4_widens_an_anthem() {
    run("613/r613_1d_a_type_added_in_layer_4_widens_an_anthem.toml");
}

/// March of the Machines first: it still waits for the effect it depends on (613.8a, 613.8b).
#[rule("613.8a", "613.8b", "704.5f")]
#[test]
fn r613_8a_march_first() {
    run("613/r613_8a_march_first.toml");
}

/// March of the Machines last (613.8a, 613.8b).
#[rule("613.8a", "613.8b", "704.5f")]
#[test]
fn r613_8a_march_last() {
    run("613/r613_8a_march_last.toml");
}

/// A dependent effect applies just after what it depends on (613.8b).
#[rule("613.8b")]
#[test]
fn r613_8b_a_dependent_effect_applies_just_after() {
    run("613/r613_8b_a_dependent_effect_applies_just_after.toml");
}

/// A dependency loop falls back to timestamps (613.8b), one order.
#[rule("613.8b")]
#[test]
fn r613_8b_a_dependency_loop_forests_first() {
    run("613/r613_8b_a_dependency_loop_forests_first.toml");
}

/// A dependency loop falls back to timestamps (613.8b), the other order.
#[rule("613.8b")]
#[test]
fn r613_8b_a_dependency_loop_swamps_first() {
    run("613/r613_8b_a_dependency_loop_swamps_first.toml");
}

/// "Until your next turn" (611.2a).
#[rule("611.2a")]
#[test]
fn r611_2a_until_your_next_turn() {
    run("611/r611_2a_until_your_next_turn.toml");
}

/// "For as long as you control" ends when the source dies (611.2b).
#[rule("611.2b")]
#[test]
fn r611_2b_for_as_long_as_you_control_it() {
    run("611/r611_2b_for_as_long_as_you_control_it.toml");
}

/// "For as long as you control" ends when another player gains control of the source (611.2b).
#[rule("611.2b")]
#[test]
fn r611_2b_the_effect_ends_when_its_source_changes_control() {
    run("611/r611_2b_the_effect_ends_when_its_source_changes_control.toml");
}

/// "For as long as you control" never starts when the source changed control before the
/// ability resolved (611.2b).
#[rule("611.2b")]
#[test]
fn r611_2b_the_duration_never_starts_when_the_source_changed_control() {
    run("611/r611_2b_the_duration_never_starts_when_the_source_changed_control.toml");
}

/// "For as long as you control" that never starts does nothing (611.2b).
#[rule("611.2b")]
#[test]
fn r611_2b_a_duration_that_never_starts() {
    run("611/r611_2b_a_duration_that_never_starts.toml");
}

/// A creature gained this turn can't attack without haste (302.6).
#[rule("302.6")]
#[test]
fn r302_6_a_creature_you_just_gained_control_of_cannot_attack() {
    run("302/r302_6_a_creature_you_just_gained_control_of_cannot_attack.toml");
}

/// Even the only permanent on the battlefield is new to a controller who just gained it (302.6).
#[rule("302.6", "613.1b")]
#[test]
fn r302_6_the_only_permanent_changes_control_and_is_new_to_its_controller() {
    run("302/r302_6_the_only_permanent_changes_control_and_is_new_to_its_controller.toml");
}

/// Gaining control of an attacker removes it from combat (506.4).
#[rule("506.4")]
#[test]
fn r506_4_gaining_control_of_an_attacker_removes_it_from_combat() {
    run("506/r506_4_gaining_control_of_an_attacker_removes_it_from_combat.toml");
}

/// Characteristic-defining abilities work in every zone (604.3, 702.73a).
#[rule("604.3", "702.73a")]
#[test]
fn r604_3_characteristic_defining_abilities_work_in_every_zone() {
    run("604/r604_3_characteristic_defining_abilities_work_in_every_zone.toml");
}

/// A static ability that defines its own object's colors is characteristic-defining and works
/// in every zone; one that sets other objects' colors is not (604.3, 604.3a, 113.6a).
#[rule("604.3", "604.3a", "113.6a")]
#[test]
fn r604_3a_a_static_ability_that_defines_its_own_colors_works_in_every_zone() {
    run("604/r604_3a_a_static_ability_that_defines_its_own_colors_works_in_every_zone.toml");
}

/// Blood Moon: a nonbasic land becomes a Mountain (305.7).
#[rule("305.7")]
#[test]
fn r305_7_blood_moon_makes_nonbasic_lands_mountains() {
    run("305/r305_7_blood_moon_makes_nonbasic_lands_mountains.toml");
}

/// Humility and Muraganda Petroglyphs (613.1f, 613.4c).
#[rule("613.1f", "613.4c")]
#[test]
fn r613_1f_humility_and_muraganda_petroglyphs() {
    run("613/r613_1f_humility_and_muraganda_petroglyphs.toml");
}

/// Threaten's control ends in the cleanup step (613.1b, 514.2, 302.6).
#[rule("613.1b", "514.2", "302.6")]
#[test]
fn r613_1b_threaten_ends_and_control_returns() {
    run("613/r613_1b_threaten_ends_and_control_returns.toml");
}

/// Turn to Frog until end of turn: its effect, from a resolving spell (611.2), applies in
/// layers 4, 5, 6 and 7b (613.1d, 613.1e, 613.1f, 613.4b, 105.3).
#[rule("613.1f", "105.3", "611.2", "613.1d", "613.1e", "613.4b")]
#[test]
fn r613_1f_turn_to_frog_until_end_of_turn() {
    run("613/r613_1f_turn_to_frog_until_end_of_turn.toml");
}

/// Lord of the Accursed's menace reaches the Zombies present on resolution (611.2c).
#[rule("611.2c")]
#[test]
fn r611_2c_lord_of_the_accursed_gives_menace_to_the_zombies_it_finds() {
    run("611/r611_2c_lord_of_the_accursed_gives_menace_to_the_zombies_it_finds.toml");
}

/// Planeswalkers enter with their loyalty, battles with their defense (306.5b, 122.1e, 310.4b,
/// 310.4c).
#[rule("306.5b", "122.1e", "310.4b", "310.4c")]
#[test]
fn r306_5b_a_planeswalker_enters_with_its_loyalty() {
    run("306/r306_5b_a_planeswalker_enters_with_its_loyalty.toml");
}

/// Only a printed loyalty or defense puts counters on an entering permanent (306.5b, 310.4b).
#[rule("306.5b", "310.4b")]
#[test]
fn r306_5b_a_creature_enters_with_no_loyalty_or_defense_counters() {
    run("306/r306_5b_a_creature_enters_with_no_loyalty_or_defense_counters.toml");
}

/// A spell an effect changed is a new object once countered, and so is the permanent it
/// returns as (400.7).
#[rule("400.7")]
#[test]
fn r400_7_a_countered_spell_made_white_returns_black() {
    run("400/r400_7_a_countered_spell_made_white_returns_black.toml");
}

/// Anger's static ability works from the graveyard only, while its controller controls a
/// Mountain (113.6b).
#[rule("113.6b")]
#[test]
fn r113_6b_anger_works_from_the_graveyard_only() {
    run("113/r113_6b_anger_works_from_the_graveyard_only.toml");
}

/// Anger does nothing from the battlefield, even with a Mountain (113.6b).
#[rule("113.6b")]
#[test]
fn r113_6b_anger_on_the_battlefield_does_nothing() {
    run("113/r113_6b_anger_on_the_battlefield_does_nothing.toml");
}

/// An effect that depends on a member of a dependency loop waits until the loop is applied
/// (613.8b): found through the chain of dependencies, not only direct ones.
#[rule("613.8b")]
#[test]
fn r613_8b_an_effect_waiting_on_a_loop_applies_after_it() {
    run("613/r613_8b_an_effect_waiting_on_a_loop_applies_after_it.toml");
}

/// An ability removed in an earlier layer never begins its effect in a later one (613.6).
#[rule("613.6")]
#[test]
fn r613_6_an_ability_removed_before_its_first_layer_never_applies() {
    run("613/r613_6_an_ability_removed_before_its_first_layer_never_applies.toml");
}

/// A static ability that works from the graveyard stops once its card leaves (113.6b, 400.7).
#[rule("113.6b", "400.7")]
#[test]
fn r113_6b_a_static_ability_stops_working_once_its_card_leaves_the_graveyard() {
    run("113/r113_6b_a_static_ability_stops_working_once_its_card_leaves_the_graveyard.toml");
}

/// A characteristic-defining ability applies before other effects in its layer, even an
/// older one (613.3).
#[rule("613.3")]
#[test]
fn r613_3_a_characteristic_defining_ability_applies_before_an_older_effect() {
    run("613/r613_3_a_characteristic_defining_ability_applies_before_an_older_effect.toml");
}

/// An effect that becomes dependent on another once a third has applied waits for it: the
/// order is worked out again after each effect applies (613.8c).
#[rule("613.8c")]
#[test]
fn r613_8c_an_effect_becomes_dependent_after_another_applies() {
    run("613/r613_8c_an_effect_becomes_dependent_after_another_applies.toml");
}

/// An object can't gain a subtype that doesn't go with one of its types (205.3d).
#[rule("205.3d")]
#[test]
fn r205_3d_an_artifact_cannot_gain_a_land_type() {
    run("205/r205_3d_an_artifact_cannot_gain_a_land_type.toml");
}

/// An effect that sets a card type replaces the others (205.1a).
#[rule("205.1a")]
#[test]
fn r205_1a_an_effect_that_sets_a_card_type_replaces_the_others() {
    run("205/r205_1a_an_effect_that_sets_a_card_type_replaces_the_others.toml");
}

/// Turn to Frog on a face-down creature: the face-down characteristics first (layer 1b), then
/// each of the Frog's parts in its own layer, a blue 1/1 (613.4, 708.10).
#[rule("613.4", "708.10")]
#[test]
fn r613_4_a_face_down_permanent_gets_effects_in_their_layers() {
    run("613/r613_4_a_face_down_permanent_gets_effects_in_their_layers.toml");
}
