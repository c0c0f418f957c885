//! Subgames (CR 728): Shahrazad's "Players play a Magic subgame, using their libraries as
//! their decks. Each player who doesn't win the subgame loses half their life, rounded up."
//!
//! The effect asks for the subgame; once its spell has finished resolving the first part of
//! its text, the main game is set aside ([`Game::main`]) and the [`Game`] value becomes the
//! subgame, so that every decision, legal action and answer is the subgame's while it lasts.
//! When it ends the main game comes back: the cards the players own in the subgame go to
//! their main-game libraries (728.5), the rest of the effect happens, and the main game
//! continues. A subgame of a subgame works the same way (728.6).

use crate::action::{Action, Decision, Pending};
use crate::event::EventKind;
use crate::game::{Game, GameResult, PlayerId, Zone};
use crate::turn::Flow;
use crate::{cite, rule};

/// A subgame asked for, and what its effect does once it has ended (728.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct AfterSubgame {
    /// Whether each player who doesn't win the subgame loses half their life, rounded up.
    pub(crate) losers_lose_half_life: bool,
}

impl Game {
    /// Starts the subgame an effect asked for, if one did (728.1a, 728.2): all the players,
    /// each with the cards of their main-game library as their deck (the library is left
    /// empty), the first player chosen at random, and a game begun by rule 103. Cards outside
    /// the main game stay outside both (728.4); the main game waits in [`Game::main`].
    /// Returns whether a subgame started.
    #[rule("728.1a", "728.2", "728.4")]
    pub(crate) fn start_subgame_if_asked(&mut self) -> bool {
        let Some(after) = self.subgame.take() else {
            return false;
        };
        let libraries: Vec<_> = self.players.iter().map(|p| p.library.clone()).collect();
        let decks = libraries
            .iter()
            .map(|library| library.iter().map(|&id| self.obj(id).card).collect())
            .collect();
        for id in libraries.into_iter().flatten() {
            self.set_aside(id);
        }
        self.emit(cite!("728.2"), EventKind::SubgameBegan);
        // The subgame's objects come after the main game's, which stay the main game's.
        let sub = self.successor(decks, None);
        cite!("728.1a");
        let main = std::mem::replace(self, sub);
        self.main = Some(Box::new((main, after)));
        true
    }

    /// Ends the subgame if it is over (728.5): the main game comes back; each player's cards
    /// in the subgame but its command zone go into their main-game library, which they
    /// shuffle; the subgame's other objects cease to exist; the effect that created the
    /// subgame finishes resolving; then the main game goes on from where it was. Returns
    /// whether a subgame ended.
    #[rule("728.5")]
    pub(crate) fn end_subgame_if_over(&mut self) -> bool {
        if !self.is_over() {
            return false;
        }
        let Some(boxed) = self.main.take() else {
            return false;
        };
        let (main, after) = *boxed;
        let mut sub = std::mem::replace(self, main);
        let result = sub.result;
        let known = self.objects.len();
        let returning: Vec<_> = sub
            .objects
            .iter()
            .skip(known)
            .filter(|o| o.zone != Zone::Command)
            .flat_map(|o| o.cards().map(|card| (card, o.owner)))
            .collect();
        // The main game's objects keep their numbers; the subgame's follow, gone.
        self.objects
            .extend(sub.objects.iter().skip(known).cloned().map(|mut o| {
                o.gone = true;
                o
            }));
        self.log = std::mem::take(&mut sub.log);
        self.recent = std::mem::take(&mut sub.recent);
        self.actions = std::mem::take(&mut sub.actions);
        self.epoch = sub.epoch + 1;
        for (player, there) in self.players.iter_mut().zip(&sub.players) {
            player.outside.clone_from(&there.outside);
        }
        self.emit(cite!("728.5"), EventKind::SubgameEnded { result });
        for (card, owner) in returning {
            self.put(card, owner, Zone::Library);
        }
        for seat in 0..self.players.len() {
            self.shuffle_library(PlayerId(seat), cite!("728.5"));
        }
        // The rest is an action of the game's own, so that a question it asks (which
        // replacement effect applies to a life loss) is asked like any other: the main game
        // was waiting in the middle of its spell's resolution, not of a player's action.
        self.subgame_ended = Some((after, result));
        let pending = Pending {
            player: self.turn.active,
            decision: Decision::Priority,
        };
        self.perform_and_advance(pending, Action::FinishSubgame);
        true
    }

    /// The effect that created the subgame finishes resolving (728.5): each player who
    /// didn't win it loses half their life, rounded up, with `losers_lose_half_life`; then
    /// the active player receives priority (117.3b), as after any resolution.
    pub(crate) fn finish_subgame(&mut self) {
        let Some((after, result)) = self.subgame_ended.take() else {
            return;
        };
        if after.losers_lose_half_life {
            self.losers_lose_half_life(result);
        }
        self.turn.start_priority_round(self.turn.active);
        self.flow = Flow::GivePriority;
    }

    /// "Each player who doesn't win the subgame loses half their life, rounded up"
    /// (Shahrazad, 107.1a).
    #[rule("107.1a")]
    fn losers_lose_half_life(&mut self, result: Option<GameResult>) {
        for seat in 0..self.players.len() {
            let player = PlayerId(seat);
            if self.players[seat].has_lost || result == Some(GameResult::Win(player)) {
                continue;
            }
            let life = self.players[seat].life.max(0);
            let half = u32::try_from(life).unwrap_or(0).div_ceil(2);
            cite!("107.1a");
            self.lose_life(player, half, cite!("107.1a"));
        }
    }
}
