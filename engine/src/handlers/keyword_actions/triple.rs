//! 701.11 Triple: a creature's power and toughness (701.11a–c), the way doubling them is
//! (`double.rs`), twice more instead of once.

use crate::cards::resolved::Affected;
use crate::game::Game;
use crate::keywords::KeywordHooks;
use crate::stack::StackItem;
use crate::{cite, rule, Handled};

/// Reports tripling as implemented: the instruction is an effect of the cards that say so
/// ([`triple_power`]).
#[rule("701.11")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// Triples the power, and with `and_toughness` the toughness, of each creature `what` stands
/// for, until end of turn: a continuous effect that modifies them and doesn't set them
/// (701.11a, 613.4c), +X/+0 where X is twice its power as the spell or ability resolves,
/// +X/+Y with Y twice its toughness (701.11b); a power or toughness less than 0 makes it
/// -X/-0 or -0/-X of twice its difference from 0 (701.11c), the rule the change is logged
/// with.
#[rule("701.11a", "701.11b", "701.11c")]
pub(crate) fn triple_power(game: &mut Game, item: &StackItem, what: Affected, and_toughness: bool) {
    super::double::add_multiple_of_power(game, item, what, 2, and_toughness, |negative| {
        cite!("701.11a");
        match negative {
            true => cite!("701.11c"),
            false => cite!("701.11b"),
        }
    });
}
