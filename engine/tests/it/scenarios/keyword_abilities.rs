//! Scenarios of keyword abilities (CR 702) other than those of casting, graveyards, the
//! hand and permanents (`casting_keywords.rs`, `graveyard_keywords.rs`, `hand_keywords.rs`,
//! `permanent_keywords.rs`).

use engine::rule;

use crate::scenario::run;

/// Prowess triggers on a noncreature spell, not a creature spell.
#[rule("702.108a")]
#[test]
fn r702_108a_prowess_triggers_on_a_noncreature_spell() {
    run("702/r702_108a_prowess_triggers_on_a_noncreature_spell.toml");
}

/// Haste lets a new creature use a {T} ability.
#[rule("702.10c")]
#[test]
fn r702_10c_haste_lets_a_new_creature_tap_for_its_ability() {
    run("702/r702_10c_haste_lets_a_new_creature_tap_for_its_ability.toml");
}

/// Hexproof stops an opponent's spell, not its controller's.
#[rule("702.11b")]
#[test]
fn r702_11b_hexproof_stops_an_opponents_spell_not_your_own() {
    run("702/r702_11b_hexproof_stops_an_opponents_spell_not_your_own.toml");
}

/// Hexproof stops only opponents: a teammate may target the creature (702.11b, 102.3).
#[rule("702.11b")]
#[test]
fn r702_11b_a_teammate_may_target_a_creature_with_hexproof() {
    run("702/r702_11b_a_teammate_may_target_a_creature_with_hexproof.toml");
}

/// Shroud stops even its controller's spell.
#[rule("702.18a")]
#[test]
fn r702_18a_shroud_stops_even_your_own_spell() {
    run("702/r702_18a_shroud_stops_even_your_own_spell.toml");
}

/// White Knight's protection from black stops Murder targeting it (702.16b).
#[rule("702.16b")]
#[test]
fn r702_16b_protection_from_black_stops_a_black_spells_target() {
    run("702/r702_16b_protection_from_black_stops_a_black_spells_target.toml");
}

/// An Equipment that comes to have the stated quality becomes unattached from a permanent
/// with protection (702.16d), by 704.5n, and stays on the battlefield (701.3d).
#[rule("702.16d", "704.5n", "701.3d")]
#[test]
fn r702_16d_purelace_makes_bonesplitter_white_on_black_knight() {
    run("702/r702_16d_purelace_makes_bonesplitter_white_on_black_knight.toml");
}

/// White Knight's protection from black stops Black Knight blocking it (702.16f).
#[rule("702.16f")]
#[test]
fn r702_16f_protection_from_black_stops_a_black_blocker() {
    run("702/r702_16f_protection_from_black_stops_a_black_blocker.toml");
}

/// Black Knight's protection from white prevents a white creature's combat damage (702.16e).
#[rule("702.16e")]
#[test]
fn r702_16e_protection_from_white_prevents_a_white_creatures_damage() {
    run("702/r702_16e_protection_from_white_prevents_a_white_creatures_damage.toml");
}

/// Leyline of Sanctity gives its controller hexproof: an opponent's Lightning Bolt can't
/// target them, their own can (702.11c).
#[rule("702.11c")]
#[test]
fn r702_11c_a_player_with_hexproof_cant_be_targeted_by_an_opponent() {
    run("702/r702_11c_a_player_with_hexproof_cant_be_targeted_by_an_opponent.toml");
}

/// Black Knight's protection from white stops the ability of a white source targeting it
/// (702.16b).
#[rule("702.16b")]
#[test]
fn r702_16b_protection_from_white_stops_a_white_sources_ability() {
    run("702/r702_16b_protection_from_white_stops_a_white_sources_ability.toml");
}

/// Ward {2} counters an opponent's spell whose controller declines to pay, and not one whose
/// controller pays.
#[rule("702.21a", "701.6a")]
#[test]
fn r702_21a_ward_counters_an_opponents_spell_unless_its_controller_pays() {
    run("702/r702_21a_ward_counters_an_opponents_spell_unless_its_controller_pays.toml");
}

/// Ward counters an opponent's activated ability (it is removed from the stack), and never
/// triggers on its controller's own.
#[rule("702.21a", "701.6a")]
#[test]
fn r702_21a_ward_counters_an_opponents_ability_not_its_controllers_own() {
    run("702/r702_21a_ward_counters_an_opponents_ability_not_its_controllers_own.toml");
}

/// Ward hears a triggered ability that targets its permanent as it is put on the stack.
#[rule("702.21a", "603.3d")]
#[test]
fn r702_21a_ward_counters_an_opponents_triggered_ability() {
    run("702/r702_21a_ward_counters_an_opponents_triggered_ability.toml");
}

/// A spell whose target changes to the permanent makes it "become the target" (115.7d), and
/// ward hears it.
#[rule("702.21a", "115.7d")]
#[test]
fn r702_21a_ward_hears_a_spell_whose_target_changes_to_its_permanent() {
    run("702/r702_21a_ward_hears_a_spell_whose_target_changes_to_its_permanent.toml");
}

/// Prowess triggers on its controller's noncreature spells only (702.108a).
#[rule("702.108a")]
#[test]
fn r702_108a_prowess_ignores_an_opponents_spell() {
    run("702/r702_108a_prowess_ignores_an_opponents_spell.toml");
}

/// The CR's example 1 of 702.1b: an echo cost with X, X its controller's life total, is
/// worked out as the echo ability resolves, not as it triggers.
#[rule("702.1b", "702.30a")]
#[test]
fn r702_1b_example_1() {
    run("702/r702_1b_example_1.toml");
}

/// Sunburst on a creature: a +1/+1 counter for each color of mana spent to cast it (702.44a).
#[rule("702.44a")]
#[test]
fn r702_44a_skyreach_manta_enters_with_a_counter_for_each_color() {
    run("702/r702_44a_skyreach_manta_enters_with_a_counter_for_each_color.toml");
}

/// Sunburst on a noncreature: charge counters, which its ability then removes (702.44a).
#[rule("702.44a")]
#[test]
fn r702_44a_pentad_prism_enters_with_charge_counters() {
    run("702/r702_44a_pentad_prism_enters_with_charge_counters.toml");
}

/// Sunburst adds counters only for colored mana spent on the spell: cast with {C} alone,
/// Arcbound Wanderer enters a 0/0 and dies (702.44b).
#[rule("702.44b")]
#[test]
fn r702_44b_arcbound_wanderer_cast_with_colorless_mana_gets_no_counters() {
    run("702/r702_44b_arcbound_wanderer_cast_with_colorless_mana_gets_no_counters.toml");
}

/// The CR's example of 702.44c: Modular—Sunburst's counters, one per color of mana spent,
/// moved onto an artifact creature when it dies (702.43a).
#[rule("702.44c", "702.43a")]
#[test]
fn r702_44c_example_1() {
    run("702/r702_44c_example_1.toml");
}

#[rule("702.1b")]
#[test]
fn r702_1b_example_2() {
    run("702/r702_1b_example_2.toml");
}

/// The CR's example of 702.184c: Tapestry Warden makes creatures whose toughness is greater
/// than their power station with their toughness; a Spacecraft's station symbols give it
/// their abilities at N or more charge counters (721.2a).
#[rule("702.184c", "702.184a", "721.2a")]
#[test]
fn r702_184c_example_1() {
    run("702/r702_184c_example_1.toml");
}

/// A band is of attacking creatures, at most one without banding, each in one band only
/// (702.22c): a band with a creature that isn't attacking, with two without banding, or with
/// one already in a band, is refused.
#[rule("702.22c")]
#[test]
fn r702_22c_a_band_is_of_proposed_attackers_each_in_one_band() {
    run("702/r702_22c_a_band_is_of_proposed_attackers_each_in_one_band.toml");
}

/// A creature of a band removed from combat leaves the band (702.22f): killed, it no longer
/// makes a band with the others, which still become blocked together (702.22h); the last one
/// left is in no band.
#[rule("702.22f", "702.22h")]
#[test]
fn r702_22f_a_creature_removed_from_combat_leaves_its_band() {
    run("702/r702_22f_a_creature_removed_from_combat_leaves_its_band.toml");
}

/// The CR's example of 702.22h: a band of a flier and a swampwalker; blocking the flier
/// blocks the swampwalker too, and the active player divides the blocker's damage
/// (702.22k).
#[rule("702.22h", "702.22c", "702.22k")]
#[test]
fn r702_22h_example_1() {
    run("702/r702_22h_example_1.toml");
}

/// Banding on a blocker: the defending player divides the damage of the attacker it blocks
/// (702.22j).
#[rule("702.22j")]
#[test]
fn r702_22j_the_defending_player_divides_damage_of_an_attacker_blocked_by_a_bander() {
    run("702/r702_22j_the_defending_player_divides_damage_of_an_attacker_blocked_by_a_bander.toml");
}

/// The CR's example of 702.1c: Concerted Effort grants each landwalk and protection variant
/// among A's creatures to each of them.
#[rule("702.1c", "702.14c", "702.16b")]
#[test]
fn r702_1c_example_1() {
    run("702/r702_1c_example_1.toml");
}

/// Protection an effect grants prevents damage like a card's own (702.16e, 702.1c).
#[rule("702.16e", "702.1c")]
#[test]
fn r702_16e_protection_granted_by_concerted_effort_prevents_pyroclasms_damage() {
    run("702/r702_16e_protection_granted_by_concerted_effort_prevents_pyroclasms_damage.toml");
}

/// Annihilator 1: the defending player chooses the permanent they sacrifice (702.86a).
#[rule("702.86a", "701.21a")]
#[test]
fn r702_86a_annihilator_defending_player_sacrifices_a_permanent() {
    run("702/r702_86a_annihilator_defending_player_sacrifices_a_permanent.toml");
}

/// The CR's example of 702.177b: Elvish Refueler lets an exhaust ability activated last
/// turn be activated again in its controller's turn, not in another's, and only before they
/// begin to activate an exhaust ability this turn (Loot's mana ability after it).
#[rule("702.177b", "702.177a")]
#[test]
fn r702_177b_example_1() {
    run("702/r702_177b_example_1.toml");
}

/// 702.177b the other way round: Loot's exhaust mana ability activated again first, then
/// Elvish Refueler's can't be.
#[rule("702.177b")]
#[test]
fn r702_177b_a_mana_ability_first_leaves_elvish_refueler_unable() {
    run("702/r702_177b_a_mana_ability_first_leaves_elvish_refueler_unable.toml");
}

/// Exhaust (702.177a): each exhaust ability of an object is activated once, whatever turn
/// it is; the object's other exhaust abilities are their own.
#[rule("702.177a")]
#[test]
fn r702_177a_an_exhaust_ability_is_activated_only_once() {
    run("702/r702_177a_an_exhaust_ability_is_activated_only_once.toml");
}

/// The CR's example of 702.1a: Varolz, the Scar-Striped gives each creature card in its
/// controller's graveyard scavenge whose cost is that card's mana cost, worked out for each
/// card (702.1b); the activation cost is that mana and exiling the card.
#[rule("702.1a", "702.1b")]
#[test]
fn r702_1a_example_1() {
    run("702/r702_1a_example_1.toml");
}

/// Flanking: a blocker without flanking gets -1/-1 until end of turn, so Grizzly Bears
/// blocking Benalish Cavalry die and the Cavalry survives (702.25a).
#[rule("702.25a")]
#[test]
fn r702_25a_benalish_cavalry_blocked_by_grizzly_bears_gives_it_minus_1_minus_1() {
    run("702/r702_25a_benalish_cavalry_blocked_by_grizzly_bears_gives_it_minus_1_minus_1.toml");
}

/// A blocker with flanking doesn't trigger flanking: two Benalish Cavalry trade (702.25a).
#[rule("702.25a")]
#[test]
fn r702_25a_a_blocker_with_flanking_doesnt_trigger_flanking() {
    run("702/r702_25a_a_blocker_with_flanking_doesnt_trigger_flanking.toml");
}

/// Bloodthirst: once Lightning Bolt has dealt damage to B, A's Gorehorn Minotaurs enters
/// with two +1/+1 counters (702.54a).
#[rule("702.54a")]
#[test]
fn r702_54a_gorehorn_minotaurs_enters_with_two_counters_after_bolt_hits_b() {
    run("702/r702_54a_gorehorn_minotaurs_enters_with_two_counters_after_bolt_hits_b.toml");
}

/// Bloodthirst counts damage dealt to an opponent only: after A's Bolt kills A's own
/// Grizzly Bears, Gorehorn Minotaurs enters without counters (702.54a).
#[rule("702.54a")]
#[test]
fn r702_54a_gorehorn_minotaurs_enters_without_counters_if_no_opponent_was_dealt_damage() {
    run("702/r702_54a_gorehorn_minotaurs_enters_without_counters_if_no_opponent_was_dealt_damage.toml");
}

/// Extort: as A casts a spell, A pays {W/B} and each opponent loses 1 life; A gains the
/// total, 2 in a three-player game (C at 2 life loses 1 too, 702.101a).
#[rule("702.101a")]
#[test]
fn r702_101a_syndic_of_tithes_drains_each_opponent_for_w_b() {
    run("702/r702_101a_syndic_of_tithes_drains_each_opponent_for_w_b.toml");
}

/// Extort triggers on its controller's spells only: B's Lightning Bolt doesn't trigger A's
/// Syndic of Tithes (702.101a).
#[rule("702.101a")]
#[test]
fn r702_101a_extort_doesnt_trigger_on_an_opponents_spell() {
    run("702/r702_101a_extort_doesnt_trigger_on_an_opponents_spell.toml");
}

/// Extort's payment is optional: declined, nothing else happens (702.101a).
#[rule("702.101a")]
#[test]
fn r702_101a_extort_paid_for_nothing_if_declined() {
    run("702/r702_101a_extort_paid_for_nothing_if_declined.toml");
}

/// Poisonous: the player Swamp Mosquito deals combat damage to gets a poison counter
/// (702.70a).
#[rule("702.70a")]
#[test]
fn r702_70a_swamp_mosquito_gives_the_player_it_hits_a_poison_counter() {
    run("702/r702_70a_swamp_mosquito_gives_the_player_it_hits_a_poison_counter.toml");
}

/// Poisonous triggers on combat damage to a player only: blocked, Swamp Mosquito gives no
/// poison counter (702.70a).
#[rule("702.70a")]
#[test]
fn r702_70a_swamp_mosquito_blocked_deals_no_damage_to_a_player() {
    run("702/r702_70a_swamp_mosquito_blocked_deals_no_damage_to_a_player.toml");
}

/// Dethrone: of two Grenzo's Cutthroats, only the one attacking a player tied for the most
/// life gets a +1/+1 counter (702.105a).
#[rule("702.105a")]
#[test]
fn r702_105a_grenzos_cutthroat_attacking_the_player_with_the_most_life_gets_a_counter() {
    run("702/r702_105a_grenzos_cutthroat_attacking_the_player_with_the_most_life_gets_a_counter.toml");
}

/// Melee: attacking B and C, A's Wings of the Guard gets +2/+2 (702.121a).
#[rule("702.121a")]
#[test]
fn r702_121a_wings_of_the_guard_gets_2_2_when_a_attacks_two_opponents() {
    run("702/r702_121a_wings_of_the_guard_gets_2_2_when_a_attacks_two_opponents.toml");
}

/// Melee counts opponents, not attackers: two creatures attacking B count once (702.121a).
#[rule("702.121a")]
#[test]
fn r702_121a_wings_of_the_guard_counts_an_opponent_attacked_twice_once() {
    run("702/r702_121a_wings_of_the_guard_counts_an_opponent_attacked_twice_once.toml");
}

/// Devoid: Culling Drone is colorless, so Nekrataal's "nonblack creature" target can be it
/// (702.114a).
#[rule("702.114a")]
#[test]
fn r702_114a_culling_drone_is_colorless_so_nekrataal_can_destroy_it() {
    run("702/r702_114a_culling_drone_is_colorless_so_nekrataal_can_destroy_it.toml");
}

/// Ingest: the player Culling Drone deals combat damage to exiles their top card
/// (702.115a).
#[rule("702.115a")]
#[test]
fn r702_115a_culling_drone_makes_the_player_it_hits_exile_their_top_card() {
    run("702/r702_115a_culling_drone_makes_the_player_it_hits_exile_their_top_card.toml");
}

/// Renown: Topan Freeblade gets its counter and becomes renowned the first time it hits a
/// player, and only then (702.112a, 702.112b).
#[rule("702.112a", "702.112b")]
#[test]
fn r702_112a_topan_freeblade_becomes_renowned_once() {
    run("702/r702_112a_topan_freeblade_becomes_renowned_once.toml");
}

/// Evolve: Cloudfin Raptor evolves as a bigger creature enters under its controller's
/// control, and not for one no bigger (702.100a).
#[rule("702.100a")]
#[test]
fn r702_100a_cloudfin_raptor_evolves_for_a_bigger_creature_only() {
    run("702/r702_100a_cloudfin_raptor_evolves_for_a_bigger_creature_only.toml");
}

/// Outlast: Salt Road Patrol's {1}{W}, {T} puts a +1/+1 counter on it, only as a sorcery
/// (702.107a).
#[rule("702.107a")]
#[test]
fn r702_107a_salt_road_patrol_outlasts_as_a_sorcery() {
    run("702/r702_107a_salt_road_patrol_outlasts_as_a_sorcery.toml");
}

/// Riot: a Zhur-Taa Goblin enters with a +1/+1 counter or, declined, with haste (702.136a).
#[rule("702.136a")]
#[test]
fn r702_136a_zhur_taa_goblin_enters_with_a_counter_or_haste() {
    run("702/r702_136a_zhur_taa_goblin_enters_with_a_counter_or_haste.toml");
}

/// Training: Gryff Rider attacking with Hill Giant, of greater power, gets a +1/+1 counter
/// (702.149a).
#[rule("702.149a")]
#[test]
fn r702_149a_gryff_rider_trains_attacking_with_a_stronger_creature() {
    run("702/r702_149a_gryff_rider_trains_attacking_with_a_stronger_creature.toml");
}

/// Training needs greater power: attacking with Grizzly Bears, of equal power, the Rider
/// gets nothing (702.149a).
#[rule("702.149a")]
#[test]
fn r702_149a_gryff_rider_doesnt_train_with_a_creature_of_equal_power() {
    run("702/r702_149a_gryff_rider_doesnt_train_with_a_creature_of_equal_power.toml");
}

/// Mentor: Sunhome Stalwart's counter goes on an attacking creature with less power, not on
/// one with equal power (702.134a).
#[rule("702.134a")]
#[test]
fn r702_134a_sunhome_stalwart_mentors_an_attacker_with_less_power() {
    run("702/r702_134a_sunhome_stalwart_mentors_an_attacker_with_less_power.toml");
}

/// Evolve watches its controller's creatures only: an opponent's entering doesn't make
/// Cloudfin Raptor evolve (702.100a).
#[rule("702.100a")]
#[test]
fn r702_100a_cloudfin_raptor_doesnt_evolve_for_an_opponents_creature() {
    run("702/r702_100a_cloudfin_raptor_doesnt_evolve_for_an_opponents_creature.toml");
}

/// A Cloudfin Raptor that isn't a creature doesn't evolve: a noncreature permanent has no
/// power or toughness a creature's could be greater than (702.100c).
#[rule("702.100c")]
#[test]
fn r702_100c_a_cloudfin_raptor_that_isnt_a_creature_doesnt_evolve() {
    run("702/r702_100c_a_cloudfin_raptor_that_isnt_a_creature_doesnt_evolve.toml");
}

/// Renown's ability does nothing once its creature has left the battlefield: nothing
/// becomes renowned (702.112a, 702.112b).
#[rule("702.112a", "702.112b")]
#[test]
fn r702_112a_a_topan_freeblade_that_died_doesnt_become_renowned() {
    run("702/r702_112a_a_topan_freeblade_that_died_doesnt_become_renowned.toml");
}

/// Evolve triggers for each creature token entering, and checks its "if" again as it
/// resolves: of two 1/1 tokens, the first makes Cloudfin Raptor 1/2, and then the second
/// is no bigger (702.100a).
#[rule("702.100a")]
#[test]
fn r702_100a_cloudfin_raptor_evolves_as_creature_tokens_enter() {
    run("702/r702_100a_cloudfin_raptor_evolves_as_creature_tokens_enter.toml");
}

/// Ninjutsu: Ninja of the Deep Hours, from the hand, takes the place of an unblocked
/// attacker, entering tapped and attacking the same player, unblocked (702.49a, 702.49c,
/// 508.4, 508.4d, 506.3d).
#[rule("702.49a", "702.49c", "508.4", "508.4d", "506.3d")]
#[test]
fn r702_49a_ninja_of_the_deep_hours_enters_tapped_and_attacking() {
    run("702/r702_49a_ninja_of_the_deep_hours_enters_tapped_and_attacking.toml");
}

/// The card with ninjutsu is revealed while its ability is on the stack (702.49b): B sees
/// Ninja of the Deep Hours in A's hand then, and not before.
#[rule("702.49b")]
#[test]
fn r702_49b_the_ninja_stays_revealed_while_its_ability_is_on_the_stack() {
    run("702/r702_49b_the_ninja_stays_revealed_while_its_ability_is_on_the_stack.toml");
}

/// Commander ninjutsu works from the command zone too (702.49d): Yuriko, the Tiger's Shadow,
/// A's commander, enters from there tapped and attacking what the returned Bears attacked, and
/// its trigger puts the top card of A's library into A's hand, B losing its mana value.
#[rule("702.49d", "702.49a", "702.49c")]
#[test]
fn r702_49d_yuriko_enters_from_the_command_zone_tapped_and_attacking() {
    run("702/r702_49d_yuriko_enters_from_the_command_zone_tapped_and_attacking.toml");
}

/// The ninja enters attacking what the returned creature attacked, a planeswalker here; it
/// can't be activated before blockers are declared, when no attacker is unblocked yet
/// (702.49c, 702.49a, 509.1h).
#[rule("702.49c", "702.49a")]
#[test]
fn r702_49c_ninja_attacks_the_planeswalker_the_returned_creature_attacked() {
    run("702/r702_49c_ninja_attacks_the_planeswalker_the_returned_creature_attacked.toml");
}

/// With the planeswalker the returned creature attacked gone, the ninja enters but isn't
/// attacking (508.4a, 506.3c, 702.49c).
#[rule("508.4a", "506.3c", "702.49c")]
#[test]
fn r702_49c_a_ninja_whose_planeswalker_is_gone_enters_not_attacking() {
    run("702/r702_49c_a_ninja_whose_planeswalker_is_gone_enters_not_attacking.toml");
}

/// With the battle the returned creature attacked gone, the ninja enters but isn't attacking
/// (508.4a, 506.3c, 702.49c).
#[rule("508.4a", "506.3c", "702.49c")]
#[test]
fn r702_49c_a_ninja_whose_battle_is_gone_enters_not_attacking() {
    run("702/r702_49c_a_ninja_whose_battle_is_gone_enters_not_attacking.toml");
}

/// Exploit: Sidisi's Faithful's controller sacrifices Grizzly Bears as its exploit ability
/// resolves, so it exploits a creature and its other ability triggers (702.110a, 702.110b).
#[rule("702.110a", "702.110b")]
#[test]
fn r702_110b_sidisis_faithful_exploits_grizzly_bears() {
    run("702/r702_110b_sidisis_faithful_exploits_grizzly_bears.toml");
}

/// A creature that exploits itself still exploits a creature: its ability triggers as it
/// last existed (702.110b).
#[rule("702.110b")]
#[test]
fn r702_110b_sidisis_faithful_exploiting_itself_still_triggers() {
    run("702/r702_110b_sidisis_faithful_exploiting_itself_still_triggers.toml");
}

/// Exploit's sacrifice is optional; declined, nothing is exploited (702.110a, 702.110b).
#[rule("702.110a", "702.110b")]
#[test]
fn r702_110a_declining_to_sacrifice_exploits_nothing() {
    run("702/r702_110a_declining_to_sacrifice_exploits_nothing.toml");
}

/// Unleash: Rakdos Cackler may enter with a +1/+1 counter, and with it can't block (702.98a).
#[rule("702.98a")]
#[test]
fn r702_98a_rakdos_cackler_with_its_counter_cant_block() {
    run("702/r702_98a_rakdos_cackler_with_its_counter_cant_block.toml");
}

/// Fabricate: Weaponcraft Enthusiast's controller puts the counters on it, or creates that
/// many Servos (702.123a).
#[rule("702.123a")]
#[test]
fn r702_123a_weaponcraft_enthusiast_makes_counters_or_servos() {
    run("702/r702_123a_weaponcraft_enthusiast_makes_counters_or_servos.toml");
}

/// Fabricate with its permanent gone: no counters to put, so Servos (702.123a).
#[rule("702.123a")]
#[test]
fn r702_123a_a_fabricator_gone_makes_servos() {
    run("702/r702_123a_a_fabricator_gone_makes_servos.toml");
}

/// A companion condition reads the starting deck with the sideboard set aside (702.139b):
/// Wrath of God in A's sideboard doesn't keep A from revealing Jegantha.
#[rule("702.139b")]
#[test]
fn r702_139b_a_companion_looks_at_the_deck_without_the_sideboard() {
    run("702/r702_139b_a_companion_looks_at_the_deck_without_the_sideboard.toml");
}

/// Surge: the alternative cost is open once the caster or a teammate has cast another spell
/// this turn, not an opponent (702.117a).
#[rule("702.117a")]
#[test]
fn r702_117a_comparative_analysis_surges_after_a_teammates_spell() {
    run("702/r702_117a_comparative_analysis_surges_after_a_teammates_spell.toml");
}

/// Spectacle: the alternative cost is open once an opponent has lost life this turn
/// (702.137a).
#[rule("702.137a")]
#[test]
fn r702_137a_skewer_the_critics_for_its_spectacle_cost() {
    run("702/r702_137a_skewer_the_critics_for_its_spectacle_cost.toml");
}

/// Embalm: from the graveyard, as a sorcery, a token copy of the card, white, with no mana
/// cost, and a Zombie (702.128a).
#[rule("702.128a")]
#[test]
fn r702_128a_aven_initiate_embalmed() {
    run("702/r702_128a_aven_initiate_embalmed.toml");
}

/// Eternalize: a token copy of the card, black, 4/4, with no mana cost, and a Zombie
/// (702.129a).
#[rule("702.129a")]
#[test]
fn r702_129a_proven_combatant_eternalized() {
    run("702/r702_129a_proven_combatant_eternalized.toml");
}

/// Graft: the permanent enters with its counters, and may move one onto another creature as
/// it enters while it has one left (702.58a).
#[rule("702.58a")]
#[test]
fn r702_58a_simic_initiate_grafts_its_counter_onto_a_bear() {
    run("702/r702_58a_simic_initiate_grafts_its_counter_onto_a_bear.toml");
}
