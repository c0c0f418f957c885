//! A card's other faces as they load: a double-faced card's back face (712.2), a flip card's
//! flipped half (710.1b), a card with bestow's bestowed definition (702.103b), a meld pair's
//! melded permanent (712.4). A split card's
//! halves: `split_cards.rs`.

use engine::cards::CardPool;
use engine::rule;

use super::load_error;

/// A double-faced card's back face is read as a face of its own (712.2, 712.8), never a card a
/// deck names, without a mana cost (its mana value is its front face's, 202.3b); `chosen` needs
/// an earlier instruction that chooses.
#[rule("712.2", "202.3b")]
#[test]
fn r712_2_a_back_face_is_read_with_its_front_face() {
    let front = "[[card]]\nname = \"Front\"\ncost = \"{2}{R}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\n";
    let back = "[card.back]\nname = \"Back\"\ntypes = [\"creature\"]\npower = 3\ntoughness = 3\n";
    let pool = CardPool::from_toml("faces.toml", &format!("{front}{back}")).unwrap_or_else(|e| panic!("{e}"));
    let front_idx = pool.find("Front").expect("the front face is a card");
    assert!(pool.find("Back").is_none(), "a back face is not a card of its own");
    let back_idx = pool.other_face("Back").expect("the back face is in the pool");
    assert_eq!(pool.get(front_idx).back, Some(back_idx));
    assert_eq!(pool.get(back_idx).front, Some(front_idx));
    assert_eq!(pool.get(back_idx).printed.mana_cost, None);
    assert_eq!(
        pool.get(back_idx).printed.mana_value(),
        3,
        "202.3b: its front face's mana value"
    );
    let e = load_error(&format!("{front}{back}cost = \"{{1}}\"\n"));
    assert!(e.contains("the back face of `Front` has a mana cost"), "{e}");
    let sorcery = "[[card]]\nname = \"X\"\ncost = \"{R}\"\ntypes = [\"sorcery\"]\ntarget = \"creature\"\n";
    let e = load_error(&format!(
        "{sorcery}effects = [{{ effect = \"become_copy\", what = \"target\", of = \"chosen\" }}]\n"
    ));
    assert!(
        e.contains("acts on `chosen`, but no earlier instruction of its text chooses"),
        "{e}"
    );
}

/// A flip card's flipped half is read as a face of its own, never a card a deck names, with
/// the card's mana cost and colors (710.1b, 710.1c); a card has a back face or a flipped half,
/// not both, and the flipped half no mana cost of its own.
#[rule("710.1b", "710.1c")]
#[test]
fn r710_1b_a_flipped_half_is_read_with_the_cards_mana_cost_and_colors() {
    let card = "[[card]]\nname = \"Normal\"\ncost = \"{3}{R}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\n";
    let flipped = "[card.flipped]\nname = \"Flipped\"\ntypes = [\"creature\"]\nsupertypes = [\"legendary\"]\npower = 2\ntoughness = 2\n";
    let pool = CardPool::from_toml("flip.toml", &format!("{card}{flipped}")).unwrap_or_else(|e| panic!("{e}"));
    let normal = pool.find("Normal").expect("the card");
    assert!(
        pool.find("Flipped").is_none(),
        "a flipped half is not a card of its own"
    );
    let half = pool.other_face("Flipped").expect("the flipped half is in the pool");
    assert_eq!(pool.get(normal).flipped, Some(half));
    assert_eq!(pool.get(normal).back, None);
    assert_eq!(pool.get(half).front, Some(normal));
    assert_eq!(pool.get(half).printed.mana_cost, pool.get(normal).printed.mana_cost);
    assert_eq!(pool.get(half).printed.colors, pool.get(normal).printed.colors);
    assert_eq!(pool.get(half).printed.power, Some(2));
    let e = load_error(&format!("{card}{flipped}cost = \"{{1}}\"\n"));
    assert!(e.contains("the flipped half of `Normal` has a mana cost"), "{e}");
    let back = "[card.back]\nname = \"Back\"\ntypes = [\"creature\"]\npower = 3\ntoughness = 3\n";
    let e = load_error(&format!("{card}{flipped}{back}"));
    assert!(e.contains("`Normal` has more than one other face"), "{e}");
}

/// A card with bestow loads with a bestowed definition of its own, right after it: the same
/// card as an Aura enchantment with enchant creature (702.103b), which no name finds. Bestow
/// belongs on a one-faced creature card.
#[rule("702.103b")]
#[test]
fn r702_103b_a_card_with_bestow_has_a_bestowed_definition() {
    let pool = CardPool::starter();
    let satyr = pool.find("Boon Satyr").expect("in the starter pool");
    let bestowed = pool.get(satyr).bestowed.expect("a bestowed definition");
    assert_eq!(bestowed.0, satyr.0 + 1);
    let def = pool.get(bestowed);
    assert_eq!(def.name, "Boon Satyr");
    assert_eq!(def.printed.types, engine::cards::CardTypes::ENCHANTMENT);
    assert!(def.printed.subtypes.contains(engine::generated::subtypes::AURA));
    assert!(!def.printed.subtypes.contains(engine::generated::subtypes::SATYR));
    assert_eq!(def.spell.targets.len(), 1);
    assert_eq!(def.enchant, Some(def.spell.targets[0]));
    assert_eq!(def.bestowed, None);
    assert_eq!(def.bestow, pool.get(satyr).bestow);
    assert_eq!(pool.find("Boon Satyr"), Some(satyr));
    let head = "[[card]]\nname = \"X\"\ncost = \"{1}\"\n";
    let e = load_error(&format!("{head}types = [\"enchantment\"]\nbestow = \"{{2}}\"\n"));
    assert!(
        e.starts_with("cards.toml:5:10: bestow on a card that is not a creature card"),
        "{e}"
    );
    let e = load_error(&format!(
        "{head}types = [\"creature\"]\npower = 1\ntoughness = 1\nbestow = \"{{2}}\"\n[card.back]\nname = \"Y\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\n"
    ));
    assert!(e.contains("`X` has bestow and another face"), "{e}");
}

/// A meld pair loads as two cards naming each other, the one with the meld ability holding
/// the melded permanent (712.4a), a definition no name finds (712.4b) whose mana value is the
/// sum of the two cards' (712.8g); a pair that doesn't name each other, a partner missing, a
/// melded permanent without a partner, a token with one, and meld instructions on a card
/// that isn't a meld card are load errors.
#[rule("712.8g", "712.4b")]
#[test]
fn r712_8g_a_meld_pair_loads_as_two_cards_naming_each_other() {
    let rats = "[[card]]\nname = \"Rats\"\ncost = \"{1}{B}\"\ntypes = [\"creature\"]\npower = 2\ntoughness = 1\n";
    let host = "[card.melded]\nname = \"Host\"\ntypes = [\"creature\"]\npower = 5\ntoughness = 6\n";
    let scavengers = |with: &str| {
        format!("[[card]]\nname = \"Scavengers\"\ncost = \"{{4}}{{B}}\"\ntypes = [\"creature\"]\npower = 3\ntoughness = 3\nmeld_with = \"{with}\"\n")
    };
    let pool = crate::fixtures::pool(&format!(
        "{rats}meld_with = \"Scavengers\"\n{host}{}",
        scavengers("Rats")
    ));
    let (r, s) = (
        crate::fixtures::card(&pool, "Rats"),
        crate::fixtures::card(&pool, "Scavengers"),
    );
    let melded = pool.get(r).meld.expect("Rats is a meld card").melded;
    assert_eq!(pool.get(r).meld.map(|m| m.partner), Some(s));
    assert_eq!(pool.get(s).meld.map(|m| (m.partner, m.melded)), Some((r, melded)));
    assert_eq!(pool.get(melded).name, "Host");
    assert_eq!(pool.get(melded).printed.mana_value(), 7);
    assert_eq!(pool.find("Host"), None);
    assert_eq!(pool.get(r).back, None);
    let e = load_error(&format!(
        "{rats}meld_with = \"Scavengers\"\n{host}{}",
        scavengers("Someone")
    ));
    assert!(
        e.contains("`Scavengers` doesn't name `Rats` as the card it melds with"),
        "{e}"
    );
    let e = load_error(&format!("{rats}meld_with = \"Scavengers\"\n{host}"));
    assert!(
        e.contains("`Rats` melds with `Scavengers`, which this file doesn't define"),
        "{e}"
    );
    let e = load_error(&format!("{rats}meld_with = \"Scavengers\"\n{}", scavengers("Rats")));
    assert!(e.contains("which holds no melded permanent naming it"), "{e}");
    let e = load_error(&format!("{rats}{host}"));
    assert!(
        e.contains("holds a melded permanent but names no card to meld with"),
        "{e}"
    );
    // Both cards holding a melded permanent: only one of the pair may.
    let e = load_error(&format!(
        "{rats}meld_with = \"Scavengers\"\n{host}{}{}",
        scavengers("Rats"),
        host.replace("Host", "Other Host")
    ));
    assert!(
        e.contains("`Scavengers` doesn't name `Rats` as the card it melds with"),
        "{e}"
    );
    let token = "[[token]]\nname = \"T\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\nmeld_with = \"Rats\"\n";
    assert!(load_error(token).contains("the token `T` names a meld partner"));
    let trigger = "[[card.triggers]]\nwhen = \"beginning_of_combat\"\nturn = \"yours\"\nif = \"you_own_and_control_meld_pair\"\neffects = [{ effect = \"meld\" }]\n";
    let e = load_error(&format!("{rats}{trigger}"));
    assert!(e.contains("on a card that is not a meld card"), "{e}");
    let spell = "[[card]]\nname = \"S\"\ncost = \"{B}\"\ntypes = [\"sorcery\"]\neffects = [{ effect = \"meld\" }]\n";
    let e = load_error(spell);
    assert!(
        e.contains("acts on `this`, which only a permanent's ability has"),
        "{e}"
    );
    let no_pair =
        "[[card.triggers]]\nwhen = \"beginning_of_combat\"\nturn = \"yours\"\neffects = [{ effect = \"meld\" }]\n";
    assert!(load_error(&format!("{rats}{no_pair}")).contains("melds but is not a meld card"));
}
