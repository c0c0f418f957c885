//! 702.52 Dredge: "As long as you have at least N cards in your library, if you would draw a
//! card, you may instead mill N cards and return this card from your graveyard to your hand"
//! (702.52a), a static ability that works only while the card is in a graveyard. A card
//! writes `dredge = N`. Each dredge card in the drawing player's graveyard is a replacement
//! effect that applies to each draw ([`crate::replacement`]): when several effects apply, the
//! player chooses which first (616.1), then whether to dredge at all.

use rules_data::RuleId;

use crate::game::{Game, ObjectId, PlayerId, Position, Zone};
use crate::handlers::keyword_actions::mill;
use crate::keywords::KeywordHooks;
use crate::midway::{About, Question};
use crate::replacement::effect::Owner;
use crate::replacement::{Candidate, EffectKey, Proposed};
use crate::{cite, rule, Handled};

/// Reports dredge as implemented: replacement effects apply it as the module doc says.
#[rule("702.52")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The dredge abilities that apply to `event`, pushed onto `out`: for a draw, those of the
/// cards in the drawing player's graveyard whose N is at most the cards left in their
/// library (702.52b), and that haven't applied to this draw yet (614.5).
#[rule("702.52a", "702.52b")]
pub(crate) fn candidates(game: &Game, event: &Proposed, out: &mut Vec<Candidate>) {
    let Proposed::Draw { player } = *event else { return };
    let state = &game.players[player.0];
    for &card in &state.graveyard {
        let Some(n) = game.card(card).dredge else { continue };
        let key = EffectKey::Dredge { source: card };
        if usize::from(n) <= state.library.len() && !game.replacements.applied.contains(&key) {
            out.push(Candidate {
                key,
                owner: Owner {
                    source: card,
                    controller: player,
                },
            });
        }
    }
}

/// Applies `card`'s dredge ability to `event`, a draw: its owner chooses whether to mill N
/// cards and return it to their hand instead ("you may", 702.52a). If not, they draw.
#[rule("702.52a")]
pub(crate) fn instead(game: &mut Game, card: ObjectId, event: Proposed) -> (Proposed, RuleId) {
    let rule = cite!("702.52a");
    let (Proposed::Draw { player }, Some(n)) = (event, game.card(card).dredge) else {
        return (event, rule);
    };
    let answer = game.ask(Question {
        player,
        about: About::May { source: card },
    });
    if answer != 0 {
        return (event, rule);
    }
    let dredged = Proposed::Dredge {
        player,
        card,
        count: u32::from(n),
    };
    (dredged, rule)
}

/// Performs a dredge: `player` mills `count` cards, then returns `card` from their graveyard
/// to their hand if it is still there (702.52a).
#[rule("702.52a")]
pub(crate) fn mill_and_return(game: &mut Game, player: PlayerId, card: ObjectId, count: u32) {
    mill::mill(game, player, count);
    if game.still_in(card, Zone::Graveyard) {
        game.move_object(card, Zone::Hand, Position::Top, cite!("702.52a"));
    }
}
