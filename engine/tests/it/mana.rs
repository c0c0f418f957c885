//! Mana: what a mana ability adds (106.3), how a pool pays generic costs (601.2h), and paying
//! with the sources a player names.

use engine::action::{Action, Payment};
use engine::cards::mana::{ManaCost, ManaPool, ManaType};
use engine::event::EventKind;
use engine::game::{Game, PlayerId, Zone};
use engine::stack::Target;
use engine::turn::Step;
use engine::{cite, rule};

use crate::fixtures::{card, permanent, pool, starter};

fn added(game: &Game) -> Vec<(ManaType, u32)> {
    game.log
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::AddedMana { mana, amount, .. } => Some((mana, amount)),
            _ => None,
        })
        .collect()
}

#[rule("106.3")]
#[test]
fn r106_3_a_mana_ability_adds_exactly_its_mana() {
    let toml = "[[card]]\nname = \"A rock\"\ncost = \"{3}\"\ntypes = [\"artifact\"]\n\
                [[card.abilities]]\ncost = \"{T}\"\neffects = [{ effect = \"add_mana\", mana = \"{2}\" }]\n\
                [[card]]\nname = \"Llanowar Elves\"\ncost = \"{G}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\n\
                [[card.abilities]]\ncost = \"{T}\"\neffects = [{ effect = \"add_mana\", mana = \"{G}\" }]\n";
    let mut game = Game::blank(pool(toml), 2, 20);
    let elves = permanent(&mut game, PlayerId(0), "Llanowar Elves");
    let rock = permanent(&mut game, PlayerId(0), "A rock");
    game.begin_step(Step::PrecombatMain);
    for source in [elves, rock] {
        game.apply(Action::Activate {
            source,
            ability: 0,
            payment: Payment::Auto,
        })
        .expect("a mana ability");
    }
    // One event per type of mana added, none for the types it does not add; "{2}" is
    // colorless mana.
    assert_eq!(added(&game), vec![(ManaType::Green, 1), (ManaType::Colorless, 2)]);
    let pool = game.players[0].mana;
    assert_eq!(
        (
            pool.amounts[ManaType::Green as usize],
            pool.amounts[ManaType::Colorless as usize]
        ),
        (1, 2)
    );
    assert!(game.log.iter().any(|e| e.rule == cite!("106.3")));
}

#[rule("601.2h")]
#[test]
fn r601_2h_a_generic_cost_spends_colorless_mana_first() {
    let mut pool = ManaPool::default();
    pool.add(ManaType::Red, 1);
    pool.add(ManaType::Colorless, 1);
    assert!(pool.pay(&ManaCost::parse("{1}").expect("valid")));
    assert_eq!(
        pool.amounts[ManaType::Red as usize],
        1,
        "the red mana is kept for a red cost"
    );
    assert_eq!(pool.amounts[ManaType::Colorless as usize], 0);
    assert!(
        !pool.pay(&ManaCost::parse("{R}{R}").expect("valid")),
        "one red is not two"
    );
    assert_eq!(
        pool.amounts[ManaType::Red as usize],
        1,
        "a failed payment leaves the pool alone"
    );
}

#[rule("601.2g")]
#[test]
fn r601_2g_paying_with_named_sources_taps_those_sources() {
    let mut game = Game::blank(starter(), 2, 20);
    let first = permanent(&mut game, PlayerId(0), "Mountain");
    let second = permanent(&mut game, PlayerId(0), "Mountain");
    let bolt = card(&game.pool.clone(), "Lightning Bolt");
    let bolt = game.put(bolt, PlayerId(0), Zone::Hand);
    game.begin_step(Step::PrecombatMain);
    let cast = Action::Cast {
        card: bolt,
        payment: Payment::Tap(vec![second]),
    };
    crate::fixtures::with_targets(&mut game, cast, &[Target::Player(PlayerId(1))]).expect("the second Mountain pays");
    assert!(game.objects[second.0 as usize].tapped, "the named Mountain is tapped");
    assert!(!game.objects[first.0 as usize].tapped, "the other one is not");
}
