//! Legal targets (115.4): what each kind of target allows, checked as a spell is cast and again
//! as it resolves.

use engine::cards::target::TargetKind;
use engine::game::{Game, PlayerId, Zone};
use engine::rule;
use engine::stack::Target;

use crate::fixtures::{card, permanent, starter};

#[rule("115.4")]
#[test]
fn r115_4_each_kind_of_target_allows_only_its_objects_and_players() {
    let mut game = Game::blank(starter(), 3, 20);
    let bears = permanent(&mut game, PlayerId(1), "Grizzly Bears");
    let forest = permanent(&mut game, PlayerId(1), "Forest");
    let in_graveyard = card(&game.pool.clone(), "Grizzly Bears");
    let in_graveyard = game.put(in_graveyard, PlayerId(1), Zone::Graveyard);
    let land_card = card(&game.pool.clone(), "Forest");
    let land_card = Target::Object(game.put(land_card, PlayerId(1), Zone::Graveyard));
    game.players[2].has_lost = true;
    let legal = |kind, t| game.is_legal_target(kind, t);
    let (b, f, g) = (
        Target::Object(bears),
        Target::Object(forest),
        Target::Object(in_graveyard),
    );
    let (alive, gone) = (Target::Player(PlayerId(1)), Target::Player(PlayerId(2)));
    // Any target: a creature, a planeswalker, a battle or a player still in the game.
    assert!(legal(TargetKind::Any, b) && legal(TargetKind::Any, alive));
    assert!(!legal(TargetKind::Any, f), "a land is not a legal \"any target\"");
    assert!(
        !legal(TargetKind::Any, g),
        "a creature card in a graveyard is not on the battlefield"
    );
    assert!(!legal(TargetKind::Any, gone), "a player who left the game");
    // Creature: creatures on the battlefield only.
    assert!(legal(TargetKind::Creature, b));
    assert!(!legal(TargetKind::Creature, g) && !legal(TargetKind::Creature, f));
    assert!(!legal(TargetKind::Creature, alive), "a player is not a creature");
    // Player: players still in the game only.
    assert!(legal(TargetKind::Player, alive) && !legal(TargetKind::Player, gone));
    assert!(!legal(TargetKind::Player, b));
    // Permanent: anything on the battlefield.
    assert!(legal(TargetKind::Permanent, b) && legal(TargetKind::Permanent, f));
    assert!(
        !legal(TargetKind::Permanent, g),
        "a card in a graveyard is not a permanent"
    );
    // Land: lands on the battlefield only.
    assert!(legal(TargetKind::Land, f));
    assert!(!legal(TargetKind::Land, b), "a creature is not a land");
    assert!(
        !legal(TargetKind::Land, land_card),
        "a land card in a graveyard is not a land permanent"
    );
    // A creature, planeswalker or player (Soulfire Eruption): not a land, not a creature card
    // in a graveyard, not a player who left.
    let k = TargetKind::CreaturePlaneswalkerOrPlayer;
    assert!(legal(k, b) && legal(k, alive));
    assert!(!legal(k, f), "a land");
    assert!(!legal(k, g), "a creature card in a graveyard");
    assert!(!legal(k, gone));
}
