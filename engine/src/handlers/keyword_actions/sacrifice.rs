//! 701.21 Sacrifice: its controller moves a permanent from the battlefield directly to its
//! owner's graveyard (701.21a).

use crate::game::{Game, ObjectId, PlayerId, Position, Zone};
use crate::keywords::KeywordHooks;
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
