//! 702.61 Split second: "As long as this spell is on the stack, players can't cast other
//! spells or activate abilities that aren't mana abilities" (702.61a). Mana abilities and
//! special actions stay open, and triggered abilities trigger as usual (702.61b). A card
//! writes `Split second` in its keywords; instances on one spell are redundant (702.61c),
//! and a card's keywords are a set.
//!
//! A spell's split second is printed: no effect in the card vocabulary gives a spell
//! keywords, so the spells on the stack are looked at by their cards, only while the stack
//! isn't empty.

use crate::action::{Action, Refusal};
use crate::game::Game;
use crate::generated::keyword_abilities::KeywordAbility;
use crate::generated::rules;
use crate::keywords::KeywordHooks;
use crate::{rule, Handled};

/// Reports split second as implemented: the game asks [`forbids`] before a spell is cast or
/// an ability activated.
#[rule("702.61")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// Whether a spell with split second is on the stack (702.61a).
pub(crate) fn on_stack(game: &Game) -> bool {
    !game.stack.is_empty()
        && game.stack.iter().any(|item| {
            item.object
                .is_some_and(|spell| game.card(spell).printed.has(KeywordAbility::SplitSecond))
        })
}

/// Why `action` is refused, if a spell with split second is on the stack (702.61a).
pub(crate) fn forbids(game: &Game, action: &Action) -> Option<Refusal> {
    on_stack(game).then(|| forbidden(game, action)).flatten()
}

/// Why `action` is refused while a spell with split second is on the stack, which the
/// caller knows (702.61a): it casts a spell, or activates an ability that isn't a mana
/// ability. Mana abilities and special actions (turning a face-down permanent face up,
/// foretelling, a companion into the hand) aren't, nor is passing (702.61b).
#[rule("702.61a", "702.61b")]
pub(crate) fn forbidden(game: &Game, action: &Action) -> Option<Refusal> {
    let casts_or_activates = match *action {
        Action::Cast { .. } | Action::CastHalf { .. } | Action::CastFaceDown { .. } | Action::CastBestowed { .. } => {
            true
        }
        // An object the game never made is refused by the usual checks.
        Action::Activate { source, ability, .. } => {
            game.object(source).is_some()
                && game
                    .activated_ability(source, ability)
                    .is_some_and(|(_, a)| !a.is_mana_ability)
        }
        _ => false,
    };
    casts_or_activates.then(|| {
        Refusal::by(
            &[rules::R702_61A],
            "a spell with split second is on the stack: only mana abilities and special actions until it leaves",
        )
    })
}
