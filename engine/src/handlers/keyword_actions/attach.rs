//! 701.3 Attach: "To attach an Aura, Equipment, or Fortification to an object or player means
//! to take it from where it currently is and put it onto that object or player" (701.3a);
//! what each can be attached to (303.4, 301.5c, 702.5, 702.16c–d); and unattaching (701.3d).

use rules_data::RuleId;

use crate::cards::recipient::Recipient;
use crate::cards::CardTypes;
use crate::event::EventKind;
use crate::game::{Game, ObjectId};
use crate::generated::subtypes;
use crate::handlers::keyword_abilities::{bestow, protection};
use crate::keywords::KeywordHooks;
use crate::stack::{StackItem, Target};
use crate::{cite, rule, Handled};

/// Reports attaching as implemented: effects attach through [`attach`], and the equip and
/// enchant abilities use it.
#[rule("701.3")]
pub fn register(_hooks: &mut KeywordHooks) -> Handled {
    Handled::Done
}

/// What kind of attachment a permanent is, by its subtypes now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Attachment {
    /// An Aura (303.4).
    Aura,
    /// An Equipment (301.5).
    Equipment,
    /// A Fortification (301.6).
    Fortification,
}

impl Attachment {
    /// The kind `object` is now, if it is one of them.
    pub(crate) fn of(game: &Game, object: ObjectId) -> Option<Attachment> {
        let subtypes = game.subtypes(object);
        if subtypes.contains(subtypes::AURA) {
            Some(Attachment::Aura)
        } else if subtypes.contains(subtypes::EQUIPMENT) {
            Some(Attachment::Equipment)
        } else if subtypes.contains(subtypes::FORTIFICATION) {
            Some(Attachment::Fortification)
        } else {
            None
        }
    }
}

/// Whether `object` could be attached to `to` now (701.3a): an Aura to what its enchant
/// ability allows, not itself, and not if it is a creature (702.5a, 702.5d, 303.4d); an
/// Equipment to a creature other than itself, unless it is a creature too (301.5c); a
/// Fortification to a land, unless it is a creature too (301.6); none to a permanent with
/// protection from it (702.16c–d).
#[rule("701.3a", "303.4d", "301.5c", "301.6", "702.5a", "702.16c", "702.16d")]
pub(crate) fn can_attach(game: &Game, object: ObjectId, to: Target) -> bool {
    let Some(kind) = Attachment::of(game, object) else {
        return false;
    };
    if to == Target::Object(object) {
        return false;
    }
    if let Target::Object(id) = to {
        if protection::from(game, id, object) {
            return false;
        }
    }
    match kind {
        Attachment::Aura => {
            !game.is_creature(object)
                && game
                    .pool
                    .get(game.face(object))
                    .enchant
                    .as_ref()
                    .is_some_and(|slot| game.fits_slot(slot, to, object, game.controller(object)))
        }
        Attachment::Equipment => !game.is_creature(object) && matches!(to, Target::Object(id) if game.is_creature(id)),
        Attachment::Fortification => {
            !game.is_creature(object) && matches!(to, Target::Object(id) if game.is(id, CardTypes::LAND))
        }
    }
}

/// Whether `object` is attached to something still there that it can be attached to, and,
/// with the limited range of influence option, within its controller's range; an attachment
/// that isn't goes (704.5m) or becomes unattached (704.5n).
pub(crate) fn attached_legally(game: &Game, object: ObjectId) -> bool {
    game.attached_to(object).is_some_and(|to| {
        can_attach(game, object, to)
            && (game.range.is_none() || crate::range_of_influence::attached_within_range(game, object, to))
    })
}

/// "Attach this to [recipient]" as a spell or ability resolves (the equip ability, 702.6a):
/// the source of `item` is attached to the first of them.
pub(crate) fn attach_to_recipient(game: &mut Game, item: &StackItem, to: Recipient) {
    if let Some(&to) = game.recipients(to, item).first() {
        attach(game, item.source, to, cite!("701.3a"));
    }
}

/// Attaches the permanent `object` to `to` (701.3a): if it can't be attached there, or is
/// already, nothing happens (701.3b); otherwise it is attached there, leaving what it was
/// attached to, and gets a new timestamp (701.3c). Answers whether it moved.
#[rule("701.3a", "701.3b", "701.3c")]
pub(crate) fn attach(game: &mut Game, object: ObjectId, to: Target, rule: RuleId) -> bool {
    if game.obj(object).gone || game.obj(object).attached_to == Some(to) || !can_attach(game, object, to) {
        cite!("701.3b");
        return false;
    }
    attach_now(game, object, to, rule);
    true
}

/// Attaches `object` to `to` with no check: an Aura spell resolving attached to its target
/// (608.3c), or [`attach`] once it has checked.
#[rule("701.3c")]
pub(crate) fn attach_now(game: &mut Game, object: ObjectId, to: Target, rule: RuleId) {
    let timestamp = game.next_timestamp();
    let o = game.obj_mut(object);
    o.attached_to = Some(to);
    o.timestamp = timestamp;
    game.invalidate_characteristics();
    game.emit(rule, EventKind::Attached { object, to });
}

/// Unattaches `object` from what it is attached to; it stays on the battlefield (701.3d). A
/// bestowed Aura that becomes unattached ceases to be bestowed (702.103f).
#[rule("701.3d")]
pub(crate) fn unattach(game: &mut Game, object: ObjectId, rule: RuleId) {
    let Some(from) = game.obj_mut(object).attached_to.take() else {
        return;
    };
    game.invalidate_characteristics();
    game.emit(rule, EventKind::Unattached { object, from });
    if game.obj(object).bestowed {
        bestow::cease(game, object, cite!("702.103f"));
    }
}

/// How a permanent put onto the battlefield by an effect enters: unattached, attached to what
/// it will enchant, or not at all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Entering {
    /// Not an Aura: it enters as usual.
    Unattached,
    /// An Aura that enters attached to this.
    AttachedTo(Target),
    /// An Aura with nothing it could enchant: it stays where it is.
    Stays,
}

/// `card`, about to be put onto the battlefield under `controller`'s control by an effect
/// that names nothing for it to enchant, not as a resolving Aura spell: an Aura enters
/// attached to an object or player it could enchant, which `controller` chooses (asked when
/// there are several; not targeted, so hexproof and shroud don't stop it), and stays in its
/// zone when there is none (303.4f, 303.4g). Set the card's controller first.
#[rule("303.4f", "303.4g")]
pub(crate) fn as_it_enters(game: &mut Game, card: ObjectId, controller: crate::game::PlayerId) -> Entering {
    if Attachment::of(game, card) != Some(Attachment::Aura) {
        return Entering::Unattached;
    }
    let options: Vec<Target> = game
        .battlefield
        .iter()
        .map(|&id| Target::Object(id))
        .chain(game.active_players().map(|(p, _)| Target::Player(p)))
        .filter(|&to| can_attach(game, card, to))
        .collect();
    let chosen = match options.as_slice() {
        [] => {
            cite!("303.4g");
            return Entering::Stays;
        }
        [only] => *only,
        _ => {
            let answer = game.ask(crate::midway::Question {
                player: controller,
                about: crate::midway::About::EnchantAsItEnters {
                    aura: card,
                    options: options.clone(),
                },
            });
            options[answer.min(options.len() - 1)]
        }
    };
    cite!("303.4f");
    Entering::AttachedTo(chosen)
}

impl Game {
    /// What `object` is attached to, if it is still there: an object on the battlefield, or
    /// a player in the game (701.3d: a permanent that leaves it, or a player who leaves the
    /// game, has nothing attached any more).
    pub fn attached_to(&self, object: ObjectId) -> Option<Target> {
        let to = self.obj(object).attached_to?;
        let there = match to {
            Target::Object(id) => self.object(id).is_some_and(|o| !o.gone),
            Target::Player(p) => !self.players[p.0].has_lost,
        };
        there.then_some(to)
    }
}
