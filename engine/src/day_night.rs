//! Day and night (CR 730): designations the game may have, checked as the second part of
//! each untap step (730.2, 502.2) by the spells the previous turn's active player cast.

use rules_data::RuleId;

use crate::event::EventKind;
use crate::game::{Game, PlayerId};
use crate::{cite, rule};

/// The game's day/night designation, once it has one (730.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DayNight {
    /// It is day.
    Day,
    /// It is night.
    Night,
}

impl Game {
    /// `player` cast a spell: counted for storm (702.40a), for surge (702.117a), and, when
    /// they are the active player, for the next untap step's day/night check (730.2).
    pub(crate) fn count_spell_cast(&mut self, player: PlayerId) {
        self.turn.spells_cast += 1;
        let turn = self.turn.number;
        self.players[player.0].spells_cast.add(turn, 1);
        if player == self.turn.active {
            let (turn, count) = self.active_player_spells;
            self.active_player_spells = (self.turn.number, if turn == self.turn.number { count + 1 } else { 1 });
        }
    }

    /// How many spells the previous turn's active player cast during that turn.
    fn previous_turn_spells(&self) -> u32 {
        let (turn, count) = self.active_player_spells;
        if turn + 1 == self.turn.number {
            count
        } else {
            0
        }
    }

    /// The untap step's check of the previous turn (730.2, 502.2): day becomes night if the
    /// previous turn's active player cast no spells during it (730.2a); night becomes day if
    /// they cast two or more (730.2b); a game with neither designation is not checked
    /// (730.2c).
    #[rule("730.2", "730.2a", "730.2b", "730.2c", "502.2")]
    pub(crate) fn check_day_night(&mut self) {
        let spells = self.previous_turn_spells();
        match self.day_night {
            None => {
                cite!("730.2c");
            }
            Some(DayNight::Day) if spells == 0 => self.become_day_or_night(DayNight::Night, cite!("730.2a")),
            Some(DayNight::Night) if spells >= 2 => self.become_day_or_night(DayNight::Day, cite!("730.2b")),
            Some(_) => {
                cite!("730.2");
            }
        }
    }

    /// It becomes `now`, by `rule`: the game gains that designation and loses the other
    /// (730.1, 730.1a); as it does, the daybound or nightbound permanents whose ability says
    /// so transform (702.145b, 702.145e).
    #[rule("730.1", "730.1a")]
    pub(crate) fn become_day_or_night(&mut self, now: DayNight, rule: RuleId) {
        if self.day_night.is_some() {
            cite!("730.1a");
        }
        self.day_night = Some(now);
        self.emit(rule, EventKind::BecameDayOrNight { now });
        self.transform_bound_as_it_becomes(now);
    }
}
