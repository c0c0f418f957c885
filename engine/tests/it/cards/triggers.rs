//! Triggered abilities as they load: step triggers, intervening "if" clauses, delayed
//! abilities and triggers on events (603.2, 603.4, 603.7), each mistake a load error at its
//! key.

use engine::cards::CardPool;

use super::load_error;

/// Step triggers say whose turns they count, intervening "if" clauses compare a number of
/// the game with a bound, and only a delayed ability's text names `that`, one object its
/// creator fixed (603.4, 603.7); errors point at the key.
#[test]
fn step_triggers_conditions_and_delayed_abilities_are_checked_as_they_load() {
    let enchantment = "[[card]]\nname = \"X\"\ntypes = [\"enchantment\"]\n[[card.triggers]]\n";
    let gain = "effects = [{ effect = \"gain_life\", amount = 1, who = \"you\" }]\n";
    let e = load_error(&format!("{enchantment}when = \"beginning_of_upkeep\"\n{gain}"));
    assert!(
        e.starts_with("cards.toml:5:8: `beginning_of_upkeep` needs whose turns it counts"),
        "{e}"
    );
    let e = load_error(&format!("{enchantment}when = \"enters\"\nturn = \"yours\"\n{gain}"));
    assert!(
        e.starts_with("cards.toml:6:8: `turn` is for the beginning of a step"),
        "{e}"
    );
    let e = load_error(&format!(
        "{enchantment}when = \"beginning_of_end_step\"\nturn = \"each\"\nwhose = {{ types = [\"creature\"] }}\n{gain}"
    ));
    assert!(
        e.contains("`beginning_of_end_step` is no object's event, so it takes no `whose`"),
        "{e}"
    );
    let e = load_error(&format!(
        "{enchantment}when = \"beginning_of_upkeep\"\nturn = \"yours\"\nif = {{ number = \"your_life\" }}\n{gain}"
    ));
    assert!(e.starts_with("cards.toml:7:6: a condition with no bound"), "{e}");
    let e = load_error(&format!(
        "{enchantment}when = \"beginning_of_upkeep\"\nturn = \"yours\"\nif = {{ number = 40, at_least = 40 }}\n{gain}"
    ));
    assert!(
        e.contains("a condition on a fixed number is always true or false"),
        "{e}"
    );
    let sorcery = "[[card]]\nname = \"X\"\ncost = \"{R}\"\ntypes = [\"sorcery\"]\n";
    let e = load_error(&format!(
        "{sorcery}effects = [{{ effect = \"exile\", what = \"that\" }}]\n"
    ));
    assert!(
        e.contains("acts on `that`, which only a delayed triggered ability, or a triggered ability whose event has another object, has"),
        "{e}"
    );
    let e = load_error(&format!(
        "{sorcery}targets = [{{ kind = \"creature\", count = 2 }}]\neffects = [{{ effect = \"delayed\", at = \"end_of_combat\", that = \"target\", effects = [{{ effect = \"exile\", what = \"that\" }}] }}]\n"
    ));
    assert!(e.contains("refers to `that`, which is not one object"), "{e}");
    let e = load_error(&format!(
        "{sorcery}target = \"creature\"\neffects = [{{ effect = \"delayed\", at = \"end_of_combat\", effects = [{{ effect = \"exile\", what = \"that\" }}] }}]\n"
    ));
    assert!(
        e.contains("acts on `that`, which only a delayed triggered ability, or a triggered ability whose event has another object, has"),
        "{e}"
    );
}

/// Triggers on events are checked as they load: `player` only for a player's event and
/// needed there, `whose` needed for `cast`, and `that`, `that_player` and `that_much` only
/// where the trigger event has them (603.2); a delayed ability that waits for an event of
/// `that` names it (603.7c). Each error points at its key.
#[test]
fn event_triggers_are_checked_as_they_load() {
    let creature =
        "[[card]]\nname = \"X\"\ncost = \"{R}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\n[[card.triggers]]\n";
    let gain = "effects = [{ effect = \"gain_life\", amount = 1, who = \"you\" }]\n";
    let e = load_error(&format!("{creature}when = \"draws\"\n{gain}"));
    assert!(e.starts_with("cards.toml:8:8: `draws` needs whose: `player`"), "{e}");
    let e = load_error(&format!("{creature}when = \"draws\"\nplayer = \"them\"\n{gain}"));
    assert!(
        e.starts_with("cards.toml:9:10: `them` is not whose draws this counts"),
        "{e}"
    );
    let e = load_error(&format!("{creature}when = \"attacks\"\nplayer = \"you\"\n{gain}"));
    assert!(
        e.starts_with(
            "cards.toml:9:10: `player` is for a player's event (draws, gains_life, loses_life, scries, surveils, rolls_dice, rolls_highest_natural_result, gives_a_gift, cycles_or_discards, cycles, taps_land_for_mana), not `attacks`"
        ),
        "{e}"
    );
    let e = load_error(&format!(
        "{creature}when = \"gains_life\"\nplayer = \"you\"\nwhose = {{ types = [\"creature\"] }}\n{gain}"
    ));
    assert!(
        e.contains("`gains_life` is a player's event, so it takes `player`, not `whose`"),
        "{e}"
    );
    let e = load_error(&format!("{creature}when = \"cast\"\n{gain}"));
    assert!(e.starts_with("cards.toml:8:8: `cast` needs `whose`"), "{e}");
    let e = load_error(&format!(
        "{creature}when = \"cycled\"\nwhose = {{ types = [\"creature\"] }}\n{gain}"
    ));
    assert!(
        e.starts_with("cards.toml:9:9: only the card's own \"when you cycle this card\" triggers"),
        "{e}"
    );
    // "Enchanted creature" describes a trigger's event alone.
    let e = load_error(&format!(
        "{creature}when = \"enters\"\n{gain}[[card.statics]]\naffects = {{ enchanted = true }}\nmodify = [{{ pt = \"+1/+1\" }}]\n"
    ));
    assert!(
        e.contains("`enchanted` in a description that isn't a triggered ability's `whose`"),
        "{e}"
    );
    // A spell names itself only to shuffle itself into its owner's library or to exile
    // itself, not linked.
    let sorcery = "[[card]]\nname = \"S\"\ncost = \"{B}\"\ntypes = [\"sorcery\"]\n";
    let e = load_error(&format!(
        "{sorcery}effects = [{{ effect = \"tap\", what = \"this\" }}]\n"
    ));
    assert!(
        e.contains("acts on `this`, which only a permanent's ability has"),
        "{e}"
    );
    for itself in ["shuffle_into_owners_library", "exile"] {
        let spell = format!("{sorcery}effects = [{{ effect = \"{itself}\", what = \"this\" }}]\n");
        assert!(CardPool::from_toml("cards.toml", &spell).is_ok(), "{itself}");
    }
    let e = load_error(&format!("{creature}when = \"is_tapped\"\n{gain}"));
    assert!(
        e.starts_with("cards.toml:8:8: `is_tapped` is not a trigger event the engine knows")
            && e.contains("becomes_tapped"),
        "{e}"
    );
    let e = load_error(&format!(
        "{creature}when = \"becomes_tapped\"\neffects = [{{ effect = \"return_to_hand\", what = \"that\" }}]\n"
    ));
    assert!(e.contains("acts on `that`"), "{e}");
    let e = load_error(&format!(
        "{creature}when = \"blocks\"\neffects = [{{ effect = \"deal_damage\", amount = 1, to = \"that_player\" }}]\n"
    ));
    assert!(
        e.contains("acts on `that_player`, which only a triggered ability whose event has a player has"),
        "{e}"
    );
    let e = load_error(&format!(
        "{creature}when = \"attacks\"\neffects = [{{ effect = \"gain_life\", amount = \"that_much\", who = \"you\" }}]\n"
    ));
    assert!(e.contains("uses that_much, but its trigger event has no amount"), "{e}");
    let e = load_error(&format!(
        "{creature}when = \"enters\"\neffects = [{{ effect = \"delayed\", at = \"that_leaves_the_battlefield\", effects = [{{ effect = \"gain_life\", amount = 1, who = \"you\" }}] }}]\n"
    ));
    assert!(e.contains("waits for an event of `that`, but names no `that`"), "{e}");
    let e = load_error(&format!(
        "{creature}when = \"enters\"\neffects = [{{ effect = \"delayed\", at = \"end_of_combat\", that = \"that\", effects = [{{ effect = \"exile\", what = \"that\" }}] }}]\n"
    ));
    assert!(e.contains("acts on `that`"), "{e}");
}

/// "When the last [kind] counter is removed from this permanent" is `when =
/// "last_counter_removed"` with its `counter`, which belongs to nothing else; time counters'
/// is vanishing's, and a permanent card's own "enters with N [kind] counters" is a permanent's,
/// with at least one.
#[test]
fn last_counter_abilities_and_printed_counters_are_checked_as_they_load() {
    let card = |types: &str, extra: &str, trigger: &str| {
        format!("[[card]]\nname = \"X\"\ntypes = [{types}]\n{extra}\n[[card.triggers]]\n{trigger}\neffects = [{{ effect = \"game_is_a_draw\" }}]\n")
    };
    let enchantment = "\"enchantment\"";
    let e = load_error(&card(enchantment, "", "when = \"last_counter_removed\""));
    assert!(
        e.starts_with("cards.toml:6:8: `last_counter_removed` needs the kind of counter"),
        "{e}"
    );
    let e = load_error(&card(
        enchantment,
        "",
        "when = \"last_counter_removed\"\ncounter = \"time\"",
    ));
    assert!(
        e.starts_with("cards.toml:7:11: the last time counter's removal is a rule's to watch"),
        "{e}"
    );
    let e = load_error(&card(enchantment, "", "when = \"enters\"\ncounter = \"intervention\""));
    assert!(
        e.starts_with("cards.toml:7:11: `counter` is for `last_counter_removed`, not `enters`"),
        "{e}"
    );
    let e = load_error(&card(
        enchantment,
        "",
        "when = \"last_counter_removed\"\ncounter = \"intervention\"\nplayer = \"you\"",
    ));
    assert!(e.contains("watches its own permanent's counters"), "{e}");
    let e = load_error(&card(
        "\"instant\"",
        "enters_with_counters = { counter = \"intervention\", count = 2 }",
        "when = \"enters\"",
    ));
    assert!(
        e.starts_with("cards.toml:4:24: enters_with_counters on a card that is not a permanent"),
        "{e}"
    );
    let e = load_error(&card(
        enchantment,
        "enters_with_counters = { counter = \"intervention\", count = 0 }",
        "when = \"enters\"",
    ));
    assert!(e.contains("or with count = 0"), "{e}");
    let pool = CardPool::from_toml(
        "cards.toml",
        &card(
            enchantment,
            "enters_with_counters = { counter = \"intervention\", count = 2 }",
            "when = \"last_counter_removed\"\ncounter = \"intervention\"",
        ),
    )
    .expect("a card with printed counters and a last-counter ability loads");
    let x = pool.get(pool.find("X").expect("the card X"));
    assert_eq!(
        x.enters_with_counters,
        Some((engine::cards::effect::CounterKind::Intervention, 2))
    );
}
