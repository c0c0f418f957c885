//! 702.51 Convoke: "For each colored mana in this spell's total cost, you may tap an untapped
//! creature of that color you control rather than pay that mana. For each generic mana in
//! this spell's total cost, you may tap an untapped creature you control rather than pay that
//! mana" (702.51a). It applies once the total cost is determined (702.51b), so after every
//! increase and reduction; instances are redundant (702.51d, a keyword set holds one).

use crate::action::Payment;
use crate::cards::mana::{ManaCost, ManaType};
use crate::game::{Game, ObjectId, PlayerId, Zone};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::keywords::KeywordHooks;
use crate::midway::{About, Question};
use crate::{cite, rule, Handled};

/// Reports convoke as implemented: casting a spell with it pays part of its total cost
/// through [`choose_taps`] and [`tap_to_pay`].
#[rule("702.51")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// Whether `player` could tap `id` to convoke a spell: an untapped creature they control.
/// Tapping it is not activating a {T} ability, so it may have come under their control this
/// turn.
fn tappable(game: &Game, player: PlayerId, id: ObjectId) -> bool {
    let o = game.obj(id);
    !o.tapped && o.zone == Zone::Battlefield && game.controller(id) == player && game.is_creature(id)
}

/// `cost` less what tapping the creature `id` pays of it (702.51a): a colored mana of one of
/// its colors if the cost still has one, else one generic mana; `None` if it pays nothing.
/// Paying a colored mana when it can is never worse for its controller: whatever mana pays the
/// generic mana it leaves could have paid that colored one only if it was of that color.
#[rule("702.51a")]
fn less_one(game: &Game, id: ObjectId, cost: &ManaCost) -> Option<ManaCost> {
    let colored = game
        .colors(id)
        .iter()
        .map(ManaType::of)
        .find(|&t| cost.colored[t as usize] > 0);
    match colored {
        Some(t) => {
            let mut less = *cost;
            less.colored[t as usize] -= 1;
            Some(less)
        }
        None if cost.generic > 0 => Some(cost.less_generic(1)),
        None => None,
    }
}

/// `cost` of `card` less what `player` could pay of it by convoking with the creatures that
/// make no mana now, other than `except`: what they must at least pay with mana. A mana
/// source is never worth more tapped for convoke than for its mana.
#[rule("702.51b")]
pub(crate) fn least_mana(
    game: &Game,
    player: PlayerId,
    card: ObjectId,
    cost: ManaCost,
    except: &[ObjectId],
) -> ManaCost {
    if !game.has(card, KeywordAbility::Convoke) {
        return cost;
    }
    cite!("702.51b");
    game.battlefield
        .iter()
        .filter(|&&id| !except.contains(&id) && tappable(game, player, id) && game.mana_source(player, id).is_none())
        .fold(cost, |left, &id| less_one(game, id, &left).unwrap_or(left))
}

/// The creatures `player` taps to convoke `card`, whose total cost is `cost` with the objects
/// `except` already tapped for it, and the cost left to pay with `payment`: one question per
/// creature. A creature is offered only if it pays part of what is left and the rest can
/// still be paid, with more convoking after it; tapping no more only if the rest can be paid
/// with mana now, so the cast can always be finished.
#[rule("702.51a")]
pub(crate) fn choose_taps(
    game: &mut Game,
    player: PlayerId,
    card: ObjectId,
    cost: ManaCost,
    payment: &Payment,
    except: &[ObjectId],
) -> (Vec<ObjectId>, ManaCost) {
    let mut convoked: Vec<ObjectId> = Vec::new();
    let mut left = cost;
    if !game.has(card, KeywordAbility::Convoke) {
        return (convoked, left);
    }
    loop {
        let taken: Vec<ObjectId> = except.iter().chain(&convoked).copied().collect();
        let options: Vec<(ObjectId, ManaCost)> = game
            .battlefield
            .iter()
            .copied()
            .filter(|&id| tappable(game, player, id) && !taken.contains(&id))
            .filter_map(|id| Some((id, less_one(game, id, &left)?)))
            .filter(|&(id, after)| {
                let with: Vec<ObjectId> = taken.iter().copied().chain([id]).collect();
                let rest = least_mana(game, player, card, after, &with);
                game.plan_payment(player, &rest, payment, &with).is_ok()
            })
            .collect();
        if options.is_empty() {
            break;
        }
        let optional = game.plan_payment(player, &left, payment, &taken).is_ok();
        let answer = game.ask(Question {
            player,
            about: About::TapToConvoke {
                options: options.iter().map(|&(id, _)| id).collect(),
                optional,
            },
        });
        // Past the last option: no more.
        let Some(&(one, after)) = options.get(answer) else {
            break;
        };
        convoked.push(one);
        left = after;
    }
    (convoked, left)
}

/// Taps the creatures chosen to convoke a spell: each has convoked it (702.51a, 702.51c).
#[rule("702.51c")]
pub(crate) fn tap_to_pay(game: &mut Game, convoked: &[ObjectId]) {
    for &id in convoked {
        game.tap(id, cite!("702.51c"));
    }
}
