//! 701.30 Clash: each clashing player reveals the top card of their library and may put it
//! on the bottom (701.30a); "clash with an opponent" is "choose an opponent; you and that
//! opponent each clash" (701.30b). The cards are revealed at the same time, the players
//! decide in APNAP order where theirs go, and the cards move at the same time (701.30c). A
//! player wins with a card of higher mana value than every other card revealed (701.30d).

use crate::cards::resolved::Resolved;
use crate::event::EventKind;
use crate::game::{Game, ObjectId, PlayerId};
use crate::keywords::KeywordHooks;
use crate::midway::About;
use crate::stack::StackItem;
use crate::{cite, rule, Handled};

/// Reports clash as implemented: the instruction is an effect of the cards that say so
/// ([`clash_with_an_opponent`]).
#[rule("701.30")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// "Clash with an opponent" as `item` resolves, then `if_you_win` if its controller won: the
/// controller chooses an opponent within their range of influence (asked when there are
/// several, 801.5a), and the two clash (701.30b-c). A player with an empty library reveals
/// nothing and can't win.
#[rule("701.30a", "701.30b", "701.30c", "701.30d")]
pub(crate) fn clash_with_an_opponent(game: &mut Game, item: &StackItem, if_you_win: &[Resolved]) {
    let you = item.controller;
    let Some(opponent) = game.opponent_to_choose(you) else {
        return;
    };
    cite!("701.30b");
    let clashing: Vec<PlayerId> = game.apnap().filter(|&p| p == you || p == opponent).collect();
    // Each reveals the top card of their library, at the same time (701.30c).
    let revealed: Vec<(PlayerId, ObjectId)> = clashing
        .iter()
        .filter_map(|&p| game.players[p.0].library.last().map(|&card| (p, card)))
        .collect();
    for &(player, card) in &revealed {
        game.emit(cite!("701.30a"), EventKind::Revealed { player, card });
    }
    // Then each, in APNAP order, decides whether theirs goes to the bottom (701.30a, c).
    let mut to_bottom = Vec::new();
    for &(player, card) in &revealed {
        let sent = game.pick_up_to(player, vec![card], 1, |options| About::PutOnBottom { options });
        if game.stopped_to_ask() {
            return;
        }
        if !sent.is_empty() {
            to_bottom.push((player, card));
        }
    }
    // And those cards move at the same time (701.30c).
    cite!("701.30c");
    for (player, card) in to_bottom {
        game.players[player.0].put_on_bottom(&[card]);
    }
    let value = |game: &Game, card: ObjectId| game.chars(card).mana_value();
    let winner = revealed.iter().copied().find(|&(_, card)| {
        let mine = value(game, card);
        revealed
            .iter()
            .all(|&(_, other)| other == card || value(game, other) < mine)
    });
    let Some((winner, _)) = winner else {
        return;
    };
    game.emit(cite!("701.30d"), EventKind::WonClash { player: winner });
    if winner == you {
        for effect in if_you_win {
            game.perform_effect(effect, item);
        }
    }
}
