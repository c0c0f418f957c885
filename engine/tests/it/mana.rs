//! Mana: what a mana ability adds (106.3), how a pool pays generic costs (601.2h), and paying
//! with the sources a player names.

use engine::action::{Action, Payment};
use engine::cards::hybrid::PaidAs;
use engine::cards::mana::{ManaCost, ManaPool, ManaType};
use engine::event::EventKind;
use engine::game::{Game, PlayerId, Zone};
use engine::stack::Target;
use engine::turn::Step;
use engine::{cite, rule};

use crate::fixtures::{card, cast_from_hand, permanent, pool, starter};

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

/// The ways the pending decision offers to pay the hybrid or Phyrexian symbol it asks about.
fn ways_offered(game: &Game) -> Vec<PaidAs> {
    game.legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::PayAs(way) => Some(way),
            _ => None,
        })
        .collect()
}

/// Spectral Procession's {2/W}{2/W}{2/W} with six Mountains: each symbol paid with its {2}
/// half (107.4e); the {W} half is not offered, since no white mana can be made.
#[rule("107.4e", "601.2b")]
#[test]
fn r107_4e_a_monocolored_hybrid_symbol_is_paid_with_two_generic_mana() {
    let mut game = Game::blank(starter(), 2, 20);
    let mountains: Vec<_> = (0..6).map(|_| permanent(&mut game, PlayerId(0), "Mountain")).collect();
    let procession = cast_from_hand(&mut game, PlayerId(0), "Spectral Procession");
    let refused = game
        .apply(Action::PayAs(PaidAs::Mana(ManaType::Blue)))
        .expect_err("{2/W} has no blue half");
    assert!(refused.rules.contains(&cite!("107.4e")), "{}", refused.reason);
    for _ in 0..3 {
        assert_eq!(
            ways_offered(&game),
            [PaidAs::TwoGeneric],
            "no white mana, so {{2}} it is"
        );
        assert!(game.apply(Action::PayAs(PaidAs::Mana(ManaType::White))).is_err());
        game.apply(Action::PayAs(PaidAs::TwoGeneric))
            .expect("six Mountains pay {2}{2}{2}");
    }
    assert!(mountains.iter().all(|&m| game.objects[m.0 as usize].tapped));
    assert!(game
        .stack
        .iter()
        .any(|i| game.objects[i.source.0 as usize].card == game.objects[procession.0 as usize].card));
    // With five Mountains it can't be cast at all.
    let mut game = Game::blank(starter(), 2, 20);
    for _ in 0..5 {
        permanent(&mut game, PlayerId(0), "Mountain");
    }
    let idx = game.pool.find("Spectral Procession").expect("starter card");
    let card = game.put(idx, PlayerId(0), Zone::Hand);
    game.begin_step(Step::PrecombatMain);
    let refused = game
        .apply(Action::Cast {
            card,
            payment: Payment::Auto,
        })
        .expect_err("five mana can't pay {2/W}{2/W}{2/W} without white");
    assert!(refused.rules.contains(&cite!("601.2h")), "{}", refused.reason);
}

/// A player can pay life for a Phyrexian symbol only while their life total is at least the
/// life announced (119.4): at 3 life with one Mountain, Dismember's {1}{B/P}{B/P} can't be
/// cast; at 4 life it can, paying 4 life, which leaves 0.
#[rule("107.4f", "119.4")]
#[test]
fn r107_4f_life_pays_a_phyrexian_symbol_only_up_to_the_life_total() {
    for (life, castable) in [(3, false), (4, true)] {
        let mut game = Game::blank(starter(), 2, 20);
        game.players[0].life = life;
        permanent(&mut game, PlayerId(0), "Mountain");
        let bears = permanent(&mut game, PlayerId(1), "Grizzly Bears");
        let idx = game.pool.find("Dismember").expect("starter card");
        let card = game.put(idx, PlayerId(0), Zone::Hand);
        game.begin_step(Step::PrecombatMain);
        let cast = Action::Cast {
            card,
            payment: Payment::Auto,
        };
        assert_eq!(game.legal_actions().contains(&cast), castable, "at {life} life");
        let Ok(_) = game.apply(cast) else {
            assert!(!castable);
            continue;
        };
        assert_eq!(ways_offered(&game), [PaidAs::TwoLife], "no black mana");
        game.apply(Action::PayAs(PaidAs::TwoLife)).expect("4 life");
        game.apply(Action::PayAs(PaidAs::TwoLife)).expect("4 life");
        game.apply(Action::Target(Target::Object(bears))).expect("a creature");
        assert_eq!(game.players[0].life, 0, "paid 4 life");
        assert!(game.log.iter().any(|e| e.rule == cite!("107.4f")));
    }
}

/// Moltensteel Dragon's "{R/P}: +1/+0" is activated paying 2 life, or {R} (602.2b applies
/// 601.2b to abilities).
#[rule("107.4f", "602.2b")]
#[test]
fn r107_4f_an_activated_ability_with_a_phyrexian_cost() {
    let mut game = Game::blank(starter(), 2, 20);
    let dragon = permanent(&mut game, PlayerId(0), "Moltensteel Dragon");
    let mountain = permanent(&mut game, PlayerId(0), "Mountain");
    game.begin_step(Step::PrecombatMain);
    for (way, life) in [(PaidAs::TwoLife, 18), (PaidAs::Mana(ManaType::Red), 18)] {
        game.apply(Action::Activate {
            source: dragon,
            ability: 0,
            payment: Payment::Auto,
        })
        .expect("the ability can be activated");
        let offered = ways_offered(&game);
        assert!(offered.contains(&way), "{way:?} in {offered:?}");
        game.apply(Action::PayAs(way)).expect("offered");
        assert_eq!(game.players[0].life, life);
        for _ in 0..2 {
            game.apply(Action::Pass).expect("both pass");
        }
    }
    assert!(
        game.objects[mountain.0 as usize].tapped,
        "the {{R}} came from the Mountain"
    );
    assert_eq!(game.power(dragon), 6, "+1/+0 twice");
    // No mana and 1 life: neither way can pay.
    game.players[0].life = 1;
    let refused = game
        .apply(Action::Activate {
            source: dragon,
            ability: 0,
            payment: Payment::Auto,
        })
        .expect_err("nothing pays {R/P}");
    assert!(!refused.rules.is_empty(), "{}", refused.reason);
}

/// The objects tapped to pay for a waterbend cost, in order, by the events 701.67a causes.
fn waterbent(game: &Game) -> Vec<engine::game::ObjectId> {
    game.log
        .iter()
        .filter(|e| e.rule == cite!("701.67a"))
        .filter_map(|e| match e.kind {
            EventKind::Tapped { object } => Some(object),
            _ => None,
        })
        .collect()
}

/// Waterbend {2} on a {U} spell, with an Island, a Llanowar Elves and Grizzly Bears that
/// came under their controller's control this turn: the Bears can be tapped for it (tapping
/// for a cost is no {T} ability, so 302.6 does not stop it), and so can the Elves; a tapped
/// creature, an opponent's creature and a land that makes no mana can't. Tapping
/// no more is offered only once the rest can be paid with mana; then the Elves pay {1} with
/// their mana, and no more is asked.
#[rule("701.67a")]
#[test]
fn r701_67a_waterbend_taps_a_new_creature_and_offers_to_stop_once_mana_pays_the_rest() {
    let toml = "[[card]]\nname = \"Tidal Test\"\ncost = \"{U}\"\ntypes = [\"sorcery\"]\n\
                additional_cost = \"Waterbend {2}\"\neffects = [{ effect = \"draw\", count = 1, who = \"you\" }]\n\
                [[card]]\nname = \"Llanowar Elves\"\ncost = \"{G}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\n\
                [[card.abilities]]\ncost = \"{T}\"\neffects = [{ effect = \"add_mana\", mana = \"{G}\" }]\n\
                [[card]]\nname = \"Grizzly Bears\"\ncost = \"{1}{G}\"\ntypes = [\"creature\"]\npower = 2\ntoughness = 2\n\
                [[card]]\nname = \"Island\"\ntypes = [\"land\"]\nsupertypes = [\"basic\"]\nsubtypes = [\"Island\"]\n";
    let toml = format!("{toml}[[card]]\nname = \"A bare land\"\ntypes = [\"land\"]\n");
    let mut game = Game::blank(pool(&toml), 2, 20);
    permanent(&mut game, PlayerId(0), "Island");
    let elves = permanent(&mut game, PlayerId(0), "Llanowar Elves");
    let bears = permanent(&mut game, PlayerId(0), "Grizzly Bears");
    game.objects[bears.0 as usize].summoning_sick = true;
    // Neither a tapped creature, an opponent's creature, nor a land can be tapped for it.
    let tapped = permanent(&mut game, PlayerId(0), "Grizzly Bears");
    game.objects[tapped.0 as usize].tapped = true;
    permanent(&mut game, PlayerId(1), "Grizzly Bears");
    permanent(&mut game, PlayerId(0), "A bare land");
    let spell = game.put(card(&game.pool.clone(), "Tidal Test"), PlayerId(0), Zone::Hand);
    game.begin_step(Step::PrecombatMain);
    game.apply(Action::Cast {
        card: spell,
        payment: Payment::Auto,
    })
    .expect("an Island, the Elves' mana and the Bears pay {2}{U}");
    // {2}{U} with an Island and the Elves' {G} alone can't be paid: a tap is needed first.
    let question = game.question().expect("which to tap").clone();
    assert_eq!(question.objects(), vec![elves, bears]);
    assert_eq!(question.count(), 2, "no option to stop: the mana can't pay the rest");
    game.apply(Action::Choose(1)).expect("the Bears");
    // {1}{U} left: the Island and the Elves' mana pay it, so stopping is an option.
    let question = game.question().expect("whether to tap more").clone();
    assert_eq!(question.objects(), vec![elves]);
    assert_eq!(question.count(), 2);
    game.apply(Action::Choose(1)).expect("no more");
    assert!(game.question().is_none());
    assert_eq!(waterbent(&game), vec![bears]);
    assert!(
        game.objects[elves.0 as usize].tapped,
        "the Elves paid {{1}} with their mana"
    );
    assert_eq!(game.stack.len(), 1);
}

/// Paying a Phyrexian symbol with mana pays no life, which a player can always do (119.4):
/// at -2 life under Platinum Angel, Moltensteel Dragon's {R/P} is paid with a Mountain's
/// {R}, and 2 life is not offered.
#[rule("119.4", "107.4f")]
#[test]
fn r119_4_a_phyrexian_symbol_paid_with_mana_at_less_than_zero_life() {
    let mut game = Game::blank(starter(), 2, 20);
    permanent(&mut game, PlayerId(0), "Platinum Angel");
    let dragon = permanent(&mut game, PlayerId(0), "Moltensteel Dragon");
    permanent(&mut game, PlayerId(0), "Mountain");
    game.begin_step(Step::PrecombatMain);
    game.players[0].life = -2;
    game.apply(Action::Activate {
        source: dragon,
        ability: 0,
        payment: Payment::Auto,
    })
    .expect("{R} pays {R/P} whatever the life total");
    assert_eq!(ways_offered(&game), [PaidAs::Mana(ManaType::Red)]);
    game.apply(Action::PayAs(PaidAs::Mana(ManaType::Red))).expect("offered");
    assert_eq!(game.players[0].life, -2);
}
