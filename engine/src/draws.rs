//! Draws (CR 104.4, 801.15, 801.16, 809.5c): an effect that states the game is a draw, and a
//! loop of mandatory actions, end the game in a draw (104.4b, 104.4c); with the limited range
//! of influence option the game is a draw only for the players the rules name, who leave it
//! while the others play on (104.4e, 104.4f), and in an Emperor game for the whole team of an
//! emperor among them (104.4h).

use crate::event::EventKind;
use crate::game::{Game, GameResult, PlayerId};
use crate::{cite, rule};
use rules_data::RuleId;

impl Game {
    /// "The game is a draw", an effect `controller` controls (104.4c: Divine Intervention):
    /// the game ends in a draw; with the limited range of influence option, it is a draw for
    /// `controller` and each player within their range, who leave it (801.15, 104.4e).
    #[rule("104.4c", "801.15", "104.4e")]
    pub(crate) fn game_is_a_draw(&mut self, controller: PlayerId) {
        if self.range.is_none() {
            self.end_in_a_draw(cite!("104.4c"));
            return;
        }
        cite!("104.4e");
        let players: Vec<PlayerId> = self
            .active_players()
            .map(|(p, _)| p)
            .filter(|&p| self.within_range(controller, p))
            .collect();
        self.draw_for(&players, cite!("801.15"));
    }

    /// The game is a draw for each of `players`, who leave it together (801.15, 801.16), and
    /// in an Emperor game for every player of the team of an emperor among them (809.5c,
    /// 104.4h). The game ends once one player or team is left, who wins (104.2a), or none.
    #[rule("809.5c", "104.4h")]
    pub(crate) fn draw_for(&mut self, players: &[PlayerId], rule: RuleId) {
        let mut leaving: Vec<(PlayerId, RuleId)> = players.iter().map(|&p| (p, rule)).collect();
        for &emperor in players.iter().filter(|&&p| self.is_emperor(p)) {
            cite!("104.4h");
            for teammate in self.teammates(emperor) {
                if !leaving.iter().any(|&(p, _)| p == teammate) {
                    leaving.push((teammate, cite!("809.5c")));
                }
            }
        }
        leaving.retain(|&(p, _)| !self.players[p.0].has_lost);
        for &(player, rule) in &leaving {
            self.players[player.0].has_lost = true;
            self.emit(rule, EventKind::DrawFor { player });
        }
        if self.active_players().next().is_none() {
            return self.end_in_a_draw(rule);
        }
        if self.active_players().nth(1).is_some() {
            for &(player, _) in &leaving {
                self.remove_from_game(player);
            }
        }
        crate::sba::end_if_decided(self);
    }

    /// The game is over, a draw for every player still in it (104.4).
    pub(crate) fn end_in_a_draw(&mut self, rule: RuleId) {
        self.result = Some(GameResult::Draw);
        self.pending = None;
        self.emit(
            rule,
            EventKind::GameOver {
                result: GameResult::Draw,
            },
        );
    }
}
