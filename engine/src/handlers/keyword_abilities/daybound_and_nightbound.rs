//! 702.145 Daybound and Nightbound: found on the two faces of some double-faced cards
//! (702.145a). A card file writes `keywords = ["Daybound"]` on the front face and
//! `["Nightbound"]` on the back. Daybound's permanent enters transformed at night when a
//! double-faced card represents it (702.145b; [`enters`], with 712.13a for a back face
//! that is an instant or sorcery); both transform as day and night change
//! ([`Game::became_day_or_night`] in `day_night.rs`); any time a front face with daybound
//! is up at night, or a back face with nightbound by day, it transforms, and either makes
//! it day or night when the game is neither ([`settle`], 702.145c–d, 702.145f–g); and
//! neither transforms except by its own ability ([`transform_allowed`]).

use rules_data::RuleId;

use crate::cards::{CardIdx, CardTypes};
use crate::day_night::DayNight;
use crate::event::EventKind;
use crate::game::{Game, ObjectId};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::generated::rules;
use crate::handlers::keyword_actions::transform::transform;
use crate::keywords::KeywordHooks;
use crate::{cite, rule, Handled};

/// Reports daybound and nightbound as implemented: the functions the module doc names do
/// them.
#[rule("702.145", "702.145a")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// Which of the pair an object has (702.145a).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Bound {
    /// Daybound, on a front face (702.145b).
    Day,
    /// Nightbound, on a back face (702.145e).
    Night,
}

/// "Daybound" or "Nightbound" as a card file writes it, in any case; `None` for another
/// keyword.
pub fn parse(name: &str) -> Option<Bound> {
    if name.eq_ignore_ascii_case("daybound") {
        Some(Bound::Day)
    } else if name.eq_ignore_ascii_case("nightbound") {
        Some(Bound::Night)
    } else {
        None
    }
}

impl Game {
    /// Whether `id` has daybound or nightbound now, and which: printed on the face whose
    /// abilities it has (its own, or one it copies, 707.2), unless an effect removed it.
    pub(crate) fn bound(&self, id: ObjectId) -> Option<Bound> {
        if !self.has(id, KeywordAbility::DayboundAndNightbound) {
            return None;
        }
        self.ability_source(id).and_then(|card| self.pool.get(card).bound)
    }

    /// The permanents with `bound` on the battlefield whose face up is its own: daybound on a
    /// front face up, nightbound on a back face up.
    fn bound_face_up(&self, bound: Bound) -> Vec<ObjectId> {
        self.battlefield
            .iter()
            .copied()
            .filter(|&id| self.bound(id) == Some(bound) && self.obj(id).transformed == (bound == Bound::Night))
            .collect()
    }

    /// As it becomes night, each daybound permanent front face up transforms; as it becomes
    /// day, each nightbound permanent back face up (702.145b, 702.145e). One not
    /// represented by a double-faced card stays as it is (701.27c).
    #[rule("702.145b", "702.145e")]
    pub(crate) fn transform_bound_as_it_becomes(&mut self, now: DayNight) {
        let (bound, rule) = match now {
            DayNight::Night => (Bound::Day, cite!("702.145b")),
            DayNight::Day => (Bound::Night, cite!("702.145e")),
        };
        for id in self.bound_face_up(bound) {
            transform(self, id, rule);
        }
    }
}

/// What daybound and nightbound do "any time" (702.145c–d, 702.145f–g), done before a player
/// receives priority in games with such a card: a daybound permanent makes it day if it is
/// neither day nor night; a nightbound one makes it night if it is neither and no permanent
/// has daybound; then each daybound permanent front face up at night transforms, and each
/// nightbound one back face up by day. None of these is a state-based action.
#[rule("702.145c", "702.145d", "702.145f", "702.145g")]
pub(crate) fn settle(game: &mut Game) {
    if game.day_night.is_none() {
        let any = |bound| game.battlefield.iter().any(|&id| game.bound(id) == Some(bound));
        if any(Bound::Day) {
            game.become_day_or_night(DayNight::Day, cite!("702.145d"));
        } else if any(Bound::Night) {
            game.become_day_or_night(DayNight::Night, cite!("702.145g"));
        }
    }
    let (bound, rule) = match game.day_night {
        Some(DayNight::Night) => (Bound::Day, cite!("702.145c")),
        Some(DayNight::Day) => (Bound::Night, cite!("702.145f")),
        None => return,
    };
    for id in game.bound_face_up(bound) {
        transform(game, id, rule);
    }
}

/// Whether `rule`, by which a permanent with daybound or nightbound would transform, is that
/// ability's own: "This permanent can't transform except due to its daybound [nightbound]
/// ability" (702.145b, 702.145e).
#[rule("702.145b", "702.145e")]
pub(crate) fn transform_allowed(game: &Game, id: ObjectId, rule: RuleId) -> bool {
    if game.bound(id).is_none() {
        return true;
    }
    if [rules::R702_145B, rules::R702_145C, rules::R702_145E, rules::R702_145F].contains(&rule) {
        return true;
    }
    cite!("702.145b");
    cite!("702.145e");
    false
}

/// A permanent just put onto the battlefield, once the effects that modify how it enters
/// have applied (614.12): with daybound, at night, represented by a double-faced card, it
/// enters transformed (702.145b), unless its back face can't (712.13a). Returns whether it
/// is on the battlefield.
#[rule("702.145b")]
pub(crate) fn enters(game: &mut Game, id: ObjectId) -> bool {
    if game.day_night != Some(DayNight::Night) || game.bound(id) != Some(Bound::Day) || game.obj(id).transformed {
        return true;
    }
    let Some(back) = game.pool.get(game.obj(id).card).back else {
        // Not represented by a double-faced card (a copy of one): it enters as it is.
        return true;
    };
    if put_away_if_back_face_cant_enter(game, id, back) {
        return false;
    }
    game.retally(id, |o| o.transformed = true);
    game.invalidate_characteristics();
    game.emit(cite!("702.145b"), EventKind::EnteredTransformed { object: id });
    true
}

/// A double-faced card whose back face is an instant or sorcery face can't enter the
/// battlefield transformed: it doesn't enter, and is put into its owner's graveyard instead
/// (712.13a). Returns whether it was.
#[rule("712.13a")]
fn put_away_if_back_face_cant_enter(game: &mut Game, id: ObjectId, back: CardIdx) -> bool {
    if !game
        .pool
        .get(back)
        .printed
        .types
        .intersects(CardTypes::INSTANT.with(CardTypes::SORCERY))
    {
        return false;
    }
    game.emit(cite!("712.13a"), EventKind::CantEnterTransformed { object: id });
    game.put_into_graveyard_instead_of_entering(id);
    true
}
