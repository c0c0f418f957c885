//! 701.47 Amass: "amass [subtype] N" means "If you don't control an Army creature, create a
//! 0/0 black [subtype] Army creature token. Choose an Army creature you control. Put N +1/+1
//! counters on that creature. If it isn't a [subtype], it becomes a [subtype] in addition to
//! its other types" (701.47a). A card printed with "amass N" reads "amass Zombies N"
//! (701.47d): the loader gives an amass without a subtype the subtype Zombie ([`subtype_of`]).
//! Abilities that trigger on amassing (701.47b) or refer to the amassed Army (701.47c) are not
//! built.

use crate::cards::effect::CounterKind;
use crate::cards::number::Number;
use crate::cards::CardIdx;
use crate::characteristics::SubtypeSet;
use crate::continuous::{Duration, Modification};
use crate::game::{Game, ObjectId, PlayerId};
use crate::generated::subtypes::{Subtype, ARMY};
use crate::keywords::KeywordHooks;
use crate::midway::About;
use crate::replacement::NewToken;
use crate::stack::StackItem;
use crate::{cite, rule, Handled};

/// The key of the token "amass [subtype] N" creates for `subtype`: a 0/0 black [subtype] Army
/// creature token, which a card file defines in a `[[token]]` table before any card that
/// amasses: `"Zombie Army Token"`.
pub fn token_key(subtype: &str) -> String {
    format!("{subtype} Army Token")
}

/// The subtype of an amass as a card file writes it: Zombie when left out, as a card printed
/// with "amass N" reads "amass Zombies N" (701.47d).
#[rule("701.47d")]
pub fn subtype_of(written: Option<&str>) -> &str {
    match written {
        Some(subtype) => subtype,
        None => {
            cite!("701.47d");
            "Zombie"
        }
    }
}

/// Reports amass as implemented: the instruction is an effect of the cards that say so
/// ([`amass`]).
#[rule("701.47")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// "Amass [`subtype`] `count`" as `item` resolves, its controller amassing (701.47a): without
/// an Army creature they create `token` (replacement effects may change how many); they
/// choose an Army creature they control, which gets `count` +1/+1 counters and, unless it is
/// one, becomes a `subtype` in addition to its other types, for the rest of the game. Armies
/// this amass just created are alike in every way, so the first of them is taken without
/// asking.
#[rule("701.47a")]
pub(crate) fn amass(game: &mut Game, item: &StackItem, subtype: Subtype, count: Number, token: CardIdx) {
    let you = item.controller;
    let mut armies = armies_of(game, you);
    if armies.is_empty() {
        game.create_tokens_for(you, NewToken::Card(token), 1, cite!("701.47a"));
        if game.stopped_to_ask() {
            return;
        }
        armies = armies_of(game, you);
        armies.truncate(1);
    }
    let chosen = game.pick(you, armies, 1, false, |options| About::CardToChoose { options });
    if game.stopped_to_ask() {
        return;
    }
    let Some(&army) = chosen.as_ref().and_then(|c| c.first()) else {
        return;
    };
    let count = game.amount(count, item);
    game.add_counters(army, CounterKind::PlusOne, count, cite!("701.47a"));
    if !game.subtypes(army).contains(subtype) {
        let becomes = vec![Modification::AddSubtypes(SubtypeSet::of(&[subtype]))];
        game.add_effect(
            item.source,
            you,
            vec![army],
            becomes,
            Duration::Indefinite,
            cite!("701.47a"),
        );
    }
}

/// The Army creatures `player` controls.
fn armies_of(game: &Game, player: PlayerId) -> Vec<ObjectId> {
    game.controlled_by(player)
        .filter(|&id| game.is_creature(id) && game.subtypes(id).contains(ARMY))
        .collect()
}
