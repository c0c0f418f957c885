//! Saga cards (CR 714), with History of Benalia: lore counters as it enters (714.3a) and in
//! each precombat main phase (714.3b, 703.4f), a chapter ability for each numeral reached
//! (714.2b), and the Saga sacrificed once its last chapter ability has left the stack (714.4,
//! 704.5s).

use engine::rule;

use crate::scenario::run;

/// History of Benalia enters with a lore counter, and its chapter I triggers (714.3a,
/// 714.2b).
#[rule("714.3a", "714.2b")]
#[test]
fn r714_3a_history_of_benalia_enters_with_a_lore_counter_and_its_first_chapter_triggers() {
    run("714/r714_3a_history_of_benalia_enters_with_a_lore_counter_and_its_first_chapter_triggers.toml");
}

/// As its controller's precombat main phase begins, a Saga gets a lore counter, and the next
/// chapter triggers (714.3b, 703.4f); an opponent's Saga gets none.
#[rule("714.3b", "703.4f", "714.2b")]
#[test]
fn r714_3b_a_lore_counter_in_each_precombat_main_phase_triggers_the_next_chapter() {
    run("714/r714_3b_a_lore_counter_in_each_precombat_main_phase_triggers_the_next_chapter.toml");
}

/// A Saga at its final chapter number (714.2d) is sacrificed only once its chapter ability
/// has left the stack (704.5s, 714.4).
#[rule("704.5s", "714.4", "714.2d")]
#[test]
fn r704_5s_history_of_benalia_is_sacrificed_once_its_last_chapter_has_left_the_stack() {
    run("704/r704_5s_history_of_benalia_is_sacrificed_once_its_last_chapter_has_left_the_stack.toml");
}

/// A Saga with no chapter abilities has final chapter number 0 (714.2d): it gets no lore
/// counter in the precombat main phase (714.3b) and is never sacrificed (714.4); nor is an
/// enchantment that isn't a Saga, chapter ability or not. A Saga with more lore counters than
/// its final chapter number is.
#[rule("714.2d", "714.3b", "714.4")]
#[test]
fn r714_2d_a_saga_without_chapter_abilities_gets_no_lore_counter_and_stays() {
    run("714/r714_2d_a_saga_without_chapter_abilities_gets_no_lore_counter_and_stays.toml");
}
