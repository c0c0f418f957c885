//! Keywords a card file writes as keys of their own, with a number, a token or what they
//! give (afterlife, living weapon and its kin, fabricate, vanishing, gift, backup), each a load
//! error with its location when written wrong.

use engine::cards::CardPool;

use super::load_error;

/// Afterlife (702.135a) is a creature's, N at least 1, and creates a token the file defines
/// first: without it, the card is a load error naming the key to define.
#[test]
fn afterlife_is_checked_as_it_loads() {
    let creature =
        "[[card]]\nname = \"X\"\ncost = \"{W}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\nafterlife = 1\n";
    let e = load_error(creature);
    assert!(
        e.starts_with(
            "cards.toml:7:13: afterlife creates tokens keyed `White and Black Spirit Token`, but no [[token]] has that key"
        ),
        "{e}"
    );
    let e = load_error("[[card]]\nname = \"X\"\ncost = \"{W}\"\ntypes = [\"instant\"]\nafterlife = 1\n");
    assert!(
        e.contains("afterlife on a card that is not a creature, or afterlife 0"),
        "{e}"
    );
    let e = load_error(
        "[[card]]\nname = \"X\"\ncost = \"{W}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\nkeywords = [\"Afterlife\"]\n",
    );
    assert!(e.contains("the keyword `Afterlife` needs its number"), "{e}");
}

/// Living weapon (702.92a), For Mirrodin! (702.163a) and job select (702.182a) are an
/// Equipment's, and create the Germ, Rebel or Hero token a `[[token]]` defines before the card.
#[test]
fn living_weapon_for_mirrodin_and_job_select_are_checked_as_they_load() {
    let germ = "[[token]]\nkey = \"Phyrexian Germ Token\"\ntypes = [\"creature\"]\ncolors = [\"black\"]\nsubtypes = [\"Phyrexian\", \"Germ\"]\npower = 0\ntoughness = 0\n";
    let hero =
        "[[token]]\nkey = \"Hero Token\"\ntypes = [\"creature\"]\nsubtypes = [\"Hero\"]\npower = 1\ntoughness = 1\n";
    let rebel = "[[token]]\nkey = \"Red Rebel Token\"\ntypes = [\"creature\"]\ncolors = [\"red\"]\nsubtypes = [\"Rebel\"]\npower = 2\ntoughness = 2\n";
    let kinds = [
        (
            "Living weapon",
            "living weapon",
            "Phyrexian Germ Token",
            germ,
            "702.92a",
        ),
        ("For Mirrodin!", "For Mirrodin!", "Red Rebel Token", rebel, "702.163a"),
        ("Job Select", "job select", "Hero Token", hero, "702.182a"),
    ];
    for (written, name, key, token, rule) in kinds {
        let equipment = format!(
            "[[card]]\nname = \"X\"\ncost = \"{{1}}\"\ntypes = [\"artifact\"]\nsubtypes = [\"Equipment\"]\nkeywords = [\"{written}\"]\n"
        );
        let e = load_error(&equipment);
        assert!(
            e.starts_with(&format!(
                "cards.toml:1:1: {name} creates tokens keyed `{key}`, but no [[token]] has that key"
            )),
            "{e}"
        );
        let pool = CardPool::from_toml("cards.toml", &format!("{token}{equipment}")).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(pool.get(pool.find("X").expect("loaded")).triggers.len(), 1);
        let e = load_error(&format!(
            "{token}[[card]]\nname = \"X\"\ncost = \"{{1}}\"\ntypes = [\"artifact\"]\nkeywords = [\"{written}\"]\n"
        ));
        assert!(
            e.contains(&format!("{name} on a card that is not an Equipment ({rule})")),
            "{e}"
        );
    }
}

/// Fabricate (702.123a) is written `fabricate = N` on a permanent, N at least 1, and creates
/// the Servo token a `[[token]]` defines before the card.
#[test]
fn fabricate_is_checked_as_it_loads() {
    let creature =
        "[[card]]\nname = \"X\"\ncost = \"{B}\"\ntypes = [\"creature\"]\npower = 0\ntoughness = 1\nfabricate = 2\n";
    let e = load_error(creature);
    assert!(
        e.starts_with("cards.toml:7:13: fabricate creates tokens keyed `Servo Token`, but no [[token]] has that key"),
        "{e}"
    );
    let e = load_error("[[card]]\nname = \"X\"\ncost = \"{B}\"\ntypes = [\"instant\"]\nfabricate = 1\n");
    assert!(
        e.contains("fabricate on a card that is not a permanent, or fabricate 0"),
        "{e}"
    );
    let e = load_error(
        "[[card]]\nname = \"X\"\ncost = \"{B}\"\ntypes = [\"creature\"]\npower = 0\ntoughness = 1\nkeywords = [\"Fabricate\"]\n",
    );
    assert!(e.contains("the keyword `Fabricate` needs its number"), "{e}");
}

/// Vanishing (702.63a) is written `vanishing = N` on a permanent, N at least 1.
#[test]
fn vanishing_is_checked_as_it_loads() {
    let e = load_error("[[card]]\nname = \"X\"\ncost = \"{G}\"\ntypes = [\"instant\"]\nvanishing = 2\n");
    assert!(
        e.starts_with("cards.toml:5:13: vanishing on a card that is not a permanent, or vanishing 0"),
        "{e}"
    );
    let e = load_error(
        "[[card]]\nname = \"X\"\ncost = \"{G}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\nkeywords = [\"Vanishing\"]\n",
    );
    assert!(e.contains("the keyword `Vanishing` needs its number"), "{e}");
}

/// Gift is an instant's or sorcery's, written with what it gives (702.174a): a Food or a
/// Treasure, whose token a `[[token]]` defines before the card; "if the gift was promised"
/// needs a card with gift.
#[test]
fn gift_is_checked_as_it_loads() {
    let spell = "[[card]]\nname = \"X\"\ncost = \"{R}\"\ntypes = [\"instant\"]\n";
    let food = "[[token]]\nkey = \"Food Token\"\ntypes = [\"artifact\"]\nsubtypes = [\"Food\"]\n";
    let e = load_error(&format!("{spell}gift = \"food\"\n"));
    assert!(
        e.starts_with("cards.toml:5:8: gift creates tokens keyed `Food Token`, but no [[token]] has that key"),
        "{e}"
    );
    let e = load_error(&format!("{food}{spell}gift = \"card\"\n"));
    assert!(e.contains("`card` is not a gift this engine gives"), "{e}");
    let e = load_error(&format!(
        "{food}[[card]]\nname = \"X\"\ncost = \"{{R}}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\ngift = \"food\"\n"
    ));
    assert!(e.contains("gift on a permanent card"), "{e}");
    let e = load_error(&format!("{spell}keywords = [\"Gift\"]\n"));
    assert!(e.contains("the keyword `Gift` needs what it gives"), "{e}");
    let e = load_error(&format!(
        "{spell}effects = [{{ effect = \"if\", condition = \"gift_promised\", then = [{{ effect = \"draw\", count = 1, who = \"you\" }}] }}]\n"
    ));
    assert!(e.contains("`gift_promised` on a card without gift"), "{e}");
    let e = load_error(&format!(
        "{food}{spell}gift = \"food\"\nchoose = {{ count = 1 }}\n[[card.modes]]\neffects = [{{ effect = \"draw\", count = 1, who = \"you\" }}]\n[[card.modes]]\neffects = [{{ effect = \"draw\", count = 2, who = \"you\" }}]\n"
    ));
    assert!(e.contains("gift on a modal spell is not built yet"), "{e}");
    let pool = crate::fixtures::pool(&format!("{food}{spell}gift = \"food\"\n"));
    assert!(pool
        .get(crate::fixtures::card(&pool, "X"))
        .printed
        .has(engine::generated::keyword_abilities::KeywordAbility::Gift));
}

/// Backup is a creature's, written with its number and the keywords printed below it, each
/// among the card's own (702.165a, 702.165c).
#[test]
fn backup_is_checked_as_it_loads() {
    let creature = "[[card]]\nname = \"X\"\ncost = \"{W}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\nkeywords = [\"Flying\"]\n";
    let e = load_error(&format!(
        "{creature}backup = {{ count = 1, grants = [\"Lifelink\"] }}\n"
    ));
    assert!(
        e.contains("backup grants `Lifelink`, which the card doesn't print among its keywords"),
        "{e}"
    );
    let e = load_error(&format!("{creature}backup = {{ count = 1, grants = [\"Backup\"] }}\n"));
    assert!(e.contains("the keyword `Backup` needs its number"), "{e}");
    let e = load_error(&format!("{creature}backup = {{ count = 1, grants = [] }}\n"));
    assert!(e.contains("backup granting no keyword"), "{e}");
    let e = load_error(&format!("{creature}backup = {{ count = 0, grants = [\"Flying\"] }}\n"));
    assert!(e.contains("backup 0"), "{e}");
    let e = load_error("[[card]]\nname = \"X\"\ncost = \"{W}\"\ntypes = [\"sorcery\"]\nkeywords = [\"Flying\"]\nbackup = { count = 1, grants = [\"Flying\"] }\n");
    assert!(e.contains("backup on a card that is not a creature"), "{e}");
    let e = load_error(&format!("{creature}keywords = [\"Backup\"]\n").replace("keywords = [\"Flying\"]\n", ""));
    assert!(
        e.contains("the keyword `Backup` needs its number and what it grants"),
        "{e}"
    );
    let pool = crate::fixtures::pool(&format!("{creature}backup = {{ count = 2, grants = [\"Flying\"] }}\n"));
    let x = pool.get(crate::fixtures::card(&pool, "X"));
    assert!(x
        .printed
        .has(engine::generated::keyword_abilities::KeywordAbility::Backup));
    assert_eq!(x.triggers.len(), 1, "the backup trigger");
}
