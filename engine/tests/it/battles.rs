//! Battles (CR 310) where a scenario can't go: a game of three players, where a Siege's
//! controller chooses which opponent protects it, and a battle left with no protector
//! (704.5w), which no card in the pool can bring about.

use engine::action::{Action, Decision, Payment};
use engine::combat::Attacker;
use engine::event::EventKind;
use engine::game::{Game, ObjectId, PlayerId, Zone};
use engine::midway::About;
use engine::rule;
use engine::stack::Target;
use engine::turn::Step;

/// A blank game of `players` players at 20 life, in the first player's precombat main phase
/// of turn 2, with `battlefield` put onto the battlefield under the first player's control.
fn board(players: usize, battlefield: &[&str]) -> Game {
    let pool = crate::fixtures::starter();
    let mut game = Game::blank(pool.clone(), players, 20);
    game.turn.number = 2;
    for name in battlefield {
        let card = pool.find(name).unwrap_or_else(|| panic!("no card `{name}`"));
        game.put(card, PlayerId(0), Zone::Battlefield);
    }
    game
}

/// The permanent named `name` on the battlefield.
fn named(game: &Game, name: &str) -> ObjectId {
    game.battlefield
        .iter()
        .copied()
        .find(|&id| game.name(id) == name)
        .unwrap_or_else(|| panic!("no `{name}` on the battlefield"))
}

/// The rules of the log's events about `battle`'s protector, in order.
fn protector_events(game: &Game, battle: ObjectId) -> Vec<(String, PlayerId)> {
    game.log
        .iter()
        .filter_map(|e| match e.kind {
            EventKind::Protector { battle: b, player } if b == battle => Some((e.rule.to_string(), player)),
            _ => None,
        })
        .collect()
}

/// In a game of three, A casts Invasion of Belenon: as it enters, A is asked which of the
/// two opponents protects it (310.8a, 310.11a), and the one chosen does.
#[rule("310.8a", "310.11a")]
#[test]
fn r310_11a_a_siege_s_controller_chooses_among_two_opponents() {
    let mut game = board(3, &["Plains", "Plains", "Plains"]);
    let invasion = game.put(
        game.pool.find("Invasion of Belenon").expect("in the pool"),
        PlayerId(0),
        Zone::Hand,
    );
    game.begin_step(Step::PrecombatMain);
    game.apply(Action::Cast {
        card: invasion,
        payment: Payment::Auto,
    })
    .unwrap_or_else(|e| panic!("{e:?}"));
    let question = loop {
        let pending = game.pending.expect("the game goes on");
        match pending.decision {
            Decision::Priority => {
                game.apply(Action::Pass).unwrap_or_else(|e| panic!("{e:?}"));
            }
            Decision::Choose { .. } => break game.question().expect("a question").clone(),
            other => panic!("unexpected decision {other:?}"),
        }
    };
    assert_eq!(question.player, PlayerId(0), "the Siege's controller chooses");
    let About::Protector { options, .. } = &question.about else {
        panic!("the question is not the protector: {:?}", question.about)
    };
    assert_eq!(
        options,
        &[PlayerId(1), PlayerId(2)],
        "only opponents may protect a Siege"
    );
    game.apply(Action::Choose(1)).unwrap_or_else(|e| panic!("{e:?}"));
    let battle = named(&game, "Invasion of Belenon");
    assert_eq!(game.protector(battle), Some(PlayerId(2)));
    assert_eq!(protector_events(&game, battle), [("310.8a".to_owned(), PlayerId(2))]);
}

/// A battle with no protector, which no creature is attacking, gets one by a state-based
/// action (704.5w): for a Siege, its controller's opponent. While a creature attacks it, it
/// waits.
#[rule("704.5w")]
#[test]
fn r704_5w_a_battle_with_no_protector_gets_one_once_nothing_attacks_it() {
    let mut game = board(2, &["Invasion of Belenon", "Grizzly Bears"]);
    let battle = named(&game, "Invasion of Belenon");
    let bears = named(&game, "Grizzly Bears");
    game.objects[battle.0 as usize].protector = None;
    game.combat.attackers.push(Attacker {
        creature: bears,
        attacks: Target::Object(battle),
        blocked: false,
    });
    engine::sba::check_state_based_actions(&mut game);
    assert_eq!(
        game.protector(battle),
        None,
        "a battle being attacked keeps no protector"
    );
    game.combat.attackers.clear();
    engine::sba::check_state_based_actions(&mut game);
    assert_eq!(game.protector(battle), Some(PlayerId(1)));
    assert_eq!(
        protector_events(&game, battle),
        [("310.8a".to_owned(), PlayerId(1)), ("704.5w".to_owned(), PlayerId(1))]
    );
}

/// A Siege whose controller has no opponent left in the game enters with no protector, and
/// nobody is asked (310.11a); the state-based action then puts it into its owner's graveyard
/// (704.5w).
#[rule("704.5w")]
#[test]
fn r704_5w_a_battle_no_player_can_protect_goes_to_the_graveyard() {
    let mut game = board(2, &[]);
    game.players[1].has_lost = true;
    let card = game.pool.find("Invasion of Belenon").expect("in the pool");
    let battle = game.put(card, PlayerId(0), Zone::Battlefield);
    assert_eq!(game.protector(battle), None, "no opponent can protect it");
    assert!(game.question().is_none());
    engine::sba::check_state_based_actions(&mut game);
    assert!(game.objects[battle.0 as usize].gone, "it left the battlefield");
    assert!(game.log.iter().any(|e| e.rule.to_string() == "704.5w"
        && matches!(
            e.kind,
            EventKind::ZoneChange {
                to: Zone::Graveyard,
                ..
            }
        )));
}

/// Random games of Plains, Forests, Grizzly Bears and the two Sieges keep the invariants
/// after every action, end and replay exactly; in them a Siege's controller attacks it
/// (310.8b) and its protector blocks for it (310.8c), and defeated Sieges are cast
/// transformed: Serra Faithkeeper and Belenon War Anthem enter the battlefield (310.11b).
#[test]
fn random_games_with_sieges_keep_the_invariants_and_defeat_them() {
    let deck = [
        ("Plains", 18),
        ("Forest", 8),
        ("Grizzly Bears", 14),
        ("Invasion of Dominaria", 10),
        ("Invasion of Belenon", 10),
    ];
    let games = crate::fixtures::random_games(&deck, 6);
    let (mut own_siege_attacked, mut protector_blocked, mut back_faces) = (0, 0, Vec::new());
    for game in &games {
        let mut battle_attackers = Vec::new();
        for event in &game.log {
            match &event.kind {
                EventKind::Attacked { attackers } => {
                    // This combat's attackers of a battle.
                    battle_attackers.clear();
                    for &(creature, attacks, defending) in attackers {
                        if let Target::Object(battle) = attacks {
                            assert_eq!(
                                game.protector(battle),
                                Some(defending),
                                "the protector defends (310.8d)"
                            );
                            assert_eq!(
                                game.objects[battle.0 as usize].controller,
                                game.objects[creature.0 as usize].controller
                            );
                            own_siege_attacked += 1;
                            battle_attackers.push(creature);
                        }
                    }
                }
                EventKind::Blocked { blocks } => {
                    protector_blocked += blocks.iter().filter(|(_, a)| battle_attackers.contains(a)).count();
                }
                EventKind::ZoneChange {
                    new,
                    to: Zone::Battlefield,
                    ..
                } if game.objects[new.0 as usize].transformed => {
                    back_faces.push(
                        game.pool
                            .get(
                                game.pool
                                    .get(game.objects[new.0 as usize].card)
                                    .back
                                    .expect("a back face"),
                            )
                            .name
                            .clone(),
                    );
                }
                _ => {}
            }
        }
    }
    assert!(own_siege_attacked > 0, "no Siege was attacked by its controller");
    assert!(protector_blocked > 0, "no protector blocked for its battle");
    for face in ["Serra Faithkeeper", "Belenon War Anthem"] {
        assert!(
            back_faces.iter().any(|f| f == face),
            "{face} never entered: {back_faces:?}"
        );
    }
}
