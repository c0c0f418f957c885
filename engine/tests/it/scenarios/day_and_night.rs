//! Day and night (CR 730), and the daybound and nightbound abilities that watch it
//! (702.145).

use engine::rule;

use crate::scenario::run;

/// 730.2a: day becomes night when the previous turn's active player cast no spells during
/// it; daybound's permanent front face up transforms as it does (702.145b), in the untap
/// step right after phasing (703.4b).
#[rule("730.2a", "702.145b", "730.1", "730.1a")]
#[test]
fn r730_2a_day_becomes_night_after_a_turn_without_spells() {
    run("730/r730_2a_day_becomes_night_after_a_turn_without_spells.toml");
}

/// 730.2a: one spell cast by the active player keeps it day.
#[rule("730.2", "730.2a")]
#[test]
fn r730_2a_a_spell_cast_keeps_it_day() {
    run("730/r730_2a_a_spell_cast_keeps_it_day.toml");
}

/// 730.2b: night becomes day when the previous turn's active player cast two or more
/// spells; nightbound's permanent back face up transforms as it does (702.145e).
#[rule("730.2b", "702.145e")]
#[test]
fn r730_2b_night_becomes_day_after_two_spells() {
    run("730/r730_2b_night_becomes_day_after_two_spells.toml");
}

/// 730.2b: one spell is not two.
#[rule("730.2b")]
#[test]
fn r730_2b_one_spell_keeps_it_night() {
    run("730/r730_2b_one_spell_keeps_it_night.toml");
}

/// 730.2c: with neither designation the check doesn't happen.
#[rule("730.2c")]
#[test]
fn r730_2c_neither_day_nor_night_is_not_checked() {
    run("730/r730_2c_neither_day_nor_night_is_not_checked.toml");
}

/// 702.145b: a daybound permanent represented by a double-faced card enters transformed at
/// night; it didn't transform.
#[rule("702.145b", "712.13a")]
#[test]
fn r702_145b_bird_admirer_cast_at_night_enters_transformed() {
    run("702/r702_145b_bird_admirer_cast_at_night_enters_transformed.toml");
}

/// 702.145c: a daybound permanent front face up at night transforms, without a state-based
/// action.
#[rule("702.145c", "712.8e")]
#[test]
fn r702_145c_daybound_front_face_up_at_night_transforms() {
    run("702/r702_145c_daybound_front_face_up_at_night_transforms.toml");
}

/// 702.145d: a daybound permanent makes it day when it is neither.
#[rule("702.145d")]
#[test]
fn r702_145d_bird_admirer_makes_it_day() {
    run("702/r702_145d_bird_admirer_makes_it_day.toml");
}

/// 702.145f: a nightbound permanent back face up by day transforms.
#[rule("702.145f")]
#[test]
fn r702_145f_nightbound_back_face_up_by_day_transforms() {
    run("702/r702_145f_nightbound_back_face_up_by_day_transforms.toml");
}

/// 702.145g: a nightbound permanent makes it night when it is neither and no permanent has
/// daybound.
#[rule("702.145g")]
#[test]
fn r702_145g_nightbound_makes_it_night() {
    run("702/r702_145g_nightbound_makes_it_night.toml");
}

/// 702.145g's "no permanents with daybound": with one, 702.145d makes it day instead.
#[rule("702.145d", "702.145g")]
#[test]
fn r702_145g_a_daybound_permanent_makes_it_day_instead() {
    run("702/r702_145g_a_daybound_permanent_makes_it_day_instead.toml");
}

/// 702.145b: "This permanent can't transform except due to its daybound ability": a spell
/// that transforms each creature leaves a daybound permanent as it is.
#[rule("702.145b", "712.8d")]
#[test]
fn r702_145b_another_effect_cant_transform_a_daybound_permanent() {
    run("702/r702_145b_another_effect_cant_transform_a_daybound_permanent.toml");
}

/// 702.145e: the same for a nightbound permanent back face up.
#[rule("702.145e")]
#[test]
fn r702_145e_another_effect_cant_transform_a_nightbound_permanent() {
    run("702/r702_145e_another_effect_cant_transform_a_nightbound_permanent.toml");
}

/// 702.145b: at night, only a daybound permanent enters transformed; another double-faced
/// card enters front face up.
#[rule("702.145b")]
#[test]
fn r702_145b_a_double_faced_card_without_daybound_enters_front_face_up_at_night() {
    run("702/r702_145b_a_double_faced_card_without_daybound_enters_front_face_up_at_night.toml");
}
