//! Partner (CR 702.124): two commanders rather than one, checked as a Commander deck is
//! read, and "partner with"'s search as the permanent enters.

use engine::rule;

use crate::scenario::run;

/// A Commander deck with `commanders` and, beside them, `extra` (one card each) and as many
/// Mountains (each commander here is red) as make `size` cards, commanders included; read.
fn deck(commanders: &[&str], extra: &[&str], size: usize) -> Result<engine::decks::Deck, engine::Error> {
    let pool = crate::fixtures::starter();
    let names: Vec<String> = commanders.iter().map(|c| format!("\"{c}\"")).collect();
    let mut text = format!("name = \"Partners\"\ncommander = [{}]\n", names.join(", "));
    for card in extra {
        text += &format!("\n[[cards]]\nname = \"{card}\"\ncount = 1\n");
    }
    let lands = size - commanders.len() - extra.len();
    text += &format!("\n[[cards]]\nname = \"Mountain\"\ncount = {lands}\n");
    engine::decks::deck_from_toml("deck.toml", &text, &pool)
}

/// The message of a deck's construction error.
fn error(read: Result<engine::decks::Deck, engine::Error>) -> String {
    match read {
        Err(engine::Error::CardData { message, .. }) => message,
        other => panic!("expected a deck error, got {other:?}"),
    }
}

/// Two commanders that both have partner may be a deck's commanders (702.124a, 702.124h);
/// without partner, or with three, they may not (702.124g).
#[rule("702.124a", "702.124h", "702.124g")]
#[test]
fn r702_124h_two_commanders_with_partner() {
    let tana = "Tana, the Bloodsower";
    let bruse = "Bruse Tarl, Boorish Herder";
    let read = deck(&[tana, bruse], &[], 100).expect("both have partner");
    assert_eq!((read.commanders.len(), read.cards.len()), (2, 98));
    let message = error(deck(&[tana, "Grumgully, the Generous"], &[], 100));
    assert!(
        message.contains("`Grumgully, the Generous` has no partner ability") && message.contains("702.124a"),
        "{message}"
    );
    let message = error(deck(&["Grumgully, the Generous", tana], &[], 100));
    assert!(
        message.contains("`Grumgully, the Generous` has no partner ability"),
        "{message}"
    );
    let message = error(deck(&[tana, bruse, "Sylvia Brightspear"], &[], 100));
    assert!(
        message.contains("3 commanders") && message.contains("702.124g"),
        "{message}"
    );
}

/// A deck with two commanders holds exactly 100 cards with both (702.124b), and its
/// commander's color identity is the two's combined (702.124c): with Tana (red and green)
/// and Bruse Tarl (red and white), Llanowar Elves and Savannah Lions both fit, though
/// neither commander alone allows both.
#[rule("702.124b", "702.124c")]
#[test]
fn r702_124c_two_commanders_combine_their_color_identities() {
    let (tana, bruse) = ("Tana, the Bloodsower", "Bruse Tarl, Boorish Herder");
    let both = ["Llanowar Elves", "Savannah Lions"];
    deck(&[tana, bruse], &both, 100).expect("green and white fit red, green and white");
    let message = error(deck(&[tana], &both, 100));
    assert!(
        message.contains("`Savannah Lions`") && message.contains("903.5c"),
        "{message}"
    );
    let message = error(deck(&[bruse], &both, 100));
    assert!(
        message.contains("`Llanowar Elves`") && message.contains("903.5c"),
        "{message}"
    );
    let message = error(deck(&[tana, bruse], &both, 101));
    assert!(message.contains("holds 101") && message.contains("903.5a"), "{message}");
}

/// Sylvia Brightspear and Khorvath Brightflame, each with "partner with" the other, may be a
/// deck's commanders (702.124j); "partner with" and partner are different abilities and
/// don't combine (702.124f).
#[rule("702.124j", "702.124f")]
#[test]
fn r702_124j_partners_with_each_other() {
    let (sylvia, khorvath) = ("Sylvia Brightspear", "Khorvath Brightflame");
    deck(&[sylvia, khorvath], &[], 100).expect("each names the other");
    let message = error(deck(&[sylvia, "Bruse Tarl, Boorish Herder"], &[], 100));
    assert!(
        message.contains("different partner abilities") && message.contains("702.124f"),
        "{message}"
    );
    let message = error(deck(&["Tana, the Bloodsower", khorvath], &[], 100));
    assert!(message.contains("702.124f"), "{message}");
}

/// "Partner with"'s search (702.124j): Sylvia Brightspear enters, and the target player may
/// search their library for Khorvath Brightflame, the only card offered.
#[rule("702.124j")]
#[test]
fn r702_124j_sylvia_lets_a_target_player_search_for_khorvath() {
    run("702/r702_124j_sylvia_lets_a_target_player_search_for_khorvath.toml");
}

/// Partner is written under its own key, one partner ability a card, and "partner with" names
/// a card of the pool; each mistake is a load error at its place.
#[test]
fn partner_is_checked_as_it_loads() {
    let creature = "cost = \"{R}\"\ntypes = [\"creature\"]\nsupertypes = [\"legendary\"]\npower = 1\ntoughness = 1";
    let load = |keys: &str| {
        engine::cards::CardPool::from_toml("cards.toml", &format!("[[card]]\nname = \"X\"\n{creature}\n{keys}\n"))
            .map(|_| ())
            .map_err(|e| e.to_string())
    };
    let e = load("keywords = [\"Partner\"]").expect_err("a bare keyword");
    assert!(e.contains("write partner = true"), "{e}");
    let e = load("partner = true\npartner_with = \"Y\"").expect_err("two partner abilities");
    assert!(
        e.starts_with("cards.toml:9:16:") && e.contains("both `partner` and `partner_with`"),
        "{e}"
    );
    let e = load("partner_with = \"Nobody\"").expect_err("no such card");
    assert!(
        e.contains("`X` partners with `Nobody`, which is no other card of the pool"),
        "{e}"
    );
    load("partner = true").expect("partner alone");
}

/// A's two partner commanders function independently (702.124d): Tana, cast once from the
/// command zone before, costs {2} more, while Bruse Tarl costs its mana cost alone; and B,
/// dealt 20 combat damage by Tana, is dealt 3 by Bruse Tarl and stays in the game, each
/// commander's damage counted apart.
#[rule("702.124d")]
#[test]
fn r702_124d_two_partner_commanders_are_taxed_and_counted_apart() {
    use engine::action::{Action, Payment};
    use engine::game::{Game, PlayerId, Zone};
    let pool = crate::fixtures::starter();
    let mut game = Game::blank(pool.clone(), 2, 40);
    game.turn.number = 2;
    for land in ["Mountain", "Mountain", "Plains", "Forest"] {
        game.put(crate::fixtures::card(&pool, land), PlayerId(0), Zone::Battlefield);
    }
    let tana_card = crate::fixtures::card(&pool, "Tana, the Bloodsower");
    let tana = game.put_commander(tana_card, PlayerId(0));
    let bruse = game.put_commander(crate::fixtures::card(&pool, "Bruse Tarl, Boorish Herder"), PlayerId(0));
    game.players[0].commander_casts[0].1 = 1;
    game.begin_step(engine::turn::Step::PrecombatMain);
    let cast = |card| Action::Cast {
        card,
        payment: Payment::Auto,
    };
    let legal = game.legal_actions();
    assert!(!legal.contains(&cast(tana)), "{{4}}{{R}}{{G}} with four lands");
    assert!(legal.contains(&cast(bruse)), "Tana's cast doesn't tax Bruse Tarl");
    game.apply(cast(bruse)).expect("four lands pay {2}{R}{W}");
    assert_eq!(game.players[0].commander_casts[1].1, 1);
    assert_eq!(game.players[0].commander_casts[0].1, 1, "Tana's count unchanged");
    game.apply(Action::Pass).expect("A passes");
    game.apply(Action::Pass).expect("B passes: Bruse Tarl resolves");
    let permanent = *game.battlefield.last().expect("Bruse Tarl entered");
    game.players[1].commander_damage = vec![(PlayerId(0), tana_card, 20)];
    crate::commander::deal_combat_damage_to_b(&mut game, permanent);
    assert_eq!(game.players[1].life, 37);
    assert_eq!(game.result, None, "neither commander dealt B 21 (704.6c)");
}

/// The bundled `commander_partners` deck is legal with its two partner commanders, and a
/// four-player Commander game of it begins with both of each player's commanders in the
/// command zone (702.124b).
#[test]
fn the_bundled_partner_deck_plays_with_both_commanders_in_the_command_zone() {
    use engine::game::{Game, GameConfig};
    let pool = crate::fixtures::starter();
    let deck = engine::decks::bundled_deck("commander_partners", &pool).expect("legal");
    assert_eq!((deck.commanders.len(), deck.cards.len()), (2, 98));
    let config = GameConfig::commander(pool, vec![deck.cards.clone(); 4], vec![deck.commanders.clone(); 4]);
    let game = Game::new(config, 7);
    assert_eq!(game.command.len(), 8, "two commanders for each of four players");
}

/// "Partner with" pairs only two cards that each name the other (702.124j): with a card file
/// where X and Y name each other and Z names X, a deck may have X and Y as its commanders,
/// but not Z and X, in either order: X partners only with Y.
#[rule("702.124j")]
#[test]
fn r702_124j_partner_with_pairs_only_cards_that_name_each_other() {
    let creature = |name: &str, with: &str| {
        format!(
            "[[card]]\nname = \"{name}\"\ncost = \"{{R}}\"\ntypes = [\"creature\"]\nsupertypes = [\"legendary\"]\npower = 1\ntoughness = 1\npartner_with = \"{with}\"\n\n"
        )
    };
    let cards =
        "[[card]]\nname = \"Mountain\"\ntypes = [\"land\"]\nsupertypes = [\"basic\"]\nsubtypes = [\"Mountain\"]\n\n"
            .to_owned()
            + &creature("X", "Y")
            + &creature("Y", "X")
            + &creature("Z", "X");
    let pool = engine::cards::CardPool::from_toml("cards.toml", &cards).unwrap_or_else(|e| panic!("{e}"));
    let read = |first: &str, second: &str| {
        let text = format!(
            "name = \"D\"\ncommander = [\"{first}\", \"{second}\"]\n\n[[cards]]\nname = \"Mountain\"\ncount = 98\n"
        );
        engine::decks::deck_from_toml("deck.toml", &text, &pool)
    };
    read("X", "Y").expect("X and Y name each other");
    for (first, second) in [("Z", "X"), ("X", "Z")] {
        let message = error(read(first, second));
        assert!(
            message.contains("`X` partners only with `Y` (702.124j)"),
            "{first} and {second}: {message}"
        );
    }
}
