//! Random games with toxic (CR 702.164): Bilious Skulldweller, Sheoldred's Headcleaver and
//! Aspirant's Ascent's "gains toxic 1".

use engine::event::EventKind;

/// Random games of Swamps, Islands, the two toxic creatures, Aspirant's Ascent and Grizzly
/// Bears keep the invariants after every action, end and replay exactly; in them toxic gives
/// poison counters (702.164c), and some counts are 3, only reached by toxic 2 that gained
/// toxic 1 (702.164b).
#[test]
fn random_toxic_games_keep_the_invariants_and_give_poison_counters() {
    let deck = [
        ("Swamp", 16),
        ("Island", 8),
        ("Bilious Skulldweller", 10),
        ("Sheoldred's Headcleaver", 10),
        ("Aspirant's Ascent", 8),
        ("Grizzly Bears", 8),
    ];
    let games = crate::fixtures::random_games(&deck, 6);
    let mut counts = Vec::new();
    for event in games.iter().flat_map(|g| &g.log) {
        if let EventKind::PoisonCounters { count, .. } = event.kind {
            assert_eq!(event.rule.to_string(), "702.164c", "only toxic gives poison here");
            counts.push(count);
        }
    }
    assert!(
        counts.contains(&1) && counts.contains(&2),
        "toxic 1 and 2 both connected: {counts:?}"
    );
    assert!(
        counts.contains(&3),
        "no toxic 2 with toxic 1 gained connected: {counts:?}"
    );
}

/// Setting a permanent's land types takes away the abilities of its rules text (305.7),
/// printed toxic with them: a land creature with toxic 2 under Blood Moon has a total toxic
/// value of 0 and no toxic (702.164b). No real card has both, so the two are written here.
#[engine::rule("305.7", "702.164b")]
#[test]
fn r702_164b_setting_land_types_takes_printed_toxic_away() {
    use engine::cards::CardPool;
    use engine::game::{Game, PlayerId, Zone};
    use engine::generated::keyword_abilities::KeywordAbility;
    use engine::handlers::keyword_abilities::toxic::total_toxic_value;
    let cards = "[[card]]\nname = \"Toxic Marsh\"\ntypes = [\"land\", \"creature\"]\npower = 1\ntoughness = 1\ntoxic = 2\n\
        [[card]]\nname = \"Blood Moon\"\ncost = \"{2}{R}\"\ntypes = [\"enchantment\"]\n\
        [[card.statics]]\naffects = { types = [\"land\"], not_supertypes = [\"basic\"] }\nmodify = [{ set_land_types = [\"Mountain\"] }]\n";
    let pool = std::sync::Arc::new(CardPool::from_toml("toxic.toml", cards).unwrap_or_else(|e| panic!("{e}")));
    let mut game = Game::blank(pool.clone(), 2, 20);
    let marsh = game.put(
        pool.find("Toxic Marsh").expect("loaded"),
        PlayerId(0),
        Zone::Battlefield,
    );
    assert_eq!(
        total_toxic_value(&game, marsh),
        2,
        "printed toxic 2 counts without Blood Moon"
    );
    game.put(pool.find("Blood Moon").expect("loaded"), PlayerId(1), Zone::Battlefield);
    assert_eq!(total_toxic_value(&game, marsh), 0, "Blood Moon took its printed toxic");
    assert!(!game.chars(marsh).abilities.keywords.contains(KeywordAbility::Toxic));
    game.check_invariants().unwrap_or_else(|e| panic!("{e}"));
}
