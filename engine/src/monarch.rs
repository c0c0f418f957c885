//! The monarch (CR 724): a designation a player gets only when an effect makes them the
//! monarch (724.1), held by one player at a time (724.3), with two inherent triggered
//! abilities without a source (724.2, [`Inherent`]) and passed on as its holder leaves the
//! game (724.4). A game without a monarch pays one check per event and per step for it.
//!
//! Not built: continuous effects whose result depends on who the monarch is (724.5).

use rules_data::RuleId;

use crate::cards::recipient::Recipient;
use crate::event::EventKind;
use crate::game::{Game, ObjectId, PlayerId};
use crate::inherent::Inherent;
use crate::stack::{StackItem, StackKind, Target};
use crate::triggers::WaitingTrigger;
use crate::turn::Step;
use crate::{cite, rule};

/// "[Who] becomes the monarch" as `item` resolves: the first player `who` stands for. The
/// monarch's own ability does it for a creature's controller (724.2); otherwise an effect
/// does, the only way a game gets a monarch (724.1).
#[rule("724.1", "724.2")]
pub(crate) fn become_monarch(game: &mut Game, item: &StackItem, who: Recipient) {
    let rule = match item.kind {
        StackKind::Inherent(_) => cite!("724.2"),
        _ => cite!("724.1"),
    };
    if let Some(&player) = game.players_of(who, item).first() {
        make(game, player, rule);
    }
}

/// `player` becomes the monarch, for `rule`, and the monarch before them ceases to be
/// (724.3). A player who is the monarch already doesn't become it again, and one who has
/// left the game can't become it (724.4).
#[rule("724.3")]
fn make(game: &mut Game, player: PlayerId, rule: RuleId) {
    if game.monarch == Some(player) || game.players[player.0].has_lost {
        return;
    }
    if let Some(before) = game.monarch.replace(player) {
        game.emit(cite!("724.3"), EventKind::CeasedToBeMonarch { player: before });
    }
    game.emit(rule, EventKind::BecameMonarch { player });
}

/// The monarch's ability that triggers on an event (724.2): combat damage dealt to the
/// monarch, which only creatures deal (510.2), an ability the monarch controls whose "that"
/// is the creature.
#[rule("724.2")]
pub(crate) fn event_triggers(kind: &EventKind, monarch: PlayerId) -> Option<WaitingTrigger> {
    match *kind {
        EventKind::Damage {
            source,
            to: Target::Player(to),
            combat: true,
            ..
        } if to == monarch => Some(WaitingTrigger {
            that: Some(source),
            ..WaitingTrigger::new(ObjectId::NONE, monarch, StackKind::Inherent(Inherent::MonarchTaken))
        }),
        _ => None,
    }
}

/// `step` begins: at the beginning of the monarch's end step (one of their team's, with shared
/// team turns), their draw triggers (724.2).
#[rule("724.2")]
pub(crate) fn step_began(game: &mut Game, step: Step) {
    if let Some(monarch) = game.monarch.filter(|&m| step == Step::End && game.is_active(m)) {
        game.add_waiting([WaitingTrigger::new(
            ObjectId::NONE,
            monarch,
            StackKind::Inherent(Inherent::MonarchDraws),
        )]);
    }
}

/// The monarch, `player`, leaves a game that goes on: at the same time the active player
/// becomes the monarch, or, if the active player is the one leaving or has left, the next
/// player in turn order after them still in the game (724.4), of whom there is one since the
/// game goes on.
#[rule("724.4")]
pub(crate) fn leaves(game: &mut Game, player: PlayerId) {
    let active = game.turn.active;
    let next = if active != player && !game.players[active.0].has_lost {
        active
    } else {
        game.next_player(active)
    };
    make(game, next, cite!("724.4"));
}
