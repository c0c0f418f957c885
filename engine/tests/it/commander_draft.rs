//! Commander Draft decks (CR 903.13f): Commander's construction rules, but 60 cards or more,
//! any number of cards with the same name, and, after a draft with Commander Masters
//! boosters, partner for every commander of one color or none.

use engine::decks::{deck_from_toml, Deck, Format};
use engine::rule;

/// A deck file with `header` (its format and options), `commanders`, and `cards` (name and
/// count), read against the starter pool.
fn deck(header: &str, commanders: &[&str], cards: &[(&str, u32)]) -> Result<Deck, engine::Error> {
    let pool = crate::fixtures::starter();
    let names: Vec<String> = commanders.iter().map(|c| format!("\"{c}\"")).collect();
    let mut text = format!("name = \"Draft\"\n{header}\ncommander = [{}]\n", names.join(", "));
    for (name, count) in cards {
        text += &format!("\n[[cards]]\nname = \"{name}\"\ncount = {count}\n");
    }
    deck_from_toml("deck.toml", &text, &pool)
}

/// The message and line of a deck's construction error.
fn error(read: Result<Deck, engine::Error>) -> (String, usize) {
    match read {
        Err(engine::Error::CardData { message, line, .. }) => (message, line),
        other => panic!("expected a deck error, got {other:?}"),
    }
}

const DRAFT: &str = "format = \"commander_draft\"";

/// A Commander Draft deck holds at least 60 cards, with no maximum, and any number of cards
/// with the same name (903.13f): Grumgully with four Lightning Bolts and Mountains makes a
/// legal deck of 60 or of 150, not of 59; the same 60 cards are no Commander deck (two rules
/// broken: 100 cards, 903.5a; one of each card, 903.5b). Its commander's color identity
/// still holds (903.5c): Counterspell can't be in it.
#[rule("903.13f")]
#[test]
fn r903_13f_a_commander_draft_deck_holds_60_cards_or_more_repeated_at_will() {
    let grumgully = ["Grumgully, the Generous"];
    for mountains in [55, 145] {
        let read = deck(DRAFT, &grumgully, &[("Lightning Bolt", 4), ("Mountain", mountains)])
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(read.format, Some(Format::CommanderDraft));
        assert_eq!(read.cards.len() + 1, mountains as usize + 5);
    }
    let (message, _) = error(deck(DRAFT, &grumgully, &[("Lightning Bolt", 4), ("Mountain", 54)]));
    assert!(
        message.contains("a Commander Draft deck holds at least 60 cards with its commanders; this one holds 59")
            && message.contains("903.13f"),
        "{message}"
    );
    let (message, _) = error(deck("", &grumgully, &[("Lightning Bolt", 4), ("Mountain", 55)]));
    assert!(message.contains("903.5a"), "a Commander deck: {message}");
    let (message, _) = error(deck("", &grumgully, &[("Lightning Bolt", 4), ("Mountain", 95)]));
    assert!(message.contains("903.5b"), "a Commander deck: {message}");
    let (message, _) = error(deck(DRAFT, &grumgully, &[("Counterspell", 1), ("Mountain", 58)]));
    assert!(
        message.contains("`Counterspell` can't be in this Commander deck"),
        "{message}"
    );
}

/// After a draft with Commander Masters boosters, a card that can be a commander by itself
/// and whose color identity has one color or none counts as having partner for deckbuilding
/// (903.13f): Purphoros, God of the Forge (red) and Melira, Sylvok Outcast (white) may be a
/// deck's two commanders, and so may Purphoros and Tana, the Bloodsower (which has partner);
/// not Purphoros and Grumgully, the Generous (red and green), nor any of them without those
/// boosters.
#[rule("903.13f")]
#[test]
fn r903_13f_after_a_commander_masters_draft_one_color_commanders_have_partner() {
    let masters = "format = \"commander_draft\"\ncommander_masters = true";
    let lands = [("Mountain", 30), ("Plains", 28)];
    let read = deck(
        masters,
        &["Purphoros, God of the Forge", "Melira, Sylvok Outcast"],
        &lands,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(read.commanders.len(), 2);
    deck(
        masters,
        &["Purphoros, God of the Forge", "Tana, the Bloodsower"],
        &[("Mountain", 58)],
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let (message, line) = error(deck(
        masters,
        &["Purphoros, God of the Forge", "Grumgully, the Generous"],
        &[("Mountain", 58)],
    ));
    assert!(message.contains("can't both be commanders"), "{message}");
    assert_eq!(line, 4, "the commanders' line");
    for header in [DRAFT, "format = \"commander_draft\"\ncommander_masters = false"] {
        let (message, _) = error(deck(
            header,
            &["Purphoros, God of the Forge", "Melira, Sylvok Outcast"],
            &lands,
        ));
        assert!(message.contains("has no partner ability"), "{message}");
    }
}

/// `commander_masters` says what a Commander Draft's boosters were: in another deck it is an
/// error at its line.
#[test]
fn commander_masters_is_only_for_a_commander_draft_deck() {
    let (message, line) = error(deck(
        "commander_masters = true",
        &["Grumgully, the Generous"],
        &[("Mountain", 99)],
    ));
    assert!(message.contains("is for a Commander Draft deck"), "{message}");
    assert_eq!(line, 2);
}
