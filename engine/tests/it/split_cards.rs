//! Split cards (CR 709): how a split card loads, with its halves' characteristics combined,
//! and which halves the legal actions offer.

use engine::action::{Action, Payment};
use engine::cards::CardPool;
use engine::game::{Game, PlayerId, Zone};
use engine::rule;
use engine::turn::Step;

use crate::fixtures::{card, permanent, starter};

fn load_error(toml: &str) -> String {
    CardPool::from_toml("split.toml", toml)
        .expect_err("must not load")
        .to_string()
}

/// A split card loads as the card, with its halves' mana costs added, both their colors and
/// card types (709.4b, 709.4c), and two halves that are no cards of their own; its own table
/// holds only its name and text, and each half is an instant or a sorcery with a mana cost.
#[rule("709.4b", "709.4c", "709.4")]
#[test]
fn r709_4b_a_split_card_loads_with_its_halves_combined() {
    let pool = starter();
    let fire_ice = card(&pool, "Fire // Ice");
    let [fire, ice] = pool.get(fire_ice).split.expect("Fire // Ice has halves");
    assert!(pool.find("Fire").is_none(), "a half is not a card of its own");
    assert_eq!(pool.other_face("Ice"), Some(ice));
    assert_eq!(pool.get(fire).front, Some(fire_ice));
    // Each half is a definition of its own, named by itself (709.4: its own name).
    assert_eq!((pool.get(fire).printed.name, pool.get(ice).printed.name), (fire, ice));
    assert_eq!((fire.0, ice.0), (fire_ice.0 + 1, fire_ice.0 + 2));
    let whole = &pool.get(fire_ice).printed;
    assert_eq!(whole.mana_value(), 4);
    assert_eq!(
        whole.mana_cost,
        pool.get(fire)
            .printed
            .mana_cost
            .zip(pool.get(ice).printed.mana_cost)
            .map(|(f, i)| f.plus(&i))
    );
    assert_eq!(
        whole.colors,
        pool.get(fire).printed.colors.with(pool.get(ice).printed.colors)
    );
    assert!(
        pool.get(fire_ice).spell.effects.is_empty(),
        "the card itself is no spell"
    );

    let half = |name: &str, cost: &str, types: &str| {
        format!("[[card.halves]]\nname = \"{name}\"\ncost = \"{cost}\"\ntypes = [{types}]\n")
    };
    let card = "[[card]]\nname = \"Left // Right\"\n";
    let (left, right) = (half("Left", "{R}", "\"instant\""), half("Right", "{U}", "\"sorcery\""));
    let e = load_error(&format!("{card}{left}"));
    assert!(e.contains("`Left // Right` has 1 halves"), "{e}");
    let e = load_error(&format!("{card}cost = \"{{1}}\"\n{left}{right}"));
    assert!(e.contains("its mana cost, types and text are its halves'"), "{e}");
    let e = load_error(&format!("{card}{left}{}", half("Right", "{U}", "\"enchantment\"")));
    assert!(
        e.contains("`Right`, a half of `Left // Right`, is not an instant or a sorcery"),
        "{e}"
    );
    let e = load_error(&format!(
        "{card}{left}[[card.halves]]\nname = \"Right\"\ntypes = [\"sorcery\"]\n"
    ));
    assert!(e.contains("a half of `Left // Right` has no mana cost"), "{e}");
    for own in [
        "[card.halves.back]\nname = \"Back\"\ntypes = [\"sorcery\"]\n",
        "[card.halves.flipped]\nname = \"Flipped\"\ntypes = [\"sorcery\"]\n",
        "[[card.halves.halves]]\nname = \"Quarter\"\ncost = \"{U}\"\ntypes = [\"sorcery\"]\n",
    ] {
        let e = load_error(&format!("{card}{left}{right}{own}"));
        assert!(e.contains("halves or faces of its own"), "{own}: {e}");
    }
    assert!(e.contains("split.toml:"), "the error names the file: {e}");
}

/// The legal actions offer casting each half that can be cast now, and never the card as a
/// whole (709.3, 709.3a).
#[rule("709.3", "709.3a")]
#[test]
fn r709_3_the_legal_actions_offer_each_castable_half() {
    let pool = starter();
    let mut game = Game::blank(pool.clone(), 2, 20);
    let a = PlayerId(0);
    let assault = game.put(card(&pool, "Assault // Battery"), a, Zone::Hand);
    permanent(&mut game, a, "Mountain");
    game.begin_step(Step::PrecombatMain);
    let casts = |game: &Game| -> Vec<Action> {
        game.legal_actions()
            .into_iter()
            .filter(|x| matches!(x, Action::Cast { .. } | Action::CastHalf { .. }))
            .collect()
    };
    assert_eq!(
        casts(&game),
        vec![Action::CastHalf {
            card: assault,
            half: 0,
            payment: Payment::Auto
        }],
        "with {{R}}, Assault alone"
    );
    for _ in 0..3 {
        permanent(&mut game, a, "Forest");
    }
    let halves: Vec<u8> = casts(&game)
        .into_iter()
        .filter_map(|x| match x {
            Action::CastHalf { half, .. } => Some(half),
            _ => None,
        })
        .collect();
    assert_eq!(halves, vec![0, 1], "with {{R}}{{G}}{{G}}{{G}}, both halves");
    // Only a split card has halves, and only two.
    let bolt = game.put(card(&pool, "Lightning Bolt"), a, Zone::Hand);
    for (card, half) in [(bolt, 0), (assault, 2)] {
        let refused = game
            .clone()
            .apply(Action::CastHalf {
                card,
                half,
                payment: Payment::Auto,
            })
            .expect_err("no such half");
        assert_eq!(refused.rules, vec![engine::cite!("709.3")], "{}", refused.reason);
    }
}

/// Random games of a deck with Assault//Battery and Fire//Ice keep the invariants after every
/// action, end and replay exactly; in them each half of each card is cast.
#[test]
fn random_split_card_games_keep_the_invariants_and_cast_each_half() {
    let deck = [
        ("Mountain", 10),
        ("Forest", 7),
        ("Island", 7),
        ("Assault // Battery", 8),
        ("Fire // Ice", 8),
        ("Grizzly Bears", 20),
    ];
    let games = crate::fixtures::random_games(&deck, 4);
    let mut cast = std::collections::BTreeSet::new();
    for game in &games {
        for action in &game.actions {
            if let Action::CastHalf { card, half, .. } = *action {
                let split = game.pool.get(game.objects[card.0 as usize].card).split;
                cast.insert(
                    game.pool
                        .get(split.expect("a split card")[usize::from(half)])
                        .name
                        .clone(),
                );
            }
        }
    }
    assert_eq!(
        cast.into_iter().collect::<Vec<_>>(),
        ["Assault", "Battery", "Fire", "Ice"],
        "the halves cast"
    );
}
