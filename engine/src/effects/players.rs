//! Instructions that act on players (CR 608.2c): drawing, discarding, life, libraries and
//! graveyards, winning.
//!
//! Each instruction is its own function, so the rules it cites are judged by its own code.

use crate::cards::effect::Gathered;
use crate::cards::number::Number;
use crate::cards::recipient::Recipient;
use crate::continuous::Filter;
use crate::event::EventKind;
use crate::game::{Game, ObjectId, PlayerId, Position, Zone};
use crate::handlers::keyword_actions;
use crate::midway::{About, Question};
use crate::stack::{StackItem, Target};
use crate::two_headed_giant::SharedByTeam;
use crate::{cite, rule};

/// "Draw N cards", each player one card at a time (121.2); in a game of shared team turns,
/// the players of each team in the order it likes, the active team's first (805.6a).
pub(super) fn draw(game: &mut Game, item: &StackItem, count: Number, who: Recipient) {
    let count = game.amount(count, item);
    let mut players = game.players_of(who, item);
    if game.two_headed_giant && players.len() > 1 {
        cite!("805.6a");
        players = game.in_team_order(players);
        if game.stopped_to_ask() {
            return;
        }
    }
    for p in players {
        for _ in 0..count {
            game.draw(p, cite!("121.2"));
        }
    }
}

/// "Gain N life" (119.3).
pub(super) fn gain_life(game: &mut Game, item: &StackItem, amount: Number, who: Recipient) {
    let amount = game.amount(amount, item);
    for p in game.players_of(who, item) {
        game.gain_life(p, amount, cite!("119.3"));
    }
}

/// "Lose N life" (119.3).
pub(super) fn lose_life(game: &mut Game, item: &StackItem, amount: Number, who: Recipient) {
    let amount = game.amount(amount, item);
    for p in game.players_of(who, item) {
        game.lose_life(p, amount, cite!("119.3"));
    }
}

/// "Your life total becomes N": gaining or losing the difference (119.5). In Two-Headed
/// Giant, of a team whose players' life totals it would all set, only the member the team
/// chooses is affected (810.9d).
pub(super) fn set_life(game: &mut Game, item: &StackItem, amount: Number, who: Recipient) {
    let amount = game.number(amount, item);
    let players = game.players_of(who, item);
    let players = game.one_member_of_each_team(players, SharedByTeam::LifeTotal);
    for p in players {
        let from = game.life_total_to_set(p);
        game.gain_or_lose_life_to(p, from, amount, cite!("119.5"));
    }
}

/// "[Who] loses all poison counters", and with `deals_that_much_damage` "[this] deals that
/// much damage to that player" (Leeches). In Two-Headed Giant the player's team loses them,
/// so their teammates' counters, which show the team's, go too (810.10b).
#[rule("810.10b")]
pub(super) fn lose_all_poison_counters(
    game: &mut Game,
    item: &StackItem,
    who: Recipient,
    deals_that_much_damage: bool,
) {
    for player in game.players_of(who, item) {
        let count = std::mem::take(&mut game.players[player.0].poison_counters);
        let rule = match game.two_headed_giant {
            true => {
                game.share_poison(player);
                cite!("810.10b")
            }
            false => cite!("608.2c"),
        };
        game.emit(rule, EventKind::PoisonCountersLost { player, count });
        if deals_that_much_damage {
            game.deal_damage(item.source, Target::Player(player), count, false, cite!("608.2c"));
        }
    }
}

/// "Discard N cards": each player chooses theirs, stopping at a question.
pub(super) fn discard(game: &mut Game, item: &StackItem, count: Number, who: Recipient) {
    let count = game.amount(count, item);
    for p in game.players_of(who, item) {
        game.discard_chosen(p, count);
        if game.stopped_to_ask() {
            return;
        }
    }
}

/// "Discard your hand" (701.9a), counting the cards for a later "that many".
pub(super) fn discard_hand(game: &mut Game, item: &StackItem, who: Recipient) {
    game.acted_on.clear();
    for p in game.players_of(who, item) {
        for card in game.players[p.0].hand.clone() {
            game.discard_card(p, card, cite!("701.9a"));
            game.acted_on.push(card);
        }
    }
}

/// "Exile the top N cards of [their] library" (701.13a): the cards exiled are "that card"
/// for the instructions after it.
pub(super) fn exile_top(game: &mut Game, item: &StackItem, count: Number, who: Recipient) {
    let count = game.amount(count, item);
    game.acted_on.clear();
    for p in game.players_of(who, item) {
        let exiled = crate::handlers::keyword_actions::exile::exile_top(game, p, count);
        game.acted_on.extend(exiled);
    }
}

/// "Reveal the top card of [their] library and put that card into [their] hand" (Dark
/// Confidant, Yuriko): each reveals it (701.20a) and puts it into their hand, where it is
/// "that card" for the instructions after it; a player whose library is empty reveals nothing.
pub(super) fn reveal_top_into_hand(game: &mut Game, item: &StackItem, who: Recipient) {
    game.acted_on.clear();
    for p in game.players_of(who, item) {
        let Some(&card) = game.players[p.0].library.last() else {
            continue;
        };
        keyword_actions::reveal::reveal(game, p, card);
        if let Some(in_hand) = game.move_object(card, Zone::Hand, Position::Top, cite!("608.2c")) {
            game.acted_on.push(in_hand);
        }
    }
}

/// "Target player reveals their hand, then you choose a card [that `which` describes] from
/// it": every card of the hand is revealed (701.20a), then the spell's controller chooses one
/// of those that match, if any, as "the chosen card" of the instructions after it; or,
/// `theirs`, the player chooses one of their hand without revealing it ("target player
/// exiles a card from their hand").
pub(super) fn choose_from_hand(
    game: &mut Game,
    item: &StackItem,
    who: Recipient,
    which: Option<&Filter>,
    theirs: bool,
) {
    game.chosen_card = None;
    for p in game.players_of(who, item) {
        let hand = game.players[p.0].hand.clone();
        if !theirs {
            for &card in &hand {
                keyword_actions::reveal::reveal(game, p, card);
            }
        }
        let options: Vec<ObjectId> = hand
            .into_iter()
            .filter(|&c| which.is_none_or(|f| game.described(f, c, Zone::Hand, item.source, item.controller)))
            .collect();
        let about = |options| About::CardToChoose { options };
        let chooser = if theirs { p } else { item.controller };
        let chosen = game.pick(chooser, options, 1, false, about);
        if game.stopped_to_ask() {
            return;
        }
        game.chosen_card = chosen.and_then(|c| c.first().copied());
    }
}

/// "Separate … into piles": the count is worked out as the instruction is followed
/// (608.2c), then the piles are made ([`Game::separate_into_piles`]).
pub(super) fn separate_into_piles(game: &mut Game, item: &StackItem, count: Number, you_separate: bool) {
    let count = game.amount(count, item);
    game.separate_into_piles(item.controller, count, you_separate, cite!("608.2c"));
}

/// "Mill N cards", in its handler.
pub(super) fn mill(game: &mut Game, item: &StackItem, count: Number, who: Recipient) {
    let count = game.amount(count, item);
    for p in game.players_of(who, item) {
        keyword_actions::mill::mill(game, p, count);
    }
}

/// "Scry N", in its handler.
pub(super) fn scry(game: &mut Game, item: &StackItem, count: Number, who: Recipient) {
    let count = game.amount(count, item);
    for p in game.players_of(who, item) {
        keyword_actions::scry::scry(game, p, count);
    }
}

/// "Fateseal N", in its handler: its controller chooses the opponent (701.29a).
pub(super) fn fateseal(game: &mut Game, item: &StackItem, count: Number) {
    let count = game.amount(count, item);
    keyword_actions::fateseal::fateseal(game, item.controller, count);
}

/// "Surveil N", in its handler.
pub(super) fn surveil(game: &mut Game, item: &StackItem, count: Number, who: Recipient) {
    let count = game.amount(count, item);
    for p in game.players_of(who, item) {
        keyword_actions::surveil::surveil(game, p, count);
    }
}

/// "Shuffle your graveyard (and hand) into your library".
pub(super) fn shuffle_into_library(game: &mut Game, item: &StackItem, zones: &[Gathered], who: Recipient) {
    for p in game.players_of(who, item) {
        game.shuffle_into_library(p, zones);
    }
}

/// "Exile each graveyard": every card in each of them (406.2).
pub(super) fn exile_graveyards(game: &mut Game, item: &StackItem, who: Recipient) {
    for p in game.players_of(who, item) {
        for card in game.players[p.0].graveyard.clone() {
            game.move_object(card, Zone::Exile, Position::Top, cite!("406.2"));
        }
    }
}

/// "You control target player during that player's next turn" (722.1).
pub(super) fn control_next_turn(game: &mut Game, item: &StackItem, who: Recipient) {
    for p in game.players_of(who, item) {
        game.control_next_turn(item.controller, p);
    }
}

/// "You lose the game" (104.3e): a loss replacement and "can't lose" effects may stop it. The
/// game ends at once if that leaves one player, or none (104.2a, 104.4a).
pub(super) fn lose_game(game: &mut Game, item: &StackItem, who: Recipient) {
    for p in game.players_of(who, item) {
        game.lose(p, cite!("104.3e"));
    }
    crate::sba::end_if_decided(game);
}

/// "The game is a draw" (104.4c, 801.15).
pub(super) fn game_is_a_draw(game: &mut Game, item: &StackItem) {
    game.game_is_a_draw(item.controller);
}

/// "You win the game"; with the limited range of influence option, the player's opponents
/// within their range lose instead, unless the player is an emperor: a team wins the game if
/// its emperor wins (809.5a), so every opposing player loses.
#[rule("809.5a")]
pub(super) fn win_game(game: &mut Game, item: &StackItem, who: Recipient) {
    for p in game.players_of(who, item) {
        match game.range {
            Some(_) if game.is_emperor(p) => {
                cite!("809.5a");
                game.win_game(p);
            }
            None => game.win_game(p),
            Some(_) => crate::range_of_influence::opponents_in_range_lose(game, p),
        }
    }
}

/// "Redistribute any number of players' life totals" (Reverse the Sands). The controller
/// chooses the players one at a time among those within their range (801.10), in a
/// Two-Headed Giant game one member of each team at most (810.9f); then, for each in the
/// order chosen, whose former life total they get back. Each gains or loses the difference
/// (119.5), all at once after the choices. A player who can't gain life gets no higher total,
/// one who can't lose life no lower (119.7, 119.8): only totals that leave one each of the
/// others may get are offered, so keeping their own is always possible.
#[rule("810.9f")]
pub(super) fn redistribute_life_totals(game: &mut Game, item: &StackItem) {
    let chooser = item.controller;
    let mut chosen: Vec<PlayerId> = Vec::new();
    loop {
        let options: Vec<PlayerId> = game
            .active_players()
            .map(|(p, _)| p)
            .filter(|&p| !chosen.contains(&p) && crate::range_of_influence::affects(game, chooser, Target::Player(p)))
            .filter(|&p| {
                let teammate_chosen =
                    game.two_headed_giant && chosen.iter().any(|&c| game.teams.team(c) == game.teams.team(p));
                if teammate_chosen {
                    cite!("810.9f");
                }
                !teammate_chosen
            })
            .collect();
        if options.is_empty() {
            break;
        }
        let answer = game.ask(Question {
            player: chooser,
            about: About::LifeTotalToRedistribute {
                options: options.clone(),
            },
        });
        if game.stopped_to_ask() {
            return;
        }
        let Some(&player) = options.get(answer) else {
            break;
        };
        chosen.push(player);
    }
    let before: Vec<(PlayerId, i32)> = chosen.iter().map(|&p| (p, game.life_total(p))).collect();
    let mut left = before.clone();
    let mut after: Vec<(PlayerId, i32, i32)> = Vec::with_capacity(before.len());
    for (i, &(player, own)) in before.iter().enumerate() {
        let options: Vec<(PlayerId, i32)> = (0..left.len())
            .filter(|&k| can_take(game, &before[i..], &left, k))
            .map(|k| left[k])
            .collect();
        let answer = match options.len() {
            0 | 1 => 0,
            _ => game.ask(Question {
                player: chooser,
                about: About::LifeTotalToGet {
                    player,
                    options: options.iter().map(|&(holder, _)| holder).collect(),
                },
            }),
        };
        let Some(&(holder, total)) = options.get(answer).filter(|_| !game.stopped_to_ask()) else {
            return;
        };
        left.retain(|&(h, _)| h != holder);
        after.push((player, own, total));
    }
    for (player, own, total) in after {
        game.gain_or_lose_life_to(player, own, total, cite!("119.5"));
    }
}

/// Whether each of `players` (with their life totals) can get one of the totals `left`, each
/// one they may get (119.7, 119.8).
fn assignable(game: &Game, players: &[(PlayerId, i32)], left: &[(PlayerId, i32)]) -> bool {
    players.is_empty() || (0..left.len()).any(|k| can_take(game, players, left, k))
}

/// Whether the first of `players` may get the total `left[k]` with each of the others still
/// getting one of the rest.
fn can_take(game: &Game, players: &[(PlayerId, i32)], left: &[(PlayerId, i32)], k: usize) -> bool {
    let Some((&(player, own), rest)) = players.split_first() else {
        return false;
    };
    let mut others = left.to_vec();
    others.remove(k);
    game.life_change_forbidden(player, own, left[k].1).is_none() && assignable(game, rest, &others)
}
