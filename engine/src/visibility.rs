//! Hidden information (CR 400.2, 701.20): which cards each player may see. Agents and
//! interfaces ask [`Game::can_see`]; the rules that act on revealed cards ask
//! [`Game::is_revealed`].

use crate::game::{Game, ObjectId, PlayerId, Zone};
use crate::{cite, rule};

impl Game {
    /// Whether `viewer` may see the face of `id` now: what they see themselves, and what a
    /// player they control sees (722.4).
    pub fn can_see(&self, viewer: PlayerId, id: ObjectId) -> bool {
        self.sees(viewer, id)
            || self.players_controlled_by(viewer).any(|p| {
                cite!("722.4");
                self.sees(p, id)
            })
    }

    /// Whether `viewer` sees the face of `id` now: in a public zone anyone does (400.2), but
    /// only its controller may look at a face-down spell or permanent (708.5); a card in a
    /// hand its owner, a teammate who may review that hand ([`Game::reviews_hand_of`]), and
    /// everyone while it is revealed; a card in a library no one,
    /// unless it is revealed; a foretold card in exile only its owner (702.143a).
    #[rule("400.2", "708.5", "702.143a")]
    fn sees(&self, viewer: PlayerId, id: ObjectId) -> bool {
        let Some(o) = self.object(id) else {
            return false;
        };
        match o.zone {
            Zone::Hand => o.owner == viewer || self.is_revealed(id) || self.reviews_hand_of(viewer, o.owner),
            Zone::Library => self.is_revealed(id),
            // A face-down spell or permanent: its controller may look at it (708.5).
            _ if o.face_down => self.controller(id) == viewer,
            // A foretold card, exiled face down: its owner may look at it (702.143a).
            Zone::Exile if self.is_foretold(id) => o.owner == viewer,
            _ => true,
        }
    }

    /// Whether `viewer` may review the hand of `owner`, another player: teammates may review
    /// each other's hands at any time in Team vs. Team, Emperor and Two-Headed Giant games
    /// (808.5, 809.7, 810.5), but in Alternating Teams only teammates sitting next to each
    /// other, among the players still in the game (811.5). Opponents never may.
    #[rule("808.5", "809.7", "810.5", "811.5")]
    fn reviews_hand_of(&self, viewer: PlayerId, owner: PlayerId) -> bool {
        if self.teams.are_opponents(viewer, owner) {
            return false;
        }
        if self.two_headed_giant {
            cite!("810.5");
        } else if self.emperor_team_size.is_some() {
            cite!("809.7");
        } else if self.attacks_only_next_to {
            cite!("811.5");
            return self.seated_next_to(viewer, owner);
        } else {
            cite!("808.5");
        }
        true
    }

    /// Whether `id` is revealed now: revealed to pay for a spell, until that spell leaves the
    /// stack (701.20a), or to activate its ninjutsu ability, until that ability leaves the
    /// stack (702.49b), in the hand of a player who plays with their hand revealed
    /// (Telepathy: "Your opponents play with their hands revealed"), or the top card of the
    /// library of a player who plays with it revealed (Garruk's Horde).
    #[rule("701.20a")]
    pub fn is_revealed(&self, id: ObjectId) -> bool {
        let Some(o) = self.object(id) else {
            return false;
        };
        (o.zone == Zone::Hand
            && (self.plays_with_hand_revealed(o.owner)
                || crate::handlers::keyword_abilities::ninjutsu::revealed_by_its_ability(self, id)))
            || (o.zone == Zone::Library
                && self.players[o.owner.0].library.last() == Some(&id)
                && self.plays_with_top_of_library_revealed(o.owner))
            || self
                .revealed
                .iter()
                .any(|&(card, spell)| card == id && !o.gone && self.is_on_stack(spell))
    }

    /// Whether `id` is a spell on the stack.
    pub(crate) fn is_on_stack(&self, id: ObjectId) -> bool {
        self.object(id).is_some_and(|o| !o.gone && o.zone == Zone::Stack)
    }

    /// Whether `player` plays with the top card of their library revealed: they control a
    /// permanent with "Play with the top card of your library revealed", which it has now.
    fn plays_with_top_of_library_revealed(&self, player: PlayerId) -> bool {
        self.any_permanent_with(|c| c == player, |card| card.top_of_library_revealed)
    }

    /// Whether `player` plays with their hand revealed: an opponent of theirs controls a
    /// permanent with "Your opponents play with their hands revealed", which it has now.
    fn plays_with_hand_revealed(&self, player: PlayerId) -> bool {
        self.any_permanent_with(
            |c| self.teams.are_opponents(c, player),
            |card| card.opponents_hands_revealed,
        )
    }
}
