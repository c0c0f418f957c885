//! 701.21 Sacrifice: its controller moves a permanent from the battlefield directly to its
//! owner's graveyard (701.21a).

use crate::continuous::Filter;
use crate::game::{Game, ObjectId, PlayerId, Position, Zone};
use crate::keywords::KeywordHooks;
use crate::midway::About;
use crate::{cite, rule, Handled};
use rules_data::RuleId;

/// Reports sacrifice as implemented: effects sacrifice through [`sacrifice`].
#[rule("701.21")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// `player` sacrifices `id`: a permanent they control goes to its owner's graveyard
/// (701.21a). Anything else (a card in another zone, or a permanent another player
/// controls) can't be sacrificed, and nothing happens. It is not destroyed, so regeneration
/// and what replaces destruction don't apply; it still dies (700.4). The move carries `rule`:
/// 701.21a for an effect, the paying rule for a cost.
#[rule("701.21a")]
pub(crate) fn sacrifice(game: &mut Game, player: PlayerId, id: ObjectId, rule: RuleId) {
    let object = game.obj(id);
    if object.gone || object.zone != Zone::Battlefield || game.controller(id) != player {
        cite!("701.21a");
        return;
    }
    cite!("701.21a");
    game.move_object(id, Zone::Graveyard, Position::Top, rule);
}

/// Each of `players`, in APNAP order (101.4), chooses `count` permanents they control that
/// `what` describes (for the ability of `source`), all of them if they control no more; then
/// every permanent chosen is sacrificed at once (701.21a), one event.
#[rule("101.4", "701.21a")]
pub(crate) fn sacrifice_chosen(game: &mut Game, players: &[PlayerId], count: u32, what: &Filter, source: ObjectId) {
    let mut chosen: Vec<(PlayerId, ObjectId)> = Vec::new();
    let order: Vec<PlayerId> = game.apnap().collect();
    for player in order {
        if players.contains(&player) {
            cite!("101.4");
            let options: Vec<ObjectId> = game
                .battlefield
                .iter()
                .copied()
                .filter(|&id| {
                    game.controller(id) == player && game.described(what, id, Zone::Battlefield, source, player)
                })
                .collect();
            let picked = game.pick(player, options, count as usize, false, |options| About::CardToChoose {
                options,
            });
            if game.stopped_to_ask() {
                return;
            }
            chosen.extend(picked.unwrap_or_default().into_iter().map(|id| (player, id)));
        }
    }
    game.all_at_once(|game| {
        for (player, id) in chosen {
            sacrifice(game, player, id, cite!("701.21a"));
        }
    });
}
