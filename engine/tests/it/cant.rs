//! "Can't" effects (614.17): losing the game (Platinum Angel), gaining life (119.7), damage
//! that can't be prevented (615.12), and Skullcrack's targets (115.4).

use engine::rule;

use crate::scenario::run;

/// Platinum Angel: Lightning Bolt takes A to 0 life, and A stays in the game (614.17).
#[rule("614.17")]
#[test]
fn r614_17_platinum_angel_keeps_its_controller_at_0_life_in_the_game() {
    run("614/r614_17_platinum_angel_keeps_its_controller_at_0_life_in_the_game.toml");
}

/// Skullcrack's "can't gain life" doesn't undo the life gained before it (614.17a).
#[rule("614.17a")]
#[test]
fn r614_17a_skullcrack_doesnt_undo_life_gained_before_it() {
    run("614/r614_17a_skullcrack_doesnt_undo_life_gained_before_it.toml");
}

/// A at 0 life loses once Murder destroys Platinum Angel.
#[rule("704.5a")]
#[test]
fn r704_5a_the_player_loses_once_platinum_angel_is_gone() {
    run("704/r704_5a_the_player_loses_once_platinum_angel_is_gone.toml");
}

/// Skullcrack's damage can't be prevented: Mending Hands' shield applies and prevents none.
#[rule("615.12")]
#[test]
fn r615_12_skullcrack_damage_is_not_prevented_by_a_shield() {
    run("615/r615_12_skullcrack_damage_is_not_prevented_by_a_shield.toml");
}

/// After Skullcrack, Fruition gains no life, and Boon Reflection has nothing to double.
#[rule("119.7", "614.17c")]
#[test]
fn r119_7_after_skullcrack_fruition_gains_no_life_and_boon_reflection_doubles_nothing() {
    run("119/r119_7_after_skullcrack_fruition_gains_no_life_and_boon_reflection_doubles_nothing.toml");
}

/// Damage that can't be prevented does not reduce a prevention shield (615.12): after
/// Skullcrack's 3 damage to B, Mending Hands' shield around B still prevents 4.
#[rule("615.12")]
#[test]
fn r615_12_unpreventable_damage_leaves_the_shield_whole() {
    use engine::action::{Action, Payment};
    use engine::game::{Game, PlayerId, Zone};
    use engine::replacement::effect::Instead;
    use engine::stack::Target;

    use crate::fixtures::{card, permanent, starter};
    let mut game = Game::blank(starter(), 2, 20);
    for name in ["Plains", "Mountain", "Mountain"] {
        permanent(&mut game, PlayerId(0), name);
    }
    game.begin_step(engine::turn::Step::PrecombatMain);
    for name in ["Mending Hands", "Skullcrack"] {
        let spell = game.put(card(&game.pool.clone(), name), PlayerId(0), Zone::Hand);
        let cast = Action::Cast {
            card: spell,
            payment: Payment::Auto,
        };
        crate::fixtures::with_targets(&mut game, cast, &[Target::Player(PlayerId(1))])
            .unwrap_or_else(|e| panic!("{e}"));
        for _ in 0..2 {
            game.apply(Action::Pass).unwrap_or_else(|e| panic!("{e}"));
        }
    }
    assert_eq!(game.players[1].life, 17, "none of Skullcrack's damage is prevented");
    let shields: Vec<&Instead> = game.replacements.shields.iter().map(|s| &s.effect.instead).collect();
    assert_eq!(shields, [&Instead::Prevent(Some(4))], "the shield is not reduced");
}

/// Skullcrack's target: a player or a planeswalker, not a creature.
#[rule("115.4")]
#[test]
fn r115_4_skullcrack_targets_a_player_or_planeswalker_not_a_creature() {
    run("115/r115_4_skullcrack_targets_a_player_or_planeswalker_not_a_creature.toml");
}

/// Platinum Angel stops only its controller's loss.
#[rule("704.5a")]
#[test]
fn r704_5a_platinum_angel_does_not_keep_its_controllers_opponent_in_the_game() {
    run("704/r704_5a_platinum_angel_does_not_keep_its_controllers_opponent_in_the_game.toml");
}

/// "Your opponents can't gain life" stops only the opponents.
#[rule("119.7")]
#[test]
fn r119_7_a_cant_effect_stops_only_the_players_it_names() {
    run("119/r119_7_a_cant_effect_stops_only_the_players_it_names.toml");
}

/// Melira, Sylvok Outcast: no -1/-1 counters on its controller's creatures, wither's
/// included, and an opponent's infect creature, having lost infect, deals ordinary damage
/// (614.17).
#[rule("614.17")]
#[test]
fn r614_17_melira_stops_wither_counters_and_takes_infect_away() {
    run("614/r614_17_melira_stops_wither_counters_and_takes_infect_away.toml");
}
