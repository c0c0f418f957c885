//! 702.66 Delve: "For each generic mana in this spell's total cost, you may exile a card from
//! your graveyard rather than pay that mana" (702.66a). It is no additional or alternative
//! cost and applies once the total cost is determined (702.66b), after convoke, as casting
//! pays (`Game::cast`); instances are redundant (702.66c, a keyword set holds one).

use crate::action::Payment;
use crate::cards::mana::ManaCost;
use crate::game::{Game, ObjectId, PlayerId, Position, Zone};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::keywords::KeywordHooks;
use crate::midway::{About, Question};
use crate::{cite, rule, Handled};

/// Reports delve as implemented: casting a spell with it pays part of its total cost through
/// [`choose_exiles`] and [`exile_to_pay`].
#[rule("702.66")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The cards of `player`'s graveyard that could be exiled to delve `card`: all of them but
/// `card` itself.
fn exilable(game: &Game, player: PlayerId, card: ObjectId) -> impl Iterator<Item = ObjectId> + '_ {
    game.players[player.0]
        .graveyard
        .iter()
        .copied()
        .filter(move |&c| c != card)
}

/// `cost` of `card` less what `player` could pay of its generic mana by delving: what they
/// must at least pay with mana.
#[rule("702.66b")]
pub(crate) fn least_mana(game: &Game, player: PlayerId, card: ObjectId, cost: ManaCost) -> ManaCost {
    if !game.has(card, KeywordAbility::Delve) {
        return cost;
    }
    cite!("702.66b");
    cost.less_generic(exilable(game, player, card).count())
}

/// The cards `player` exiles from their graveyard to delve `card`, whose total cost is `cost`
/// (with the objects `except` already tapped for it), and the cost left to pay with
/// `payment`: one question per card, each paying {1}. Offered only while generic mana is
/// owed; exiling no more only if the rest can be paid with mana now, so the cast can always be
/// finished.
#[rule("702.66a")]
pub(crate) fn choose_exiles(
    game: &mut Game,
    player: PlayerId,
    card: ObjectId,
    cost: ManaCost,
    payment: &Payment,
    except: &[ObjectId],
) -> (Vec<ObjectId>, ManaCost) {
    let mut delved: Vec<ObjectId> = Vec::new();
    let mut left = cost;
    if !game.has(card, KeywordAbility::Delve) {
        return (delved, left);
    }
    while left.generic > 0 {
        let options: Vec<ObjectId> = exilable(game, player, card).filter(|c| !delved.contains(c)).collect();
        if options.is_empty() {
            break;
        }
        let optional = game.plan_payment(player, &left, payment, except).is_ok();
        let answer = game.ask(Question {
            player,
            about: About::ExileToDelve {
                options: options.clone(),
                optional,
            },
        });
        // Past the last option: no more.
        let Some(&one) = options.get(answer) else {
            break;
        };
        delved.push(one);
        left = left.less_generic(1);
    }
    (delved, left)
}

/// Exiles the cards chosen to delve a spell (702.66a).
pub(crate) fn exile_to_pay(game: &mut Game, delved: &[ObjectId]) {
    for &card in delved {
        game.move_object(card, Zone::Exile, Position::Top, cite!("702.66a"));
    }
}
