//! Random games with echo (CR 702.30): Goblin War Buggy's echo paid or the Buggy sacrificed.

use engine::event::EventKind;

/// Random games of Mountains, Forests, Goblin War Buggies and Grizzly Bears keep the
/// invariants after every action, end and replay exactly; in them echo triggers (the Buggy
/// is the one card with a triggered ability), and some Buggies are sacrificed to it while
/// others stay (702.30a).
#[test]
fn random_echo_games_keep_the_invariants_and_pay_or_sacrifice() {
    let deck = [
        ("Mountain", 24),
        ("Forest", 6),
        ("Goblin War Buggy", 18),
        ("Grizzly Bears", 12),
    ];
    let games = crate::fixtures::random_games(&deck, 4);
    let (mut triggered, mut sacrificed) = (0, 0);
    for event in games.iter().flat_map(|g| &g.log) {
        match event.kind {
            EventKind::Triggered { .. } => triggered += 1,
            EventKind::ZoneChange { .. } if event.rule.to_string() == "702.30a" => sacrificed += 1,
            _ => {}
        }
    }
    assert!(sacrificed > 0, "no Buggy was sacrificed to echo");
    assert!(
        sacrificed < triggered,
        "every echo ability ({triggered}) sacrificed its Buggy: none was paid"
    );
}
