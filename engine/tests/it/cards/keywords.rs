//! Keyword abilities as card files write them (702): which are implemented, protection's
//! colors, landwalk's land, and enchant and equip.

use engine::cards::CardPool;
use engine::rule;

use super::load_error;
use crate::fixtures::starter;

#[rule(
    "702.2", "702.3", "702.4", "702.7", "702.9", "702.10", "702.15", "702.17", "702.19", "702.20", "702.29", "702.33",
    "702.34", "702.93", "702.111"
)]
#[test]
fn r702_2_the_implemented_keywords_register_and_cards_may_use_them() {
    use engine::generated::keyword_abilities::KeywordAbility as K;
    use engine::keywords::KeywordHooks;
    let implemented = [
        K::Deathtouch,
        K::Defender,
        K::DoubleStrike,
        K::FirstStrike,
        K::Flying,
        K::Haste,
        K::Lifelink,
        K::Reach,
        K::Trample,
        K::Vigilance,
        K::Undying,
        K::Undaunted,
        K::Sunburst,
        K::Decayed,
        K::Menace,
        K::Changeling,
        K::Indestructible,
        K::Flash,
        K::Hexproof,
        K::Shroud,
        K::Intimidate,
        K::Shadow,
        K::Horsemanship,
        K::Fear,
        K::Skulk,
        K::Wither,
        K::Infect,
        K::Prowess,
        K::Persist,
        K::Convoke,
        K::Improvise,
        K::Phasing,
        K::Exalted,
        K::BattleCry,
        K::Delve,
        K::Storm,
        K::Cascade,
        K::Station,
        K::Banding,
        K::Flanking,
        K::Extort,
        K::Dethrone,
        K::Melee,
        K::Devoid,
        K::Ingest,
        K::Evolve,
        K::Riot,
        K::Unleash,
        K::Ascend,
        K::Retrace,
        K::SplitSecond,
        K::Training,
        K::Mentor,
        K::Exploit,
    ];
    // Protection is written with its quality (`r702_16a_protection_is_read_with_its_colors`),
    // enchant with what it enchants (`r303_4a_auras_need_an_enchant_ability_and_only_equipment_equips`),
    // landwalk with its land (`r702_14a_landwalk_is_read_with_its_land`), fading with its
    // number (`fading_and_counter_removal_costs_are_checked_as_they_load`).
    // Toxic with its number (`r702_164a_toxic_is_written_with_its_number_on_a_creature_or_in_an_effect`),
    // modular with its number or sunburst (`r702_43a_modular_is_written_with_its_number_or_sunburst`).
    // Bushido and afflict with theirs (`r702_45a_bushido_afflict_and_annihilator_are_written_with_their_number`),
    // annihilator too.
    // Affinity with what it counts (`r702_41a_affinity_is_written_with_what_it_counts`).
    // Gift with what it gives and its token (`gift_is_checked_as_it_loads`), backup with its
    // number and what it grants (`backup_is_checked_as_it_loads`).
    // Companion with its condition (`companion_conditions_are_checked_as_they_load`).
    // Vanishing and afterlife with their numbers (`vanishing_is_checked_as_it_loads`,
    // `afterlife_is_checked_as_it_loads`), bloodthirst, poisonous, renown and soulshift with
    // theirs. Living weapon, For Mirrodin! and job select on an Equipment, with its Germ,
    // Rebel or Hero token (`living_weapon_for_mirrodin_and_job_select_are_checked_as_they_load`); fabricate with its number and its Servo
    // token (`fabricate_is_checked_as_it_loads`). Dredge with its number
    // (`dredge_is_written_with_its_number`). Partner under its own key, `partner` or
    // `partner_with` (`partner_is_checked_as_it_loads`).
    let with_quality = [
        K::Partner,
        K::Dredge,
        K::Companion,
        K::Affinity,
        K::Protection,
        K::Enchant,
        K::Landwalk,
        K::Fading,
        K::Toxic,
        K::Modular,
        K::Bushido,
        K::Afflict,
        K::Rampage,
        K::Annihilator,
        K::Vanishing,
        K::Graft,
        K::Devour,
        K::Amplify,
        K::Afterlife,
        K::Bloodthirst,
        K::Poisonous,
        K::Renown,
        K::Soulshift,
        K::LivingWeapon,
        K::ForMirrodin,
        K::JobSelect,
        K::Fabricate,
        K::Gift,
        K::Backup,
    ];
    // Keywords with a cost are written with it, under their own key, on a sorcery or a
    // creature.
    let sorcery = "types = [\"sorcery\"]";
    let creature = "types = [\"creature\"]\npower = 1\ntoughness = 1";
    let with_costs = [
        (K::Kicker, "kicker = [\"{2}\"]", sorcery),
        (K::Flashback, "flashback = \"{2}\"", sorcery),
        (K::Buyback, "buyback = \"{2}\"", sorcery),
        (K::Cycling, "cycling = \"{2}\"", sorcery),
        (K::Reinforce, "reinforce = { count = 1, cost = \"{2}\" }", sorcery),
        (K::Transmute, "transmute = \"{2}\"", sorcery),
        (K::Scavenge, "scavenge = \"{2}\"", creature),
        (K::Embalm, "embalm = \"{2}\"", creature),
        (K::Eternalize, "eternalize = \"{2}\"", creature),
        (K::Ward, "ward = \"{2}\"", creature),
        (K::Evoke, "evoke = \"{2}\"", creature),
        (K::Dash, "dash = \"{2}\"", creature),
        (K::Surge, "surge = \"{2}\"", sorcery),
        (K::Spectacle, "spectacle = \"{2}\"", sorcery),
        (K::Unearth, "unearth = \"{2}\"", creature),
        (K::Outlast, "outlast = \"{2}\"", creature),
        (K::Ninjutsu, "ninjutsu = \"{2}\"", creature),
        (K::LevelUp, "level_up = \"{2}\"", creature),
        (K::CumulativeUpkeep, "cumulative_upkeep = [\"{2}\"]", creature),
        (K::Morph, "morph = \"{2}\"", creature),
        (K::Disguise, "disguise = \"{2}\"", creature),
        (K::Echo, "echo = \"{2}\"", creature),
        (K::Bestow, "bestow = \"{2}\"", creature),
        (K::Splice, "splice = { onto = \"Arcane\", cost = \"{2}\" }", sorcery),
        (K::Foretell, "foretell = \"{2}\"", sorcery),
        (K::Madness, "madness = \"{2}\"", sorcery),
        (K::Miracle, "miracle = \"{2}\"", sorcery),
        (
            K::Escape,
            "escape = \"{2}, Exile three other cards from your graveyard\"",
            sorcery,
        ),
        (
            K::Equip,
            "equip = \"{2}\"",
            "types = [\"artifact\"]\nsubtypes = [\"Equipment\"]",
        ),
        (
            K::Crew,
            "crew = 2",
            "types = [\"artifact\"]\nsubtypes = [\"Vehicle\"]\npower = 3\ntoughness = 3",
        ),
        (
            K::Fortify,
            "fortify = \"{2}\"",
            "types = [\"artifact\"]\nsubtypes = [\"Fortification\"]",
        ),
        (
            K::AuraSwap,
            "aura_swap = \"{2}\"",
            "types = [\"enchantment\"]\nsubtypes = [\"Aura\"]\nenchant = { kind = \"creature\" }",
        ),
    ];
    // Rebound and jump-start are an instant's or sorcery's (702.88a, 702.133a): a creature
    // with either is refused.
    let on_spells = [K::Rebound, K::JumpStart];
    for kw in on_spells {
        let card = |types: &str| {
            format!(
                "[[card]]\nname = \"X\"\ncost = \"{{R}}\"\n{types}\nkeywords = [\"{}\"]\n",
                kw.name()
            )
        };
        let err = CardPool::from_toml("kw.toml", &card(creature))
            .expect_err("a creature has neither rebound nor jump-start")
            .to_string();
        assert!(err.contains("not an instant or sorcery"), "{err}");
        let pool = CardPool::from_toml("kw.toml", &card(sorcery)).unwrap_or_else(|e| panic!("{e}"));
        assert!(pool.get(pool.find("X").expect("loaded")).printed.has(kw));
    }
    // Ascend is read on a permanent (702.131b); an instant's or sorcery's (702.131a) is not
    // built and is refused.
    let err = CardPool::from_toml(
        "kw.toml",
        &format!("[[card]]\nname = \"X\"\ncost = \"{{R}}\"\n{sorcery}\nkeywords = [\"Ascend\"]\n"),
    )
    .expect_err("a sorcery's ascend is not built")
    .to_string();
    assert!(
        err.contains("ascend, a spell ability (702.131a) not built yet"),
        "{err}"
    );
    // Exhaust is written on its ability (`exhaust = true`), never among the keywords.
    let on_abilities = [K::Exhaust];
    let err = CardPool::from_toml(
        "kw.toml",
        &format!("[[card]]\nname = \"X\"\ncost = \"{{R}}\"\n{creature}\nkeywords = [\"Exhaust\"]\n"),
    )
    .expect_err("exhaust is an ability's")
    .to_string();
    assert!(err.contains("write `exhaust = true` in the ability's"), "{err}");
    // Daybound and nightbound, titled together (702.145a), are written as the two abilities
    // they are, each on its face.
    let as_two = [K::DayboundAndNightbound];
    let err = CardPool::from_toml(
        "kw.toml",
        &format!("[[card]]\nname = \"X\"\ncost = \"{{R}}\"\n{creature}\nkeywords = [\"Daybound and Nightbound\"]\n"),
    )
    .expect_err("daybound and nightbound are two abilities")
    .to_string();
    assert!(
        err.contains("write \"Daybound\" among the front face's keywords"),
        "{err}"
    );
    let pool = CardPool::from_toml(
        "kw.toml",
        &format!("[[card]]\nname = \"X\"\ncost = \"{{R}}\"\n{creature}\nkeywords = [\"Daybound\"]\n"),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert!(pool
        .get(pool.find("X").expect("loaded"))
        .printed
        .has(K::DayboundAndNightbound));
    for kw in K::ALL {
        let done = kw.register(&mut KeywordHooks::default()) == engine::Handled::Done;
        let listed = implemented.contains(&kw)
            || with_quality.contains(&kw)
            || on_abilities.contains(&kw)
            || on_spells.contains(&kw)
            || as_two.contains(&kw)
            || with_costs.iter().any(|&(k, ..)| k == kw);
        assert_eq!(done, listed, "{} ({})", kw.name(), kw.rule());
    }
    for (kw, key, types) in with_costs {
        let card = |keys: &str| format!("[[card]]\nname = \"X\"\ncost = \"{{R}}\"\n{types}\n{keys}\n");
        let bare = CardPool::from_toml("kw.toml", &card(&format!("keywords = [\"{}\"]", kw.name())));
        let err = bare.expect_err("a keyword with a cost needs it").to_string();
        assert!(err.contains("needs its cost"), "{err}");
        let pool = CardPool::from_toml("kw.toml", &card(key)).unwrap_or_else(|e| panic!("{e}"));
        assert!(pool.get(pool.find("X").expect("loaded")).printed.has(kw));
    }
    for kw in implemented {
        let toml = format!(
            "[[card]]\nname = \"X\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\nkeywords = [\"{}\"]\n",
            kw.name()
        );
        let pool = CardPool::from_toml("kw.toml", &toml).unwrap_or_else(|e| panic!("{e}"));
        assert!(pool.get(pool.find("X").expect("loaded")).printed.has(kw));
    }
}

/// Protection is read from a card's keywords with its colors (702.16a, "and from" giving
/// two, 702.16g); any other quality, a bare "Protection", and protection granted by an effect
/// are load errors.
#[rule("702.16a", "702.16g")]
#[test]
fn r702_16a_protection_is_read_with_its_colors() {
    let creature = "[[card]]\nname = \"X\"\ncost = \"{W}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\n";
    let pool = crate::fixtures::pool(&format!(
        "{creature}keywords = [\"Protection from white and from blue\"]\n"
    ));
    let x = pool.get(crate::fixtures::card(&pool, "X"));
    use engine::characteristics::{Color, ColorSet};
    assert_eq!(x.protection_from.colors, ColorSet::of(&[Color::White, Color::Blue]));
    let e = load_error(&format!("{creature}keywords = [\"Protection from artifacts\"]\n"));
    assert!(
        e.contains("the engine reads protection from colors, from each color, from everything and from the chosen color, and `artifacts` is none of them"),
        "{e}"
    );
    let e = load_error(&format!("{creature}keywords = [\"Protection\"]\n"));
    assert!(e.contains("protection needs its quality"), "{e}");
    let e = load_error(&format!(
        "{creature}[[card.statics]]\naffects = \"self\"\nmodify = [{{ add_keywords = [\"Protection\"] }}]\n"
    ));
    assert!(e.contains("protection needs its quality"), "{e}");
    // "Protection from the chosen color" reads the color its own "as [this] enters" chose:
    // a card without that choice is refused.
    let pool = crate::fixtures::pool(&format!(
        "{creature}keywords = [\"Protection from red and from the chosen color\"]\n[[card.replacements]]\nwould = \"enter\"\nwhat = \"this\"\ninstead = \"choose_color\"\n"
    ));
    let x = pool.get(crate::fixtures::card(&pool, "X")).protection_from;
    assert_eq!((x.colors, x.chosen_color), (ColorSet::of(&[Color::Red]), true));
    let e = load_error(&format!(
        "{creature}keywords = [\"Protection from the chosen color\"]\n"
    ));
    assert!(
        e.contains("cards.toml:7:13: protection from the chosen color, but the card chooses no color as it enters"),
        "{e}"
    );
}

/// Landwalk is read with the land it names (702.14a): a land type, with supertypes it has or
/// lacks; a word that is neither is a load error at its place, and so is bare "Landwalk".
#[rule("702.14a")]
#[test]
fn r702_14a_landwalk_is_read_with_its_land() {
    let creature = |kw: &str| {
        format!("[[card]]\nname = \"X\"\ncost = \"{{G}}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\nkeywords = [\"{kw}\"]\n")
    };
    for ok in [
        "Forestwalk",
        "Snow swampwalk",
        "Nonbasic landwalk",
        "Legendary landwalk",
    ] {
        let pool = CardPool::from_toml("cards.toml", &creature(ok)).unwrap_or_else(|e| panic!("{ok}: {e}"));
        let x = pool.get(pool.find("X").expect("loaded"));
        assert_eq!(x.landwalk.len(), 1, "{ok}");
        assert!(x
            .printed
            .has(engine::generated::keyword_abilities::KeywordAbility::Landwalk));
    }
    let e = load_error(&creature("Bearwalk"));
    assert!(
        e.starts_with("cards.toml:7:13: `Bearwalk`: `bear` is not a land type"),
        "{e}"
    );
    let e = load_error(&creature("Icy forestwalk"));
    assert!(e.contains("`icy` is not a supertype"), "{e}");
    let e = load_error(&creature("Landwalk"));
    assert!(e.contains("names no land to walk"), "{e}");
}

/// An Aura has an enchant ability, the target of its spell (303.4a, 702.5a); nothing else
/// has one; only an Equipment has equip (702.6a). Each mistake is a load error at its place.
#[rule("303.4a", "702.5a", "702.6a")]
#[test]
fn r303_4a_auras_need_an_enchant_ability_and_only_equipment_equips() {
    let e = load_error("[[card]]\nname = \"X\"\ncost = \"{W}\"\ntypes = [\"enchantment\"]\nsubtypes = [\"Aura\"]\n");
    assert!(
        e.starts_with("cards.toml:1:1: `X` is an Aura with no enchant ability"),
        "{e}"
    );
    let e = load_error(
        "[[card]]\nname = \"X\"\ncost = \"{W}\"\ntypes = [\"enchantment\"]\nenchant = { kind = \"creature\" }\n",
    );
    assert!(
        e.starts_with("cards.toml:5:11: `X` has an enchant ability but isn't an Aura"),
        "{e}"
    );
    let e = load_error("[[card]]\nname = \"X\"\ncost = \"{W}\"\ntypes = [\"enchantment\"]\nsubtypes = [\"Aura\"]\nenchant = { kind = \"creature\", count = 2 }\n");
    assert!(e.contains("an enchant ability names one object or player"), "{e}");
    let e = load_error("[[card]]\nname = \"X\"\ncost = \"{1}\"\ntypes = [\"artifact\"]\nequip = \"{1}\"\n");
    assert!(
        e.starts_with("cards.toml:5:9: only an Equipment has an equip ability"),
        "{e}"
    );
    let e = load_error("[[card]]\nname = \"X\"\ncost = \"{1}\"\ntypes = [\"artifact\"]\ncrew = 1\n");
    assert!(
        e.starts_with("cards.toml:5:8: only a Vehicle has a crew ability (301.7)"),
        "{e}"
    );
    let e = load_error(
        "[[card]]\nname = \"X\"\ncost = \"{1}\"\ntypes = [\"artifact\"]\nsubtypes = [\"Vehicle\"]\ncrew = 1\n",
    );
    assert!(
        e.contains("Vehicle `X` needs its printed power and toughness (301.7a)"),
        "{e}"
    );
    let e = load_error("[[card]]\nname = \"X\"\ncost = \"{1}\"\ntypes = [\"artifact\"]\nsubtypes = [\"Equipment\"]\nfortify = \"{1}\"\n");
    assert!(
        e.starts_with("cards.toml:6:11: only a Fortification has a fortify ability"),
        "{e}"
    );
    let e = load_error("[[card]]\nname = \"X\"\ncost = \"{W}\"\ntypes = [\"enchantment\"]\nsubtypes = [\"Aura\"]\nkeywords = [\"Enchant\"]\nenchant = { kind = \"creature\" }\n");
    assert!(e.contains("enchant needs what it enchants"), "{e}");
    let pool = starter();
    let aura = pool.get(pool.find("Holy Strength").expect("Holy Strength"));
    assert_eq!(
        aura.spell.targets.len(),
        1,
        "the Aura spell targets what it can enchant"
    );
    assert_eq!(aura.enchant.as_ref(), aura.spell.targets.first());
    let equipment = pool.get(pool.find("Bonesplitter").expect("Bonesplitter"));
    assert!(
        equipment.abilities.iter().any(|a| a.sorcery_speed),
        "equip is activated only as a sorcery"
    );
}

/// Modular is written with its number, `modular = 1`, or as `modular = "sunburst"` for
/// "Modular—Sunburst" (702.43a, 702.44c), on a permanent card; the bare keyword, modular 0,
/// another word, or modular on an instant is a load error that says how to write it.
#[rule("702.43a", "702.44c")]
#[test]
fn r702_43a_modular_is_written_with_its_number_or_sunburst() {
    use engine::cards::Modular;
    use engine::generated::keyword_abilities::KeywordAbility as K;
    let creature =
        "[[card]]\nname = \"X\"\ncost = \"{1}\"\ntypes = [\"artifact\", \"creature\"]\npower = 0\ntoughness = 0\n";
    for (key, modular) in [
        ("modular = 2", Modular::Counters(2)),
        ("modular = \"sunburst\"", Modular::Sunburst),
    ] {
        let pool = CardPool::from_toml("m.toml", &format!("{creature}{key}\n")).unwrap_or_else(|e| panic!("{e}"));
        let x = pool.get(pool.find("X").expect("loaded"));
        assert_eq!(x.modular, Some(modular), "{key}");
        assert!(x.printed.has(K::Modular), "{key}");
    }
    let e = load_error(&format!("{creature}keywords = [\"Modular\"]\n"));
    assert!(e.contains("the keyword `Modular` needs its number"), "{e}");
    for wrong in ["modular = 0", "modular = \"kicker\""] {
        let e = load_error(&format!("{creature}{wrong}\n"));
        assert!(
            e.contains("modular = N (N at least 1) or modular = \"sunburst\""),
            "{wrong}: {e}"
        );
    }
    let e = load_error("[[card]]\nname = \"X\"\ncost = \"{R}\"\ntypes = [\"instant\"]\nmodular = 1\n");
    assert!(e.contains("modular on a card that is not a permanent"), "{e}");
}

/// Splice is read with the spell type it splices onto and its cost (702.47a): Glacial Ray's
/// onto Arcane for {1}{R}. Only an instant or sorcery has it, onto a spell type, for mana
/// without X, and its text must be one the engine can add to a spell's: not modal, dividing
/// no amount.
#[rule("702.47a")]
#[test]
fn r702_47a_splice_is_read_with_its_spell_type_and_cost() {
    let pool = CardPool::starter();
    let ray = pool.get(pool.find("Glacial Ray").expect("in the starter pool"));
    let splice = ray.splice.expect("Glacial Ray has splice");
    assert_eq!(splice.onto, engine::generated::subtypes::ARCANE);
    assert_eq!(splice.cost.to_string(), "{1}{R}");
    let head = "[[card]]\nname = \"X\"\ncost = \"{R}\"\n";
    let splice = "splice = { onto = \"Arcane\", cost = \"{1}{R}\" }\n";
    let e = load_error(&format!(
        "{head}types = [\"creature\"]\npower = 1\ntoughness = 1\n{splice}"
    ));
    assert!(e.contains("splice on a card that is not an instant or sorcery"), "{e}");
    let e = load_error(&format!(
        "{head}types = [\"instant\"]\nsplice = {{ onto = \"Goblin\", cost = \"{{1}}\" }}\n"
    ));
    assert!(e.contains("`Goblin` is not a spell type (205.3k)"), "{e}");
    let e = load_error(&format!(
        "{head}types = [\"instant\"]\nsplice = {{ onto = \"Arcane\", cost = \"{{X}}{{R}}\" }}\n"
    ));
    assert!(e.contains("a splice cost with {X}"), "{e}");
    let e = load_error(&format!(
        "{head}types = [\"instant\"]\n{splice}choose = {{ count = 1 }}\n[[card.modes]]\neffects = [{{ effect = \"draw\", count = 1, who = \"you\" }}]\n[[card.modes]]\neffects = [{{ effect = \"draw\", count = 2, who = \"you\" }}]\n"
    ));
    assert!(
        e.contains("splice on a modal card, or one that divides an amount"),
        "{e}"
    );
}

/// Bushido, afflict and annihilator are written with their number on a creature (702.45a,
/// 702.130a, 702.86a): Devoted Retainer's bushido 1, Khenra Eternal's afflict 1 and Eldrazi
/// Ravager's annihilator 1 become their triggered abilities; a bare keyword, a noncreature
/// or 0 are load errors.
#[rule("702.45a", "702.130a", "702.86a")]
#[test]
fn r702_45a_bushido_afflict_and_annihilator_are_written_with_their_number() {
    use engine::cards::TriggerEvent;
    use engine::generated::keyword_abilities::KeywordAbility as K;
    let pool = CardPool::starter();
    let retainer = pool.get(pool.find("Devoted Retainer").expect("in the starter pool"));
    assert!(retainer.printed.has(K::Bushido));
    assert_eq!(retainer.triggers.len(), 1);
    assert_eq!(retainer.triggers[0].when, TriggerEvent::BlocksOrBecomesBlocked);
    let khenra = pool.get(pool.find("Khenra Eternal").expect("in the starter pool"));
    assert!(khenra.printed.has(K::Afflict));
    assert_eq!(khenra.triggers[0].when, TriggerEvent::BecomesBlocked);
    let ravager = pool.get(pool.find("Eldrazi Ravager").expect("in the starter pool"));
    assert!(ravager.printed.has(K::Annihilator));
    assert_eq!(ravager.triggers.len(), 1);
    assert_eq!(ravager.triggers[0].when, TriggerEvent::Attacks);
    let creature = "[[card]]\nname = \"X\"\ncost = \"{W}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\n";
    for keyword in ["Bushido", "Annihilator"] {
        let e = load_error(&format!("{creature}keywords = [\"{keyword}\"]\n"));
        assert!(e.contains(&format!("the keyword `{keyword}` needs its number")), "{e}");
    }
    for key in ["afflict", "annihilator"] {
        let e = load_error(&format!("{creature}{key} = 0\n"));
        assert!(
            e.contains(&format!("{key} on a card that is not a creature, or {key} 0")),
            "{e}"
        );
    }
    let e = load_error("[[card]]\nname = \"X\"\ncost = \"{W}\"\ntypes = [\"enchantment\"]\nbushido = 1\n");
    assert!(e.contains("bushido on a card that is not a creature"), "{e}");
}

/// Affinity is written with what it counts, `affinity_for`, a description of the permanents
/// the spell's caster controls (702.41a); the bare keyword, a land with it, and a description
/// naming whose permanents are load errors.
#[rule("702.41a")]
#[test]
fn r702_41a_affinity_is_written_with_what_it_counts() {
    let card = |keys: &str| format!("[[card]]\nname = \"X\"\ncost = \"{{4}}\"\ntypes = [\"artifact\"]\n{keys}\n");
    let pool = crate::fixtures::pool(&card("affinity_for = { types = [\"artifact\"] }"));
    let x = pool.get(crate::fixtures::card(&pool, "X"));
    assert!(x
        .printed
        .has(engine::generated::keyword_abilities::KeywordAbility::Affinity));
    let affinity = x.affinity.expect("affinity is read");
    assert_eq!(affinity.whose, engine::continuous::Whose::You);
    assert_eq!(affinity.types, engine::cards::CardTypes::ARTIFACT);
    let e = load_error(&card("keywords = [\"Affinity\"]"));
    assert!(e.contains("the keyword `Affinity` needs what it counts"), "{e}");
    let e = load_error(&card(
        "affinity_for = { types = [\"artifact\"], controller = \"opponent\" }",
    ));
    assert!(e.contains("affinity counts the permanents its caster controls"), "{e}");
    let land = "[[card]]\nname = \"L\"\ntypes = [\"land\"]\naffinity_for = { types = [\"artifact\"] }\n";
    assert!(load_error(land).contains("a land with affinity"));
}

/// A "when this creature exploits a creature" ability needs the card's exploit ability, the
/// only thing that makes it exploit (702.110b): without it, a load error says what to add.
#[test]
fn an_exploits_trigger_needs_exploit() {
    let card = |keywords: &str| {
        format!(
            "[[card]]\nname = \"X\"\ncost = \"{{U}}\"\ntypes = [\"creature\"]\npower = 0\ntoughness = 4\n{keywords}\n\
             [[card.triggers]]\nwhen = \"exploits\"\neffects = [{{ effect = \"draw\", count = 1, who = \"you\" }}]\n"
        )
    };
    let e = load_error(&card(""));
    assert!(e.contains("but the card has no exploit ability"), "{e}");
    assert!(e.contains("add \"Exploit\" to its keywords"), "{e}");
    CardPool::from_toml("cards.toml", &card("keywords = [\"Exploit\"]")).unwrap_or_else(|e| panic!("{e}"));
}

/// Fading is written with its number, on a permanent (702.32a); "Remove a fade counter from
/// this" is a cost the engine reads, payable only with such a counter on the object (118.3).
#[test]
fn fading_and_counter_removal_costs_are_checked_as_they_load() {
    let creature = "[[card]]\nname = \"X\"\ncost = \"{G}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\n";
    let e = load_error(&format!("{creature}keywords = [\"Fading\"]\n"));
    assert!(e.contains("the keyword `Fading` needs its number"), "{e}");
    let e = load_error(&format!("{creature}fading = 0\n"));
    assert!(
        e.contains("fading on a card that is not a permanent, or fading 0"),
        "{e}"
    );
    let e = load_error("[[card]]\nname = \"X\"\ncost = \"{G}\"\ntypes = [\"instant\"]\nfading = 2\n");
    assert!(e.contains("fading on a card that is not a permanent"), "{e}");
    let e = load_error(&format!(
        "{creature}[[card.abilities]]\ncost = \"Remove a glory counter from this\"\neffects = [{{ effect = \"draw\", count = 1, who = \"you\" }}]\n"
    ));
    assert!(
        e.contains("`glory` in `Remove a glory counter from this` is not a kind of counter"),
        "{e}"
    );
}

/// Dredge is written with its number, at least 1, on a card of any type (702.52a).
#[test]
fn dredge_is_written_with_its_number() {
    let instant = "[[card]]\nname = \"X\"\ncost = \"{B}\"\ntypes = [\"instant\"]\n";
    let e = load_error(&format!("{instant}keywords = [\"Dredge\"]\n"));
    assert!(
        e.starts_with("cards.toml:5:13: the keyword `Dredge` needs its number"),
        "{e}"
    );
    let e = load_error(&format!("{instant}dredge = 0\n"));
    assert!(e.starts_with("cards.toml:5:10: dredge 0"), "{e}");
}

/// Toxic is written with its number (702.164a): `toxic = N` on a creature card, `add_toxic =
/// N` in an effect; naming it without one, toxic 0, or toxic on a noncreature card is a load
/// error that says how to write it.
#[rule("702.164a")]
#[test]
fn r702_164a_toxic_is_written_with_its_number_on_a_creature_or_in_an_effect() {
    let creature = "[[card]]\nname = \"X\"\ncost = \"{B}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\n";
    let e = load_error(&format!("{creature}keywords = [\"Toxic\"]\n"));
    assert!(e.contains("the keyword `Toxic` needs its number"), "{e}");
    let e = load_error(&format!("{creature}toxic = 0\n"));
    assert!(e.contains("toxic on a card that is not a creature, or toxic 0"), "{e}");
    let e = load_error("[[card]]\nname = \"X\"\ncost = \"{G}\"\ntypes = [\"artifact\"]\ntoxic = 1\n");
    assert!(e.contains("toxic on a card that is not a creature"), "{e}");
    let spell = |modify: &str| {
        format!(
            "[[card]]\nname = \"X\"\ncost = \"{{U}}\"\ntypes = [\"instant\"]\ntarget = \"creature\"\neffects = [{{ effect = \"continuous\", what = \"target\", modify = [{modify}], until = \"end_of_turn\" }}]\n"
        )
    };
    let e = load_error(&spell("{ add_keywords = [\"Toxic\"] }"));
    assert!(e.contains("toxic is given with its number"), "{e}");
    let e = load_error(&spell("{ add_toxic = 0 }"));
    assert!(e.contains("add_toxic = 0"), "{e}");
    let pool = CardPool::from_toml("t.toml", &format!("{creature}toxic = 2\n")).unwrap_or_else(|e| panic!("{e}"));
    let printed = pool.get(pool.find("X").expect("loaded")).printed;
    assert!(printed.has(engine::generated::keyword_abilities::KeywordAbility::Toxic));
    assert_eq!(printed.abilities.toxic, 2);
}

/// Typecycling is written with its cost and what it finds (702.29e), and gives the card
/// cycling (702.29f); a cost that taps, or a missing `for`, is a load error.
#[test]
fn typecycling_is_checked_as_it_loads() {
    let card = |typecycling: &str| {
        format!("[[card]]\nname = \"X\"\ncost = \"{{5}}{{R}}\"\ntypes = [\"sorcery\"]\ntypecycling = {typecycling}\n")
    };
    let pool = CardPool::from_toml(
        "kw.toml",
        &card("{ cost = \"{2}\", for = { subtypes = [\"Mountain\"] } }"),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let x = pool.get(pool.find("X").expect("loaded"));
    assert!(x
        .printed
        .has(engine::generated::keyword_abilities::KeywordAbility::Cycling));
    assert!(x
        .abilities
        .iter()
        .any(|a| a.cycling && a.zone == engine::game::Zone::Hand));
    let e = load_error(&card("{ cost = \"{2}\" }"));
    assert!(
        e.starts_with("cards.toml:5:15:") && e.contains("missing field `for`"),
        "{e}"
    );
    let e = load_error(&card("{ cost = \"{T}\", for = { subtypes = [\"Mountain\"] } }"));
    assert!(e.contains("a cycling cost can't tap the card"), "{e}");
}

/// "Hexproof from [color]" is read from a card's keywords as a hexproof ability with its
/// colors (702.11d); plain hexproof beside it leaves none, as it stops everything; any other
/// quality is a load error.
#[rule("702.11d")]
#[test]
fn r702_11d_hexproof_from_is_read_with_its_colors() {
    use engine::characteristics::{Color, ColorSet};
    use engine::generated::keyword_abilities::KeywordAbility as K;
    let creature = "[[card]]\nname = \"X\"\ncost = \"{W}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\n";
    let pool = crate::fixtures::pool(&format!(
        "{creature}keywords = [\"Hexproof from white and from blue\"]\n"
    ));
    let x = pool.get(crate::fixtures::card(&pool, "X"));
    assert!(x.printed.has(K::Hexproof));
    assert_eq!(x.hexproof_from, ColorSet::of(&[Color::White, Color::Blue]));
    let pool = crate::fixtures::pool(&format!(
        "{creature}keywords = [\"Hexproof from black\", \"Hexproof\"]\n"
    ));
    assert_eq!(
        pool.get(crate::fixtures::card(&pool, "X")).hexproof_from,
        ColorSet::COLORLESS
    );
    let e = load_error(&format!("{creature}keywords = [\"Hexproof from artifacts\"]\n"));
    assert!(
        e.contains("the engine reads hexproof from colors, and `artifacts` is not one"),
        "{e}"
    );
}
