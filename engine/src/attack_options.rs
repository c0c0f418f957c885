//! The attack left and attack right options (CR 803), and attacking only the players seated
//! next to you (809.3c in an Emperor game, 811.4 in Alternating Teams).
//!
//! Without them (`Game::attack_option` is `None`, `Game::attacks_only_next_to` false) a
//! player may attack every opponent, as with the attack multiple players option (802): every
//! question here is answered by one branch.

use crate::action::Refusal;
use crate::game::{Game, PlayerId};
use crate::generated::rules;
use crate::{cite, rule};

/// The attack left or the attack right option (803.1): the one opponent a player may attack.
/// "Left" is the next seat in turn order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AttackOption {
    /// Only the opponent seated immediately to their left (803.1a).
    Left,
    /// Only the opponent seated immediately to their right (803.1b).
    Right,
}

/// Whether the game's attack options let `player` attack `opponent`, and the planeswalkers
/// they control and battles they protect. Seats are counted among the players still in the
/// game.
pub(crate) fn may_attack(game: &Game, player: PlayerId, opponent: PlayerId) -> bool {
    refusal(game, player, opponent).is_none()
}

/// Why the game's attack options don't let `player` attack `opponent`, if they don't.
pub(crate) fn refusal(game: &Game, player: PlayerId, opponent: PlayerId) -> Option<Refusal> {
    match game.attack_option {
        Some(AttackOption::Left) if !attacks_left(game, player, opponent) => {
            return Some(Refusal::by(
                &[rules::R803_1A],
                "with the attack left option, a creature can attack only the opponent seated immediately to its controller's left",
            ));
        }
        Some(AttackOption::Right) if !attacks_right(game, player, opponent) => {
            return Some(Refusal::by(
                &[rules::R803_1B],
                "with the attack right option, a creature can attack only the opponent seated immediately to its controller's right",
            ));
        }
        _ => {}
    }
    if !game.attacks_only_next_to {
        if game.attack_option.is_none() {
            // The attack multiple players option: any opponent, as many as the player likes,
            // or only one (802.1); every opponent is a defending player (802.2).
            cite!("802.1");
            cite!("802.2");
        }
        return None;
    }
    if game.emperor_team_size.is_some() {
        return (!emperor_game_attacks_next_to(game, player, opponent)).then(|| {
            Refusal::by(
                &[rules::R809_3C],
                "in an Emperor game, a creature can attack only the opponents seated next to its controller",
            )
        });
    }
    (!attacks_next_to(game, player, opponent)).then(|| {
        Refusal::by(
            &[rules::R811_4],
            "in an Alternating Teams game, a creature can attack only the opponents seated next to its controller",
        )
    })
}

/// In an Emperor game, `player` may attack only opponents seated next to them (809.3c).
#[rule("809.3c")]
fn emperor_game_attacks_next_to(game: &Game, player: PlayerId, opponent: PlayerId) -> bool {
    let next_to = game.seated_next_to(player, opponent);
    if !next_to {
        cite!("809.3c");
    }
    next_to
}

/// With the attack left option, `player` may attack only the opponent seated immediately to
/// their left; if that seat holds a teammate, no one (803.1a).
#[rule("803.1a")]
fn attacks_left(game: &Game, player: PlayerId, opponent: PlayerId) -> bool {
    let left = game.next_player(player) == opponent;
    if !left {
        cite!("803.1a");
    }
    left
}

/// With the attack right option, `player` may attack only the opponent seated immediately to
/// their right; if that seat holds a teammate, no one (803.1b).
#[rule("803.1b")]
fn attacks_right(game: &Game, player: PlayerId, opponent: PlayerId) -> bool {
    let right = game.previous_player(player) == opponent;
    if !right {
        cite!("803.1b");
    }
    right
}

/// In an Alternating Teams game, `player` may attack only opponents seated next to them
/// (811.4).
#[rule("811.4")]
fn attacks_next_to(game: &Game, player: PlayerId, opponent: PlayerId) -> bool {
    let next_to = game.seated_next_to(player, opponent);
    if !next_to {
        cite!("811.4");
    }
    next_to
}
