//! Commander games (CR 903): the commander in the command zone as the game begins, 40 life,
//! casting it from there with the commander tax, and commander damage.

use engine::action::{Action, Payment};
use engine::combat::Attacker;
use engine::game::{Game, GameConfig, GameResult, PlayerId, Zone};
use engine::rule;
use engine::stack::Target;
use engine::turn::Step;

use crate::scenario::run;

/// A blank game of two at 40 life in A's precombat main phase of turn 2: A's commander
/// Grumgully, the Generous in the command zone, and `lands` on A's battlefield.
pub(crate) fn board(lands: &[&str]) -> (Game, engine::game::ObjectId) {
    let pool = crate::fixtures::starter();
    let mut game = Game::blank(pool.clone(), 2, 40);
    game.turn.number = 2;
    for name in lands {
        game.put(crate::fixtures::card(&pool, name), PlayerId(0), Zone::Battlefield);
    }
    let grumgully = game.put_commander(crate::fixtures::card(&pool, "Grumgully, the Generous"), PlayerId(0));
    game.begin_step(Step::PrecombatMain);
    (game, grumgully)
}

fn cast(card: engine::game::ObjectId) -> Action {
    Action::Cast {
        card,
        payment: Payment::Auto,
    }
}

/// Casts `card` from the command zone and lets both players pass, so that it resolves;
/// returns the permanent it became.
pub(crate) fn cast_and_resolve(game: &mut Game, card: engine::game::ObjectId) -> engine::game::ObjectId {
    game.apply(cast(card)).expect("castable from the command zone");
    game.apply(Action::Pass).expect("A passes");
    game.apply(Action::Pass).expect("B passes: it resolves");
    *game.battlefield.last().expect("it entered")
}

/// `attacker` attacks B, unblocked, and combat damage is dealt.
pub(crate) fn deal_combat_damage_to_b(game: &mut Game, attacker: engine::game::ObjectId) {
    game.combat.attackers.push(Attacker {
        creature: attacker,
        attacks: Target::Player(PlayerId(1)),
        blocked: false,
    });
    game.begin_step(Step::CombatDamage);
}

/// A Commander game begins with each player at 40 life (903.7) and their commander in the
/// command zone, not in their library (903.6), designated as a commander (903.3).
#[rule("903.7", "903.6", "903.3")]
#[test]
fn r903_7_a_commander_game_begins_at_40_life_with_the_commanders_in_the_command_zone() {
    let pool = crate::fixtures::starter();
    let deck = engine::decks::bears_bolt(&pool).expect("bundled");
    let grumgully = crate::fixtures::card(&pool, "Grumgully, the Generous");
    let config = GameConfig::commander(pool, vec![deck.clone(), deck.clone()], vec![vec![grumgully], vec![]]);
    let game = Game::new(config, 1);
    assert!(game.players.iter().all(|p| p.life == 40), "903.7: 40 life each");
    let command: Vec<_> = game.command.iter().map(|&id| &game.objects[id.0 as usize]).collect();
    assert_eq!(command.len(), 1, "A's commander, and nothing of B's");
    assert_eq!((command[0].card, command[0].owner), (grumgully, PlayerId(0)));
    assert!(command[0].commander, "903.3: it is a commander");
    let cards = |p: &engine::game::Player| p.library.len() + p.hand.len();
    assert_eq!(
        cards(&game.players[0]),
        deck.len(),
        "the commander is not in the library"
    );
}

/// A player may cast their commander from the command zone (903.8): the first time for its
/// mana cost, and a commander stays one on the stack (903.3b).
#[rule("903.8", "903.3")]
#[test]
fn r903_8_a_commander_is_cast_from_the_command_zone() {
    let (mut game, grumgully) = board(&["Mountain", "Forest", "Mountain"]);
    assert!(
        game.legal_actions().contains(&cast(grumgully)),
        "castable for {{1}}{{R}}{{G}}"
    );
    game.apply(cast(grumgully)).expect("legal");
    let spell = game.stack.last().and_then(|item| item.object).expect("a spell");
    assert!(
        game.objects[spell.0 as usize].commander,
        "still a commander on the stack"
    );
    assert_eq!(
        game.players[0].commander_casts[0].1, 1,
        "one cast from the command zone"
    );
    assert!(game.battlefield.iter().all(|&id| game.objects[id.0 as usize].tapped));
}

/// The commander tax (903.8): after one cast from the command zone, casting it from there
/// costs {2} more. With four lands A can't; with five A can, tapping all five.
#[rule("903.8")]
#[test]
fn r903_8_the_commander_tax_is_2_more_for_each_earlier_cast() {
    let lands = ["Mountain", "Forest", "Mountain", "Forest"];
    let (mut game, grumgully) = board(&lands);
    game.players[0].commander_casts[0].1 = 1;
    assert!(
        !game.legal_actions().contains(&cast(grumgully)),
        "{{3}}{{R}}{{G}} with four lands"
    );
    assert!(game.apply(cast(grumgully)).is_err());
    let (mut game, grumgully) = board(&[&lands[..], &["Mountain"]].concat());
    game.players[0].commander_casts[0].1 = 1;
    game.apply(cast(grumgully)).expect("five lands pay {3}{R}{G}");
    assert!(game.battlefield.iter().all(|&id| game.objects[id.0 as usize].tapped));
    assert_eq!(game.players[0].commander_casts[0].1, 2);
}

/// The commander tax is on casting from the command zone only (903.8): Grumgully, cast once
/// from there and returned to its owner's hand, is cast from the hand for its mana cost.
#[rule("903.8")]
#[test]
fn r903_8_a_commander_cast_from_the_hand_pays_no_tax() {
    run("903/r903_8_a_commander_cast_from_the_hand_pays_no_tax.toml");
}

/// Only casts from the command zone count toward the commander tax (903.8): Grumgully, cast
/// from the command zone, then from the hand, costs {2} more only once it is back in the
/// command zone.
#[rule("903.8")]
#[test]
fn r903_8_a_cast_from_the_hand_does_not_count_toward_the_tax() {
    run("903/r903_8_a_cast_from_the_hand_does_not_count_toward_the_tax.toml");
}

/// The commander tax is on commanders only (903.8): a Grumgully card that isn't A's
/// commander costs its mana cost though A's commander Grumgully was cast before.
#[rule("903.8")]
#[test]
fn r903_8_a_card_named_like_the_commander_pays_no_tax() {
    run("903/r903_8_a_card_named_like_the_commander_pays_no_tax.toml");
}

/// A multiplayer Commander game is by default a free-for-all with the attack multiple
/// players option and without the limited range of influence option (903.2): in a game of
/// four, A's three Grizzly Bears attack B, C and D at once, and each of them, a defending
/// player, declares blockers in turn (802.2).
#[rule("903.2")]
#[test]
fn r903_2_a_commander_game_of_four_attacks_each_opponent_at_once() {
    let pool = crate::fixtures::starter();
    let deck = engine::decks::bears_bolt(&pool).expect("bundled");
    let config = GameConfig::commander(pool, vec![deck; 4], vec![vec![]; 4]);
    assert_eq!(
        crate::fixtures::bears_attack_at_once(config, &[1, 2, 3]),
        [PlayerId(1), PlayerId(2), PlayerId(3)],
        "each defending player blocks"
    );
}

/// A player dealt 21 or more combat damage by the same commander loses (704.6c, 903.10a):
/// B, dealt 18 by Grumgully before, is dealt 3 more in combat.
#[rule("704.6c", "903.10a")]
#[test]
fn r704_6c_21_combat_damage_from_one_commander_loses_the_game() {
    let (mut game, grumgully) = board(&["Mountain", "Forest", "Mountain"]);
    let attacker = cast_and_resolve(&mut game, grumgully);
    assert!(
        game.objects[attacker.0 as usize].commander,
        "a commander on the battlefield"
    );
    let card = game.objects[attacker.0 as usize].card;
    game.players[1].commander_damage.push((PlayerId(0), card, 18));
    deal_combat_damage_to_b(&mut game, attacker);
    assert_eq!(game.players[1].life, 37, "3 damage");
    assert_eq!(game.players[1].commander_damage, [(PlayerId(0), card, 21)]);
    assert_eq!(game.result, Some(GameResult::Win(PlayerId(0))), "B lost (704.6c)");
    assert!(game.log.iter().any(|e| e.rule.to_string() == "704.6c"));
}

/// Combat damage is counted for each commander apart (903.10a): B, dealt 20 before by
/// another commander of A's (a partner, as far as the count goes), is dealt 3 by Grumgully
/// and doesn't lose, and 3 by a commander of another player's with Grumgully's card counts
/// apart too.
#[rule("903.10a")]
#[test]
fn r903_10a_damage_from_each_commander_is_counted_apart() {
    let (mut game, grumgully) = board(&["Mountain", "Forest", "Mountain"]);
    let attacker = cast_and_resolve(&mut game, grumgully);
    let card = game.objects[attacker.0 as usize].card;
    let other = crate::fixtures::card(&game.pool.clone(), "Grizzly Bears");
    game.players[1].commander_damage = vec![(PlayerId(0), other, 20), (PlayerId(2), card, 20)];
    deal_combat_damage_to_b(&mut game, attacker);
    assert_eq!(
        game.players[1].commander_damage,
        [
            (PlayerId(0), other, 20),
            (PlayerId(2), card, 20),
            (PlayerId(0), card, 3)
        ]
    );
    assert_eq!(game.result, None, "no commander dealt B 21 (704.6c)");
}

/// Combat damage from a creature that isn't a commander doesn't count toward the 21
/// (903.10a); nor does noncombat damage from a commander (a Prodigal Sorcerer made one for
/// the test).
#[rule("903.10a")]
#[test]
fn r903_10a_only_combat_damage_from_a_commander_counts() {
    let (mut game, _) = board(&[]);
    let bears = game.put(
        crate::fixtures::card(&game.pool.clone(), "Grizzly Bears"),
        PlayerId(0),
        Zone::Battlefield,
    );
    game.players[1].commander_damage.clear();
    deal_combat_damage_to_b(&mut game, bears);
    assert_eq!(game.players[1].life, 38);
    assert!(
        game.players[1].commander_damage.is_empty(),
        "the Bears are no commander"
    );

    let (mut game, _) = board(&["Island", "Island", "Island"]);
    let card = crate::fixtures::card(&game.pool.clone(), "Prodigal Sorcerer");
    let in_command_zone = game.put_commander(card, PlayerId(0));
    let sorcerer = cast_and_resolve(&mut game, in_command_zone);
    game.objects[sorcerer.0 as usize].summoning_sick = false;
    game.apply(Action::Activate {
        source: sorcerer,
        ability: 0,
        payment: Payment::Auto,
    })
    .expect("{T}: 1 damage");
    game.apply(Action::Target(Target::Player(PlayerId(1)))).expect("at B");
    game.apply(Action::Pass).expect("A passes");
    game.apply(Action::Pass).expect("B passes: it resolves");
    assert_eq!(game.players[1].life, 39, "1 damage");
    assert!(
        game.players[1].commander_damage.is_empty(),
        "noncombat damage doesn't count"
    );
}

/// The commander designation is no characteristic (903.3): a Clone copying a commander is
/// not one, and a commander in a graveyard still is.
#[rule("903.3", "903.8")]
#[test]
fn r903_3_a_copy_of_a_commander_is_not_a_commander() {
    run("903/r903_3_a_copy_of_a_commander_is_not_a_commander.toml");
}

/// "Commander creatures you control" are permanents on the battlefield that are commanders
/// (903.3d): Bastion Protector pumps Grumgully, not Grizzly Bears nor itself.
#[rule("903.3d")]
#[test]
fn r903_3d_bastion_protector_pumps_the_commander_on_the_battlefield_only() {
    run("903/r903_3d_bastion_protector_pumps_the_commander_on_the_battlefield_only.toml");
}

/// The CR's example of 903.3: a commander copying another card (Cytoshape) or turned face
/// down (Ixidron) is still a commander; a Body Double copying it in a graveyard is not one.
#[rule("903.3", "708.2a", "707.5")]
#[test]
fn r903_3_example_1() {
    run("903/r903_3_example_1.toml");
}

/// The CR's example of 903.4: Bosh's color identity is red, from its rules text; reminder
/// text doesn't count (903.4c); a split card's halves both do (903.4e).
#[rule("903.4", "903.4c", "903.4e")]
#[test]
fn r903_4_example_1() {
    run("903/r903_4_example_1.toml");
}

/// Command Tower adds a color of the commander's color identity (903.4): A, with Grumgully,
/// the Generous (red and green), chooses green.
#[rule("903.4")]
#[test]
fn r903_4_command_tower_adds_a_color_of_the_commanders_identity() {
    run("903/r903_4_command_tower_adds_a_color_of_the_commanders_identity.toml");
}

/// Command Tower is offered only the colors of the identity (903.4): Grumgully's red and
/// green, two options; answering the second adds {G}.
#[rule("903.4")]
#[test]
fn r903_4_command_tower_offers_only_the_identitys_colors() {
    let (mut game, _) = board(&["Command Tower"]);
    let tower = game.battlefield[0];
    crate::fixtures::activate(&mut game, tower, 0).expect("{T}: add one mana");
    let question = game.question().expect("which color");
    assert_eq!(question.count(), 2, "red or green: {question:?}");
    game.apply(Action::Choose(1)).expect("green, after red in WUBRG order");
    assert_eq!(game.players[0].mana.total(), 1);
    assert_eq!(
        game.players[0].mana.amounts[engine::cards::mana::ManaType::Green as usize],
        1
    );

    // With a blue commander alone (Prodigal Sorcerer), there is no choice to ask: {U}.
    let pool = crate::fixtures::starter();
    let mut game = Game::blank(pool.clone(), 2, 40);
    game.turn.number = 2;
    let tower = game.put(
        crate::fixtures::card(&pool, "Command Tower"),
        PlayerId(0),
        Zone::Battlefield,
    );
    game.put_commander(crate::fixtures::card(&pool, "Prodigal Sorcerer"), PlayerId(0));
    game.begin_step(Step::PrecombatMain);
    crate::fixtures::activate(&mut game, tower, 0).expect("{T}: add one mana");
    assert!(game.question().is_none(), "one color: nothing to ask");
    assert_eq!(
        game.players[0].mana.amounts[engine::cards::mana::ManaType::Blue as usize],
        1
    );
}

/// A commander's color identity is its card's, established before the game began (903.4a):
/// turned into a blue Frog, Grumgully still gives Command Tower red or green.
#[rule("903.4a")]
#[test]
fn r903_4a_a_commander_turned_blue_keeps_its_color_identity() {
    run("903/r903_4a_a_commander_turned_blue_keeps_its_color_identity.toml");
}

/// Without a commander, Command Tower's ability does nothing (903.4f).
#[rule("903.4f")]
#[test]
fn r903_4f_command_tower_adds_nothing_without_a_commander() {
    run("903/r903_4f_command_tower_adds_nothing_without_a_commander.toml");
}

/// The CR's example of 903.4d: a double-faced card's back face counts.
#[rule("903.4d")]
#[test]
fn r903_4d_example_1() {
    run("903/r903_4d_example_1.toml");
}

/// The CR's example of 903.5c: what a Wort, the Raidmother deck may hold.
#[rule("903.5c", "903.4")]
#[test]
fn r903_5c_example_1() {
    run("903/r903_5c_example_1.toml");
}

/// The CR's example of 903.5d: lands with basic land types in a Wort deck.
#[rule("903.5d")]
#[test]
fn r903_5d_example_1() {
    run("903/r903_5d_example_1.toml");
}

/// A commander keeps its designation when Karn Liberated restarts the game: the new game
/// begins with it in the command zone, not shuffled into its owner's deck (903.3, 903.6).
#[rule("903.3")]
#[test]
fn r903_3_a_restarted_commander_game_begins_with_the_commander_in_the_command_zone() {
    run("903/r903_3_a_restarted_commander_game_begins_with_the_commander_in_the_command_zone.toml");
}

/// A commander destroyed goes to the graveyard; as state-based actions are checked, its
/// owner may put it into the command zone (903.9a, 704.6d), and does.
#[rule("903.9a", "704.6d")]
#[test]
fn r903_9a_a_commander_put_into_a_graveyard_may_go_to_the_command_zone() {
    run("903/r903_9a_a_commander_put_into_a_graveyard_may_go_to_the_command_zone.toml");
}

/// A commander its owner leaves in the graveyard is not asked about again: 704.6d looks only
/// at what arrived since the last check.
#[rule("704.6d")]
#[test]
fn r704_6d_a_commander_left_in_the_graveyard_is_not_asked_about_again() {
    run("903/r903_9a_a_commander_left_in_the_graveyard_is_not_asked_about_again.toml");
}

/// A commander exiled instead of going to the graveyard (Rest in Peace) may go from exile
/// to the command zone (903.9a).
#[rule("903.9a")]
#[test]
fn r903_9a_a_commander_exiled_instead_may_go_to_the_command_zone() {
    run("903/r903_9a_a_commander_exiled_instead_may_go_to_the_command_zone.toml");
}

/// A commander that would be returned to its owner's hand goes to the command zone instead
/// if its owner chooses (903.9b).
#[rule("903.9b")]
#[test]
fn r903_9b_a_commander_returned_to_hand_may_go_to_the_command_zone_instead() {
    run("903/r903_9b_a_commander_returned_to_hand_may_go_to_the_command_zone_instead.toml");
}

/// A Commander game may ask 903.9b's question in the middle of any action, whatever its
/// cards: a commander whose card asks nothing of its own (Olivia Voldaren) is asked about too.
#[rule("903.9b")]
#[test]
fn r903_9b_a_commander_whose_card_asks_nothing_is_asked_about_too() {
    run("903/r903_9b_a_commander_whose_card_asks_nothing_is_asked_about_too.toml");
}

/// 903.9b is a "may": a commander whose owner declines goes to their hand, and the log says
/// the effect was not applied.
#[rule("903.9b")]
#[test]
fn r903_9b_a_commander_its_owner_lets_go_to_hand_goes_there() {
    run("903/r903_9b_a_commander_its_owner_lets_go_to_hand_goes_there.toml");
}

/// 903.9b applies to the event another replacement effect made: Wheel of Sun and Moon puts
/// the commander into the library instead of the graveyard, then its owner puts it into the
/// command zone instead.
#[rule("903.9b")]
#[test]
fn r903_9b_applies_to_a_move_another_effect_made() {
    run("903/r903_9b_applies_to_a_move_another_effect_made.toml");
}

/// The bundled Commander deck `text` with `change` made to it, read.
fn commander_deck(change: impl Fn(String) -> String) -> Result<engine::decks::Deck, engine::Error> {
    let pool = crate::fixtures::starter();
    let text = include_str!("../../decks/commander_grumgully.toml").to_owned();
    engine::decks::deck_from_toml("deck.toml", &change(text), &pool)
}

/// The message and line of a deck's construction error.
fn deck_error(change: impl Fn(String) -> String) -> (String, usize) {
    match commander_deck(change) {
        Err(engine::Error::CardData { message, line, .. }) => (message, line),
        other => panic!("expected a deck error, got {other:?}"),
    }
}

/// A Commander deck is checked as it is read (903.5): the bundled one is legal; one card
/// too many (903.5a), a second copy of a nonbasic card (903.5b), a card outside the
/// commander's color identity (903.5c) or a land whose basic land type adds mana of
/// another color (903.5d) is an error naming the rule, at the line of the entry at fault;
/// and so is a commander that isn't a legendary creature (903.3).
#[rule("903.5a", "903.5b", "903.5c", "903.5d", "903.3")]
#[test]
fn r903_5a_a_commander_deck_is_checked_as_it_is_read() {
    let deck = commander_deck(|t| t).expect("the bundled deck is legal");
    assert_eq!((deck.commanders.len(), deck.cards.len()), (1, 99));
    let (message, _) = deck_error(|t| t.replace("name = \"Mountain\"\ncount = 18", "name = \"Mountain\"\ncount = 19"));
    assert!(message.contains("holds 101") && message.contains("903.5a"), "{message}");
    let add = |extra: &'static str| {
        move |t: String| {
            t.replace("name = \"Mountain\"\ncount = 18", "name = \"Mountain\"\ncount = 17")
                + &format!("\n[[cards]]\nname = \"{extra}\"\ncount = 1\n")
        }
    };
    let (message, line) = deck_error(add("Grizzly Bears"));
    assert!(
        message.contains("`Grizzly Bears` is in the deck more than once") && message.contains("903.5b"),
        "{message}"
    );
    let lines = include_str!("../../decks/commander_grumgully.toml").lines().count();
    assert_eq!(line, lines + 3, "at the second entry, the one added at the end");
    let (message, _) = deck_error(add("Counterspell"));
    assert!(
        message.contains("`Counterspell`") && message.contains("903.5c"),
        "{message}"
    );
    let (message, _) = deck_error(add("Plains"));
    assert!(message.contains("`Plains`") && message.contains("903.5d"), "{message}");
    let (message, line) = deck_error(|t| {
        t.replace(
            "commander = [\"Grumgully, the Generous\"]",
            "commander = [\"Grizzly Bears\"]",
        )
    });
    assert!(
        message.contains("can't be a commander") && message.contains("903.3"),
        "{message}"
    );
    assert_eq!(line, 5, "at the commander's name");
}

/// Each commander's combat damage counts apart (903.10a): B was dealt 18 by another
/// player's Grumgully (here B's own, as the record allows), so 3 more from A's Grumgully,
/// the same card, make 3 of A's, and B stays in the game.
#[rule("903.10a")]
#[test]
fn r903_10a_commanders_of_the_same_card_count_apart() {
    let (mut game, grumgully) = board(&["Mountain", "Forest", "Mountain"]);
    let attacker = cast_and_resolve(&mut game, grumgully);
    let card = game.objects[attacker.0 as usize].card;
    game.players[1].commander_damage.push((PlayerId(1), card, 18));
    deal_combat_damage_to_b(&mut game, attacker);
    assert_eq!(
        game.players[1].commander_damage,
        [(PlayerId(1), card, 18), (PlayerId(0), card, 3)]
    );
    assert_eq!(game.result, None, "B is still in the game");
}

/// A commander melded with the other card of its meld pair: the melded permanent is that
/// player's commander (903.3b), though the commander was the card not holding its
/// characteristics.
#[rule("903.3b")]
#[test]
fn r903_3b_a_commander_melded_with_its_pair_is_the_melded_permanent() {
    run("903/r903_3b_a_commander_melded_with_its_pair_is_the_melded_permanent.toml");
}

/// 903.11: a wish brings no card into a Commander game; it isn't an effect made for
/// Commander.
#[rule("903.11")]
#[test]
fn r903_11_living_wish_brings_nothing_into_a_commander_game() {
    run("903/r903_11_living_wish_brings_nothing_into_a_commander_game.toml");
}

/// 903.11a: the companion special action can't bring in a card whose color identity isn't
/// within the commander's.
#[rule("903.11a")]
#[test]
fn r903_11a_a_companion_outside_the_commanders_color_identity_stays_outside() {
    run("903/r903_11a_a_companion_outside_the_commanders_color_identity_stays_outside.toml");
}

/// 903.11a: a companion within the commander's color identity, named as no card the player
/// owns in the game, comes in.
#[rule("903.11a")]
#[test]
fn r903_11a_a_companion_within_the_commanders_color_identity_comes_in() {
    run("903/r903_11a_a_companion_within_the_commanders_color_identity_comes_in.toml");
}

/// 903.11a: a companion with the name of a card the player owns in the game stays outside.
#[rule("903.11a")]
#[test]
fn r903_11a_a_companion_named_as_a_card_in_the_game_stays_outside() {
    run("903/r903_11a_a_companion_named_as_a_card_in_the_game_stays_outside.toml");
}

/// A card that says it can be your commander may be one whatever its types (903.3a): a
/// legendary planeswalker with the ability may, the same card without it may not.
#[rule("903.3a")]
#[test]
fn r903_3a_a_card_that_says_it_can_be_your_commander_may_be_one() {
    let walker = |name: &str, ability: &str| {
        format!(
            "[[card]]\nname = \"{name}\"\ncost = \"{{3}}{{R}}\"\ntypes = [\"planeswalker\"]\nsupertypes = [\"legendary\"]\nsubtypes = [\"Daretti\"]\nloyalty = 3\n{ability}"
        )
    };
    let pool = engine::cards::CardPool::from_toml(
        "walkers.toml",
        &(walker("Daretti, Scrap Savant", "can_be_your_commander = true\n") + &walker("Another Daretti", "")),
    )
    .expect("both load");
    let able = pool.find("Daretti, Scrap Savant").expect("loaded");
    let unable = pool.find("Another Daretti").expect("loaded");
    assert!(engine::cards::identity::may_be_commander(&pool, able));
    assert!(
        !engine::cards::identity::may_be_commander(&pool, unable),
        "a planeswalker that doesn't say so"
    );
}
