//! Triggered abilities (CR 603).

use engine::action::Action;
use engine::game::{Game, PlayerId};
use engine::rule;

use crate::fixtures::{cast_from_hand, permanent, starter};

#[rule("101.4", "603.3b")]
#[test]
fn r101_4_triggers_go_on_the_stack_in_apnap_order() {
    let mut game = Game::blank(starter(), 2, 20);
    game.turn.number = 2;
    game.turn.active = PlayerId(1);
    permanent(&mut game, PlayerId(0), "Doomed Traveler");
    permanent(&mut game, PlayerId(1), "Doomed Traveler");
    permanent(&mut game, PlayerId(1), "Mountain");
    permanent(&mut game, PlayerId(1), "Mountain");
    cast_from_hand(&mut game, PlayerId(1), "Pyroclasm");
    game.apply(Action::Pass).expect("B passes");
    game.apply(Action::Pass).expect("A passes; Pyroclasm resolves");
    // The active player's (B's) trigger goes on the stack first, so it resolves last.
    let controllers: Vec<PlayerId> = game.stack.iter().map(|item| item.controller).collect();
    assert_eq!(controllers, [PlayerId(1), PlayerId(0)]);
    assert!(game.waiting_triggers.is_empty());
    assert_eq!(
        game.pending.map(|p| p.player),
        Some(PlayerId(1)),
        "then the active player receives priority"
    );
}
