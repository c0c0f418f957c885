//! Mana costs as card files write them (107.4): parsing and printing, hybrid and Phyrexian
//! symbols, cost reductions, cumulative upkeep's and foretell's costs.

use engine::cards::hybrid::PaidAs;
use engine::cards::mana::{ManaCost, ManaType};
use engine::characteristics::{Color, ColorSet};
use engine::rule;

use engine::cards::CardPool;

use super::load_error;

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

/// A foretell cost (702.143a) is mana a card that is cast may have: not a land, never
/// invalid mana.
#[rule("702.143a")]
#[test]
fn r702_143a_foretell_costs_are_checked_as_they_load() {
    let pool =
        crate::fixtures::pool("[[card]]\nname = \"X\"\ncost = \"{1}{U}\"\ntypes = [\"instant\"]\nforetell = \"{U}\"\n");
    let x = pool.get(crate::fixtures::card(&pool, "X"));
    assert_eq!(x.foretell.map(|c| c.to_string()).as_deref(), Some("{U}"));
    let e = load_error("[[card]]\nname = \"X\"\ntypes = [\"land\"]\nforetell = \"{U}\"\n");
    assert!(e.contains("foretell on a land"), "{e}");
    let e = load_error("[[card]]\nname = \"X\"\ncost = \"{U}\"\ntypes = [\"instant\"]\nforetell = \"{Q}\"\n");
    assert!(e.contains("{Q}"), "{e}");
}

/// A madness cost (702.35a) is mana a card that is cast may have: not a land's, and its
/// error says where.
#[test]
fn madness_costs_are_checked_as_they_load() {
    let pool =
        crate::fixtures::pool("[[card]]\nname = \"X\"\ncost = \"{1}{R}\"\ntypes = [\"instant\"]\nmadness = \"{R}\"\n");
    let x = pool.get(crate::fixtures::card(&pool, "X"));
    assert_eq!(x.madness.map(|c| c.to_string()).as_deref(), Some("{R}"));
    let e = load_error("[[card]]\nname = \"X\"\ntypes = [\"land\"]\nmadness = \"{R}\"\n");
    assert!(
        e.starts_with("cards.toml:4:11: madness on a land, which is played, not cast (702.35a)"),
        "{e}"
    );
}

/// An escape cost (702.138a) is read as printed: its mana, then "Exile N other cards from
/// your graveyard"; the counters a permanent escapes with (702.138c) only with it. Each
/// mistake's error says where and what to write.
#[test]
fn escape_costs_are_read_as_printed_and_checked_as_they_load() {
    use engine::cards::cost::CostAction;
    let pool = crate::fixtures::pool(
        "[[card]]\nname = \"X\"\ncost = \"{1}{R}\"\ntypes = [\"creature\"]\npower = 1\ntoughness = 1\n\
         escape = \"{3}{R}, Exile three other cards from your graveyard\"\nescapes_with_counters = 2\n",
    );
    let escape = pool
        .get(crate::fixtures::card(&pool, "X"))
        .escape
        .clone()
        .expect("escape");
    assert_eq!(escape.mana.to_string(), "{3}{R}");
    assert_eq!(escape.actions, vec![CostAction::ExileFromGraveyard { count: 3 }]);
    assert_eq!(escape.counters, 2);
    assert_eq!(
        escape.actions[0].to_string(),
        "exile 3 other card(s) from your graveyard"
    );
    let e = load_error("[[card]]\nname = \"X\"\ntypes = [\"land\"]\nescape = \"{R}\"\n");
    assert!(e.starts_with("cards.toml:4:10: escape on a land"), "{e}");
    let e = load_error(
        "[[card]]\nname = \"X\"\ncost = \"{R}\"\ntypes = [\"sorcery\"]\nescape = \"Exile two other cards from your graveyard\"\n",
    );
    assert!(e.contains("needs a mana part"), "{e}");
    let e = load_error("[[card]]\nname = \"X\"\ncost = \"{R}\"\ntypes = [\"sorcery\"]\nescapes_with_counters = 1\n");
    assert!(
        e.starts_with("cards.toml:5:25: `escapes_with_counters` on a card without escape"),
        "{e}"
    );
    let e = load_error(
        "[[card]]\nname = \"X\"\ncost = \"{R}\"\ntypes = [\"sorcery\"]\nescape = \"{R}, Exile two other cards from your graveyard\"\nescapes_with_counters = 1\n",
    );
    assert!(e.contains("needs a permanent card"), "{e}");
}

/// Costs that tap creatures read as printed (station's, 702.184a) and print back the same;
/// "another" leaves the source out.
#[test]
fn tapping_costs_are_read_and_printed_as_printed() {
    use engine::cards::cost::CostAction;
    for text in [
        "Tap another untapped creature you control",
        "Tap two untapped creatures you control",
    ] {
        let action = CostAction::parse(text).unwrap_or_else(|e| panic!("{e}"));
        assert!(matches!(action, CostAction::Tap { .. }), "{text}");
        assert!(action.is_a_choice(), "{text}");
    }
    let another = CostAction::parse("Tap another untapped creature you control").expect("parses");
    assert_eq!(another.to_string(), "tap another untapped creature you control");
    assert!(matches!(another, CostAction::Tap { count: 1, what } if what.other));
    let err = CostAction::parse("Tap another untapped spoon you control").expect_err("not a type");
    assert!(err.contains("`spoon` in"), "{err}");
    assert!(err.contains("is neither a permanent type nor a creature type"), "{err}");
}

/// A cost may name permanents by creature type ("Sacrifice two Eldrazi", "Tap an untapped
/// Wizard you control"): the permanents of that type, whatever their card types, printed
/// back with the type's name.
#[test]
fn costs_name_permanents_by_creature_type() {
    use engine::cards::cost::CostAction;
    use engine::generated::subtypes;
    let two = CostAction::parse("Sacrifice two Eldrazi").unwrap_or_else(|e| panic!("{e}"));
    assert!(
        matches!(two, CostAction::Sacrifice { count: 2, what }
            if what.subtypes.contains(subtypes::ELDRAZI) && what.types == engine::cards::CardTypes::NONE),
        "{two:?}"
    );
    assert_eq!(two.to_string(), "sacrifice 2 Eldrazi");
    let goblins = CostAction::parse("Sacrifice two Goblins").unwrap_or_else(|e| panic!("{e}"));
    assert!(matches!(goblins, CostAction::Sacrifice { count: 2, what } if what.subtypes.contains(subtypes::GOBLIN)));
    let wizard = CostAction::parse("Tap another untapped Wizard you control").unwrap_or_else(|e| panic!("{e}"));
    assert!(
        matches!(wizard, CostAction::Tap { count: 1, what } if what.other && what.subtypes.contains(subtypes::WIZARD))
    );
    assert_eq!(wizard.to_string(), "tap another untapped Wizard you control");
}

/// Scavenge, outlast and unearth costs are mana only, on the kind of card the keyword needs:
/// each loads as printed, and a {T}, another part or the wrong card type is refused with what
/// to write.
#[test]
fn mana_only_keyword_costs_are_checked_as_they_load() {
    let card = |types: &str, key: &str, cost: &str| {
        let body = if types == "creature" {
            "power = 2\ntoughness = 2\n"
        } else {
            ""
        };
        format!("[[card]]\nname = \"X\"\ncost = \"{{1}}{{B}}\"\ntypes = [\"{types}\"]\n{body}{key} = \"{cost}\"\n")
    };
    for (key, good, kind) in [
        ("scavenge", "{4}{G}{G}", "creature"),
        ("outlast", "{1}{W}", "creature"),
        ("unearth", "{B}", "permanent"),
        ("ninjutsu", "{1}{U}", "creature"),
    ] {
        CardPool::from_toml("cards.toml", &card("creature", key, good)).unwrap_or_else(|e| panic!("{key}: {e}"));
        for bad in [format!("{good}, {{T}}"), format!("{good}, Pay 2 life")] {
            let e = load_error(&card("creature", key, &bad));
            assert!(
                e.contains(&format!("a {key} cost is mana, on a {kind} card")),
                "{key} {bad}: {e}"
            );
            assert!(e.contains(&format!("{key} = \"{good}\"")), "{e}");
        }
        let e = load_error(&card("sorcery", key, good));
        assert!(e.contains(&format!("on a {kind} card")), "{key} on a sorcery: {e}");
    }
}
