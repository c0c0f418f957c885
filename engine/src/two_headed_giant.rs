//! Two-Headed Giant (CR 810): two teams, each with a shared life total and shared poison
//! counters, winning and losing as one.
//!
//! The shared totals are kept by mirroring: each change to one player's life or poison
//! counters is applied to their teammates' as well, so every player's `life` is their team's
//! life total, which is what an effect that reads one player's life uses (810.9a, 810.10a).
//!
//! Turns are the team's (805, 810.2): the active player is the active team's primary player,
//! and [`Game::is_active`] says whether a player is on the active team, for what "your turn"
//! allows (sorcery timing, land plays, loyalty abilities, attacking) and the turn-based
//! actions done for each of its players (untapping, drawing, discarding). Priority still
//! goes to each player in turn order: all four passing in succession is both teams passing
//! (805.5b).

use rules_data::RuleId;

use crate::game::{Game, PlayerId};
use crate::generated::rules;
use crate::midway::{About, Question};
use crate::replacement::effect::{Owner, Party};
use crate::{cite, rule};

impl Game {
    /// `player`'s life total has just changed: in a Two-Headed Giant game the change is to
    /// their team's shared life total (810.9), which their teammates' totals show too.
    #[rule("810.9")]
    pub(crate) fn share_life(&mut self, player: PlayerId) {
        let total = self.players[player.0].life;
        cite!("810.9");
        for teammate in self.teammates(player).collect::<Vec<_>>() {
            self.players[teammate.0].life = total;
        }
    }

    /// `player`'s life total, as a cost or effect reads it: in a Two-Headed Giant game their
    /// team's (810.9a), which every player's `life` shows.
    #[rule("810.9a")]
    pub(crate) fn life_total(&self, player: PlayerId) -> i32 {
        if self.two_headed_giant {
            cite!("810.9a");
        }
        self.players[player.0].life
    }

    /// The life total an effect that sets `player`'s life total to a number starts from: in a
    /// Two-Headed Giant game their team's, so they gain or lose the difference from it (810.9c).
    #[rule("810.9c")]
    pub(crate) fn life_total_to_set(&self, player: PlayerId) -> i32 {
        if self.two_headed_giant {
            cite!("810.9c");
        }
        self.players[player.0].life
    }

    /// `player` has just got poison counters: in a Two-Headed Giant game they are their
    /// team's, shared (810.10).
    #[rule("810.10")]
    pub(crate) fn share_poison(&mut self, player: PlayerId) {
        let total = self.players[player.0].poison_counters;
        cite!("810.10");
        for teammate in self.teammates(player).collect::<Vec<_>>() {
            self.players[teammate.0].poison_counters = total;
        }
    }

    /// Whether `player` is poisoned: they have one or more poison counters, which in a
    /// Two-Headed Giant game are their team's (810.10d).
    #[rule("810.10d")]
    pub(crate) fn is_poisoned(&self, player: PlayerId) -> bool {
        if self.two_headed_giant {
            cite!("810.10d");
        }
        self.players[player.0].poison_counters > 0
    }

    /// The poison counters `player`'s opponents have, as an effect counts them (Phyrexian
    /// Swarmlord): in a Two-Headed Giant game those of each opposing team, counted once for
    /// the team rather than once for each of its players, whose counters all show the team's
    /// (810.10a).
    #[rule("810.10a")]
    pub(crate) fn opponents_poison_counters(&self, player: PlayerId) -> u32 {
        let mut counted: Vec<PlayerId> = Vec::new();
        let mut total = 0;
        for opponent in self.opponents(player) {
            if self.two_headed_giant && counted.iter().any(|&c| !self.teams.are_opponents(c, opponent)) {
                cite!("810.10a");
                continue;
            }
            counted.push(opponent);
            total += self.players[opponent.0].poison_counters;
        }
        total
    }

    /// `player` has lost the game, by `rule`: in a Two-Headed Giant game their team loses, so
    /// each of their teammates still in it loses too (810.8a); when `player` conceded, the
    /// team leaves at once with them (810.8b).
    #[rule("810.8a")]
    pub(crate) fn team_loses_with(&mut self, player: PlayerId, rule: RuleId) {
        let still_in: Vec<PlayerId> = self.teammates(player).filter(|p| !self.players[p.0].has_lost).collect();
        let team_rule = team_leaves_by(rule);
        for teammate in still_in {
            self.leave_game(teammate, team_rule);
        }
    }

    /// Whether a "can't lose the game" or "can't win the game" effect of `owner`'s naming
    /// `who` stops `player`: it names them, or, in a Two-Headed Giant game, one of their
    /// teammates (810.8a: that player's team can't lose, or win).
    #[rule("810.8a")]
    pub(crate) fn names_player_or_team(&self, who: Party, player: PlayerId, owner: Owner) -> bool {
        self.names_player_or_teammate(who, player, owner, || {
            cite!("810.8a");
        })
    }

    /// Whether a "can't gain life" effect of `owner`'s naming `who` stops `player` gaining
    /// life: it names them, or, in a Two-Headed Giant game, one of their teammates (810.9g:
    /// no player on that player's team can gain life).
    #[rule("810.9g")]
    pub(crate) fn cant_gain_life_names(&self, who: Party, player: PlayerId, owner: Owner) -> bool {
        self.names_player_or_teammate(who, player, owner, || {
            cite!("810.9g");
        })
    }

    /// Whether a "can't lose life" effect of `owner`'s naming `who` stops `player` losing or
    /// paying life: it names them, or, in a Two-Headed Giant game, one of their teammates
    /// (810.9h: no player on that player's team can lose life or pay any amount of life other
    /// than 0).
    #[rule("810.9h")]
    pub(crate) fn cant_lose_life_names(&self, who: Party, player: PlayerId, owner: Owner) -> bool {
        self.names_player_or_teammate(who, player, owner, || {
            cite!("810.9h");
        })
    }

    /// Whether a "can't get poison counters" effect of `owner`'s naming `who` stops `player`
    /// getting them: it names them, or, in a Two-Headed Giant game, one of their teammates
    /// (810.10c: no player on that player's team can get poison counters).
    #[rule("810.10c")]
    pub(crate) fn cant_get_poison_names(&self, who: Party, player: PlayerId, owner: Owner) -> bool {
        self.names_player_or_teammate(who, player, owner, || {
            cite!("810.10c");
        })
    }

    /// Whether an effect of `owner`'s naming `who` names `player` or, in a Two-Headed Giant
    /// game, one of their teammates, calling `for_a_teammate` when it is the teammate.
    fn names_player_or_teammate(
        &self,
        who: Party,
        player: PlayerId,
        owner: Owner,
        for_a_teammate: impl FnOnce(),
    ) -> bool {
        if self.names_player(who, player, owner) {
            return true;
        }
        let a_teammate = self.two_headed_giant && self.teammates(player).any(|q| self.names_player(who, q, owner));
        if a_teammate {
            for_a_teammate();
        }
        a_teammate
    }

    /// The poison counters that make a team lose: fifteen, five more for each player it has
    /// beyond the second (810.8d, 810.11).
    #[rule("810.11")]
    pub(crate) fn team_poison_limit(&self) -> u32 {
        let beyond_two = (self.players.len() / 2).saturating_sub(2) as u32;
        if beyond_two > 0 {
            cite!("810.11");
        }
        15 + 5 * beyond_two
    }

    /// Who takes the turn after `active`'s in turn order: the next player still in the game;
    /// in a game of shared team turns, the next team's primary player, the first of it in turn
    /// order, its teammates taking the turn with them (805.4).
    #[rule("805.4")]
    pub(crate) fn next_to_take_a_turn(&self, active: PlayerId) -> PlayerId {
        let mut next = self.next_player(active);
        while self.two_headed_giant && next != active && !self.teams.are_opponents(next, active) {
            cite!("805.4");
            next = self.next_player(next);
        }
        next
    }

    /// Who receives priority after `player` passes, when not every player has passed in
    /// succession: the next player in turn order still in the game (117.3d). In a game of
    /// shared team turns teams have priority, not players (805.5): while `player`'s team has
    /// priority each of its players may act (805.5a), offered it in turn order from the one
    /// who received it; once all of them have passed in succession the team has passed and
    /// the next team in turn order receives priority (805.5b).
    #[rule("805.5", "805.5a", "805.5b")]
    pub(crate) fn next_to_receive_priority(&mut self, player: PlayerId) -> PlayerId {
        if !self.two_headed_giant {
            return self.next_player(player);
        }
        cite!("805.5");
        self.turn.team_passes += 1;
        let team_left = self
            .active_players()
            .filter(|&(p, _)| !self.teams.are_opponents(p, player))
            .count();
        let team_has_passed = self.turn.team_passes as usize >= team_left;
        if team_has_passed {
            cite!("805.5b");
            self.turn.team_passes = 0;
        } else {
            cite!("805.5a");
        }
        let mut next = self.next_player(player);
        while next != player && self.teams.are_opponents(next, player) != team_has_passed {
            next = self.next_player(next);
        }
        next
    }

    /// In a Two-Headed Giant game the starting team skips the draw step of its first turn
    /// (103.8b, 810.6).
    #[rule("103.8b", "810.6")]
    pub(crate) fn starting_team_skips_its_draw(&self) -> bool {
        cite!("103.8b");
        cite!("810.6");
        true
    }

    /// Whether `player`'s creatures may block the creatures attacking `defending`, their
    /// planeswalkers or the battles they protect: `player` is `defending`, or, in a game of
    /// shared team turns, on their team, the defending team (805.10d).
    #[rule("805.10d")]
    pub(crate) fn blocks_for(&self, player: PlayerId, defending: PlayerId) -> bool {
        if player == defending {
            return true;
        }
        let teammate = self.two_headed_giant && !self.teams.are_opponents(player, defending);
        if teammate {
            cite!("805.10d");
        }
        teammate
    }

    /// The one player of the active team an ability of `controller`'s that refers to "the
    /// active player" refers to, whom `controller` chooses as its effect is applied (805.9).
    #[rule("805.9")]
    pub(crate) fn active_player_chosen_by(&mut self, controller: PlayerId) -> PlayerId {
        let options: Vec<PlayerId> = self.active_team().collect();
        if options.len() < 2 {
            return self.turn.active;
        }
        cite!("805.9");
        let answer = self.ask(Question {
            player: controller,
            about: About::ActivePlayer {
                options: options.clone(),
            },
        });
        options.get(answer).copied().unwrap_or(self.turn.active)
    }

    /// Of `players`, to whom one effect gives an extra turn: in a game of shared team turns a
    /// player's extra turn is their team's, and a team that more than one of them is on takes
    /// only one (805.8), so only the first of each team is kept.
    #[rule("805.8")]
    pub(crate) fn one_turn_for_each_team(&self, mut players: Vec<PlayerId>) -> Vec<PlayerId> {
        if self.two_headed_giant {
            let mut teams_seen = Vec::with_capacity(players.len());
            players.retain(|&p| {
                let team = self.teams.team(p);
                let first = !teams_seen.contains(&team);
                teams_seen.push(team);
                first
            });
            cite!("805.8");
        }
        players
    }

    /// `players`, all to act at the same time, in the order they act in a game of shared team
    /// turns (805.6): the active team's first, then each other team's in turn order, each
    /// team's own in the order it likes, asked of its first player among them (one question
    /// per player but the last). In other games, as given.
    pub(crate) fn in_team_order(&mut self, players: Vec<PlayerId>) -> Vec<PlayerId> {
        if !self.two_headed_giant || players.len() < 2 {
            return players;
        }
        let apnap: Vec<PlayerId> = self.apnap().filter(|p| players.contains(p)).collect();
        let mut ordered: Vec<PlayerId> = Vec::with_capacity(apnap.len());
        for &first in &apnap {
            if ordered.iter().any(|&o| self.teams.team(o) == self.teams.team(first)) {
                continue;
            }
            let mut left: Vec<PlayerId> = apnap
                .iter()
                .copied()
                .filter(|&p| self.teams.team(p) == self.teams.team(first))
                .collect();
            while left.len() > 1 {
                cite!("805.6");
                let answer = self.ask(Question {
                    player: first,
                    about: About::TeamMemberNext { options: left.clone() },
                });
                ordered.push(left.remove(answer.min(left.len() - 1)));
            }
            ordered.extend(left);
        }
        ordered
    }

    /// The order in which players take the actions their opening hands allow (103.6), from
    /// `seats`, the starting player's first, then turn order: in a game of shared team turns,
    /// the starting team's players with such a card in the order that team likes (a question
    /// when two or more have one), then each other team's players in turn order (805.3b).
    #[rule("805.3b")]
    pub(crate) fn opening_hand_order(&mut self, seats: &[PlayerId]) -> Vec<PlayerId> {
        if !self.two_headed_giant {
            return seats.to_vec();
        }
        cite!("805.3b");
        let first = self.turn.starting_player;
        let (team, others): (Vec<PlayerId>, Vec<PlayerId>) =
            seats.iter().partition(|&&p| !self.teams.are_opponents(p, first));
        let acting = team
            .into_iter()
            .filter(|&p| !self.opening_hand_cards(p).is_empty())
            .collect();
        let mut ordered = self.in_team_order(acting);
        ordered.extend(others);
        ordered
    }

    /// Of `players`, each affected by something a Two-Headed Giant team shares, one of each
    /// team: when two or more of a team are among them, only one is affected, chosen as
    /// `shared` says (810.9d, 701.34b). The others are kept as they are, in order; in other
    /// games, all of them.
    pub(crate) fn one_member_of_each_team(&mut self, players: Vec<PlayerId>, shared: SharedByTeam) -> Vec<PlayerId> {
        if !self.two_headed_giant {
            return players;
        }
        let mut kept: Vec<PlayerId> = Vec::with_capacity(players.len());
        for &p in &players {
            let team = self.teams.team(p);
            if kept.iter().any(|&k| self.teams.team(k) == team) {
                continue;
            }
            let members: Vec<PlayerId> = players
                .iter()
                .copied()
                .filter(|&q| self.teams.team(q) == team)
                .collect();
            if members.len() == 1 {
                kept.push(p);
                continue;
            }
            let chooser = match shared {
                SharedByTeam::LifeTotal => {
                    cite!("810.9d");
                    p
                }
                SharedByTeam::PoisonCounters { proliferator } => {
                    cite!("701.34b");
                    proliferator
                }
            };
            let answer = self.ask(Question {
                player: chooser,
                about: About::TeamMember {
                    options: members.clone(),
                },
            });
            kept.push(members.get(answer).copied().unwrap_or(p));
        }
        kept
    }
}

/// What a Two-Headed Giant team shares that makes only one of its players affected, which
/// also says who chooses that player.
#[derive(Clone, Copy, Debug)]
pub(crate) enum SharedByTeam {
    /// Its life total, which an effect would set: the team chooses, its first listed member
    /// answering for it (810.9d).
    LifeTotal,
    /// Its poison counters, which `proliferator` is proliferating: they choose (701.34b).
    PoisonCounters {
        /// The player proliferating.
        proliferator: PlayerId,
    },
}

/// The rule by which a player's teammates leave the game as that player loses it by `rule`:
/// a concession makes the whole team leave immediately (810.8b); any other loss is the
/// team's (810.8a).
#[rule("810.8b")]
fn team_leaves_by(rule: RuleId) -> RuleId {
    if rule == rules::R104_3A {
        return cite!("810.8b");
    }
    rules::R810_8A
}
