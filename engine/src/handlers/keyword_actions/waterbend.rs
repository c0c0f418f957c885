//! 701.67 Waterbend: "Waterbend [cost]" means "Pay [cost]. For each generic mana in that
//! cost, you may tap an untapped artifact or creature you control rather than pay that mana"
//! (701.67a). The engine pays it as a spell's additional cost ("As an additional cost to
//! cast this spell, waterbend {6}"): its mana is part of the spell's total cost (601.2f), and
//! only that much of the total may be paid by tapping (701.67b).

use crate::action::Payment;
use crate::cards::mana::ManaCost;
use crate::characteristics::CardTypes;
use crate::game::{Game, ObjectId, PlayerId, Zone};
use crate::keywords::KeywordHooks;
use crate::midway::{About, Question};
use crate::{cite, rule, Handled};

/// Reports waterbend as implemented: casting a spell pays its waterbend cost through
/// [`choose_taps`] and [`tap_to_pay`].
#[rule("701.67")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The generic mana of `card`'s waterbend costs: none for most cards.
pub(crate) fn amount(game: &Game, card: ObjectId) -> u8 {
    game.card(card).additional.iter().map(|a| a.waterbend()).sum()
}

/// Whether `player` could tap `id` to pay for a waterbend cost: an untapped artifact or
/// creature they control (701.67a). Tapping it is not activating a {T} ability of it, so a
/// creature that came under their control this turn can be tapped (302.6 does not apply).
#[rule("701.67a")]
fn tappable(game: &Game, player: PlayerId, id: ObjectId) -> bool {
    let o = game.obj(id);
    !o.tapped
        && o.zone == Zone::Battlefield
        && game.controller(id) == player
        && game.types(id).intersects(CardTypes::ARTIFACT.with(CardTypes::CREATURE))
}

/// `cost` (a total cost holding `card`'s waterbend cost) less the generic mana `player` could
/// pay for it by tapping: at most the waterbend cost's own generic mana (701.67b), one for
/// each artifact or creature they could tap that makes no mana now. A mana source is never
/// worth more tapped for a waterbend cost than for its mana, so what is left is the least
/// mana they must pay.
#[rule("701.67b")]
pub(crate) fn least_mana(game: &Game, player: PlayerId, card: ObjectId, cost: ManaCost) -> ManaCost {
    let most = usize::from(amount(game, card));
    if most == 0 {
        return cost;
    }
    cite!("701.67b");
    cost.less_generic(spare(game, player, &[], most))
}

/// How many artifacts and creatures that make no mana `player` could tap, other than
/// `except`, at most `most`.
fn spare(game: &Game, player: PlayerId, except: &[ObjectId], most: usize) -> usize {
    game.battlefield
        .iter()
        .filter(|&&id| !except.contains(&id) && tappable(game, player, id) && game.mana_source(player, id).is_none())
        .take(most)
        .count()
}

/// The artifacts and creatures `player` taps to pay the generic mana of `card`'s waterbend
/// cost, part of the total `cost` they will pay the rest of with `payment`; one question
/// per object, at most one for each generic mana of the waterbend cost (701.67b). An object
/// is offered only if the cost can still be paid once it is tapped (with more tapped after
/// it, as many as the waterbend cost allows), and tapping no more only if the rest can be
/// paid with mana now, so the cast can always be finished.
#[rule("701.67a", "701.67b")]
pub(crate) fn choose_taps(
    game: &mut Game,
    player: PlayerId,
    card: ObjectId,
    cost: &ManaCost,
    payment: &Payment,
) -> Vec<ObjectId> {
    let most = usize::from(amount(game, card)).min(usize::from(cost.generic));
    let mut tapped: Vec<ObjectId> = Vec::new();
    while tapped.len() < most {
        let options: Vec<ObjectId> = game
            .battlefield
            .iter()
            .copied()
            .filter(|&id| tappable(game, player, id) && !tapped.contains(&id))
            .filter(|&id| {
                let chosen: Vec<ObjectId> = tapped.iter().copied().chain([id]).collect();
                payable_after(game, player, cost, most, &chosen, payment)
            })
            .collect();
        if options.is_empty() {
            break;
        }
        let optional = game
            .plan_payment(player, &cost.less_generic(tapped.len()), payment, &tapped)
            .is_ok();
        let answer = game.ask(Question {
            player,
            about: About::TapToWaterbend {
                options: options.clone(),
                optional,
            },
        });
        // Past the last option: no more.
        let Some(&one) = options.get(answer) else {
            break;
        };
        tapped.push(one);
    }
    tapped
}

/// Whether `cost` can be paid once `chosen` are tapped for its waterbend cost, with more
/// tapped after them: up to `most` in all, of the artifacts and creatures that make no mana.
fn payable_after(
    game: &Game,
    player: PlayerId,
    cost: &ManaCost,
    most: usize,
    chosen: &[ObjectId],
    payment: &Payment,
) -> bool {
    let more = spare(game, player, chosen, most - chosen.len());
    game.plan_payment(player, &cost.less_generic(chosen.len() + more), payment, chosen)
        .is_ok()
}

/// Taps the artifacts and creatures chosen to pay a waterbend cost, each paying {1} of it
/// (701.67a).
pub(crate) fn tap_to_pay(game: &mut Game, tapped: &[ObjectId]) {
    for &id in tapped {
        game.tap(id, cite!("701.67a"));
    }
}
