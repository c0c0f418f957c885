//! 702.51 Convoke: "For each colored mana in this spell's total cost, you may tap an untapped
//! creature of that color you control rather than pay that mana. For each generic mana in
//! this spell's total cost, you may tap an untapped creature you control rather than pay that
//! mana" (702.51a). It applies once the total cost is determined (702.51b), so after every
//! increase and reduction; instances are redundant (702.51d, a keyword set holds one).
//! Improvise (702.126) taps artifacts the same way, for generic mana only, and shares the
//! code here ([`TapToPay`]).

use crate::action::Payment;
use crate::cards::mana::{ManaCost, ManaType};
use crate::cards::CardTypes;
use crate::game::{Game, ObjectId, PlayerId, Zone};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::keywords::KeywordHooks;
use crate::midway::{About, Question};
use crate::{cite, rule, Handled};

/// Reports convoke as implemented: casting a spell with it pays part of its total cost
/// through [`choose_taps`] and [`tap_to_pay`], which improvise shares.
#[rule("702.51")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// A keyword with which a spell's controller taps their untapped permanents of a kind to pay
/// part of its total cost once that cost is determined: convoke, with creatures, each paying
/// a mana of one of its colors or {1} (702.51a-b); improvise, with artifacts, each paying
/// {1} (702.126a-b).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum TapToPay {
    /// Convoke (702.51).
    Convoke,
    /// Improvise (702.126).
    Improvise,
}

impl TapToPay {
    /// The keyword ability the spell has.
    fn keyword(self) -> KeywordAbility {
        match self {
            TapToPay::Convoke => KeywordAbility::Convoke,
            TapToPay::Improvise => KeywordAbility::Improvise,
        }
    }
}

/// Whether `player` could tap `id` to pay for `card` with `how`: an untapped creature they
/// control for convoke, an untapped artifact for improvise (one that is a creature too only
/// if the spell hasn't convoke, which taps it first). Tapping it is not activating a {T}
/// ability, so it may have come under their control this turn.
fn tappable(game: &Game, how: TapToPay, card: ObjectId, player: PlayerId, id: ObjectId) -> bool {
    let o = game.obj(id);
    !o.tapped
        && o.zone == Zone::Battlefield
        && game.controller(id) == player
        && match how {
            TapToPay::Convoke => game.is_creature(id),
            TapToPay::Improvise => {
                game.is(id, CardTypes::ARTIFACT) && !(game.is_creature(id) && game.has(card, KeywordAbility::Convoke))
            }
        }
}

/// `cost` less what tapping the permanent `id` pays of it with `how`: for convoke a colored
/// mana of one of its colors if the cost still has one (702.51a), else, and always for
/// improvise (702.126a), one generic mana; `None` if it pays nothing. Paying a colored mana
/// when it can is never worse for its controller: whatever mana pays the generic mana it
/// leaves could have paid that colored one only if it was of that color.
#[rule("702.51a", "702.126a")]
fn less_one(game: &Game, how: TapToPay, id: ObjectId, cost: &ManaCost) -> Option<ManaCost> {
    let colored = match how {
        TapToPay::Convoke => game
            .colors(id)
            .iter()
            .map(ManaType::of)
            .find(|&t| cost.colored[t as usize] > 0),
        TapToPay::Improvise => None,
    };
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

/// `cost` of `card` less what `player` could pay of it by tapping with `how` the permanents
/// that make no mana now, other than `except`: what they must at least pay with mana, once
/// the total cost is determined (702.51b, 702.126b). A mana source is never worth more
/// tapped this way than for its mana.
#[rule("702.51b", "702.126b")]
pub(crate) fn least_mana(
    game: &Game,
    how: TapToPay,
    (player, card): (PlayerId, ObjectId),
    cost: ManaCost,
    except: &[ObjectId],
) -> ManaCost {
    if !game.has(card, how.keyword()) {
        return cost;
    }
    game.battlefield
        .iter()
        .filter(|&&id| {
            !except.contains(&id) && tappable(game, how, card, player, id) && game.mana_source(player, id).is_none()
        })
        .fold(cost, |left, &id| less_one(game, how, id, &left).unwrap_or(left))
}

/// The permanents `player` taps with `how` to pay for `card`, whose total cost is `cost`
/// with the objects `except` already tapped for it, and the cost left to pay with `payment`:
/// one question per permanent. One is offered only if it pays part of what is left and the
/// rest can still be paid, with more tapping after it; tapping no more only if the rest can
/// be paid with mana now, so the cast can always be finished.
#[rule("702.51a", "702.126a")]
pub(crate) fn choose_taps(
    game: &mut Game,
    how: TapToPay,
    (player, card): (PlayerId, ObjectId),
    cost: ManaCost,
    payment: &Payment,
    except: &[ObjectId],
) -> (Vec<ObjectId>, ManaCost) {
    let mut chosen: Vec<ObjectId> = Vec::new();
    let mut left = cost;
    if !game.has(card, how.keyword()) {
        return (chosen, left);
    }
    loop {
        let taken: Vec<ObjectId> = except.iter().chain(&chosen).copied().collect();
        let options: Vec<(ObjectId, ManaCost)> = game
            .battlefield
            .iter()
            .copied()
            .filter(|&id| tappable(game, how, card, player, id) && !taken.contains(&id))
            .filter_map(|id| Some((id, less_one(game, how, id, &left)?)))
            .filter(|&(id, after)| {
                let with: Vec<ObjectId> = taken.iter().copied().chain([id]).collect();
                let rest = least_mana(game, how, (player, card), after, &with);
                game.plan_payment(player, &rest, payment, &with).is_ok()
            })
            .collect();
        if options.is_empty() {
            break;
        }
        let optional = game.plan_payment(player, &left, payment, &taken).is_ok();
        let answer = game.ask(Question {
            player,
            about: About::TapToPay {
                keyword: how.keyword(),
                options: options.iter().map(|&(id, _)| id).collect(),
                optional,
            },
        });
        // Past the last option: no more.
        let Some(&(one, after)) = options.get(answer) else {
            break;
        };
        chosen.push(one);
        left = after;
    }
    (chosen, left)
}

/// Taps the permanents chosen with `how` to pay for a spell: each creature tapped for
/// convoke has convoked it (702.51c); each artifact improvised (702.126a).
#[rule("702.51c", "702.126a")]
pub(crate) fn tap_to_pay(game: &mut Game, how: TapToPay, chosen: &[ObjectId]) {
    let rule = match how {
        TapToPay::Convoke => cite!("702.51c"),
        TapToPay::Improvise => cite!("702.126a"),
    };
    for &id in chosen {
        game.tap(id, rule);
    }
}
