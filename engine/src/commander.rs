//! Commander (CR 903): the commander designation, the command zone as the game begins,
//! casting a commander from it with the commander tax, and commander damage.

use crate::cards::CardIdx;
use crate::game::{Game, ObjectId, PlayerId, Zone};
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
    /// game a Commander game; for a set-up, as [`Game::put`] is.
    #[rule("903.6", "903.3")]
    pub fn put_commander(&mut self, card: CardIdx, owner: PlayerId) -> ObjectId {
        self.commander_game = true;
        self.players[owner.0].commander_casts.push((card, 0));
        self.put_as(card, owner, Zone::Command, |o| o.commander = true)
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
    /// cast it from the command zone this game, if it is a commander there; 0 otherwise.
    #[rule("903.8")]
    pub(crate) fn commander_tax(&self, card: ObjectId) -> u8 {
        let o = self.obj(card);
        if !(self.commander_game && o.commander && o.zone == Zone::Command) {
            return 0;
        }
        let casts = self.players[o.owner.0]
            .commander_casts
            .iter()
            .find(|(c, _)| *c == o.card)
            .map_or(0, |&(_, n)| n);
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
}
