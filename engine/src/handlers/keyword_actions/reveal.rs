//! 701.20 Reveal: showing a card to all players for a brief time (701.20a).

use crate::action::Payment;
use crate::cards::cost::CostAction;
use crate::cards::mana::ManaCost;
use crate::continuous::Filter;
use crate::event::EventKind;
use crate::game::{Game, ObjectId, PlayerId, Zone};
use crate::keywords::KeywordHooks;
use crate::midway::{About, Question};
use crate::{cite, rule, Handled};

/// Reports reveal as implemented: effects reveal cards through [`reveal`].
#[rule("701.20")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// `player` reveals `card`: every player sees it (701.20a); it stays where it is.
#[rule("701.20a")]
pub(crate) fn reveal(game: &mut Game, player: PlayerId, card: ObjectId) {
    game.emit(cite!("701.20a"), EventKind::Revealed { player, card });
}

/// `player` drew `card`, their first card this turn: each permanent of theirs with "reveal
/// the first card you draw each turn" reveals it (603.11), an event its linked "whenever you
/// reveal a card this way" abilities trigger on (607.2h).
#[rule("603.11")]
pub(crate) fn reveal_first_draw(game: &mut Game, player: PlayerId, card: ObjectId) {
    let revealers: Vec<ObjectId> = game
        .battlefield
        .iter()
        .copied()
        .filter(|&id| game.controller(id) == player)
        .filter(|&id| {
            game.ability_source(id)
                .is_some_and(|c| game.pool.get(c).reveals_first_draw)
        })
        .collect();
    for by in revealers {
        game.emit(cite!("603.11"), EventKind::RevealedBy { player, card, by });
    }
}

/// How a spell's "reveal a [card] from your hand or pay {N}" cost is paid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum RevealOrPay {
    /// The card revealed.
    Reveal(ObjectId),
    /// The generic mana paid instead.
    Pay(u8),
}

/// `card`'s "reveal a [card] from your hand or pay {N}" cost, if it has one: the cards it
/// may reveal, and N.
fn reveal_or_pay_cost(game: &Game, card: ObjectId) -> Option<(Filter, u8)> {
    game.card(card).additional.iter().find_map(|a| match *a {
        CostAction::RevealOrPay { what, mana } => Some((what, mana)),
        _ => None,
    })
}

/// The cards of `player`'s hand other than `card` that its cost may reveal.
fn revealable(game: &Game, player: PlayerId, card: ObjectId, what: &Filter) -> Vec<ObjectId> {
    game.players[player.0]
        .hand
        .iter()
        .copied()
        .filter(|&c| c != card && game.described(what, c, Zone::Hand, card, player))
        .collect()
}

/// The generic mana `player` must pay at least for `card`'s "reveal … or pay {N}" cost: none
/// when they have a card to reveal.
pub(crate) fn least_mana(game: &Game, player: PlayerId, card: ObjectId) -> u8 {
    match reveal_or_pay_cost(game, card) {
        Some((what, mana)) if revealable(game, player, card, &what).is_empty() => mana,
        _ => 0,
    }
}

/// How `player` pays `card`'s "reveal … or pay {N}" cost as they cast it, the rest of its
/// total cost being `cost`, paid with `payment`: a card of theirs to reveal, or the mana,
/// offered only when the cost with it can be paid. Asked when there is more than one way;
/// `None` for a card without such a cost.
pub(crate) fn choose_reveal_or_pay(
    game: &mut Game,
    player: PlayerId,
    card: ObjectId,
    cost: &ManaCost,
    payment: &Payment,
) -> Option<RevealOrPay> {
    let (what, mana) = reveal_or_pay_cost(game, card)?;
    let options = revealable(game, player, card, &what);
    let can_pay = game
        .plan_payment(player, &cost.plus_generic(mana), payment, &[])
        .is_ok();
    let answer = match (options.len(), can_pay) {
        (0, _) => 0,
        (1, false) => 0,
        _ => game.ask(Question {
            player,
            about: About::RevealOrPay {
                options: options.clone(),
                mana,
                can_pay,
            },
        }),
    };
    Some(match options.get(answer) {
        Some(&shown) => RevealOrPay::Reveal(shown),
        None => RevealOrPay::Pay(mana),
    })
}

/// `player` reveals `card` to pay for `spell`: it stays revealed until the spell leaves the
/// stack (701.20a). A card already revealed (its owner plays with their hand revealed) may
/// be revealed again (701.20c).
#[rule("701.20a", "701.20c")]
pub(crate) fn reveal_for_cost(game: &mut Game, player: PlayerId, card: ObjectId, spell: ObjectId) {
    let rule = if game.is_revealed(card) {
        cite!("701.20c")
    } else {
        cite!("701.20a")
    };
    game.emit(rule, EventKind::Revealed { player, card });
    // The cards revealed for spells that have left the stack are revealed no more.
    let mut revealed = std::mem::take(&mut game.revealed);
    revealed.retain(|&(_, s)| game.is_on_stack(s));
    revealed.push((card, spell));
    game.revealed = revealed;
}
