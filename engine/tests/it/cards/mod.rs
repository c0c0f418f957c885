//! Cards as data: the starter pool and its decks, the names card files use, and rules that
//! need cards the starter pool does not have (inline test pools). The loader's checks are in
//! the submodules.

mod checks;
mod costs;
mod errors;
mod faces;
mod keyword_keys;
mod keywords;
mod replacements;
mod triggers;

use engine::cards::{CardPool, CardTypes};
use engine::characteristics::Color;
use engine::game::{Game, PlayerId};
use engine::turn::Step;
use engine::{cite, rule};

use crate::fixtures::{permanent, pool, starter};

#[test]
fn the_starter_pool_loads_with_over_thirty_spells_and_the_benchmark_deck() {
    let pool = CardPool::starter();
    let spells = pool
        .iter()
        .filter(|(_, c)| c.printed.types.contains(CardTypes::INSTANT) || c.printed.types.contains(CardTypes::SORCERY))
        .count();
    assert!(spells >= 30, "{spells} spells");
    let deck = engine::decks::bears_bolt(&pool).expect("loads");
    assert_eq!(deck.len(), 60);
    assert_eq!(
        deck.iter().filter(|&&c| pool.get(c).name == "Lightning Bolt").count(),
        18
    );
}

#[rule("305.6")]
#[test]
fn r305_6_basic_land_types_give_their_mana_ability() {
    let pool = starter();
    for (land, symbol) in [
        ("Plains", 'W'),
        ("Island", 'U'),
        ("Swamp", 'B'),
        ("Mountain", 'R'),
        ("Forest", 'G'),
    ] {
        let mut game = Game::blank(pool.clone(), 2, 20);
        let id = permanent(&mut game, PlayerId(0), land);
        let abilities: Vec<_> = game.activated_abilities(id).map(|(_, a)| a.clone()).collect();
        assert_eq!(abilities.len(), 1, "{land}");
        let ability = &abilities[0];
        assert!(ability.is_mana_ability && ability.cost.tap && ability.cost.mana.is_none());
        let engine::cards::resolved::Resolved::AddMana(mana, _) = &ability.text.effects[0] else {
            panic!("{land} adds mana")
        };
        assert_eq!(mana.to_string(), format!("{{{symbol}}}"), "{land}");
    }
}

/// The error for `toml`, as text.
pub(super) fn load_error(toml: &str) -> String {
    CardPool::from_toml("cards.toml", toml)
        .expect_err("must not load")
        .to_string()
}

const TEST_POOL: &str = r#"
[[card]]
name = "Old World"
cost = "{2}"
types = ["enchantment"]
supertypes = ["world"]

[[card]]
name = "New World"
cost = "{2}"
types = ["enchantment"]
supertypes = ["world"]
"#;

fn test_board() -> Game {
    let mut game = Game::blank(pool(TEST_POOL), 2, 20);
    game.turn.number = 2;
    game
}

#[rule("704.5k")]
#[test]
fn r704_5k_the_world_rule_keeps_the_newest_world() {
    let mut game = test_board();
    let old = permanent(&mut game, PlayerId(0), "Old World");
    let new = permanent(&mut game, PlayerId(1), "New World");
    game.begin_step(Step::PrecombatMain);
    assert!(
        game.object(old).expect("kept").gone,
        "the older world goes to the graveyard"
    );
    assert!(!game.object(new).expect("kept").gone);
    assert!(game.log.iter().any(|e| e.rule == cite!("704.5k")));
    // A tie for the newest: all go.
    let mut tie = test_board();
    let a = permanent(&mut tie, PlayerId(0), "Old World");
    let b = permanent(&mut tie, PlayerId(1), "New World");
    let stamp = tie.objects[a.0 as usize].timestamp;
    tie.objects[b.0 as usize].timestamp = stamp;
    tie.begin_step(Step::PrecombatMain);
    assert!(tie.object(a).expect("kept").gone && tie.object(b).expect("kept").gone);
}

#[test]
fn the_starter_mix_holds_every_starter_card_once_and_five_of_each_basic_land() {
    let pool = starter();
    let deck = engine::decks::bundled("starter_mix", &pool).unwrap_or_else(|e| panic!("{e}"));
    // Cards only: not tokens, back faces or the face-down characteristics (708.2a).
    let cards = pool
        .iter()
        .filter(|&(idx, def)| !def.is_token && def.front.is_none() && !pool.is_face_down(idx));
    for (idx, def) in cards {
        let copies = deck.iter().filter(|&&c| c == idx).count();
        let basic = def.printed.supertypes.contains(engine::cards::Supertypes::BASIC);
        assert_eq!(copies, if basic { 5 } else { 1 }, "{}", def.name);
    }
}

/// Card files may name each color (105.1), card type (205.2a) and supertype (205.4a) the CR
/// lists, and nothing else: the lists below are the rules' own.
#[rule("105.1", "205.2a", "205.4a")]
#[test]
fn r205_2a_card_files_name_the_colors_card_types_and_supertypes_the_cr_lists() {
    let colors = ["white", "blue", "black", "red", "green"];
    let types = [
        "artifact",
        "battle",
        "conspiracy",
        "creature",
        "dungeon",
        "enchantment",
        "instant",
        "kindred",
        "land",
        "phenomenon",
        "plane",
        "planeswalker",
        "scheme",
        "sorcery",
        "vanguard",
    ];
    let supertypes = ["basic", "legendary", "ongoing", "snow", "world"];
    let card = |lines: &str| format!("[[card]]\nname = \"X\"\n{lines}\n");
    let load = |lines: &str| {
        let pool = CardPool::from_toml("names.toml", &card(lines)).unwrap_or_else(|e| panic!("{lines}: {e}"));
        pool.get(pool.find("X").expect("loaded")).printed
    };
    for (i, name) in types.iter().enumerate() {
        let pt = match *name {
            "creature" => "\npower = 1\ntoughness = 1",
            "battle" => "\ndefense = 1",
            _ => "",
        };
        let printed = load(&format!("types = [\"{name}\"]{pt}"));
        assert_eq!(printed.types, CardTypes::NAMES[i].1, "{name}");
    }
    assert_eq!(CardTypes::NAMES.map(|(name, _)| name), types);
    for name in supertypes {
        let printed = load(&format!("types = [\"artifact\"]\nsupertypes = [\"{name}\"]"));
        assert_eq!(printed.supertypes.names().collect::<Vec<_>>(), [name]);
    }
    for name in colors {
        let printed = load(&format!("types = [\"artifact\"]\ncolor_indicator = [\"{name}\"]"));
        assert_eq!(printed.colors.iter().map(Color::name).collect::<Vec<_>>(), [name]);
    }
    assert_eq!(Color::ALL.map(Color::name), colors);
    for (key, wrong, says) in [
        ("types", "tribal", "is not a card type"),
        ("supertypes", "elite", "is not a supertype"),
        ("color_indicator", "purple", "is not a color"),
    ] {
        let types = if key == "types" { "" } else { "types = [\"artifact\"]\n" };
        let e = load_error(&card(&format!("{types}{key} = [\"{wrong}\"]")));
        assert!(e.contains(says), "{e}");
    }
}

/// A creature type choice offers one existing creature type per option (205.3e): Merfolk and
/// Wizard, never "Merfolk Wizard", nor a card type, a player, a land type or a made-up word.
#[rule("205.3e")]
#[test]
fn r205_3e_only_one_existing_creature_type_may_be_chosen() {
    let names: Vec<&str> = engine::midway::creature_types().iter().map(|t| t.name()).collect();
    assert!(names.contains(&"Merfolk") && names.contains(&"Wizard"), "{names:?}");
    for not_one in ["Merfolk Wizard", "artifact", "Artifact", "opponent", "Swamp", "truck"] {
        assert!(!names.contains(&not_one), "`{not_one}` is offered as a creature type");
    }
    let mut unique = names.clone();
    unique.sort_unstable();
    unique.dedup();
    assert_eq!(unique.len(), names.len(), "each creature type is offered once");
}
