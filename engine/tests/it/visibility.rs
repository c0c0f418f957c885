//! Hidden information: who may see which cards (400.2), and how long a card revealed for a
//! cost stays revealed (701.20a).

use engine::action::{Action, Payment};
use engine::game::{Game, ObjectId, PlayerId, Zone};
use engine::rule;
use engine::turn::Step;

use crate::fixtures::{card, permanent, starter};

/// A game in A's precombat main phase with `islands` Islands on A's battlefield and two
/// Silvergill Adepts and a Forest in A's hand: the Adepts and the Forest.
fn adepts(islands: usize) -> (Game, [ObjectId; 3]) {
    let mut game = Game::blank(starter(), 2, 20);
    for _ in 0..islands {
        permanent(&mut game, PlayerId(0), "Island");
    }
    let pool = game.pool.clone();
    let hand = [
        game.put(card(&pool, "Silvergill Adept"), PlayerId(0), Zone::Hand),
        game.put(card(&pool, "Silvergill Adept"), PlayerId(0), Zone::Hand),
        game.put(card(&pool, "Forest"), PlayerId(0), Zone::Hand),
    ];
    game.begin_step(Step::PrecombatMain);
    (game, hand)
}

/// A card in a hand is seen by its owner only; one in a library by no one, unless it is the
/// top card of the library of a player who plays with it revealed (Garruk's Horde); a
/// permanent by everyone.
#[rule("400.2")]
#[test]
fn r400_2_hands_and_libraries_are_hidden_and_the_battlefield_is_not() {
    let (mut game, [adept, _, forest]) = adepts(1);
    let library = game.put(card(&game.pool.clone(), "Island"), PlayerId(0), Zone::Library);
    let island = game.battlefield[0];
    assert!(game.can_see(PlayerId(0), adept));
    assert!(!game.can_see(PlayerId(1), adept));
    assert!(!game.can_see(PlayerId(1), forest));
    assert!(
        !game.can_see(PlayerId(0), library),
        "not even its owner sees a library card"
    );
    assert!(game.can_see(PlayerId(1), island));
    // The opponent's Telepathy reveals A's hand, not A's library.
    permanent(&mut game, PlayerId(1), "Telepathy");
    assert!(game.can_see(PlayerId(1), adept));
    assert!(game.can_see(PlayerId(1), forest));
    assert!(!game.can_see(PlayerId(1), library));
    // A's own Telepathy reveals only opponents' hands.
    let (mut game, [adept, ..]) = adepts(1);
    permanent(&mut game, PlayerId(0), "Telepathy");
    assert!(!game.can_see(PlayerId(1), adept));
    // A's Garruk's Horde: A plays with the top card of A's library revealed, and only that
    // card, and only A's.
    let (mut game, [adept, ..]) = adepts(1);
    let pool = game.pool.clone();
    let second = game.put(card(&pool, "Island"), PlayerId(0), Zone::Library);
    let top = game.put(card(&pool, "Forest"), PlayerId(0), Zone::Library);
    let theirs = game.put(card(&pool, "Island"), PlayerId(1), Zone::Library);
    assert!(!game.can_see(PlayerId(1), top));
    permanent(&mut game, PlayerId(0), "Garruk's Horde");
    assert!(game.can_see(PlayerId(1), top));
    assert!(game.can_see(PlayerId(0), top));
    assert!(!game.can_see(PlayerId(1), second));
    assert!(!game.can_see(PlayerId(1), adept), "not A's hand");
    assert!(!game.can_see(PlayerId(0), theirs), "not B's library");
}

/// The Adept revealed for the other's cost is seen by the opponent while that spell is on
/// the stack, and hidden again once it resolves; paying {3} instead reveals nothing.
#[rule("701.20a")]
#[test]
fn r701_20a_a_card_revealed_for_a_cost_is_hidden_again_once_its_spell_leaves_the_stack() {
    let (mut game, [adept, other, forest]) = adepts(5);
    game.apply(Action::Cast {
        card: adept,
        payment: Payment::Auto,
    })
    .expect("an Adept to reveal, or five Islands");
    let question = game.question().expect("reveal or pay").clone();
    assert_eq!(question.objects(), vec![other]);
    assert_eq!(question.count(), 2, "the other Adept, or {{3}}");
    game.apply(Action::Choose(0)).expect("reveal the other Adept");
    assert!(game.can_see(PlayerId(1), other));
    assert!(!game.can_see(PlayerId(1), forest));
    game.apply(Action::Pass).expect("A passes");
    game.apply(Action::Pass).expect("B passes: the Adept resolves");
    assert_eq!(
        game.players[0].hand.len(),
        2,
        "the other Adept and the Forest, its draw not yet resolved"
    );
    assert!(
        !game.can_see(PlayerId(1), other),
        "hidden again once the spell left the stack"
    );

    let (mut game, [adept, other, _]) = adepts(5);
    game.apply(Action::Cast {
        card: adept,
        payment: Payment::Auto,
    })
    .expect("castable");
    game.apply(Action::Choose(1)).expect("pay {3} instead");
    assert!(!game.can_see(PlayerId(1), other));
    let tapped = game
        .battlefield
        .iter()
        .filter(|&&id| game.objects[id.0 as usize].tapped)
        .count();
    assert_eq!(tapped, 5, "{{1}}{{U}} and {{3}}");
}

/// With no Merfolk card to reveal, Silvergill Adept costs {3} more: two Islands can't cast
/// it, five can, and no question is asked.
#[rule("701.20a")]
#[test]
fn r701_20a_without_a_card_to_reveal_the_mana_is_paid() {
    let mut game = Game::blank(starter(), 2, 20);
    for _ in 0..2 {
        permanent(&mut game, PlayerId(0), "Island");
    }
    let adept = game.put(card(&game.pool.clone(), "Silvergill Adept"), PlayerId(0), Zone::Hand);
    game.begin_step(Step::PrecombatMain);
    let cast = Action::Cast {
        card: adept,
        payment: Payment::Auto,
    };
    assert!(!game.legal_actions().contains(&cast));
    assert!(game.apply(cast.clone()).is_err());
    for _ in 0..3 {
        permanent(&mut game, PlayerId(0), "Island");
    }
    assert!(game.legal_actions().contains(&cast));
    game.apply(cast).expect("five Islands pay {4}{U}");
    assert!(game.question().is_none());
    assert!(game.battlefield.iter().all(|&id| game.objects[id.0 as usize].tapped));
}

/// A face-down permanent is looked at by its controller only (708.5); once it leaves the
/// battlefield it is revealed, a face-up card anyone sees (708.9).
#[rule("708.5", "708.9")]
#[test]
fn r708_5_only_its_controller_looks_at_a_face_down_permanent() {
    let mut game = Game::blank(starter(), 2, 20);
    let demon = game.put_face_down(card(&game.pool.clone(), "Grinning Demon"), PlayerId(0));
    game.begin_step(Step::PrecombatMain);
    assert!(game.can_see(PlayerId(0), demon));
    assert!(!game.can_see(PlayerId(1), demon), "708.5: not its opponent");
    assert_eq!(game.name(demon), "", "no name (708.2a)");
    let gone = game
        .move_object(
            demon,
            Zone::Graveyard,
            engine::game::Position::Top,
            engine::cite!("701.8a"),
        )
        .expect("a face-down permanent can leave");
    assert!(game.can_see(PlayerId(1), gone), "708.9: revealed as it leaves");
    assert_eq!(game.name(gone), "Grinning Demon");
}
