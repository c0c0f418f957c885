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

/// Steady Progress proliferates the permanents and players its controller chooses, not the
/// others: one more counter of each kind each has (701.34a).
#[rule("701.34a")]
#[test]
fn r701_34a_steady_progress_proliferates_the_chosen_permanents_and_players() {
    run("701/r701_34a_steady_progress_proliferates_the_chosen_permanents_and_players.toml");
}

/// In Two-Headed Giant, proliferating both players of a team gives the team one poison
/// counter, to the player the proliferating player chooses (701.34b).
#[rule("701.34b", "701.34a")]
#[test]
fn r701_34b_proliferating_both_players_of_a_team_gives_the_team_one_poison_counter() {
    run("701/r701_34b_proliferating_both_players_of_a_team_gives_the_team_one_poison_counter.toml");
}

/// Populate: Sundering Growth's controller chooses one of their creature tokens, an Elf
/// Warrior, and creates a copy of it (701.36a).
#[rule("701.36a")]
#[test]
fn r701_36a_sundering_growth_populates_the_chosen_elf_warrior() {
    run("701/r701_36a_sundering_growth_populates_the_chosen_elf_warrior.toml");
}

/// Populate copies a token the same spell created: Eyes in the Skies's Bird (701.36a).
#[rule("701.36a")]
#[test]
fn r701_36a_eyes_in_the_skies_populates_the_bird_it_created() {
    run("701/r701_36a_eyes_in_the_skies_populates_the_bird_it_created.toml");
}

/// Populating without a creature token creates none (701.36b): Sundering Growth.
#[rule("701.36b")]
#[test]
fn r701_36b_populating_without_a_creature_token_creates_none() {
    run("701/r701_36b_populating_without_a_creature_token_creates_none.toml");
}

/// Support 2 on a permanent: a +1/+1 counter on each of up to two other target creatures,
/// never the permanent itself (701.41a).
#[rule("701.41a")]
#[test]
fn r701_41a_saddleback_lagac_supports_two_other_creatures() {
    run("701/r701_41a_saddleback_lagac_supports_two_other_creatures.toml");
}

/// In Two-Headed Giant, proliferating one player of a team gives that player the team's
/// counter without a question (701.34b).
#[rule("701.34b")]
#[test]
fn r701_34b_proliferating_one_player_of_a_team_asks_nothing_more() {
    run("701/r701_34b_proliferating_one_player_of_a_team_asks_nothing_more.toml");
}
