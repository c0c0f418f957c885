//! Scenarios of fateseal (CR 701.29): Spin into Myth puts a creature on top of its owner's
//! library, then its caster fateseals 2.

use engine::rule;

use crate::scenario::run;

/// Fateseal sorts the top of the opponent's library, not the caster's, and is no scry
/// (701.29a).
#[rule("701.29a")]
#[test]
fn r701_29a_spin_into_myth_sends_the_creature_it_put_on_top_to_the_bottom() {
    run("701/r701_29a_spin_into_myth_sends_the_creature_it_put_on_top_to_the_bottom.toml");
}

/// With several opponents the caster chooses whose library to fateseal: not necessarily
/// that of the creature's owner (701.29a).
#[rule("701.29a")]
#[test]
fn r701_29a_the_caster_chooses_which_opponents_library_to_fateseal() {
    run("701/r701_29a_the_caster_chooses_which_opponents_library_to_fateseal.toml");
}
