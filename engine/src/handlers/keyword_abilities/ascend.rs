//! 702.131 Ascend. On a permanent it is a static ability: "Any time you control ten or more
//! permanents and you don't have the city's blessing, you get the city's blessing for the
//! rest of the game" (702.131b). In games with a card with ascend it is checked whenever
//! state-based actions are (`Game::check_state_based_actions_if_due`), so before any player
//! receives priority. The city's blessing is `Player::citys_blessing` (702.131c); a static
//! ability's "as long as you have the city's blessing" reads it. Ascend on an instant or
//! sorcery, a spell ability (702.131a), is not built: each such card also says "if you have
//! the city's blessing" in its instructions, and the loader refuses it.

use crate::event::EventKind;
use crate::game::{Game, PlayerId};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::keywords::KeywordHooks;
use crate::{cite, rule, Handled};

/// Reports ascend as implemented: as the module doc says.
#[rule("702.131")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// How many permanents a player must control to get the city's blessing (702.131b).
const PERMANENTS_FOR_BLESSING: usize = 10;

/// Each player who controls a permanent with ascend gets the city's blessing if they control
/// ten or more permanents (702.131b).
#[rule("702.131b")]
pub(crate) fn permanents_ascend(game: &mut Game) {
    let players: Vec<PlayerId> = game
        .battlefield
        .iter()
        .filter(|&&id| game.has(id, KeywordAbility::Ascend))
        .map(|&id| game.controller(id))
        .collect();
    for player in players {
        ascend(game, player);
    }
}

/// `player` gets the city's blessing, for the rest of the game, if they control ten or more
/// permanents and don't have it yet. Continuous effects are then applied anew before any
/// trigger is looked for (702.131d): "as long as you have the city's blessing" holds from now.
#[rule("702.131b", "702.131d")]
fn ascend(game: &mut Game, player: PlayerId) {
    if game.players[player.0].citys_blessing || game.controlled_by(player).count() < PERMANENTS_FOR_BLESSING {
        return;
    }
    game.players[player.0].citys_blessing = true;
    game.emit(cite!("702.131b"), EventKind::CitysBlessing { player });
    cite!("702.131d");
    game.invalidate_characteristics();
}
