//! Scenarios of gift (CR 702.174): a Food or a Treasure promised to an opponent as an
//! instant or sorcery is cast, given as it resolves before its other instructions.

use engine::rule;

use crate::scenario::run;

/// Blooming Blast promised to B: B creates a Treasure first, then the damage; the gift
/// promised, B is dealt 3 too.
#[rule("702.174a", "702.174b", "702.174h", "702.174j", "702.174k")]
#[test]
fn r702_174a_blooming_blast_promised_gives_b_a_treasure_before_its_damage() {
    run("702/r702_174a_blooming_blast_promised_gives_b_a_treasure_before_its_damage.toml");
}

/// Blooming Blast promised to no one: no Treasure, no 3 damage.
#[rule("702.174a", "702.174k")]
#[test]
fn r702_174k_blooming_blast_without_a_gift_promised_deals_only_its_2() {
    run("702/r702_174k_blooming_blast_without_a_gift_promised_deals_only_its_2.toml");
}

/// A promised Blooming Blast whose target left doesn't resolve: no gift is given.
#[rule("702.174j", "702.174c")]
#[test]
fn r702_174j_a_blast_whose_target_left_gives_no_gift() {
    run("702/r702_174j_a_blast_whose_target_left_gives_no_gift.toml");
}

/// Nocturnal Hunger promised gives B a Food; not promised, A loses 2 life.
#[rule("702.174d", "702.174k")]
#[test]
fn r702_174d_nocturnal_hunger_promised_gives_a_food_unpromised_costs_2_life() {
    run("702/r702_174d_nocturnal_hunger_promised_gives_a_food_unpromised_costs_2_life.toml");
}

/// Jolly Gerbils draws a card when A's spell gives a gift, not when none was promised.
#[rule("702.174c")]
#[test]
fn r702_174c_jolly_gerbils_draws_a_card_for_each_gift_given() {
    run("702/r702_174c_jolly_gerbils_draws_a_card_for_each_gift_given.toml");
}

/// With two opponents, the gift goes to the one chosen, and once one is chosen no other is
/// asked.
#[rule("702.174a")]
#[test]
fn r702_174a_the_gift_is_promised_to_one_opponent_of_two() {
    run("702/r702_174a_the_gift_is_promised_to_one_opponent_of_two.toml");
}

/// A gift spell that destroys Jolly Gerbils: A has given the gift once the spell has
/// resolved, when the Gerbils are gone, so nothing triggers.
#[rule("702.174c")]
#[test]
fn r702_174c_jolly_gerbils_destroyed_by_the_gift_spell_draws_nothing() {
    run("702/r702_174c_jolly_gerbils_destroyed_by_the_gift_spell_draws_nothing.toml");
}
