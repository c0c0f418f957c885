//! Instructions carried out for each target of a spell or ability in turn (CR 608.2f):
//! "For each of them, exile the top card of your library, then … deals damage equal to that
//! card's mana value to that permanent or player" (Soulfire Eruption).

use crate::cards::recipient::Recipient;
use crate::cards::resolved::Resolved;
use crate::game::{Game, PlayerId};
use crate::midway::{About, Question};
use crate::stack::{StackItem, Target};
use crate::{cite, rule};

/// Carries out `then` once for each legal target of the instance of the word "target" at
/// `slot`, that target alone being its target each time. They can't be processed at once,
/// so each is considered in turn (608.2f): in APNAP order of the player each is about (a
/// player itself, a permanent its controller), and among those about one player in the
/// order the controller of the spell or ability chooses, one question per target.
#[rule("608.2f")]
pub(super) fn for_each_target(game: &mut Game, item: &StackItem, slot: u8, then: &[Resolved]) {
    let mut left = game.live_recipients(Recipient::Target(slot), item);
    let mut player = game.turn.active;
    for _ in 0..game.players.len() {
        loop {
            let mine: Vec<Target> = left.iter().copied().filter(|&t| about(game, t) == player).collect();
            let next = match mine.as_slice() {
                [] => break,
                [only] => *only,
                _ => {
                    cite!("608.2f");
                    let answer = game.ask(Question {
                        player: item.controller,
                        about: About::TargetToConsider { options: mine.clone() },
                    });
                    if game.stopped_to_ask() {
                        return;
                    }
                    // The answer is one of the options: the game accepts no other.
                    let Some(&next) = mine.get(answer) else {
                        return;
                    };
                    next
                }
            };
            left.retain(|&t| t != next);
            let mut one = item.clone();
            one.choices.targets.retain(|&(s, t)| s != slot || t == next);
            for effect in then {
                game.perform_effect(effect, &one);
                if game.stopped_to_ask() {
                    return;
                }
            }
        }
        player = game.next_player(player);
    }
}

/// The player a target is about, for APNAP order: a player itself, an object its controller.
fn about(game: &Game, target: Target) -> PlayerId {
    match target {
        Target::Player(p) => p,
        Target::Object(id) => game.controller(id),
    }
}
