//! Controlling another player (CR 722): Mindslaver's "You control target player during that
//! player's next turn". Only who makes the player's decisions changes (722.3): every decision
//! stays theirs, made with their resources (722.5a), and is answered by the player
//! controlling them ([`Game::decider`]), who also sees what they see (722.4,
//! [`Game::can_see`]). A concession is never a decision the rules ask for, so it stays the
//! player's own (722.6, [`crate::action::Action::Concede`]).

use crate::cite;
use crate::event::EventKind;
use crate::game::{Game, PlayerId};

impl Game {
    /// The player who answers `player`'s decisions now: the player controlling them, who
    /// makes every choice and decision the rules or objects ask of them (722.5), or they
    /// themselves. Only that changes (722.3): the decision is still `player`'s, so what they
    /// cast and pay with are theirs (722.5a), and they stay the active player. (No
    /// `#[rule]`: a fn carrying one counts as firing its rules whenever it runs, and this one
    /// runs at every decision.)
    pub fn decider(&self, player: PlayerId) -> PlayerId {
        match self.players[player.0].controlled_by {
            Some(controller) => {
                cite!("722.5");
                cite!("722.3");
                cite!("722.5a");
                controller
            }
            None => player,
        }
    }

    /// `controller` will control `player` during the next turn `player` takes (722.1); an
    /// effect that began later replaces one that began earlier (722.1a).
    pub(crate) fn control_next_turn(&mut self, controller: PlayerId, player: PlayerId) {
        if self.players[player.0]
            .controlled_next_turn
            .replace(controller)
            .is_some()
        {
            cite!("722.1a");
        }
    }

    /// A turn begins: every player controlled during the last turn is their own again, and
    /// the active player is controlled for the whole of this one by the player an effect
    /// said would (722.1), unless that is themselves: then they make their own decisions
    /// (722.9). (No `#[rule]`: it runs as every turn begins.)
    pub(crate) fn begin_player_control(&mut self, active: PlayerId) {
        for p in &mut self.players {
            p.controlled_by = None;
        }
        if let Some(controller) = self.players[active.0].controlled_next_turn.take() {
            if controller == active {
                cite!("722.9");
                return;
            }
            self.players[active.0].controlled_by = Some(controller);
            self.emit(
                cite!("722.1"),
                EventKind::PlayerControlled {
                    player: active,
                    by: controller,
                },
            );
        }
    }

    /// The players `viewer` controls (722.5), besides themselves.
    pub(crate) fn players_controlled_by(&self, viewer: PlayerId) -> impl Iterator<Item = PlayerId> + '_ {
        self.players
            .iter()
            .enumerate()
            .filter(move |&(p, pl)| p != viewer.0 && pl.controlled_by == Some(viewer))
            .map(|(p, _)| PlayerId(p))
    }
}
