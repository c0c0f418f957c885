//! How a game is set up (CR 103): the players' decks and the variant's settings.

use std::sync::Arc;

use crate::attack_options::AttackOption;
use crate::cards::{CardIdx, CardPool};
use crate::game::{PlayerId, Teams};
use crate::range_of_influence::RangeOfInfluence;
use crate::{cite, rule};

/// How a game is set up.
#[derive(Clone, Debug)]
pub struct GameConfig {
    /// Every card the decks may name.
    pub pool: Arc<CardPool>,
    /// One deck per player, in seat order.
    pub decks: Vec<Vec<CardIdx>>,
    /// The starting life total (103.4): 20.
    pub starting_life: i32,
    /// The starting hand size (103.5): seven.
    pub starting_hand_size: usize,
    /// The maximum hand size checked in cleanup (402.2, 514.1): seven.
    pub maximum_hand_size: usize,
    /// Whether events are kept in [`Game::log`]. Bulk simulations turn it off for speed;
    /// [`Game::apply`] still returns each action's events.
    pub keep_log: bool,
    /// The player who takes the first turn, or `None` to choose one at random (103.1).
    pub starting_player: Option<PlayerId>,
    /// Each player's cards outside the game, in seat order (400.11a: a sideboard), which
    /// some effects bring into the game; none by default.
    pub outside: Vec<Vec<CardIdx>>,
    /// Each player's commanders, in seat order (903.3): a Commander game when any player has
    /// one. Put into the command zone as the game begins (903.6), not part of `decks`.
    pub commanders: Vec<Vec<CardIdx>>,
    /// The teams (102.3): every player a team of their own unless a variant between teams
    /// says otherwise ([`GameConfig::team_vs_team`]).
    pub teams: Teams,
    /// Whether this is a Two-Headed Giant game (810): each team shares a life total and
    /// poison counters, and wins and loses as one ([`GameConfig::two_headed_giant`]).
    pub two_headed_giant: bool,
    /// Whether this Commander game uses the Brawl option (903.12, [`GameConfig::brawl`]).
    pub brawl: bool,
    /// The limited range of influence option (801), or `None` for unlimited range.
    pub range_of_influence: Option<RangeOfInfluence>,
    /// The attack left or attack right option (803), or `None`: each player may attack any
    /// opponent, and several at once (802).
    pub attack_option: Option<AttackOption>,
    /// Whether a player may attack only opponents seated next to them (809.3c, 811.4: an
    /// Emperor or Alternating Teams game, [`GameConfig::emperor`],
    /// [`GameConfig::alternating_teams`]).
    pub attacks_only_next_to: bool,
    /// An Emperor game (809): the size of its teams, seated together, each with its emperor in
    /// the middle ([`GameConfig::emperor`]).
    pub emperor_team_size: Option<usize>,
    /// The deploy creatures option (804): each creature has "{T}: Target teammate gains
    /// control of this creature. Activate only as a sorcery." (804.2). For games between
    /// teams; an Emperor game always uses it (804.1, 809.3b).
    pub deploy_creatures: bool,
    /// A Grand Melee game (807): turn markers give the turns ([`GameConfig::grand_melee`]).
    pub grand_melee: bool,
}

impl GameConfig {
    /// A game between `decks`, one player per deck in turn order, with the CR's defaults.
    pub fn new(pool: Arc<CardPool>, decks: Vec<Vec<CardIdx>>) -> GameConfig {
        GameConfig {
            pool,
            decks,
            starting_life: 20,
            starting_hand_size: 7,
            maximum_hand_size: 7,
            keep_log: true,
            starting_player: None,
            outside: Vec::new(),
            commanders: Vec::new(),
            teams: Teams::individual(),
            two_headed_giant: false,
            brawl: false,
            range_of_influence: None,
            attack_option: None,
            attacks_only_next_to: false,
            emperor_team_size: None,
            deploy_creatures: false,
            grand_melee: false,
        }
    }

    /// A Grand Melee game (807) between `decks`: each player has a range of influence of 1
    /// (807.2a) and attacks only the opponent on their left (807.2b), so neither the attack
    /// multiple players nor the deploy creatures option is used (807.2c); one turn marker
    /// for each full four players gives the turns (807.4). The seats are the decks' order:
    /// [`GameConfig::seated_at_random`] seats the players at random (807.3). An error with
    /// fewer than four players (no marker, 807.4a) or more than the engine seats
    /// ([`Teams::MAX_SEATS`]).
    #[rule("807.2", "807.2a", "807.2b", "807.2c")]
    pub fn grand_melee(pool: Arc<CardPool>, decks: Vec<Vec<CardIdx>>) -> Result<GameConfig, crate::Error> {
        seats_for(decks.len())?;
        if decks.len() < 4 {
            return Err(crate::Error::GameSetup {
                message: format!(
                    "{} players have no turn marker: one for each full four players (807.4a)",
                    decks.len()
                ),
                help: "give four decks or more; Grand Melee is meant for ten or more players (807.1)".to_owned(),
            });
        }
        cite!("807.2");
        cite!("807.2a");
        cite!("807.2b");
        cite!("807.2c");
        Ok(GameConfig {
            range_of_influence: Some(RangeOfInfluence::every_player(1)),
            attack_option: Some(AttackOption::Left),
            deploy_creatures: false,
            grand_melee: true,
            ..GameConfig::new(pool, decks)
        })
    }

    /// A Free-for-All game (806) between `decks`, each player on their own (806.1), its
    /// options decided before play begins (806.2): exactly one of the attack left, attack
    /// right and attack multiple players options, `attack_option` or, when `None`, attacking
    /// multiple players (806.2b); the limited range of influence option only when `range`
    /// is given, one range for every player (806.2a); never the deploy creatures option
    /// (806.2c). The seats are the decks' order: [`GameConfig::seated_at_random`] seats the
    /// players at random (806.3). An error with fewer than three players (a game of two isn't a multiplayer
    /// game, 800.1: use [`GameConfig::new`]) or more than the engine seats.
    #[rule("806.2", "806.2a", "806.2b", "806.2c")]
    pub fn free_for_all(
        pool: Arc<CardPool>,
        decks: Vec<Vec<CardIdx>>,
        attack_option: Option<AttackOption>,
        range: Option<u8>,
    ) -> Result<GameConfig, crate::Error> {
        seats_for(decks.len())?;
        if decks.len() < 3 {
            return Err(crate::Error::GameSetup {
                message: format!(
                    "{} players aren't a multiplayer game: a free-for-all has three or more (800.1, 806.1)",
                    decks.len()
                ),
                help: "give three decks or more; for a game of two, use GameConfig::new".to_owned(),
            });
        }
        cite!("806.2");
        cite!("806.2b");
        let range_of_influence = range.map(|seats| {
            cite!("806.2a");
            RangeOfInfluence::every_player(seats)
        });
        cite!("806.2c");
        Ok(GameConfig {
            attack_option,
            range_of_influence,
            deploy_creatures: false,
            ..GameConfig::new(pool, decks)
        })
    }

    /// A Team vs. Team game (808) between `decks`, in teams of `team_size` players seated
    /// together in turn order (808.2); an error unless that makes two or more teams (808.1).
    /// Its options are decided here, before play begins (808.3): the attack multiple players
    /// option (808.3a), and neither the deploy creatures nor the limited range of influence
    /// option, which such games usually don't use (808.3b).
    #[rule("808.3", "808.3a", "808.3b")]
    pub fn team_vs_team(
        pool: Arc<CardPool>,
        decks: Vec<Vec<CardIdx>>,
        team_size: usize,
    ) -> Result<GameConfig, crate::Error> {
        let teams = Teams::seated_together(decks.len(), team_size)?;
        cite!("808.3");
        cite!("808.3a");
        cite!("808.3b");
        Ok(GameConfig {
            teams,
            attack_option: None,
            range_of_influence: None,
            deploy_creatures: false,
            ..GameConfig::new(pool, decks)
        })
    }

    /// An Alternating Teams game (811) between `decks`, in `teams` teams of equal size seated
    /// in turn, so that no one sits next to a teammate (811.1, 811.3: A1, B1, A2, B2), its
    /// options decided here, before play begins (811.2). Each player has the recommended
    /// range of influence of 2 (811.2a), and may attack only the opponents seated next to them
    /// (811.4), both of them unless `attack_option` names one side: exactly one of the attack
    /// multiple players, attack left and attack right options (811.2b, 803). An error unless
    /// that makes two or more teams of two or more.
    #[rule("811.2", "811.2a", "811.2b")]
    pub fn alternating_teams(
        pool: Arc<CardPool>,
        decks: Vec<Vec<CardIdx>>,
        teams: usize,
        attack_option: Option<AttackOption>,
    ) -> Result<GameConfig, crate::Error> {
        let teams = Teams::alternating(decks.len(), teams)?;
        cite!("811.2a");
        cite!("811.2b");
        Ok(GameConfig {
            teams,
            range_of_influence: Some(RangeOfInfluence::every_player(2)),
            attack_option,
            attacks_only_next_to: true,
            ..GameConfig::new(pool, decks)
        })
    }

    /// An Emperor game (809) between `decks`, in teams of `team_size` seated together (809.1,
    /// 809.2: of three, or of any equal size, 809.6), each with its emperor in the middle
    /// ([`crate::emperor::emperor_seat`]). Each player has the range of influence of 809.3a or
    /// 809.6a, and may attack only the opponents seated next to them (809.3c); the game uses
    /// the deploy creatures option (809.3b), as the Emperor variant always does (804.1). An
    /// error unless that makes two or more teams of three or more.
    #[rule("809.1", "809.3b", "804.1")]
    pub fn emperor(
        pool: Arc<CardPool>,
        decks: Vec<Vec<CardIdx>>,
        team_size: usize,
    ) -> Result<GameConfig, crate::Error> {
        if team_size < 3 {
            return Err(crate::Error::GameSetup {
                message: format!(
                    "teams of {team_size} have no generals on either side of their emperor (809.1, 809.2)"
                ),
                help: "give a team size of three or more".to_owned(),
            });
        }
        let players = decks.len();
        let teams = Teams::seated_together(players, team_size)?;
        if team_size > 3 {
            cite!("809.6");
        }
        cite!("809.1");
        cite!("809.3b");
        cite!("804.1");
        Ok(GameConfig {
            teams,
            range_of_influence: Some(crate::emperor::ranges_of_influence(players, team_size, teams)),
            attacks_only_next_to: true,
            emperor_team_size: Some(team_size),
            deploy_creatures: true,
            ..GameConfig::new(pool, decks)
        })
    }

    /// A Two-Headed Giant game (810) between `decks`: two teams of two seated together (810.1,
    /// 810.3), A and B against C and D, or of more players each (810.11). Each team's shared
    /// life total starts at 30, 15 more for each player beyond the second (810.4, 810.11).
    /// The teams take turns, with the shared team turns option (810.2), which only teams in
    /// adjacent seats may use (805.1): see [`Game::is_active`].
    #[rule("810.1", "810.3", "810.4", "810.11", "810.2", "805.1")]
    pub fn two_headed_giant(pool: Arc<CardPool>, decks: Vec<Vec<CardIdx>>) -> Result<GameConfig, crate::Error> {
        let size = decks.len() / 2;
        if size < 2 || decks.len() != 2 * size {
            return Err(crate::Error::GameSetup {
                message: format!(
                    "{} players can't make two teams of two or more (810.1, 810.11)",
                    decks.len()
                ),
                help: "give an even number of decks, four or more".to_owned(),
            });
        }
        let teams = Teams::seated_together(decks.len(), size)?;
        cite!("805.1");
        cite!("810.3");
        cite!("810.1");
        cite!("810.4");
        cite!("810.2");
        if size > 2 {
            cite!("810.11");
        }
        Ok(GameConfig {
            teams,
            starting_life: 30 + 15 * (size as i32 - 2),
            two_headed_giant: true,
            ..GameConfig::new(pool, decks)
        })
    }

    /// A Commander game (903) between `decks`, each player's `commanders` beside their deck:
    /// each player begins with 40 life (903.7). With more than two players, it is the default
    /// multiplayer setup: a free-for-all with the attack multiple players option and without
    /// the limited range of influence option (903.2).
    #[rule("903.7", "903.2")]
    pub fn commander(pool: Arc<CardPool>, decks: Vec<Vec<CardIdx>>, commanders: Vec<Vec<CardIdx>>) -> GameConfig {
        cite!("903.2");
        GameConfig {
            starting_life: 40,
            commanders,
            teams: Teams::individual(),
            range_of_influence: None,
            attack_option: None,
            ..GameConfig::new(pool, decks)
        }
    }

    /// A Brawl game (903.12): a Commander game whose players begin with 25 life in a game of
    /// two, 30 in a multiplayer game (903.12f); its players' first mulligans are free
    /// (903.12g), and commander damage makes no one lose (903.12h).
    #[rule("903.12f")]
    pub fn brawl(pool: Arc<CardPool>, decks: Vec<Vec<CardIdx>>, commanders: Vec<Vec<CardIdx>>) -> GameConfig {
        let starting_life = match decks.len() {
            0..=2 => 25,
            _ => 30,
        };
        cite!("903.12f");
        GameConfig {
            starting_life,
            brawl: true,
            ..GameConfig::commander(pool, decks, commanders)
        }
    }

    /// The same game with its players seated at random by `seed`, as a Free-for-All game's
    /// are (806.3) and a Grand Melee game's (807.3): each deck goes to a seat of a random
    /// order, with its player's commanders and cards outside the game. An error in a game
    /// between teams, whose players sit as their teams decide (808.2, 810.3).
    #[rule("806.3", "807.3")]
    pub fn seated_at_random(mut self, seed: u64) -> Result<GameConfig, crate::Error> {
        if self.teams.any() {
            return Err(crate::Error::GameSetup {
                message: "the players of a game between teams sit as their teams decide (808.2, 810.3), not at random"
                    .to_owned(),
                help: "seat the players of a Free-for-All or Grand Melee game at random".to_owned(),
            });
        }
        if self.grand_melee {
            cite!("807.3");
        } else {
            cite!("806.3");
        }
        let mut seats: Vec<usize> = (0..self.decks.len()).collect();
        crate::rng::Rng::new(seed).shuffle(&mut seats);
        let seat = |per_player: &mut Vec<Vec<CardIdx>>| {
            if per_player.len() == seats.len() {
                *per_player = seats
                    .iter()
                    .map(|&from| std::mem::take(&mut per_player[from]))
                    .collect();
            }
        };
        seat(&mut self.decks);
        seat(&mut self.commanders);
        seat(&mut self.outside);
        Ok(self)
    }
}

/// An error unless the engine seats `players` players ([`Teams::MAX_SEATS`]).
fn seats_for(players: usize) -> Result<(), crate::Error> {
    if players > Teams::MAX_SEATS {
        return Err(crate::Error::GameSetup {
            message: format!("{players} players: the engine seats at most {}", Teams::MAX_SEATS),
            help: format!("give {} decks or fewer", Teams::MAX_SEATS),
        });
    }
    Ok(())
}
