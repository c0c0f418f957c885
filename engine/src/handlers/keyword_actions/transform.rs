//! 701.27 Transform: turning a double-faced permanent over so that its other face is up
//! (701.27a). It stays the same object, and the effects that applied to it go on applying
//! (712.18); only permanents represented by double-faced cards can transform (701.27c, 712.9),
//! and never into an instant or sorcery face (701.27d). Not built yet: "transforms into"
//! triggers (701.27e) and an ability's own permanent transforming only if it hasn't since
//! the ability was put on the stack (701.27f): no card of the pool transforms its own
//! permanent.

use crate::cards::CardTypes;
use crate::event::EventKind;
use crate::game::{Game, ObjectId, Zone};
use crate::handlers::keyword_abilities::daybound_and_nightbound;
use crate::keywords::KeywordHooks;
use crate::{cite, rule, Handled};
use rules_data::RuleId;

/// Reports transform as implemented: [`transform`] does it, for the `transform` instruction.
#[rule("701.27")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// Transforms the permanent `id`, if it can: a face-up permanent (712.15a) represented by a
/// double-faced card (not one that only copies a double-faced permanent, 712.9) whose other
/// face is not an instant or sorcery face (701.27d). It is the same object after (712.18): what applied to
/// it keeps applying, its counters and damage stay.
#[rule("701.27a", "701.27c", "701.27d", "712.9", "712.15a", "712.18")]
pub fn transform(game: &mut Game, id: ObjectId, rule: RuleId) {
    let o = game.obj(id);
    if o.gone || o.zone != Zone::Battlefield {
        return;
    }
    if game.day_night_possible && !daybound_and_nightbound::transform_allowed(game, id, rule) {
        return;
    }
    if o.face_down {
        // A face-down double-faced permanent can't transform (712.15a).
        cite!("712.15a");
        return;
    }
    let Some(back) = game.pool.get(o.card).back else {
        // Not represented by a double-faced card: nothing happens.
        cite!("701.27c");
        cite!("712.9");
        return;
    };
    let other = if o.transformed { o.card } else { back };
    if game
        .pool
        .get(other)
        .printed
        .types
        .intersects(CardTypes::INSTANT.with(CardTypes::SORCERY))
    {
        cite!("701.27d");
        return;
    }
    cite!("712.18");
    game.retally(id, |o| o.transformed = !o.transformed);
    game.invalidate_characteristics();
    game.emit(rule, EventKind::Transformed { object: id });
}
