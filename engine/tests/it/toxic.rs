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
