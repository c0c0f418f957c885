//! Restarting the game (CR 726): Karn Liberated's "Restart the game, then put all cards
//! exiled with Karn Liberated onto the battlefield under your control".
//!
//! The effect asks for the restart ([`Game::request_restart`]); once its ability has
//! finished resolving in the old game, the game ends with no winner and a new one starts
//! (103) with every card that was in it, its first player the effect's controller. What the
//! effect still does (the cards exiled with Karn, exempt from the restart, 726.5) happens
//! after the new game's mulligans, just before the first turn's untap step (726.4).

use crate::cards::CardIdx;
use crate::event::EventKind;
use crate::game::{Game, ObjectId, PlayerId, Position, Zone};
use crate::stack::StackItem;
use crate::{cite, rule};

/// A restart asked for, and what the effect does once the new game has begun (726.4).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct AfterRestart {
    /// Who controlled the effect: the new game's starting player (726.1a).
    controller: PlayerId,
    /// The cards exempt from the restart (726.5), in the old game until it restarts, then
    /// each as its card and owner: the effect puts them onto the battlefield under
    /// `controller`'s control.
    exempt: Vec<ObjectId>,
    onto_battlefield: Vec<(CardIdx, PlayerId)>,
    /// Whether the new game has begun, so that the rest of the effect is due.
    begun: bool,
}

impl Game {
    /// "Restart the game, then put all cards exiled with [this] onto the battlefield under
    /// your control" (726.1, 726.5): the cards `item`'s linked exile instructions exiled
    /// are set aside, and the restart waits until the ability has finished resolving.
    pub(crate) fn request_restart(&mut self, item: &StackItem) {
        let exempt = match self.link_of(item) {
            Some(link) => self.exiled_with(link).collect(),
            None => Vec::new(),
        };
        self.restart = Some(AfterRestart {
            controller: item.controller,
            exempt,
            onto_battlefield: Vec::new(),
            begun: false,
        });
    }

    /// Restarts the game if an effect asked for it (726.1): this game ends, no player wins,
    /// loses or draws it, and all players in it start a new game (103) whose starting player
    /// is the effect's controller (726.1a). Every card in it, wherever it is (phased-out
    /// permanents, cards brought in from outside the game too), is in its owner's deck
    /// (726.2), but the cards the effect exempts (726.5); tokens and copies cease to exist.
    /// With the limited range of influence option, every player is involved, whatever the
    /// effect's controller's range (726.7, 801.17). The log and the recorded actions go on.
    /// Returns whether it restarted.
    #[rule("726.1", "726.1a", "726.2", "726.5", "726.7", "801.17")]
    pub(crate) fn restart_if_asked(&mut self) -> bool {
        let Some(mut after) = self.restart.take_if(|a| !a.begun) else {
            return false;
        };
        let mut decks = vec![Vec::new(); self.players.len()];
        for (i, o) in self.objects.iter().enumerate() {
            if after.exempt.contains(&ObjectId(i as u32)) {
                cite!("726.5");
                after.onto_battlefield.extend(o.cards().map(|card| (card, o.owner)));
            } else {
                decks[o.owner.0].extend(o.cards());
            }
        }
        cite!("726.2");
        if self.range.is_some() {
            cite!("726.7");
            cite!("801.17");
        }
        self.emit(cite!("726.1"), EventKind::GameRestarted { by: after.controller });
        let mut new = self.successor(decks, Some(after.controller));
        cite!("726.1a");
        after.exempt.clear();
        after.begun = true;
        new.restart = Some(after);
        *self = new;
        true
    }

    /// Just before the first turn's untap step of a restarted game, the effect that
    /// restarted it finishes resolving (726.4): the cards it exempted are put onto the
    /// battlefield under its controller's control. No player has priority; what triggers
    /// waits for the next time one would receive it.
    #[rule("726.4")]
    pub(crate) fn finish_restart(&mut self) {
        let Some(after) = self.restart.take_if(|a| a.begun) else {
            return;
        };
        for (card, owner) in after.onto_battlefield {
            let id = self.put(card, owner, Zone::Exile);
            // A card in exile has no controller (108.4a): the effect's controller controls it.
            self.obj_mut(id).controller = after.controller;
            self.move_object(id, Zone::Battlefield, Position::Top, cite!("726.4"));
        }
    }
}
