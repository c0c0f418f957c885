//! 702.26 Phasing: during each player's untap step, the phased-in permanents with phasing
//! they control phase out and the permanents that phased out under their control phase in
//! (702.26a, performed by 703.4a). A phased-out permanent is treated as though it does not
//! exist (702.26b): the engine keeps it out of the battlefield's list, in
//! [`Zone::PhasedOut`], as the same object with its counters, status and attachments
//! (702.26d), so nothing that looks at the battlefield sees it, counts it, affects it or
//! targets it. What is attached to it phases out and in with it (702.26g).

use crate::event::EventKind;
use crate::game::{Game, ObjectId, Zone};
use crate::keywords::KeywordHooks;
use crate::stack::Target;
use crate::{cite, rule, Handled};
use rules_data::RuleId;

/// Reports phasing as implemented: the untap step phases permanents out and in (703.4a), and
/// effects phase permanents out through [`phase_out`].
#[rule("702.26")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// `id` phases out (702.26b), unless it isn't a phased-in permanent: it leaves combat
/// (506.4), and the Auras, Equipment and Fortifications attached to it phase out with it,
/// indirectly (702.26g). No zone changes, so nothing triggers on leaving (702.26d).
#[rule("702.26b", "702.26d", "702.26g")]
pub(crate) fn phase_out(game: &mut Game, id: ObjectId, indirectly: bool, rule: RuleId) {
    let object = game.obj(id);
    if object.gone || object.zone != Zone::Battlefield {
        return;
    }
    let attached: Vec<ObjectId> = game
        .battlefield
        .iter()
        .copied()
        .filter(|&a| game.obj(a).attached_to == Some(Target::Object(id)))
        .collect();
    game.move_in_place(id, Zone::PhasedOut);
    game.obj_mut(id).phased_indirectly = indirectly;
    cite!("702.26d");
    game.emit(rule, EventKind::PhasedOut { object: id, indirectly });
    for a in attached {
        phase_out(game, a, true, cite!("702.26g"));
    }
}

/// `id` phases in (702.26c): the game treats it as existing again, and what phased out
/// indirectly with it phases in with it, still attached (702.26g).
#[rule("702.26c", "702.26g")]
pub(crate) fn phase_in(game: &mut Game, id: ObjectId, rule: RuleId) {
    if game.obj(id).zone != Zone::PhasedOut {
        return;
    }
    game.move_in_place(id, Zone::Battlefield);
    game.obj_mut(id).phased_indirectly = false;
    game.emit(rule, EventKind::PhasedIn { object: id });
    let attached: Vec<ObjectId> = game
        .phased_out
        .iter()
        .copied()
        .filter(|&a| game.obj(a).phased_indirectly && game.obj(a).attached_to == Some(Target::Object(id)))
        .collect();
    for a in attached {
        phase_in(game, a, cite!("702.26g"));
    }
}
