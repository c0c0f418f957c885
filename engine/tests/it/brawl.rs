//! Brawl games (CR 903.12): Commander games with 60-card decks, planeswalkers as commanders,
//! 25 or 30 life, a free first mulligan and no loss to commander damage.

use engine::action::{Action, Decision};
use engine::cards::CardPool;
use engine::decks::{deck_from_toml, Deck, Format};
use engine::game::{Game, GameConfig, GameResult, PlayerId};
use engine::rule;

use crate::commander::{board, cast_and_resolve, deal_combat_damage_to_b};

/// Karn, Scion of Urza, a colorless legendary planeswalker, added to the starter pool (whose
/// basic lands the decks below use).
const KARN: &str = r#"
[[card]]
name = "Karn, Scion of Urza"
cost = "{4}"
types = ["planeswalker"]
supertypes = ["legendary"]
subtypes = ["Karn"]
loyalty = 5
text = "(Its loyalty abilities are not modeled.)"
"#;

/// A deck file with Karn as its commander, of `format`, holding `cards` (name and count).
fn karn_deck(format: &str, cards: &[(&str, u32)]) -> Result<Deck, engine::Error> {
    let mut pool = CardPool::starter();
    pool.extend_from_toml("karn.toml", KARN).expect("Karn loads");
    let mut text = format!("name = \"Karn\"\nformat = \"{format}\"\ncommander = [\"Karn, Scion of Urza\"]\n");
    for (name, count) in cards {
        text += &format!("\n[[cards]]\nname = \"{name}\"\ncount = {count}\n");
    }
    deck_from_toml("deck.toml", &text, &pool)
}

/// The message and line of a deck's construction error.
fn error_of(deck: Result<Deck, engine::Error>) -> (String, usize) {
    match deck {
        Err(engine::Error::CardData { message, line, .. }) => (message, line),
        other => panic!("expected a deck error, got {other:?}"),
    }
}

/// A Brawl deck holds exactly 60 cards with its commander (903.12d): the bundled one does,
/// and one card more or less is an error naming the rule; a Commander deck still holds 100.
#[rule("903.12d")]
#[test]
fn r903_12d_a_brawl_deck_holds_exactly_60_cards() {
    let pool = crate::fixtures::starter();
    let deck = engine::decks::bundled_deck("brawl_grumgully", &pool).expect("the bundled Brawl deck is legal");
    assert_eq!((deck.commanders.len(), deck.cards.len()), (1, 59));
    assert_eq!(deck.format, Some(Format::Brawl));
    for count in [58, 60] {
        let (message, _) = error_of(karn_deck("brawl", &[("Mountain", count)]));
        let total = count + 1;
        assert!(
            message.contains(&format!(
                "a Brawl deck holds exactly 60 cards with its commander; this one holds {total}"
            )) && message.contains("903.12d"),
            "{message}"
        );
    }
    let commander = engine::decks::bundled_deck("commander_grumgully", &pool).expect("bundled");
    assert_eq!(
        commander.format,
        Some(Format::Commander),
        "the default with a commander"
    );
}

/// A Brawl deck's commander may be a legendary planeswalker (903.12c) or creature, not a
/// legendary artifact; a Commander deck's may not be a planeswalker (903.3), and the error
/// says which kinds may.
#[rule("903.12c")]
#[test]
fn r903_12c_a_legendary_planeswalker_may_be_a_brawl_commander() {
    let deck = karn_deck("brawl", &[("Mountain", 59)]).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(deck.commanders.len(), 1);
    let (message, line) = error_of(karn_deck("commander", &[("Mountain", 99)]));
    assert!(
        message
            .contains("`Karn, Scion of Urza` can't be a commander: it isn't a legendary creature or Vehicle (903.3)"),
        "{message}"
    );
    assert_eq!(line, 3, "at the commander's name");
    let pool = crate::fixtures::starter();
    let may_be = |name: &str| engine::cards::identity::may_be_brawl_commander(&pool, pool.find(name).expect("starter"));
    assert!(!may_be("Grizzly Bears"), "a creature, not legendary");
    assert!(!may_be("Hall of Triumph"), "legendary, but an artifact");
    assert!(may_be("Grumgully, the Generous"), "a legendary creature");
}

/// Beside a colorless commander, a Brawl deck may hold any number of basic lands of one
/// basic land type (903.12e), an exception to 903.5d; basic lands of a second type are an
/// error at their entry; beside a commander with colors, 903.5d holds as in Commander.
#[rule("903.12e")]
#[test]
fn r903_12e_a_colorless_brawl_commander_allows_basic_lands_of_one_type() {
    karn_deck("brawl", &[("Mountain", 59)]).unwrap_or_else(|e| panic!("{e}"));
    karn_deck("brawl", &[("Forest", 20), ("Forest", 39)]).unwrap_or_else(|e| panic!("{e}"));
    let (message, line) = error_of(karn_deck("brawl", &[("Mountain", 30), ("Forest", 29)]));
    assert!(
        message.contains("`Forest` is a basic land of another basic land type") && message.contains("903.12e"),
        "{message}"
    );
    assert_eq!(line, 10, "at the Forest entry");
    let pool = crate::fixtures::starter();
    let text = include_str!("../../decks/brawl_grumgully.toml")
        .replace("name = \"Mountain\"\ncount = 11", "name = \"Mountain\"\ncount = 10")
        + "\n[[cards]]\nname = \"Plains\"\ncount = 1\n";
    let (message, _) = error_of(deck_from_toml("deck.toml", &text, &pool));
    assert!(message.contains("`Plains`") && message.contains("903.5d"), "{message}");
}

/// A deck that names a format names its commander.
#[test]
fn a_deck_with_a_format_names_its_commander() {
    let pool = crate::fixtures::starter();
    let text = "name = \"No one\"\nformat = \"brawl\"\n\n[[cards]]\nname = \"Mountain\"\ncount = 60\n";
    let (message, line) = error_of(deck_from_toml("deck.toml", text, &pool));
    assert_eq!(
        (message.as_str(), line),
        ("a deck with a format names its commander", 2)
    );
}

/// A Brawl game of two begins at 25 life, one of more players at 30 (903.12f), with the
/// commanders in the command zone as in any Commander game.
#[rule("903.12f")]
#[test]
fn r903_12f_a_brawl_game_begins_at_25_life_for_two_and_30_for_more() {
    let pool = crate::fixtures::starter();
    let deck = engine::decks::bundled_deck("brawl_grumgully", &pool).expect("bundled");
    for (players, life) in [(2, 25), (4, 30)] {
        let config = GameConfig::brawl(
            pool.clone(),
            vec![deck.cards.clone(); players],
            vec![deck.commanders.clone(); players],
        );
        let game = Game::new(config, 1);
        assert!(game.brawl);
        assert!(
            game.players.iter().all(|p| p.life == life),
            "{players} players: {life} life"
        );
        assert_eq!(game.command.len(), players, "each player's commander");
    }
}

/// In a Brawl game of two, a player's first mulligan is free: seven new cards and none to
/// put on the bottom; the second puts one there (903.12g).
#[rule("903.12g")]
#[test]
fn r903_12g_the_first_mulligan_in_a_brawl_game_is_free() {
    let pool = crate::fixtures::starter();
    let forests = vec![crate::fixtures::card(&pool, "Forest"); 30];
    let mut config = GameConfig::brawl(pool, vec![forests.clone(), forests], vec![vec![], vec![]]);
    config.starting_player = Some(PlayerId(0));
    let mut game = Game::new(config, 1);
    let decision = |game: &Game| game.pending.map(|p| (p.player, p.decision));
    game.apply(Action::Mulligan).expect("A takes a mulligan");
    game.apply(Action::Keep).expect("B keeps");
    assert_eq!(game.players[0].hand.len(), 7, "seven new cards");
    assert_eq!(
        decision(&game),
        Some((PlayerId(0), Decision::Mulligan)),
        "nothing to put on the bottom: A decides again"
    );
    game.apply(Action::Mulligan).expect("a second mulligan");
    assert_eq!(
        decision(&game),
        Some((PlayerId(0), Decision::BottomCards { count: 1 })),
        "the second mulligan counts"
    );
}

/// Brawl games don't use 704.6c (903.12h): 21 combat damage from one commander doesn't make
/// a player lose.
#[rule("903.12h")]
#[test]
fn r903_12h_commander_damage_makes_no_one_lose_in_brawl() {
    let (mut game, grumgully) = board(&["Mountain", "Forest", "Mountain"]);
    game.brawl = true;
    let attacker = cast_and_resolve(&mut game, grumgully);
    let card = game.objects[attacker.0 as usize].card;
    game.players[1].commander_damage.push((PlayerId(0), card, 18));
    deal_combat_damage_to_b(&mut game, attacker);
    assert_eq!(game.players[1].commander_damage, [(PlayerId(0), card, 21)]);
    assert_eq!(game.result, None::<GameResult>, "B is still in the game");
    assert!(game.log.iter().all(|e| e.rule.to_string() != "704.6c"));
}
