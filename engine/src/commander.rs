//! Commander (CR 903): the commander designation, the command zone as the game begins,
//! casting a commander from it with the commander tax, its return to the command zone,
//! commander damage, and which cards may be brought in from outside the game.

use rules_data::RuleId;

use crate::cards::{identity, CardIdx};
use crate::characteristics::ColorSet;
use crate::game::{Game, ObjectId, PlayerId, Zone};
use crate::midway::{About, Question};
use crate::replacement::effect::Owner;
use crate::replacement::{Candidate, EffectKey, InLibrary, Proposed};
use crate::{cite, rule};

impl Game {
    /// Each player puts their commanders into the command zone, face up, as the game begins
    /// (903.6); each is a commander (903.3) from then on, wherever it goes.
    pub(crate) fn put_commanders_into_command_zone(&mut self, commanders: &[Vec<CardIdx>]) {
        for (seat, cards) in commanders.iter().enumerate() {
            for &card in cards {
                self.put_commander(card, PlayerId(seat));
            }
        }
    }

    /// Puts `card` into the command zone as `owner`'s commander (903.3, 903.6), making the
    /// game a Commander game, one that may ask in the middle of an action whether a commander
    /// goes to the command zone (903.9b); for a set-up, as [`Game::put`] is.
    #[rule("903.6", "903.3")]
    pub fn put_commander(&mut self, card: CardIdx, owner: PlayerId) -> ObjectId {
        self.commander_game = true;
        self.may_ask = true;
        self.players[owner.0].commander_casts.push((card, 0));
        self.put_as(card, owner, Zone::Command, |o| o.commander = true)
    }

    /// The commanders of a new game that follows this one (a restart, 726): each player's
    /// commander cards among `decks`, their decks for it, are taken out of them. A card keeps
    /// its designation (903.3), so the new game begins with it in the command zone (903.6).
    #[rule("903.3")]
    pub(crate) fn commanders_for_new_game(&self, decks: &mut [Vec<CardIdx>]) -> Vec<Vec<CardIdx>> {
        self.players
            .iter()
            .zip(decks)
            .map(|(player, deck)| {
                player
                    .commander_casts
                    .iter()
                    .filter_map(|&(card, _)| {
                        let at = deck.iter().position(|&c| c == card)?;
                        cite!("903.3");
                        Some(deck.remove(at))
                    })
                    .collect()
            })
            .collect()
    }

    /// Whether `player` may bring `card` into the game from outside it as a rule or special
    /// action allows (903.11: their companion, 116.2g). In a Commander game not a card with
    /// the name of a card they own in the game (the cards of their starting deck among them:
    /// a card stays in the game, in one zone or another), nor one with a color in its color
    /// identity that their commanders' color identity lacks (903.11a); in any other game, any
    /// card.
    #[rule("903.11a")]
    pub(crate) fn may_bring_in_from_outside(&self, player: PlayerId, card: CardIdx) -> bool {
        if !self.commander_game {
            return true;
        }
        let name = &self.pool.get(card).name;
        let owns_one_so_named = self
            .objects
            .iter()
            .any(|o| !o.gone && !o.token && o.owner == player && self.pool.get(o.card).name == *name);
        let commanders = self.commanders_color_identity(player).unwrap_or(ColorSet::COLORLESS);
        !owns_one_so_named
            && identity::color_identity(&self.pool, card)
                .iter()
                .all(|c| commanders.contains(c))
    }

    /// The color identity of `player`'s commanders together (903.4), whatever zone they are
    /// in: each card's, as established before the game began, whatever effects do to the
    /// commander now (903.4a); none for a player without a commander (903.4f), as in a game
    /// that isn't Commander.
    pub(crate) fn commanders_color_identity(&self, player: PlayerId) -> Option<ColorSet> {
        let commanders = &self.players[player.0].commander_casts;
        // Only a commander put into the command zone is in the list, which makes the game a
        // Commander game: an empty list is one without.
        (!commanders.is_empty()).then(|| {
            cite!("903.4a");
            commanders.iter().fold(ColorSet::COLORLESS, |set, &(card, _)| {
                set.with(identity::color_identity(&self.pool, card))
            })
        })
    }

    /// Whether `card` is a commander `player` owns in the command zone: one they may cast
    /// from there (903.8), as they could cast it from their hand.
    pub(crate) fn castable_commander(&self, card: ObjectId, player: PlayerId) -> bool {
        let o = self.obj(card);
        self.commander_game && o.commander && o.zone == Zone::Command && o.owner == player && !o.gone
    }

    /// The commanders `player` may cast from the command zone (903.8).
    pub(crate) fn commanders_in_command_zone(&self, player: PlayerId) -> impl Iterator<Item = ObjectId> + '_ {
        self.command
            .iter()
            .copied()
            .filter(move |&card| self.castable_commander(card, player))
    }

    /// The commander tax on casting `card` (903.8): {2} more for each time its owner has
    /// cast it from the command zone this game, if it is a commander there; 0 otherwise. An
    /// owner's two partner commanders are counted apart (702.124d).
    #[rule("903.8")]
    pub(crate) fn commander_tax(&self, card: ObjectId) -> u8 {
        let o = self.obj(card);
        if !(self.commander_game && o.commander && o.zone == Zone::Command) {
            return 0;
        }
        let commanders = &self.players[o.owner.0].commander_casts;
        if commanders.len() > 1 {
            cite!("702.124d");
        }
        let casts = commanders.iter().find(|(c, _)| *c == o.card).map_or(0, |&(_, n)| n);
        u8::try_from(2 * casts).unwrap_or(u8::MAX)
    }

    /// `card` was just cast: if it is a commander cast from the command zone, its owner's
    /// count of such casts, the commander tax's, goes up by one (903.8).
    #[rule("903.8")]
    pub(crate) fn count_commander_cast(&mut self, card: ObjectId) {
        let o = self.obj(card);
        if !(o.commander && o.zone == Zone::Command) {
            return;
        }
        let (owner, def) = (o.owner, o.card);
        if let Some(casts) = self.players[owner.0]
            .commander_casts
            .iter_mut()
            .find(|(c, _)| *c == def)
        {
            casts.1 += 1;
        }
    }

    /// `source` dealt `amount` damage to `player`, combat damage if `combat`: in a Commander
    /// game, combat damage from a commander counts toward the 21 that make them lose
    /// (903.10a, 704.6c).
    #[rule("903.10a")]
    pub(crate) fn record_commander_damage(&mut self, source: ObjectId, player: PlayerId, amount: u32, combat: bool) {
        if !self.commander_game {
            return;
        }
        let o = self.obj(source);
        if !(combat && o.commander) {
            return;
        }
        cite!("903.10a");
        let (owner, def) = (o.owner, o.card);
        let dealt = &mut self.players[player.0].commander_damage;
        match dealt.iter_mut().find(|(p, c, _)| *p == owner && *c == def) {
            Some(entry) => entry.2 += amount,
            None => dealt.push((owner, def, amount)),
        }
    }

    /// `id` has just been put into `zone` in a Commander game: a commander arriving in a
    /// graveyard or exile is noted, for its owner's choice at the next check of state-based
    /// actions (903.9a, 704.6d).
    #[rule("903.9a")]
    pub(crate) fn note_commander_arrival(&mut self, id: ObjectId, zone: Zone) {
        if self.obj(id).commander && matches!(zone, Zone::Graveyard | Zone::Exile) {
            self.sba_choices.arrived.push(id);
        }
    }

    /// Whether moving `id` to `to` is a commander going to its owner's hand or library in a
    /// Commander game: an event its owner may replace (903.9b).
    #[rule("903.9b")]
    pub(crate) fn may_go_to_command_zone_instead(&self, id: ObjectId, to: Zone) -> bool {
        self.commander_game && matches!(to, Zone::Hand | Zone::Library) && self.obj(id).commander
    }

    /// The replacement effect of 903.9b, if `event` is a commander going to its owner's hand
    /// or library: offered whether or not it has applied to the event already (an exception
    /// to 614.5), unless its owner has just chosen not to apply it to the event as it stands.
    #[rule("903.9b")]
    pub(crate) fn command_zone_candidate(&self, event: &Proposed) -> Option<Candidate> {
        let Proposed::Move { object, to, .. } = *event else {
            return None;
        };
        if !self.may_go_to_command_zone_instead(object, to) || self.replacements.commander_stays == Some(*event) {
            return None;
        }
        Some(Candidate {
            key: EffectKey::CommandZone { source: object },
            owner: Owner {
                source: object,
                controller: self.obj(object).owner,
            },
        })
    }

    /// Applies 903.9b to `event`, the commander `source` going to its owner's hand or
    /// library: its owner chooses whether it goes to the command zone instead.
    #[rule("903.9b")]
    pub(crate) fn command_zone_instead(&mut self, source: ObjectId, event: Proposed) -> (Proposed, RuleId) {
        let rule = cite!("903.9b");
        let Proposed::Move { object, destroy, .. } = event else {
            return (event, rule);
        };
        let owner = self.obj(source).owner;
        let answer = self.ask(Question {
            player: owner,
            about: About::CommanderToCommandZone { object: source },
        });
        if answer != 0 {
            self.replacements.commander_stays = Some(event);
            return (event, rule);
        }
        let to_command_zone = Proposed::Move {
            object,
            to: Zone::Command,
            place: InLibrary::Top,
            destroy,
        };
        (to_command_zone, rule)
    }
}
