//! 702.138 Escape: "You may cast this card from your graveyard by paying [cost] rather than
//! paying its mana cost" (702.138a). A card writes
//! `escape = "{3}{R}, Exile three other cards from your graveyard"`: the mana is the
//! alternative cost (`Game::base_cost`), the other parts are paid with it
//! (`GraveyardKeyword::additional_cost`), and the spell is cast from the graveyard like a
//! flashed-back one (`casting/from_graveyard.rs`), but it is not exiled as it resolves: an
//! escaped instant or sorcery goes back to the graveyard, a permanent spell becomes a
//! permanent. The spell, and the permanent it becomes, "escaped" (702.138b,
//! `Object::escaped`); `escapes_with_counters = N` is "[This permanent] escapes with N +1/+1
//! counters" (702.138c, [`enters_with_counters`]).

use crate::cards::cost::CostAction;
use crate::cards::effect::CounterKind;
use crate::cards::mana::ManaCost;
use crate::game::{Game, ObjectId};
use crate::keywords::KeywordHooks;
use crate::{cite, rule, Handled};

/// A card's escape ability.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Escape {
    /// The mana of its cost, paid rather than the mana cost (702.138a).
    pub mana: ManaCost,
    /// The other parts of its cost ("Exile three other cards from your graveyard").
    pub actions: Vec<CostAction>,
    /// The +1/+1 counters the permanent escapes with (702.138c), 0 if it says nothing.
    pub counters: u8,
}

/// Reports escape as implemented: casting from the graveyard for the escape cost, and the
/// counters an escaped permanent enters with, as the module doc says.
#[rule("702.138")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// The mana paid for a spell cast with its escape ability, rather than its mana cost
/// (702.138a).
#[rule("702.138a")]
pub(crate) fn mana_cost(escape: Option<&Escape>) -> ManaCost {
    escape.map(|e| e.mana).unwrap_or_default()
}

/// The permanent `id`, which escaped (702.138b: its caller looks), enters with the +1/+1
/// counters its escape ability names: "If this permanent escaped, it enters with [those
/// counters]" (702.138c).
#[rule("702.138c")]
pub(crate) fn enters_with_counters(game: &mut Game, id: ObjectId, counters: u8) {
    if counters > 0 {
        game.add_counters_now(id, CounterKind::PlusOne, u32::from(counters), cite!("702.138c"));
    }
}
