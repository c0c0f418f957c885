//! Starting the game (CR 103): the starting player, shuffling, life, opening hands and
//! mulligans.

use crate::action::{Decision, Pending};
use crate::cards::OpeningHand;
use crate::event::EventKind;
use crate::game::{Game, GameConfig, ObjectId, PlayerId, Position, Zone};
use crate::midway::{About, Question};
use crate::rng::Rng;
use crate::turn::{Flow, Step};
use crate::{cite, rule};

/// How many objects a game's table has room for from the start, per card in the decks: about
/// what a long two-player game makes (a card drawn, cast and put into a graveyard is four).
const OBJECTS_PER_CARD: usize = 4;

impl Game {
    /// Starts a game: the players' decks become their shuffled libraries (103.3), each
    /// player has the starting life total (103.4) and draws an opening hand (103.5), a
    /// starting player is chosen at random unless the configuration names one (103.1), and
    /// the game waits for the first mulligan decision. Everything random comes from `seed`.
    pub fn new(config: GameConfig, seed: u64) -> Game {
        // Each player begins with the starting life total (103.4).
        let mut game = Game::blank(config.pool.clone(), config.decks.len(), config.starting_life);
        // Each zone change makes a new object (400.7): a game makes several objects per
        // card. Room for them up front spares copying every object each time the table grows.
        let cards: usize = config.decks.iter().map(Vec::len).sum();
        game.objects.reserve(cards * OBJECTS_PER_CARD);
        Game::start(game, config, seed)
    }

    /// Starts `game`, a blank game with the configuration's players and life totals, as
    /// [`Game::new`] says.
    #[rule("103.1", "103.4")]
    pub(crate) fn start(mut game: Game, config: GameConfig, seed: u64) -> Game {
        game.rng = Rng::new(seed);
        game.keep_log = config.keep_log;
        game.maximum_hand_size = config.maximum_hand_size;
        game.starting_hand_size = config.starting_hand_size;
        for (seat, deck) in config.decks.iter().enumerate() {
            for &card in deck {
                game.put(card, PlayerId(seat), Zone::Library);
            }
        }
        game.put_commanders_into_command_zone(&config.commanders);
        for (player, outside) in game.players.iter_mut().zip(config.outside) {
            player.outside = outside;
        }
        game.teams = config.teams;
        game.two_headed_giant = config.two_headed_giant;
        game.brawl = config.brawl;
        game.range = config.range_of_influence.map(crate::range_of_influence::Reach::new);
        game.determine_ranges_of_influence();
        game.attack_option = config.attack_option;
        game.attacks_only_next_to = config.attacks_only_next_to;
        game.emperor_team_size = config.emperor_team_size;
        game.deploy_creatures = config.deploy_creatures;
        let n = game.players.len().max(1);
        let first = match config.starting_player {
            Some(first) => first,
            None if let Some(size) = game.emperor_team_size => game.emperor_to_go_first(size),
            // A team is chosen at random, and its primary player goes first (805.3, 805.2).
            None if game.two_headed_giant => {
                cite!("805.3");
                let team = game.rng.below(game.teams.count(n));
                game.teams.primary_player(n, team)
            }
            // A team is chosen at random, and its center player goes first (808.4).
            None if game.teams.any() => {
                let team = game.rng.below(game.teams.count(n));
                game.teams.first_player(n, team)
            }
            None => PlayerId(game.rng.below(n)),
        };
        game.turn.active = first;
        game.turn.priority = first;
        game.turn.starting_player = first;
        game.turn.step = Step::Untap;
        game.emit(cite!("103.1"), EventKind::StartingPlayer { player: first });
        if config.grand_melee {
            game.hand_out_turn_markers(first);
        }
        game.ask_for_companions_or_deal();
        game.advance();
        game
    }

    /// Once companions are revealed (103.2b), each player shuffles their library (103.3) and
    /// draws their starting hand, and the mulligan process begins (103.5).
    #[rule("103.3", "103.5")]
    pub(crate) fn deal(&mut self) {
        self.flow = Flow::Mulligans { declaring: None };
        for seat in 0..self.players.len() {
            if self.players[seat].has_lost {
                // A player who left the game a restart ended isn't in the new one.
                continue;
            }
            self.shuffle_library(PlayerId(seat), cite!("103.3"));
            for _ in 0..self.starting_hand_size {
                self.draw(PlayerId(seat), cite!("103.5"));
            }
        }
    }

    /// A new game begun by 103 after this one, as a restart (726.1) or a subgame (728.2)
    /// begins one: the same players and settings, `decks`, the starting player if given
    /// (else chosen at random). A player who has left this game is not in the new one: their
    /// seat stays empty (800.4a: their cards left with them). Its objects are numbered after
    /// every object this game made (which it holds, gone), so that an `ObjectId` names one
    /// object for the whole log; the log, the recorded actions and this action's events go
    /// on in it, its epoch is one more, and its seed is this game's next random number.
    pub(crate) fn successor(
        &mut self,
        mut decks: Vec<Vec<crate::cards::CardIdx>>,
        starting_player: Option<PlayerId>,
    ) -> Game {
        let commanders = self.commanders_for_new_game(&mut decks);
        let config = GameConfig {
            pool: self.pool.clone(),
            decks,
            starting_life: self.starting_life,
            starting_hand_size: self.starting_hand_size,
            maximum_hand_size: self.maximum_hand_size,
            keep_log: self.keep_log,
            starting_player,
            outside: self.players.iter().map(|p| p.outside.clone()).collect(),
            commanders,
            teams: self.teams,
            two_headed_giant: self.two_headed_giant,
            brawl: self.brawl,
            range_of_influence: self.range.map(|reach| reach.option),
            attack_option: self.attack_option,
            attacks_only_next_to: self.attacks_only_next_to,
            emperor_team_size: self.emperor_team_size,
            deploy_creatures: self.deploy_creatures,
            grand_melee: self.grand_melee.is_some(),
        };
        let mut blank = Game::blank(self.pool.clone(), self.players.len(), self.starting_life);
        for (new, old) in blank.players.iter_mut().zip(&self.players) {
            new.has_lost = old.has_lost;
        }
        blank.objects = self
            .objects
            .iter()
            .cloned()
            .map(|mut o| {
                o.gone = true;
                o
            })
            .collect();
        blank.log = std::mem::take(&mut self.log);
        blank.recent = std::mem::take(&mut self.recent);
        blank.actions = std::mem::take(&mut self.actions);
        blank.epoch = self.epoch + 1;
        let seed = self.rng.next_u64();
        Game::start(blank, config, seed)
    }

    /// The players in the game in turn order from the starting player.
    pub(crate) fn seats_from_starting_player(&self) -> impl Iterator<Item = PlayerId> + '_ {
        let n = self.players.len();
        let first = self.turn.starting_player.0;
        (0..n)
            .map(move |k| PlayerId((first + k) % n))
            .filter(|p| !self.players[p.0].has_lost)
    }

    /// The next step of the mulligan process (103.5): cards to put on the bottom first; then
    /// each player who has not kept declares, starting player first; once all have
    /// declared, those who chose to mulligan do so together; when every player has kept,
    /// the first turn begins (103.8).
    #[rule("103.5", "103.8")]
    pub(crate) fn next_mulligan_decision(&mut self) {
        let seats: Vec<PlayerId> = self.seats_from_starting_player().collect();
        if let Some(&p) = seats.iter().find(|p| self.players[p.0].to_bottom > 0) {
            let count = self.players[p.0].to_bottom;
            self.pending = Some(Pending {
                player: p,
                decision: Decision::BottomCards { count },
            });
            return;
        }
        if self.ask_next_mulligan_declaration(&seats) {
            return;
        }
        let mulligans: Vec<PlayerId> = seats
            .iter()
            .copied()
            .filter(|p| self.players[p.0].declared_mulligan)
            .collect();
        if mulligans.is_empty() {
            self.opening_hand_actions(&seats);
            // The opening hands were drawn before the first turn: no card is drawn in it yet
            // ("the first card you've drawn this turn", 702.94a).
            for p in &mut self.players {
                p.drawn_this_turn = 0;
            }
            let first = self.turn.starting_player;
            self.emit(
                cite!("103.8"),
                EventKind::TurnBegan {
                    player: first,
                    number: 1,
                },
            );
            self.flow = Flow::BeginStep;
            return;
        }
        for p in mulligans {
            self.take_mulligan(p);
        }
    }

    /// Asks the next player who hasn't kept or declared a mulligan this round whether they
    /// take one (103.5): the first of them in `seats`, in turn order from the starting
    /// player. In a game of shared team turns, the starting team's players declare in the
    /// order that team likes (103.5d, 805.3a): while two or more of them haven't, the team
    /// is first asked which of them declares next, a question to the first of them. Whether
    /// anything was asked: once everyone has, nothing is.
    #[rule("103.5d", "805.3a")]
    fn ask_next_mulligan_declaration(&mut self, seats: &[PlayerId]) -> bool {
        let undeclared: Vec<PlayerId> = seats
            .iter()
            .copied()
            .filter(|p| !self.players[p.0].kept && !self.players[p.0].declared_mulligan)
            .collect();
        let chosen = match self.flow {
            Flow::Mulligans { declaring } => declaring.filter(|p| undeclared.contains(p)),
            _ => None,
        };
        let first = self.turn.starting_player;
        let starting_team: Vec<PlayerId> = undeclared
            .iter()
            .copied()
            .filter(|&p| !self.teams.are_opponents(p, first))
            .collect();
        let next = match chosen {
            Some(p) => p,
            None if self.two_headed_giant && starting_team.len() > 1 => {
                cite!("103.5d");
                cite!("805.3a");
                self.ask_before_game(Question {
                    player: starting_team[0],
                    about: About::TeamMemberNext { options: starting_team },
                });
                return true;
            }
            None => match undeclared.first() {
                Some(&p) => p,
                None => return false,
            },
        };
        self.flow = Flow::Mulligans { declaring: None };
        self.pending = Some(Pending {
            player: next,
            decision: Decision::Mulligan,
        });
        true
    }

    /// Puts `question` to its player between actions, before the game begins: which
    /// companion to reveal (103.2b), which of the starting team's players declares a
    /// mulligan next (805.3a).
    pub(crate) fn ask_before_game(&mut self, question: Question) {
        self.pending = Some(Pending {
            player: question.player,
            decision: Decision::Choose {
                count: question.count() as u32,
            },
        });
        self.before_game_question = Some(question);
    }

    /// Takes the answer to the question waiting before the game begins
    /// ([`Game::ask_before_game`]).
    pub(crate) fn answer_before_game(&mut self, answer: usize) {
        let Some(question) = self.before_game_question.take() else {
            return;
        };
        match question.about {
            About::Companion { cards } => self.answer_companion(question.player, cards.get(answer).copied()),
            About::TeamMemberNext { options } => {
                self.flow = Flow::Mulligans {
                    declaring: options.get(answer).copied(),
                }
            }
            _ => {}
        }
    }

    /// Once the mulligans are done, the starting player, then each other player in turn
    /// order, may take the actions their cards allow from their opening hand (103.6): begin
    /// the game with Leyline of the Void on the battlefield. Each is a question to its owner.
    #[rule("103.6")]
    fn opening_hand_actions(&mut self, seats: &[PlayerId]) {
        for player in self.opening_hand_order(seats) {
            for card in self.opening_hand_cards(player) {
                let about = About::OpeningHand { card };
                if self.ask(Question { player, about }) == 0 {
                    self.move_object(card, Zone::Battlefield, Position::Top, cite!("103.6"));
                }
            }
        }
    }

    /// The cards in `player`'s opening hand that let them begin the game with them on the
    /// battlefield.
    pub(crate) fn opening_hand_cards(&self, player: PlayerId) -> Vec<ObjectId> {
        self.players[player.0]
            .hand
            .iter()
            .copied()
            .filter(|&c| self.card(c).opening_hand == Some(OpeningHand::BeginOnBattlefield))
            .collect()
    }

    /// To take a mulligan, a player shuffles their hand into their library, draws a new
    /// hand, then puts as many cards as mulligans counted on the bottom (103.5, 103.5c).
    fn take_mulligan(&mut self, player: PlayerId) {
        let hand = self.players[player.0].hand.clone();
        for card in hand {
            self.relocate(card, Zone::Library, Position::Top);
        }
        self.shuffle_library(player, cite!("103.5"));
        for _ in 0..self.starting_hand_size {
            self.draw(player, cite!("103.5"));
        }
        let to_bottom = self
            .counted_mulligans(player)
            .min(self.players[player.0].hand.len() as u32);
        let p = &mut self.players[player.0];
        p.declared_mulligan = false;
        p.to_bottom = to_bottom;
    }

    /// The mulligans `player` has taken that count toward the cards they put on the bottom
    /// and the mulligans they may take (103.5): all of them in a game of two; in a
    /// multiplayer game, all but the first (103.5c, 800.6), as in any Brawl game (903.12g).
    #[rule("103.5c", "800.6", "903.12g")]
    pub(crate) fn counted_mulligans(&self, player: PlayerId) -> u32 {
        let taken = self.players[player.0].mulligans;
        if self.brawl {
            cite!("903.12g");
            return taken.saturating_sub(1);
        }
        match self.players.len() {
            0..=2 => taken,
            _ => taken.saturating_sub(1),
        }
    }

    /// Puts a card from the hand on the bottom of the library during the mulligan process.
    pub(crate) fn put_on_bottom(&mut self, player: PlayerId, card: crate::game::ObjectId) {
        self.move_object(card, Zone::Library, Position::Bottom, cite!("103.5"));
        let p = &mut self.players[player.0];
        p.to_bottom = p.to_bottom.saturating_sub(1);
    }
}
