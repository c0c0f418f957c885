//! Cards as data: the starter pool, the loader's errors, and rules that need cards the
//! starter pool does not have (inline test pools).

use engine::cards::hybrid::PaidAs;
use engine::cards::mana::{ManaCost, ManaType};
use engine::cards::{CardPool, CardTypes};
use engine::characteristics::{Color, ColorSet};
use engine::game::{Game, PlayerId};
use engine::turn::Step;
use engine::{cite, rule};

use crate::fixtures::{permanent, pool, starter};

#[test]
fn the_starter_pool_loads_with_over_thirty_spells_and_the_benchmark_deck() {
    let pool = CardPool::starter();
    let spells = pool
        .iter()
        .filter(|(_, c)| c.printed.types.contains(CardTypes::INSTANT) || c.printed.types.contains(CardTypes::SORCERY))
        .count();
    assert!(spells >= 30, "{spells} spells");
    let deck = engine::decks::bears_bolt(&pool).expect("loads");
    assert_eq!(deck.len(), 60);
    assert_eq!(
        deck.iter().filter(|&&c| pool.get(c).name == "Lightning Bolt").count(),
        18
    );
}

#[rule("305.6")]
#[test]
fn r305_6_basic_land_types_give_their_mana_ability() {
    let pool = starter();
    for (land, symbol) in [
        ("Plains", 'W'),
        ("Island", 'U'),
        ("Swamp", 'B'),
        ("Mountain", 'R'),
        ("Forest", 'G'),
    ] {
        let mut game = Game::blank(pool.clone(), 2, 20);
        let id = permanent(&mut game, PlayerId(0), land);
        let abilities: Vec<_> = game.activated_abilities(id).map(|(_, a)| a.clone()).collect();
        assert_eq!(abilities.len(), 1, "{land}");
        let ability = &abilities[0];
        assert!(ability.is_mana_ability && ability.cost.tap && ability.cost.mana.is_none());
        let engine::cards::resolved::Resolved::AddMana(mana, _) = &ability.text.effects[0] else {
            panic!("{land} adds mana")
        };
        assert_eq!(mana.to_string(), format!("{{{symbol}}}"), "{land}");
    }
}

/// The error for `toml`, as text.
fn load_error(toml: &str) -> String {
    CardPool::from_toml("cards.toml", toml)
        .expect_err("must not load")
        .to_string()
}

#[test]
fn unknown_keys_unsupported_keywords_and_effects_are_load_errors_with_locations() {
    let e = load_error("[[card]]\nname = \"X\"\ntypes = [\"instant\"]\ncolour = \"red\"\n");
    assert!(e.starts_with("cards.toml:4:1: unknown field `colour`"), "{e}");
    let e = load_error("[[card]]\nname = \"X\"\ncost = \"{1}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\nkeywords = [\"Flying\", \"Ninjutsu\"]\n");
    assert!(
        e.starts_with("cards.toml:7:23: the keyword `Ninjutsu` (702.49) is not implemented by the engine yet"),
        "{e}"
    );
    let e = load_error(
        "[[card]]\nname = \"X\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\nkeywords = [\"Flyng\"]\n",
    );
    assert!(e.contains("`Flyng` is not a keyword ability of the CR (702)"), "{e}");
    let e = load_error("[[card]]\nname = \"X\"\ntypes = [\"instant\"]\neffects = [{ effect = \"explode\" }]\n");
    assert!(e.starts_with("cards.toml:4:"), "{e}");
    assert!(e.contains("explode"), "{e}");
    let e = load_error(
        "[[card]]\nname = \"X\"\ntypes = [\"instant\"]\neffects = [{ effect = \"destroy\", what = \"target\" }]\n",
    );
    assert!(
        e.starts_with("cards.toml:4:12: an effect of `X` acts on its target number 1, but it has 0"),
        "{e}"
    );
    let e = load_error("[[card]]\nname = \"X\"\ntypes = [\"instant\"]\ntarget = \"creature\"\neffects = [{ effect = \"destroy\", what = \"target_2\" }]\n");
    assert!(e.contains("acts on its target number 2, but it has 1"), "{e}");
    let e = load_error(
        "[[card]]\nname = \"X\"\ntypes = [\"instant\"]\neffects = [{ effect = \"destroy\", what = \"target_0\" }]\n",
    );
    assert!(e.contains("`target_0` is not a recipient"), "{e}");
    let e = load_error(
        "[[card]]\nname = \"X\"\ntypes = [\"instant\"]\ntarget = \"creature\"\ntargets = [{ kind = \"land\" }]\n",
    );
    assert!(e.starts_with("cards.toml:1:1: both `target` and `targets`"), "{e}");
    let e = load_error("[[card]]\nname = \"X\"\ntypes = [\"instant\"]\ntargets = [{ kind = \"land\", count = 0 }]\n");
    assert!(e.starts_with("cards.toml:4:12: a target count that is zero"), "{e}");
    let e = load_error("[[card]]\nname = \"X\"\ntypes = [\"instant\"]\ntargets = [{ kind = \"land\", any_number = true, up_to = true }]\n");
    assert!(e.contains("`any_number` with `count` or `up_to`"), "{e}");
    // A devotion condition names colors, and a static ability has one condition.
    let enchantment = "[[card]]\nname = \"X\"\ntypes = [\"enchantment\", \"creature\"]\npower = 1\ntoughness = 1\n[[card.statics]]\naffects = \"self\"\nmodify = [{ remove_types = [\"creature\"] }]\n";
    let e = load_error(&format!(
        "{enchantment}as_long_as_devotion = {{ colors = [], less_than = 5 }}\n"
    ));
    assert!(
        e.starts_with("cards.toml:6:1: a devotion condition names no color"),
        "{e}"
    );
    let e = load_error(&format!(
        "{enchantment}as_long_as_devotion = {{ colors = [\"red\"], less_than = 5 }}\nas_long_as_you_control = {{ types = [\"land\"] }}\n"
    ));
    assert!(e.contains("a static ability with two conditions"), "{e}");
    // "From their graveyard" names an earlier target player.
    let e = load_error("[[card]]\nname = \"X\"\ntypes = [\"instant\"]\ntargets = [{ kind = \"creature\" }, { kind = \"card_in_graveyard\", owned_by = \"target\" }]\n");
    assert!(
        e.starts_with("cards.toml:4:35: `owned_by` names what is not an earlier target player"),
        "{e}"
    );
    let e = load_error("[[card]]\nname = \"X\"\ntypes = [\"instant\"]\ntarget = \"creature\"\neffects = [{ effect = \"shuffle_into_owners_library\", what = \"target\", into_library_of = \"target\" }]\n");
    assert!(
        e.contains("an effect of `X` shuffles the library of what is not a player"),
        "{e}"
    );
    let e = load_error("[[card]]\nname = \"X\"\ntypes = [\"instant\"]\neffects = [{ effect = \"create_token\", token = \"Goblin\", count = 1 }]\n");
    assert!(e.contains("no [[token]] named `Goblin` before this card"), "{e}");
    // A token is named by its subtypes (111.4); one with neither a name nor subtypes has none.
    let e = load_error("[[token]]\ntypes = [\"artifact\"]\n");
    assert!(e.contains("a token with no name and no subtypes"), "{e}");
    let e = load_error("[[card]]\nname = \"X\"\ntypes = [\"creature\"]\npower_toughness = \"cards_in_library\"\n");
    assert!(
        e.starts_with("cards.toml:4:19: `cards_in_library` is not a power and toughness the engine can define"),
        "{e}"
    );
    let e = load_error(
        "[[card]]\nname = \"X\"\ntypes = [\"enchantment\"]\n[[card.triggers]]\nwhen = \"upkeep\"\neffects = []\n",
    );
    assert!(e.starts_with("cards.toml:5:8: `upkeep` is not a trigger event"), "{e}");
    let e = load_error("[[card]]\nname = \"X\"\ncost = \"{S}\"\ntypes = [\"sorcery\"]\n");
    assert!(e.contains("{S} is not supported"), "{e}");
    let e = load_error("[[card]]\nname = \"X\"\ncost = \"{W/W}\"\ntypes = [\"sorcery\"]\n");
    assert!(
        e.starts_with("cards.toml:3:8: the mana symbol {W/W} is not a hybrid or Phyrexian symbol"),
        "{e}"
    );
    let nine = "{W/U}".repeat(9);
    let e = load_error(&format!(
        "[[card]]\nname = \"X\"\ncost = \"{nine}\"\ntypes = [\"sorcery\"]\n"
    ));
    assert!(e.contains("at most 8 hybrid and Phyrexian symbols"), "{e}");
    let e = load_error(
        "[[card]]\nname = \"X\"\ncost = \"{W/U}{W/U}{W/U}{W/U}{W/U}\"\ntypes = [\"sorcery\"]\nkicker = [\"{B/P}{B/P}\", \"{R/P}{R/P}\"]\n",
    );
    assert!(
        e.contains("its costs hold 9 hybrid and Phyrexian symbols together"),
        "{e}"
    );
    let e = load_error(
        "[[card]]\nname = \"X\"\ntypes = [\"land\"]\n[[card.abilities]]\ncost = \"{T}\"\neffects = [{ effect = \"add_mana\", mana = \"{G/W}\" }]\n",
    );
    assert!(e.contains("`{G/W}` is not mana an effect adds"), "{e}");
    let sorcery = "[[card]]\nname = \"X\"\ncost = \"{R}\"\ntypes = [\"sorcery\"]\ntarget = \"any\"\n";
    let e = load_error(&format!(
        "{sorcery}effects = [{{ effect = \"deal_damage\", amount = \"x\", to = \"target\" }}]\n"
    ));
    assert!(e.contains("`X` uses X, but no X is announced for it (107.3a)"), "{e}");
    let e = load_error(&format!(
        "{sorcery}effects = [{{ effect = \"deal_damage\", amount = -1, to = \"target\" }}]\n"
    ));
    assert!(e.contains("the negative number -1 (107.1b"), "{e}");
    let e = load_error(&format!(
        "{sorcery}effects = [{{ effect = \"deal_damage\", amount = \"y\", to = \"target\" }}]\n"
    ));
    assert!(e.contains("a number: an integer, \"x\""), "{e}");
    let e = load_error(&format!(
        "{sorcery}effects = [{{ effect = \"deal_damage\", amount = 2, to = \"you\", divided = true }}]\n"
    ));
    assert!(
        e.contains("`X` divides an amount that is not a number or X, among what is not a target"),
        "{e}"
    );
    let e = load_error(&format!(
        "{sorcery}effects = [{{ effect = \"deal_damage\", amount = 0, to = \"target\", divided = true }}]\n"
    ));
    assert!(e.contains("divide a number (amount = 5) or X"), "{e}");
    let twice = "{ effect = \"deal_damage\", amount = 2, to = \"target\", divided = true }";
    let e = load_error(&format!("{sorcery}effects = [{twice}, {twice}]\n"));
    assert!(e.contains("or divides twice"), "{e}");
    let e = load_error("[[card]]\nname = \"X\"\ntypes = [\"creature\"]\n");
    assert!(e.contains("needs power and toughness"), "{e}");
    let e = load_error("[[card]]\nname = \"X\"\ntypes = [\"enchantment\"]\n[[card.statics]]\naffects = \"everything\"\nmodify = [{ set_colors = [\"blue\"] }]\n");
    assert!(
        e.contains("`everything` is not what a static ability can affect"),
        "{e}"
    );
    let e = engine::decks::from_toml(
        "deck.toml",
        "name = \"d\"\n[[cards]]\nname = \"Grizly Bears\"\ncount = 4\n",
        &CardPool::starter(),
    )
    .expect_err("unknown card")
    .to_string();
    assert!(e.starts_with("deck.toml:3:8: no card named `Grizly Bears`"), "{e}");
}

/// Replacement and "can't" tables name events and parties the engine knows, each `instead`
/// with the events it can replace; anything else is an error at its line and column.
#[test]
fn replacement_and_cant_tables_are_load_errors_with_locations() {
    let head = "[[card]]\nname = \"X\"\ncost = \"{1}\"\ntypes = [\"enchantment\"]\n";
    let e = load_error(&format!(
        "{head}[[card.replacements]]\nwould = \"explode\"\ninstead = \"skip\"\n"
    ));
    assert!(
        e.starts_with("cards.toml:6:9: `explode` is not an event the engine can replace"),
        "{e}"
    );
    let e = load_error(&format!(
        "{head}[[card.replacements]]\nwould = \"gain_life\"\ninstead = \"redirect_to_this\"\n"
    ));
    assert!(
        e.starts_with("cards.toml:7:11: `redirect_to_this` cannot replace `gain_life`"),
        "{e}"
    );
    assert!(e.contains("write instead = one of double, draw_that_many"), "{e}");
    let e = load_error(&format!(
        "{head}[[card.cant]]\nevent = \"prevent_damage\"\nwho = \"you\"\n"
    ));
    assert!(e.starts_with("cards.toml:5:1: `who` names the player"), "{e}");
    let e = load_error(&format!(
        "{head}[[card.cant]]\nevent = \"lose_the_game\"\nwho = {{ types = [\"creature\"] }}\n"
    ));
    assert!(e.contains("a filter names objects, but this names a player"), "{e}");
    let e = load_error(&format!(
        "{head}[[card.cant]]\nevent = \"gain_life\"\nmana_value = \"even\"\n"
    ));
    assert!(
        e.starts_with("cards.toml:5:1: `mana_value` names which spells or creatures"),
        "{e}"
    );
    let e = load_error(&format!(
        "{head}[[card.cant]]\nevent = \"cast_spells\"\nmana_value = \"prime\"\n"
    ));
    assert!(e.contains("unknown variant `prime`, expected `even` or `odd`"), "{e}");
    let e = load_error(&format!(
        "{head}[[card.replacements]]\nwould = \"die\"\nwhat = {{ owner = \"everyone\" }}\ninstead = \"exile\"\n"
    ));
    assert!(e.contains("`everyone` is not whose objects a filter can name"), "{e}");
    assert!(e.contains("write owner = \"you\" or \"opponent\""), "{e}");
    let e = load_error(&format!("{head}opening_hand = \"reveal\"\n"));
    assert!(e.starts_with("cards.toml:5:16:"), "{e}");
    assert!(e.contains("begin_on_battlefield"), "{e}");
    let e = load_error(&format!("{head}[[card.cant]]\nevent = \"win_the_game\"\n"));
    assert!(e.starts_with("cards.toml:6:"), "{e}");
    assert!(e.contains("win_the_game"), "{e}");
    let e = load_error(&format!(
        "{head}[[card.replacements]]\nwould = \"gain_life\"\nduring_your_turn = true\ninstead = \"double\"\n"
    ));
    assert!(
        e.starts_with("cards.toml:5:1: `during_your_turn` with would = \"gain_life\""),
        "{e}"
    );
    let instant = "[[card]]\nname = \"Y\"\ncost = \"{R}\"\ntypes = [\"instant\"]\ntarget = \"any\"\n";
    let e = load_error(&format!(
        "{instant}effects = [{{ effect = \"deal_damage\", amount = 2, to = \"target\", \
         instead = {{ amount = 4, if_you_control = 3, of = {{ controller = \"opponent\" }} }} }}]\n"
    ));
    assert!(e.starts_with("cards.toml:6:"), "{e}");
    assert!(
        e.contains("`instead.of` names a controller, but it counts what you control"),
        "{e}"
    );
    // "As [this] enters, choose a color" is of the permanent itself (614.12a), and "of the
    // chosen color" needs a color chosen.
    let e = load_error(&format!(
        "{head}[[card.replacements]]\nwould = \"enter\"\nwhat = \"anyone\"\ninstead = \"choose_color\"\n"
    ));
    assert!(
        e.starts_with("cards.toml:5:1: `choose_color` chooses a color for the permanent with the ability"),
        "{e}"
    );
    let e = load_error(&format!(
        "{head}[[card.statics]]\naffects = {{ types = [\"creature\"], chosen_color = true }}\nmodify = [{{ pt = \"+1/+1\" }}]\n"
    ));
    assert!(
        e.starts_with("cards.toml:5:1: `chosen_color = true`, but the card chooses no color as it enters"),
        "{e}"
    );
}

const TEST_POOL: &str = r#"
[[card]]
name = "Old World"
cost = "{2}"
types = ["enchantment"]
supertypes = ["world"]

[[card]]
name = "New World"
cost = "{2}"
types = ["enchantment"]
supertypes = ["world"]
"#;

fn test_board() -> Game {
    let mut game = Game::blank(pool(TEST_POOL), 2, 20);
    game.turn.number = 2;
    game
}

#[rule("704.5k")]
#[test]
fn r704_5k_the_world_rule_keeps_the_newest_world() {
    let mut game = test_board();
    let old = permanent(&mut game, PlayerId(0), "Old World");
    let new = permanent(&mut game, PlayerId(1), "New World");
    game.begin_step(Step::PrecombatMain);
    assert!(
        game.object(old).expect("kept").gone,
        "the older world goes to the graveyard"
    );
    assert!(!game.object(new).expect("kept").gone);
    assert!(game.log.iter().any(|e| e.rule == cite!("704.5k")));
    // A tie for the newest: all go.
    let mut tie = test_board();
    let a = permanent(&mut tie, PlayerId(0), "Old World");
    let b = permanent(&mut tie, PlayerId(1), "New World");
    let stamp = tie.objects[a.0 as usize].timestamp;
    tie.objects[b.0 as usize].timestamp = stamp;
    tie.begin_step(Step::PrecombatMain);
    assert!(tie.object(a).expect("kept").gone && tie.object(b).expect("kept").gone);
}

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
        K::Phasing,
    ];
    // Protection is written with its quality (`r702_16a_protection_is_read_with_its_colors`),
    // enchant with what it enchants (`r303_4a_auras_need_an_enchant_ability_and_only_equipment_equips`),
    // landwalk with its land (`r702_14a_landwalk_is_read_with_its_land`), fading with its
    // number (`fading_and_counter_removal_costs_are_checked_as_they_load`).
    let with_quality = [K::Protection, K::Enchant, K::Landwalk, K::Fading];
    // Keywords with a cost are written with it, under their own key, on a sorcery or a
    // creature.
    let sorcery = "types = [\"sorcery\"]";
    let creature = "types = [\"creature\"]\npower = 1\ntoughness = 1";
    let with_costs = [
        (K::Kicker, "kicker = [\"{2}\"]", sorcery),
        (K::Flashback, "flashback = \"{2}\"", sorcery),
        (K::Cycling, "cycling = \"{2}\"", sorcery),
        (K::Ward, "ward = \"{2}\"", creature),
        (K::Evoke, "evoke = \"{2}\"", creature),
        (K::CumulativeUpkeep, "cumulative_upkeep = [\"{2}\"]", creature),
        (K::Morph, "morph = \"{2}\"", creature),
        (K::Echo, "echo = \"{2}\"", creature),
        (
            K::Equip,
            "equip = \"{2}\"",
            "types = [\"artifact\"]\nsubtypes = [\"Equipment\"]",
        ),
    ];
    for kw in K::ALL {
        let done = kw.register(&mut KeywordHooks::default()) == engine::Handled::Done;
        let listed =
            implemented.contains(&kw) || with_quality.contains(&kw) || with_costs.iter().any(|&(k, ..)| k == kw);
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

#[rule("107.4", "202.3", "202.2")]
#[test]
fn r107_4_parses_and_prints_costs_with_their_mana_value_and_colors() {
    let cost = ManaCost::parse("{1}{G}").expect("valid");
    assert_eq!(cost.generic, 1);
    assert_eq!(cost.colored[ManaType::Green as usize], 1);
    assert_eq!(cost.mana_value(), 2);
    assert_eq!(cost.colors(), ColorSet::of(&[Color::Green]), "green only");
    assert_eq!(
        ManaCost::parse("{W}{U}{U}").expect("valid").colors(),
        ColorSet::of(&[Color::White, Color::Blue])
    );
    assert_eq!(
        ManaCost::parse("{3}").expect("valid").colors(),
        ColorSet::COLORLESS,
        "colorless"
    );
    assert_eq!(cost.to_string(), "{1}{G}");
    assert_eq!(ManaCost::parse("{0}").expect("valid").to_string(), "{0}");
    let x = ManaCost::parse("{X}{R}").expect("valid");
    assert_eq!((x.x, x.mana_value()), (1, 1), "X is 0 outside the stack (107.3g)");
    assert_eq!(x.to_string(), "{X}{R}");
    assert_eq!(x.with_x(3).to_string(), "{3}{R}", "X announced as 3 (107.3a)");
    assert_eq!(ManaCost::parse("{X}{X}{R}").expect("valid").with_x(2).mana_value(), 5);
    assert!(ManaCost::parse("1G")
        .expect_err("braces are required")
        .contains("expected a mana symbol"));
}

#[rule("107.4e", "107.4f", "202.2d", "202.3f", "202.3g")]
#[test]
fn r107_4e_hybrid_and_phyrexian_symbols_have_their_colors_and_mana_value() {
    let parse = |text: &str| ManaCost::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    let finks = parse("{1}{G/W}{G/W}");
    assert_eq!(finks.mana_value(), 3);
    assert_eq!(
        finks.colors(),
        ColorSet::of(&[Color::Green, Color::White]),
        "both halves' colors"
    );
    assert_eq!(finks.to_string(), "{1}{G/W}{G/W}");
    let procession = parse("{2/W}{2/W}{2/W}");
    assert_eq!(procession.mana_value(), 6, "the largest half of {{2/W}} is 2 (202.3f)");
    assert_eq!(procession.fewest_mana(), 3, "each {{2/W}} can be paid with {{W}}");
    assert_eq!(procession.colors(), ColorSet::of(&[Color::White]));
    let colorless_half = parse("{C/G}");
    assert_eq!(
        colorless_half.colors(),
        ColorSet::of(&[Color::Green]),
        "{{C}} is no color"
    );
    let dismember = parse("{1}{B/P}{B/P}");
    assert_eq!(dismember.mana_value(), 3, "each Phyrexian symbol adds 1 (202.3g)");
    assert_eq!(dismember.fewest_mana(), 1, "life pays both Phyrexian symbols");
    assert_eq!(dismember.colors(), ColorSet::of(&[Color::Black]));
    let hybrid_phyrexian = parse("{G/U/P}");
    assert_eq!(hybrid_phyrexian.colors(), ColorSet::of(&[Color::Green, Color::Blue]));
    assert_eq!(hybrid_phyrexian.mana_value(), 1);
    // Every way to pay {G/W}{G/W}: {G}{G}, {G}{W}, {W}{G}, {W}{W} (107.4e's example).
    let guildmage = parse("{G/W}{G/W}");
    let mut paid: Vec<String> = guildmage
        .split_payments()
        .map(|ways| {
            let (cost, life) = guildmage.paying_split(&ways).expect("a way it can be paid");
            assert_eq!(life, 0);
            cost.to_string()
        })
        .collect();
    paid.sort();
    paid.dedup();
    assert_eq!(paid, ["{G}{G}", "{W}{G}", "{W}{W}"]);
    // {W/P}{W/P}: {W}{W}, {W} and 2 life, or 4 life (107.4f's example).
    let annex = parse("{W/P}{W/P}");
    let mut paid: Vec<(String, u32)> = annex
        .split_payments()
        .map(|ways| {
            let (cost, life) = annex.paying_split(&ways).expect("a way it can be paid");
            (cost.to_string(), life)
        })
        .collect();
    paid.sort();
    paid.dedup();
    assert_eq!(
        paid,
        [
            ("{0}".to_string(), 4),
            ("{W}".to_string(), 2),
            ("{W}{W}".to_string(), 0)
        ]
    );
    assert!(
        annex.paying_split(&[PaidAs::Mana(ManaType::Black)]).is_none(),
        "{{W/P}} can't be paid with black mana"
    );
}

/// A cost reduced by mana (118.7): generic mana reduces only the generic part (118.7a);
/// colored mana the cost doesn't require reduces the generic part instead (118.7b), and so
/// does colored or colorless mana beyond the cost's own (118.7c, 118.7d), unless the
/// reduction takes only colored mana; nothing goes below zero.
#[rule("118.7a", "118.7b", "118.7c", "118.7d")]
#[test]
fn r118_7a_reductions_take_each_kind_of_mana_from_its_own_component_and_the_rest_from_generic() {
    let cost = |text: &str| ManaCost::parse(text).unwrap_or_else(|e| panic!("{e}"));
    let bolt_giant = cost("{3}{R}{R}");
    assert_eq!(bolt_giant.reduced_by(&cost("{2}"), true), cost("{1}{R}{R}"), "118.7a");
    assert_eq!(
        bolt_giant.reduced_by(&cost("{4}"), true),
        cost("{R}{R}"),
        "118.7a: not below zero"
    );
    assert_eq!(bolt_giant.reduced_by(&cost("{G}"), true), cost("{2}{R}{R}"), "118.7b");
    assert_eq!(bolt_giant.reduced_by(&cost("{R}{R}{R}"), true), cost("{2}"), "118.7c");
    assert_eq!(cost("{2}{C}").reduced_by(&cost("{C}{C}"), true), cost("{1}"), "118.7d");
    assert_eq!(
        bolt_giant.reduced_by(&cost("{R}{R}{R}"), false),
        cost("{3}"),
        "colored only"
    );
    assert_eq!(
        bolt_giant.reduced_by(&cost("{G}"), false),
        bolt_giant,
        "colored only: no green to take"
    );
}

#[test]
fn the_starter_mix_holds_every_starter_card_once_and_five_of_each_basic_land() {
    let pool = starter();
    let deck = engine::decks::bundled("starter_mix", &pool).unwrap_or_else(|e| panic!("{e}"));
    // Cards only: not tokens, back faces or the face-down characteristics (708.2a).
    let cards = pool
        .iter()
        .filter(|&(idx, def)| !def.is_token && def.front.is_none() && Some(idx) != pool.face_down());
    for (idx, def) in cards {
        let copies = deck.iter().filter(|&&c| c == idx).count();
        let basic = def.printed.supertypes.contains(engine::cards::Supertypes::BASIC);
        assert_eq!(copies, if basic { 5 } else { 1 }, "{}", def.name);
    }
}

/// Card files may name each color (105.1), card type (205.2a) and supertype (205.4a) the CR
/// lists, and nothing else: the lists below are the rules' own.
#[rule("105.1", "205.2a", "205.4a")]
#[test]
fn r205_2a_card_files_name_the_colors_card_types_and_supertypes_the_cr_lists() {
    let colors = ["white", "blue", "black", "red", "green"];
    let types = [
        "artifact",
        "battle",
        "conspiracy",
        "creature",
        "dungeon",
        "enchantment",
        "instant",
        "kindred",
        "land",
        "phenomenon",
        "plane",
        "planeswalker",
        "scheme",
        "sorcery",
        "vanguard",
    ];
    let supertypes = ["basic", "legendary", "ongoing", "snow", "world"];
    let card = |lines: &str| format!("[[card]]\nname = \"X\"\n{lines}\n");
    let load = |lines: &str| {
        let pool = CardPool::from_toml("names.toml", &card(lines)).unwrap_or_else(|e| panic!("{lines}: {e}"));
        pool.get(pool.find("X").expect("loaded")).printed
    };
    for (i, name) in types.iter().enumerate() {
        let pt = if *name == "creature" {
            "\npower = 1\ntoughness = 1"
        } else {
            ""
        };
        let printed = load(&format!("types = [\"{name}\"]{pt}"));
        assert_eq!(printed.types, CardTypes::NAMES[i].1, "{name}");
    }
    assert_eq!(CardTypes::NAMES.map(|(name, _)| name), types);
    for name in supertypes {
        let printed = load(&format!("types = [\"artifact\"]\nsupertypes = [\"{name}\"]"));
        assert_eq!(printed.supertypes.names().collect::<Vec<_>>(), [name]);
    }
    for name in colors {
        let printed = load(&format!("types = [\"artifact\"]\ncolor_indicator = [\"{name}\"]"));
        assert_eq!(printed.colors.iter().map(Color::name).collect::<Vec<_>>(), [name]);
    }
    assert_eq!(Color::ALL.map(Color::name), colors);
    for (key, wrong, says) in [
        ("types", "tribal", "is not a card type"),
        ("supertypes", "elite", "is not a supertype"),
        ("color_indicator", "purple", "is not a color"),
    ] {
        let types = if key == "types" { "" } else { "types = [\"artifact\"]\n" };
        let e = load_error(&card(&format!("{types}{key} = [\"{wrong}\"]")));
        assert!(e.contains(says), "{e}");
    }
}

/// A modal text says how many modes are chosen, has two or more, keeps its targets and
/// effects in them, and chooses a number it can (700.2); errors point at the table.
#[test]
fn modal_texts_that_cannot_be_chosen_from_are_load_errors() {
    let instant = "[[card]]\nname = \"X\"\ncost = \"{R}\"\ntypes = [\"instant\"]\n";
    let gain = "[[card.modes]]\neffects = [{ effect = \"gain_life\", amount = 1, who = \"you\" }]\n";
    let e = load_error(&format!("{instant}{gain}{gain}"));
    assert!(
        e.starts_with("cards.toml:1:1: `X` has modes but doesn't say how many"),
        "{e}"
    );
    let e = load_error(&format!("{instant}choose = {{ count = 1 }}\n{gain}"));
    assert!(e.starts_with("cards.toml:5:10: `X` chooses among 1 modes"), "{e}");
    let e = load_error(&format!("{instant}choose = {{ count = 3 }}\n{gain}{gain}"));
    assert!(e.contains("`X` chooses 3 of 2 modes"), "{e}");
    let e = load_error(&format!("{instant}choose = {{ count = 0 }}\n{gain}{gain}"));
    assert!(e.contains("`X` chooses 0 of 2 modes"), "{e}");
    let e = load_error(&format!(
        "{instant}choose = {{ count = 1, or_more = true, up_to = true }}\n{gain}{gain}"
    ));
    assert!(e.contains("or_more, up_to and repeat exclude each other"), "{e}");
    let e = load_error(&format!(
        "{instant}target = \"any\"\nchoose = {{ count = 1 }}\n{gain}{gain}"
    ));
    assert!(
        e.contains("`X` is modal, but has targets or effects outside its modes"),
        "{e}"
    );
    let divided = "[[card.modes]]\ntarget = \"any\"\neffects = [{ effect = \"deal_damage\", amount = 2, to = \"target\", divided = true }]\n";
    let e = load_error(&format!(
        "{instant}choose = {{ count = 2, repeat = true }}\n{divided}{gain}"
    ));
    assert!(
        e.contains("divides an amount in more than one mode, or in a mode that may be chosen twice"),
        "{e}"
    );
    let e = load_error(&format!("{instant}choose = {{ count = 2 }}\n{divided}{divided}"));
    assert!(e.contains("divides an amount in more than one mode"), "{e}");
    let e = load_error("[[card]]\nname = \"X\"\ntypes = [\"enchantment\"]\n[[card.triggers]]\nwhen = \"enters\"\n");
    assert!(e.contains("an ability of `X` has no effects"), "{e}");
    // "If this spell was kicked, choose any number instead" needs a kicker, and a fixed count.
    let e = load_error(&format!(
        "{instant}choose = {{ count = 1, kicked_any_number = true }}\n{gain}{gain}"
    ));
    assert!(
        e.starts_with("cards.toml:5:10: `X` chooses any number of modes if kicked, but is not a spell with kicker"),
        "{e}"
    );
    let e = load_error(&format!(
        "{instant}kicker = [\"{{1}}\"]\nchoose = {{ count = 1, or_more = true, kicked_any_number = true }}\n{gain}{gain}"
    ));
    assert!(e.contains("chooses any number of modes if kicked"), "{e}");
    // The greatest power among creatures a player controls reads a player.
    let e = load_error(
        "[[card]]\nname = \"X\"\ntypes = [\"instant\"]\ntarget = \"creature\"\neffects = [{ effect = \"gain_life\", amount = { greatest_power_among_creatures_of = \"target\" }, who = \"you\" }]\n",
    );
    assert!(
        e.contains("an effect of `X` reads the creatures of what is not a player"),
        "{e}"
    );
    // Both fighters are checked.
    let e = load_error(
        "[[card]]\nname = \"X\"\ntypes = [\"instant\"]\ntarget = \"creature\"\neffects = [{ effect = \"fight\", what = \"target\", with = \"target_2\" }]\n",
    );
    assert!(e.contains("acts on its target number 2, but it has 1"), "{e}");
}

/// Step triggers say whose turns they count, intervening "if" clauses compare a number of
/// the game with a bound, and only a delayed ability's text names `that`, one object its
/// creator fixed (603.4, 603.7); errors point at the key.
#[test]
fn step_triggers_conditions_and_delayed_abilities_are_checked_as_they_load() {
    let enchantment = "[[card]]\nname = \"X\"\ntypes = [\"enchantment\"]\n[[card.triggers]]\n";
    let gain = "effects = [{ effect = \"gain_life\", amount = 1, who = \"you\" }]\n";
    let e = load_error(&format!("{enchantment}when = \"beginning_of_upkeep\"\n{gain}"));
    assert!(
        e.starts_with("cards.toml:5:8: `beginning_of_upkeep` needs whose turns it counts"),
        "{e}"
    );
    let e = load_error(&format!("{enchantment}when = \"enters\"\nturn = \"yours\"\n{gain}"));
    assert!(
        e.starts_with("cards.toml:6:8: `turn` is for the beginning of a step"),
        "{e}"
    );
    let e = load_error(&format!(
        "{enchantment}when = \"beginning_of_end_step\"\nturn = \"each\"\nwhose = {{ types = [\"creature\"] }}\n{gain}"
    ));
    assert!(
        e.contains("`beginning_of_end_step` is no object's event, so it takes no `whose`"),
        "{e}"
    );
    let e = load_error(&format!(
        "{enchantment}when = \"beginning_of_upkeep\"\nturn = \"yours\"\nif = {{ number = \"your_life\" }}\n{gain}"
    ));
    assert!(e.starts_with("cards.toml:7:6: a condition with no bound"), "{e}");
    let e = load_error(&format!(
        "{enchantment}when = \"beginning_of_upkeep\"\nturn = \"yours\"\nif = {{ number = 40, at_least = 40 }}\n{gain}"
    ));
    assert!(
        e.contains("a condition on a fixed number is always true or false"),
        "{e}"
    );
    let sorcery = "[[card]]\nname = \"X\"\ncost = \"{R}\"\ntypes = [\"sorcery\"]\n";
    let e = load_error(&format!(
        "{sorcery}effects = [{{ effect = \"exile\", what = \"that\" }}]\n"
    ));
    assert!(
        e.contains("acts on `that`, which only a delayed triggered ability, or a triggered ability whose event has another object, has"),
        "{e}"
    );
    let e = load_error(&format!(
        "{sorcery}targets = [{{ kind = \"creature\", count = 2 }}]\neffects = [{{ effect = \"delayed\", at = \"end_of_combat\", that = \"target\", effects = [{{ effect = \"exile\", what = \"that\" }}] }}]\n"
    ));
    assert!(e.contains("refers to `that`, which is not one object"), "{e}");
    let e = load_error(&format!(
        "{sorcery}target = \"creature\"\neffects = [{{ effect = \"delayed\", at = \"end_of_combat\", effects = [{{ effect = \"exile\", what = \"that\" }}] }}]\n"
    ));
    assert!(
        e.contains("acts on `that`, which only a delayed triggered ability, or a triggered ability whose event has another object, has"),
        "{e}"
    );
}

/// Triggers on events are checked as they load: `player` only for a player's event and
/// needed there, `whose` needed for `cast`, and `that`, `that_player` and `that_much` only
/// where the trigger event has them (603.2); a delayed ability that waits for an event of
/// `that` names it (603.7c). Each error points at its key.
#[test]
fn event_triggers_are_checked_as_they_load() {
    let creature =
        "[[card]]\nname = \"X\"\ncost = \"{R}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\n[[card.triggers]]\n";
    let gain = "effects = [{ effect = \"gain_life\", amount = 1, who = \"you\" }]\n";
    let e = load_error(&format!("{creature}when = \"draws\"\n{gain}"));
    assert!(e.starts_with("cards.toml:8:8: `draws` needs whose: `player`"), "{e}");
    let e = load_error(&format!("{creature}when = \"draws\"\nplayer = \"them\"\n{gain}"));
    assert!(
        e.starts_with("cards.toml:9:10: `them` is not whose draws this counts"),
        "{e}"
    );
    let e = load_error(&format!("{creature}when = \"attacks\"\nplayer = \"you\"\n{gain}"));
    assert!(
        e.starts_with(
            "cards.toml:9:10: `player` is for a player's event (draws, gains_life, loses_life, scries, surveils, cycles_or_discards, taps_land_for_mana), not `attacks`"
        ),
        "{e}"
    );
    let e = load_error(&format!(
        "{creature}when = \"gains_life\"\nplayer = \"you\"\nwhose = {{ types = [\"creature\"] }}\n{gain}"
    ));
    assert!(
        e.contains("`gains_life` is a player's event, so it takes `player`, not `whose`"),
        "{e}"
    );
    let e = load_error(&format!("{creature}when = \"cast\"\n{gain}"));
    assert!(e.starts_with("cards.toml:8:8: `cast` needs `whose`"), "{e}");
    for when in ["leaves_the_battlefield", "put_into_graveyard_from_anywhere"] {
        let e = load_error(&format!(
            "{creature}when = \"{when}\"\nwhose = {{ types = [\"creature\"] }}\n{gain}"
        ));
        assert!(
            e.starts_with("cards.toml:9:9: only the object's own \"leaves the battlefield\""),
            "{e}"
        );
    }
    // A spell names itself only to shuffle itself into its owner's library.
    let sorcery = "[[card]]\nname = \"S\"\ncost = \"{B}\"\ntypes = [\"sorcery\"]\n";
    let e = load_error(&format!(
        "{sorcery}effects = [{{ effect = \"exile\", what = \"this\" }}]\n"
    ));
    assert!(
        e.contains("acts on `this`, which only a permanent's ability has"),
        "{e}"
    );
    let zenith = format!("{sorcery}effects = [{{ effect = \"shuffle_into_owners_library\", what = \"this\" }}]\n");
    assert!(CardPool::from_toml("cards.toml", &zenith).is_ok());
    let e = load_error(&format!("{creature}when = \"is_tapped\"\n{gain}"));
    assert!(
        e.starts_with("cards.toml:8:8: `is_tapped` is not a trigger event the engine knows")
            && e.contains("becomes_tapped"),
        "{e}"
    );
    let e = load_error(&format!(
        "{creature}when = \"becomes_tapped\"\neffects = [{{ effect = \"return_to_hand\", what = \"that\" }}]\n"
    ));
    assert!(e.contains("acts on `that`"), "{e}");
    let e = load_error(&format!(
        "{creature}when = \"blocks\"\neffects = [{{ effect = \"deal_damage\", amount = 1, to = \"that_player\" }}]\n"
    ));
    assert!(
        e.contains("acts on `that_player`, which only a triggered ability whose event has a player has"),
        "{e}"
    );
    let e = load_error(&format!(
        "{creature}when = \"attacks\"\neffects = [{{ effect = \"gain_life\", amount = \"that_much\", who = \"you\" }}]\n"
    ));
    assert!(e.contains("uses that_much, but its trigger event has no amount"), "{e}");
    let e = load_error(&format!(
        "{creature}when = \"enters\"\neffects = [{{ effect = \"delayed\", at = \"that_leaves_the_battlefield\", effects = [{{ effect = \"gain_life\", amount = 1, who = \"you\" }}] }}]\n"
    ));
    assert!(e.contains("waits for an event of `that`, but names no `that`"), "{e}");
    let e = load_error(&format!(
        "{creature}when = \"enters\"\neffects = [{{ effect = \"delayed\", at = \"end_of_combat\", that = \"that\", effects = [{{ effect = \"exile\", what = \"that\" }}] }}]\n"
    ));
    assert!(e.contains("acts on `that`"), "{e}");
}

/// Kicker, flashback and the conditions on kicker are checked as they load, each error at its
/// place: no kicker on a land, flashback only on an instant or sorcery (702.34a), a condition
/// on kicker only with a kicker cost and naming one of them (702.33f), one `if` level, a
/// multikicker alone and without hybrid or Phyrexian symbols.
#[test]
fn kicker_flashback_and_kicked_conditions_are_checked_as_they_load() {
    let sorcery = "[[card]]\nname = \"X\"\ncost = \"{R}\"\ntypes = [\"sorcery\"]\n";
    let draw = "{ effect = \"draw\", count = 1, who = \"you\" }";
    let e = load_error("[[card]]\nname = \"X\"\ntypes = [\"land\"]\nkicker = [\"{1}\"]\n");
    assert!(e.contains("a land with kicker"), "{e}");
    let e = load_error(
        "[[card]]\nname = \"X\"\ncost = \"{G}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\nflashback = \"{1}\"\n",
    );
    assert!(
        e.starts_with("cards.toml:7:13: flashback on a card that is not an instant or sorcery"),
        "{e}"
    );
    let e = load_error(&format!("{sorcery}kicker = [\"{{1}}{{Q}}\"]\n"));
    assert!(e.starts_with("cards.toml:5:11: "), "{e}");
    let e = load_error(&format!(
        "{sorcery}effects = [{{ effect = \"if\", condition = \"kicked\", then = [{draw}] }}]\n"
    ));
    assert!(
        e.contains("a condition on kicker, but the card has no kicker cost"),
        "{e}"
    );
    let e = load_error(&format!(
        "{sorcery}kicker = [\"{{W}}\"]\neffects = [{{ effect = \"if\", condition = {{ kicked_with = \"{{B}}\" }}, then = [{draw}] }}]\n"
    ));
    assert!(e.contains("`{B}` is not one of the card's kicker costs"), "{e}");
    let e = load_error(&format!(
        "{sorcery}kicker = [\"{{W}}\"]\neffects = [{{ effect = \"if\", condition = \"kicked\", then = [{{ effect = \"if\", condition = \"kicked\", then = [{draw}] }}] }}]\n"
    ));
    assert!(e.contains("an `if` inside an `if`"), "{e}");
    let e = load_error(&format!(
        "{sorcery}kicker = [\"{{W}}\"]\neffects = [{{ effect = \"if\", condition = \"paid\", then = [{draw}] }}]\n"
    ));
    assert!(e.contains("a condition: \"kicked\""), "{e}");
    // Multikicker is the card's one kicker cost, in plain mana symbols (702.33c).
    let e = load_error(&format!("{sorcery}kicker = [\"{{1}}\"]\nmultikicker = \"{{2}}\"\n"));
    assert!(
        e.starts_with("cards.toml:6:15: a card with both `kicker` and `multikicker`"),
        "{e}"
    );
    let e = load_error(&format!("{sorcery}multikicker = \"{{R/P}}\"\n"));
    assert!(
        e.starts_with("cards.toml:5:15: a multikicker cost with hybrid or Phyrexian symbols"),
        "{e}"
    );
}

/// Costs other than mana are checked as they load, each error at its place: a cost part the
/// engine can't read, "this" in a spell's additional cost (the spell is on the stack as it
/// is paid), an additional cost on a land, a cost change that is neither or both of more
/// and less or has X, hybrid or Phyrexian symbols, `only_colored` on other than a colored
/// reduction, a `pay` inside a `pay`, "Pay X life" outside a spell's
/// additional cost, and -X where no X is announced or no number may be negative.
#[test]
fn costs_other_than_mana_are_checked_as_they_load() {
    let sorcery = "[[card]]\nname = \"X\"\ncost = \"{R}\"\ntypes = [\"sorcery\"]\n";
    let draw = "{ effect = \"draw\", count = 1, who = \"you\" }";
    let permanent = "[[card]]\nname = \"X\"\ncost = \"{1}\"\ntypes = [\"artifact\"]\n";
    let e = load_error(&format!(
        "{permanent}[[card.abilities]]\ncost = \"{{1}}, Tap an untapped creature\"\neffects = [{draw}]\n"
    ));
    assert!(
        e.starts_with("cards.toml:6:8: `Tap an untapped creature` is not a cost the engine knows"),
        "{e}"
    );
    let e = load_error(&format!(
        "{permanent}[[card.abilities]]\ncost = \"Sacrifice a sorcery\"\neffects = [{draw}]\n"
    ));
    assert!(
        e.contains("`sorcery` in `Sacrifice a sorcery` is not a permanent type"),
        "{e}"
    );
    let e = load_error(&format!(
        "{permanent}[[card.abilities]]\ncost = \"Pay lots of life\"\neffects = [{draw}]\n"
    ));
    assert!(e.contains("is not a cost the engine knows"), "{e}");
    let e = load_error(&format!(
        "{sorcery}additional_cost = \"Sacrifice this\"\neffects = [{draw}]\n"
    ));
    assert!(
        e.starts_with("cards.toml:5:19: `Sacrifice this`: a spell's cost can't sacrifice or discard the spell itself"),
        "{e}"
    );
    let e = load_error("[[card]]\nname = \"X\"\ntypes = [\"land\"]\nadditional_cost = \"Pay 1 life\"\n");
    assert!(e.contains("a land with an additional cost"), "{e}");
    let e = load_error(&format!(
        "{permanent}[[card.spell_costs]]\nmore = \"{{1}}\"\nless = \"{{1}}\"\n"
    ));
    assert!(
        e.starts_with("cards.toml:5:1: a spell cost change needs exactly one of `more` and `less`"),
        "{e}"
    );
    let e = load_error(&format!("{permanent}[[card.spell_costs]]\nless = \"{{X}}\"\n"));
    assert!(e.contains("without X, hybrid or Phyrexian symbols"), "{e}");
    let e = load_error(&format!("{permanent}[[card.spell_costs]]\nless = \"{{R/P}}\"\n"));
    assert!(e.contains("without X, hybrid or Phyrexian symbols"), "{e}");
    let e = load_error(&format!(
        "{permanent}[[card.spell_costs]]\nmore = \"{{B}}\"\nonly_colored = true\n"
    ));
    assert!(
        e.contains("`only_colored` on a change that is not a reduction by colored mana alone"),
        "{e}"
    );
    let e = load_error(&format!(
        "{sorcery}effects = [{{ effect = \"pay\", cost = \"Pay 1 life\", then = [{{ effect = \"pay\", cost = \"Pay 1 life\" }}] }}]\n"
    ));
    assert!(e.contains("a `pay` inside a `pay`"), "{e}");
    // "Pay X life" is a spell's additional cost, whose X its caster announces (107.3a); -x is
    // for a power or toughness change only (107.1b).
    let e = load_error(&format!(
        "{permanent}[[card.abilities]]\ncost = \"Pay X life\"\neffects = [{draw}]\n"
    ));
    assert!(
        e.contains("the engine pays this cost only as a spell's additional cost"),
        "{e}"
    );
    let e = load_error(&format!(
        "{sorcery}additional_cost = \"Pay X life\"\neffects = [{{ effect = \"draw\", count = \"-x\", who = \"you\" }}]\n"
    ));
    assert!(e.contains("uses -x where a number can't be negative"), "{e}");
    let e = load_error(&format!(
        "{sorcery}effects = [{{ effect = \"pump\", power = \"-x\", toughness = \"-x\", what = \"each_creature\" }}]\n"
    ));
    assert!(e.contains("uses X, but no X is announced for it"), "{e}");
}

/// Searches and the replacement of a search are checked as they load: a search for no
/// cards, `tapped` for cards not put onto the battlefield, an unknown destination, and
/// `search_top` with no number of cards.
#[test]
fn searches_are_checked_as_they_load() {
    let sorcery = "[[card]]\nname = \"X\"\ncost = \"{G}\"\ntypes = [\"sorcery\"]\n";
    let e = load_error(&format!(
        "{sorcery}effects = [{{ effect = \"search\", who = \"you\", count = 0, put = \"hand\" }}]\n"
    ));
    assert!(e.starts_with("cards.toml:5:12: a search for no cards"), "{e}");
    let e = load_error(&format!(
        "{sorcery}effects = [{{ effect = \"search\", who = \"you\", put = \"hand\", tapped = true }}]\n"
    ));
    assert!(
        e.contains("`tapped` on a search that doesn't put cards onto the battlefield"),
        "{e}"
    );
    let e = load_error(&format!(
        "{sorcery}effects = [{{ effect = \"search\", who = \"you\", put = \"graveyard\" }}]\n"
    ));
    assert!(e.contains("unknown variant `graveyard`"), "{e}");
    let creature = "[[card]]\nname = \"X\"\ncost = \"{W}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\n";
    let e = load_error(&format!(
        "{creature}[[card.replacements]]\nwould = \"search\"\nwho = \"opponent\"\ninstead = \"search_top\"\n"
    ));
    assert!(e.contains("`search_top` needs `amount`"), "{e}");
    let e = load_error(&format!(
        "{creature}[[card.replacements]]\nwould = \"search\"\ninstead = \"exile\"\n"
    ));
    assert!(e.contains("`exile` cannot replace `search`"), "{e}");
}

/// `exile_cards_named` names a card to look for that its text has: the first target object,
/// or a card an earlier instruction chose; `target_controller` needs a target object.
#[test]
fn cards_named_by_a_search_must_exist() {
    let sorcery = "[[card]]\nname = \"X\"\ncost = \"{1}\"\ntypes = [\"sorcery\"]\n";
    let e = load_error(&format!(
        "{sorcery}target = \"player\"\neffects = [{{ effect = \"exile_cards_named\", whose = \"target\", name_of = \"chosen\" }}]\n"
    ));
    assert!(e.starts_with("cards.toml:6:"), "{e}");
    assert!(e.contains("no earlier instruction of its text chooses a card"), "{e}");
    let e = load_error(&format!(
        "{sorcery}target = \"player\"\neffects = [{{ effect = \"exile_cards_named\", whose = \"target\", name_of = \"target\" }}]\n"
    ));
    assert!(
        e.contains("`name_of = \"target\"`, but its first target is not an object"),
        "{e}"
    );
    let e = load_error(&format!(
        "{sorcery}target = \"player\"\neffects = [{{ effect = \"draw\", count = 1, who = \"target_controller\" }}]\n"
    ));
    assert!(
        e.contains("acts on `target_controller`, but its first target is not an object"),
        "{e}"
    );
    let e = load_error(&format!(
        "{sorcery}target = \"creature\"\neffects = [{{ effect = \"choose_from_hand\", who = \"target\" }}]\n"
    ));
    assert!(e.contains("reveals the hand of what is not a player"), "{e}");
    let e = load_error(&format!(
        "{sorcery}effects = [{{ effect = \"draw\", count = 1, who = \"target_controler\" }}]\n"
    ));
    assert!(
        e.contains("target_controller, active_player, paid_with or chosen"),
        "{e}"
    );
}

/// An optional instruction holds no other branching instruction.
#[test]
fn a_may_holds_no_branches() {
    let e = load_error(
        "[[card]]\nname = \"X\"\ncost = \"{1}\"\ntypes = [\"sorcery\"]\neffects = [{ effect = \"may\", then = [{ effect = \"may\", then = [{ effect = \"draw\", count = 1, who = \"you\" }] }] }]\n",
    );
    assert!(e.starts_with("cards.toml:5:"), "{e}");
    assert!(e.contains("a `may` inside a `may`"), "{e}");
}

/// A land is never cast: it can't cost less to cast.
#[test]
fn a_land_cant_cost_less_to_cast() {
    let e = load_error(
        "[[card]]\nname = \"X\"\ntypes = [\"land\"]\ncosts_less_for_each = \"creature_you_attacked_with_this_turn\"\n",
    );
    assert!(e.starts_with("cards.toml:4:"), "{e}");
    assert!(e.contains("a land that costs less to cast"), "{e}");
    let e =
        load_error("[[card]]\nname = \"X\"\ncost = \"{1}\"\ntypes = [\"sorcery\"]\ncosts_less_for_each = \"land\"\n");
    assert!(e.contains("creature_you_attacked_with_this_turn"), "{e}");
}

/// "Reveal the first card you draw each turn" and "whenever you reveal a card this way" come
/// together: each is linked to the other (603.11, 607.2h).
#[test]
fn a_reveal_and_its_linked_trigger_come_together() {
    let enchantment = "[[card]]\nname = \"X\"\ncost = \"{1}\"\ntypes = [\"enchantment\"]\n";
    let e = load_error(&format!("{enchantment}reveals_first_draw = true\n"));
    assert!(e.contains("no ability of it triggers on the reveal"), "{e}");
    let e = load_error(&format!(
        "{enchantment}[[card.triggers]]\nwhen = \"reveals_this_way\"\neffects = [{{ effect = \"draw\", count = 1, who = \"you\" }}]\n"
    ));
    assert!(e.starts_with("cards.toml:5:"), "{e}");
    assert!(e.contains("has no static ability that reveals cards"), "{e}");
}

/// A trigger on tapping a land for mana is a triggered mana ability (605.1b): it adds mana,
/// and has no target; its mana-adding effect belongs to it alone.
#[test]
fn a_land_mana_trigger_is_a_mana_ability() {
    let enchantment = "[[card]]\nname = \"X\"\ncost = \"{1}\"\ntypes = [\"enchantment\"]\n";
    let e = load_error(&format!(
        "{enchantment}[[card.triggers]]\nwhen = \"taps_land_for_mana\"\nplayer = \"each\"\neffects = [{{ effect = \"draw\", count = 1, who = \"that_player\" }}]\n"
    ));
    assert!(e.starts_with("cards.toml:5:"), "{e}");
    assert!(e.contains("is a mana ability (605.1b)"), "{e}");
    let e = load_error(&format!(
        "{enchantment}[[card.triggers]]\nwhen = \"taps_land_for_mana\"\nplayer = \"each\"\ntarget = \"player\"\neffects = [{{ effect = \"add_mana_that_land_produced\" }}]\n"
    ));
    assert!(e.contains("is a mana ability (605.1b)"), "{e}");
    let e = load_error("[[card]]\nname = \"X\"\ncost = \"{1}\"\ntypes = [\"sorcery\"]\neffects = [{ effect = \"add_mana_that_land_produced\" }]\n");
    assert!(e.contains("outside a taps_land_for_mana trigger"), "{e}");
}

/// An activated ability with {X} in its cost announces X (602.2b, 107.3a): its effects may
/// use it.
#[test]
fn an_activated_ability_with_x_in_its_cost_may_use_x() {
    let pool = CardPool::from_toml(
        "cards.toml",
        "[[card]]\nname = \"X\"\ncost = \"{1}\"\ntypes = [\"artifact\"]\n[[card.abilities]]\ncost = \"{X}, {T}\"\ntarget = \"any\"\neffects = [{ effect = \"deal_damage\", amount = \"x\", to = \"target\" }]\n",
    );
    assert!(pool.is_ok(), "{:?}", pool.err().map(|e| e.to_string()));
}

/// A waterbend cost is read only as a spell's additional cost, with a generic amount: not in
/// an activated ability's cost, not as a cost paid while resolving, and not as `{U}` or `6`
/// (701.67a).
#[test]
fn a_waterbend_cost_is_a_spells_additional_cost_of_generic_mana() {
    let sorcery = "[[card]]\nname = \"X\"\ncost = \"{U}\"\ntypes = [\"sorcery\"]\n";
    let draw = "{ effect = \"draw\", count = 1, who = \"you\" }";
    let permanent = "[[card]]\nname = \"X\"\ncost = \"{1}\"\ntypes = [\"artifact\"]\n";
    let e = load_error(&format!(
        "{permanent}[[card.abilities]]\ncost = \"Waterbend {{2}}\"\neffects = [{draw}]\n"
    ));
    assert!(
        e.starts_with("cards.toml:6:8: `Waterbend {2}`: the engine pays this cost only as a spell's additional cost"),
        "{e}"
    );
    let e = load_error(&format!(
        "{sorcery}effects = [{{ effect = \"pay\", cost = \"Waterbend {{2}}\", then = [{draw}] }}]\n"
    ));
    assert!(e.contains("only as a spell's additional cost"), "{e}");
    let e = load_error(&format!(
        "{permanent}[[card.abilities]]\ncost = \"Reveal a Merfolk card from your hand or pay {{3}}\"\neffects = [{draw}]\n"
    ));
    assert!(e.contains("only as a spell's additional cost"), "{e}");
    let e = load_error(&format!(
        "{sorcery}additional_cost = \"Reveal a Wug card from your hand or pay {{3}}\"\neffects = [{draw}]\n"
    ));
    assert!(
        e.contains("`Wug` in `Reveal a Wug card from your hand or pay {3}` is not a subtype"),
        "{e}"
    );
    for amount in ["{U}", "6", "{0}"] {
        let e = load_error(&format!(
            "{sorcery}additional_cost = \"Waterbend {amount}\"\neffects = [{draw}]\n"
        ));
        assert!(
            e.contains(&format!(
                "`{amount}` in `Waterbend {amount}` is not a generic amount of mana"
            )),
            "{e}"
        );
    }
    let toml = format!("{sorcery}additional_cost = \"Waterbend {{3}}\"\neffects = [{draw}]\n");
    let pool = crate::fixtures::pool(&toml);
    let card = pool.get(crate::fixtures::card(&pool, "X"));
    assert_eq!(card.additional, vec![engine::cards::cost::CostAction::Waterbend(3)]);
}

/// `for_each_target` is checked as it loads: it names a target, does something, holds no
/// branch; `that_cards_mana_value` comes only after `exile_top`.
#[test]
fn for_each_target_and_that_cards_mana_value_are_checked_as_they_load() {
    let sorcery = "[[card]]\nname = \"X\"\ncost = \"{R}\"\ntypes = [\"sorcery\"]\n\
                   targets = [{ kind = \"creature_planeswalker_or_player\", any_number = true }]\n";
    let damage = "{ effect = \"deal_damage\", amount = \"that_cards_mana_value\", to = \"target\" }";
    let exile = "{ effect = \"exile_top\", count = 1, who = \"you\" }";
    let e = load_error(&format!(
        "{sorcery}effects = [{{ effect = \"for_each_target\", target = \"you\", then = [{exile}] }}]\n"
    ));
    assert!(e.contains("`for_each_target` needs a `target`"), "{e}");
    let e = load_error(&format!(
        "{sorcery}effects = [{{ effect = \"for_each_target\", target = \"target_2\", then = [{exile}] }}]\n"
    ));
    assert!(e.contains("target_2"), "{e}");
    let e = load_error(&format!(
        "{sorcery}effects = [{{ effect = \"for_each_target\", target = \"target\", then = [] }}]\n"
    ));
    assert!(e.contains("a `for_each_target` that does nothing"), "{e}");
    let e = load_error(&format!(
        "{sorcery}effects = [{{ effect = \"for_each_target\", target = \"target\", then = [{{ effect = \"may\", then = [{exile}] }}] }}]\n"
    ));
    assert!(e.contains("a branch inside a `for_each_target`"), "{e}");
    let e = load_error(&format!(
        "{sorcery}effects = [{{ effect = \"for_each_target\", target = \"target\", then = [{damage}, {exile}] }}]\n"
    ));
    assert!(
        e.contains("uses that_cards_mana_value, but no earlier instruction of its text exiles a card"),
        "{e}"
    );
    crate::fixtures::pool(&format!(
        "{sorcery}effects = [{{ effect = \"for_each_target\", target = \"target\", then = [{exile}, {damage}] }}]\n"
    ));
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
        e.contains("the engine reads protection from colors and from the chosen color, and `artifacts` is neither"),
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

/// Linked abilities are a permanent's, in pairs (607.2a): "a card exiled with this" needs the
/// ability that exiles cards for it, a spell has no linked instruction, and "blocking or
/// blocked by this" is a creature target of a permanent's ability.
#[rule("607.2a")]
#[test]
fn r607_2a_linked_abilities_without_their_pair_or_outside_a_permanent_are_load_errors() {
    let creature = "[[card]]\nname = \"X\"\ncost = \"{1}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\n";
    let e = load_error(&format!(
        "{creature}[[card.abilities]]\ncost = \"{{1}}\"\neffects = [{{ effect = \"put_exiled_with_this\" }}]\n"
    ));
    assert!(
        e.starts_with("cards.toml:1:1: `X` puts a card \"exiled with\" it somewhere"),
        "{e}"
    );
    let e = load_error("[[card]]\nname = \"X\"\ntypes = [\"instant\"]\ntarget = \"creature\"\neffects = [{ effect = \"exile\", what = \"target\", linked = true }]\n");
    assert!(e.contains("linked to another ability"), "{e}");
    let e = load_error(&format!(
        "{creature}[[card.abilities]]\ncost = \"{{1}}\"\ntargets = [{{ kind = \"player\", blocking_or_blocked_by_this = true }}]\neffects = [{{ effect = \"exile\", what = \"target\", linked = true }}]\n"
    ));
    assert!(
        e.contains("`blocking_or_blocked_by_this` on what is not a creature target"),
        "{e}"
    );
}

/// A loyalty cost is an activated ability's, alone (606.2, 606.4): not with other costs, not
/// a spell's additional cost, not a cost paid as an instruction resolves.
#[rule("606.4")]
#[test]
fn r606_4_a_loyalty_cost_anywhere_but_alone_in_an_ability_is_a_load_error() {
    let walker = "[[card]]\nname = \"X\"\ncost = \"{1}\"\ntypes = [\"planeswalker\"]\nloyalty = 3\n";
    let e = load_error(&format!(
        "{walker}[[card.abilities]]\ncost = \"[+1], {{T}}\"\neffects = [{{ effect = \"draw\", count = 1, who = \"you\" }}]\n"
    ));
    assert!(e.contains("a loyalty cost with other costs"), "{e}");
    let e = load_error("[[card]]\nname = \"X\"\ncost = \"{1}\"\ntypes = [\"sorcery\"]\nadditional_cost = \"[−1]\"\neffects = [{ effect = \"draw\", count = 1, who = \"you\" }]\n");
    assert!(e.contains("a loyalty cost is an activated ability's (606.2)"), "{e}");
    let e = load_error("[[card]]\nname = \"X\"\ncost = \"{1}\"\ntypes = [\"sorcery\"]\neffects = [{ effect = \"pay\", cost = \"[+1]\", then = [{ effect = \"draw\", count = 1, who = \"you\" }] }]\n");
    assert!(e.contains("a loyalty cost is an activated ability's (606.2)"), "{e}");
    let e = load_error("[[card]]\nname = \"X\"\ncost = \"{1}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\nloyalty_abilities_cost_additional = \"[0]\"\n");
    assert!(e.contains("is not a loyalty cost other than [0]"), "{e}");
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

/// Cumulative upkeep is a list of costs, one per instance, on a permanent (702.24a–b): mana
/// without X or hybrid symbols, a choice of such amounts, or a cost that is no mana and can
/// be paid again for each age counter; each instance is its own triggered ability.
#[rule("702.24a", "702.24b")]
#[test]
fn r702_24a_cumulative_upkeep_costs_are_checked_as_they_load() {
    let creature = "[[card]]\nname = \"X\"\ncost = \"{U}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\n";
    let pool = crate::fixtures::pool(&format!(
        "{creature}cumulative_upkeep = [\"{{W}} or {{U}}\", \"Pay 1 life\"]\n"
    ));
    let x = pool.get(crate::fixtures::card(&pool, "X"));
    assert_eq!(x.triggers.len(), 2, "one triggered ability per instance (702.24b)");
    for (raw, why) in [
        ("{X}", "has X or a hybrid symbol in `{X}`"),
        ("{W/U}", "has X or a hybrid symbol in `{W/U}`"),
        (
            "Sacrifice this",
            "can't be paid once for each age counter: `Sacrifice this`",
        ),
        ("Pay X life", "can't be paid once for each age counter: `Pay X life`"),
        ("{W} or Pay 1 life", "is not mana"),
    ] {
        let e = load_error(&format!("{creature}cumulative_upkeep = [\"{raw}\"]\n"));
        assert!(
            e.contains(&format!("a cumulative upkeep cost that {why}")),
            "{raw}: {e}"
        );
    }
    let e =
        load_error("[[card]]\nname = \"X\"\ncost = \"{U}\"\ntypes = [\"instant\"]\ncumulative_upkeep = [\"{U}\"]\n");
    assert!(e.contains("only permanents have cumulative upkeep"), "{e}");
}

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
    assert!(e.contains("`Normal` has both a back face and a flipped half"), "{e}");
}

/// A creature type choice offers one existing creature type per option (205.3e): Merfolk and
/// Wizard, never "Merfolk Wizard", nor a card type, a player, a land type or a made-up word.
#[rule("205.3e")]
#[test]
fn r205_3e_only_one_existing_creature_type_may_be_chosen() {
    let names: Vec<&str> = engine::midway::creature_types().iter().map(|t| t.name()).collect();
    assert!(names.contains(&"Merfolk") && names.contains(&"Wizard"), "{names:?}");
    for not_one in ["Merfolk Wizard", "artifact", "Artifact", "opponent", "Swamp", "truck"] {
        assert!(!names.contains(&not_one), "`{not_one}` is offered as a creature type");
    }
    let mut unique = names.clone();
    unique.sort_unstable();
    unique.dedup();
    assert_eq!(unique.len(), names.len(), "each creature type is offered once");
}
