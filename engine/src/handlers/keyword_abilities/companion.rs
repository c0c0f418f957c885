//! 702.139 Companion: "Companion—[Condition]", a keyword ability that functions outside the
//! game (702.139a). Before the game begins each player may reveal one card they own from
//! outside the game whose companion condition their starting deck fulfils (103.2b), a
//! question to them; once during the game, in a main phase of their turn with the stack
//! empty, they may pay {3} to put it into their hand, a special action (116.2g).
//!
//! A card file writes the condition as `companion = "no_repeated_mana_symbols"` (Jegantha,
//! the Wellspring: "No card in your starting deck has more than one of the same mana symbol
//! in its mana cost").

use serde::Deserialize;

use crate::action::{Payment, Refusal};
use crate::cards::mana::ManaCost;
use crate::cards::{CardIdx, CardPool};
use crate::event::EventKind;
use crate::game::{Game, PlayerId};
use crate::generated::rules;
use crate::keywords::KeywordHooks;
use crate::midway::{About, Question};
use crate::turn::Flow;
use crate::{cite, rule, Handled};

/// Reports companion as implemented: the game's start asks for companions
/// ([`Game::next_companion_decision`]) and the special action puts one into a hand
/// ([`Game::put_companion_into_hand`]).
#[rule("702.139")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// A companion condition, as a card file names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Condition {
    /// "No card in your starting deck has more than one of the same mana symbol in its mana
    /// cost" (Jegantha, the Wellspring).
    NoRepeatedManaSymbols,
}

impl Condition {
    /// Whether `deck`, a starting deck with its sideboard set aside (702.139b), fulfils it.
    #[rule("702.139b")]
    pub fn fulfilled_by(self, pool: &CardPool, deck: &[CardIdx]) -> bool {
        match self {
            Condition::NoRepeatedManaSymbols => deck.iter().all(|&card| !repeats_a_mana_symbol(pool, card)),
        }
    }
}

/// Whether `card`'s mana cost holds one mana symbol more than once. A split card's is its
/// halves' symbols, seen separately (709.4b: Fire // Ice's {1}{R} and {1}{U} hold {1} twice,
/// where Steam Augury's {2}{U}{R} holds each once).
#[rule("709.4b")]
fn repeats_a_mana_symbol(pool: &CardPool, card: CardIdx) -> bool {
    let def = pool.get(card);
    let costs: Vec<ManaCost> = match def.split {
        Some(halves) => {
            cite!("709.4b");
            halves.iter().filter_map(|&h| pool.get(h).printed.mana_cost).collect()
        }
        None => def.printed.mana_cost.into_iter().collect(),
    };
    let generic: Vec<u8> = costs.iter().map(|c| c.generic).filter(|&g| g > 0).collect();
    let generic_twice = generic.iter().enumerate().any(|(i, g)| generic[..i].contains(g));
    let colored_twice = (0..6).any(|t| costs.iter().map(|c| u32::from(c.colored[t])).sum::<u32>() > 1);
    let x_twice = costs.iter().map(|c| u32::from(c.x)).sum::<u32>() > 1;
    let split: Vec<_> = costs.iter().flat_map(ManaCost::split_symbols).collect();
    let split_twice = split.iter().enumerate().any(|(i, s)| split[..i].contains(s));
    generic_twice || colored_twice || x_twice || split_twice
}

impl Game {
    /// The cards `player` may reveal as their companion: those they own outside the game
    /// with a companion condition their starting deck (their library now, before the game
    /// begins) fulfils (103.2b).
    fn companion_options(&self, player: PlayerId) -> Vec<CardIdx> {
        let p = &self.players[player.0];
        let deck: Vec<CardIdx> = p.library.iter().map(|&id| self.obj(id).card).collect();
        p.outside
            .iter()
            .copied()
            .filter(|&c| {
                self.pool
                    .get(c)
                    .companion
                    .is_some_and(|condition| condition.fulfilled_by(&self.pool, &deck))
            })
            .collect()
    }

    /// Whether a player of this game, about to begin, has a card with companion outside it:
    /// only then is anyone asked (103.2b).
    pub(crate) fn companions_possible(&self) -> bool {
        self.players
            .iter()
            .any(|p| p.outside.iter().any(|&c| self.pool.get(c).companion.is_some()))
    }

    /// Before the game begins, each player in turn order from the starting player who may
    /// reveal a companion is asked which, or none (103.2b); once all have answered, the game
    /// goes on with its libraries shuffled and hands drawn ([`Game::deal`]).
    #[rule("103.2b")]
    pub(crate) fn next_companion_decision(&mut self) {
        let seats: Vec<PlayerId> = self.seats_from_starting_player().collect();
        for player in seats {
            if self.players[player.0].companion_asked {
                continue;
            }
            self.players[player.0].companion_asked = true;
            let cards = self.companion_options(player);
            if cards.is_empty() {
                continue;
            }
            self.ask_before_game(Question {
                player,
                about: About::Companion { cards },
            });
            return;
        }
        self.deal();
    }

    /// Sets the game on to ask for companions before dealing, in a game where one may be
    /// revealed; deals at once in others (103.2b).
    pub(crate) fn ask_for_companions_or_deal(&mut self) {
        if self.companions_possible() {
            self.flow = Flow::Companions;
        } else {
            self.deal();
        }
    }

    /// The answer to the companion question: `player` reveals `card`, if any, which stays
    /// outside the game as their companion (103.2b).
    #[rule("103.2b")]
    pub(crate) fn answer_companion(&mut self, player: PlayerId, card: Option<CardIdx>) {
        if let Some(card) = card {
            self.players[player.0].companion = Some(card);
            self.emit(cite!("103.2b"), EventKind::CompanionRevealed { player, card });
        }
    }

    /// Whether `player` may take the companion special action now: they revealed a
    /// companion that is still outside the game, haven't taken it this game, Commander lets
    /// that card into the game (903.11a), and it is a main phase of their turn with the
    /// stack empty (116.2g, 702.139a). The {3} is checked as it is paid.
    #[rule("116.2g")]
    pub(crate) fn check_companion_action(&self, player: PlayerId, payment: &Payment) -> Result<(), Refusal> {
        let p = &self.players[player.0];
        let Some(companion) = p.companion.filter(|c| p.outside.contains(c)) else {
            return Err(Refusal::by(
                &[rules::R116_2G],
                "you have no companion outside the game, or have put it into your hand already",
            ));
        };
        if !self.may_bring_in_from_outside(player, companion) {
            return Err(Refusal::by(
                &[rules::R903_11A],
                "in a Commander game a companion comes in only if its color identity is within your commander's, and no card you own in the game has its name",
            ));
        }
        if !self.sorcery_timing(player) {
            return Err(Refusal::by(
                &[rules::R116_2G, rules::R702_139A],
                "a companion is put into your hand only in a main phase of your turn with the stack empty",
            ));
        }
        self.plan_payment(player, &companion_cost(), payment, &[]).map(|_| ())
    }

    /// The companion special action: `player` pays {3} and puts their companion from outside
    /// the game into their hand, where it is in the game until the game ends (116.2g,
    /// 702.139a, 702.139c).
    #[rule("116.2g", "702.139a", "702.139c")]
    pub(crate) fn put_companion_into_hand(&mut self, player: PlayerId, payment: &Payment) {
        let Some(card) = self.players[player.0].companion else {
            return;
        };
        let cost = companion_cost();
        let Ok(sources) = self.plan_payment(player, &cost, payment, &[]) else {
            return;
        };
        self.pay(player, &cost, &sources);
        let id = self.put_into_hand_from_outside(player, card);
        cite!("702.139c");
        self.emit(cite!("116.2g"), EventKind::CompanionPutIntoHand { player, card: id });
        self.after_priority_action(player);
    }
}

/// The companion special action's cost (116.2g).
fn companion_cost() -> ManaCost {
    ManaCost {
        generic: 3,
        ..ManaCost::default()
    }
}
