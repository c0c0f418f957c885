//! Scenarios of clash (CR 701.30): Lash Out's clash with an opponent.

use engine::rule;

use crate::scenario::run;

/// Clash: both reveal at once, decide in APNAP order, and the higher mana value wins;
/// Lash Out's "if you win" follows (701.30b-d).
#[rule("701.30d", "701.30b", "701.30c")]
#[test]
fn r701_30d_lash_out_wins_the_clash() {
    run("701/r701_30d_lash_out_wins_the_clash.toml");
}

/// A clashing player may put the revealed card on the bottom; the opponent's higher card
/// wins (701.30a, 701.30d).
#[rule("701.30a", "701.30d")]
#[test]
fn r701_30a_a_clashing_player_puts_the_card_on_the_bottom_and_loses() {
    run("701/r701_30a_a_clashing_player_puts_the_card_on_the_bottom_and_loses.toml");
}

/// Equal mana values make no winner (701.30d).
#[rule("701.30d")]
#[test]
fn r701_30d_equal_mana_values_make_no_winner() {
    run("701/r701_30d_equal_mana_values_make_no_winner.toml");
}
