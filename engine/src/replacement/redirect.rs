//! Redirecting part of the damage an event would deal (CR 614.9, 801.13a): "the next X damage
//! that would be dealt to [it] this turn is dealt to [another] instead".

use rules_data::RuleId;

use super::{EffectKey, Proposed};
use crate::game::{Game, ObjectId, Zone};
use crate::generated::rules;
use crate::stack::Target;
use crate::{cite, rule};

impl Game {
    /// The redirection shield `key`, with `left` damage still to redirect to `new`, applies to
    /// `event`, damage: up to `left` of it is dealt to `new` instead (614.9), and the shield is
    /// reduced by that much. The rest is still dealt as it would have been, at the same time:
    /// the redirected part is split off the event and performed right after it, unless it
    /// does nothing out of range (801.13a). Once `new` is gone, nothing can be redirected to
    /// it any more: the shield ends and the event goes on unchanged.
    #[rule("614.9")]
    pub(super) fn redirect_next(
        &mut self,
        key: EffectKey,
        left: u32,
        new: Target,
        event: Proposed,
    ) -> (Proposed, RuleId) {
        let Proposed::Damage {
            source,
            to,
            amount,
            combat,
        } = event
        else {
            return (event, cite!("614.9"));
        };
        let EffectKey::Shield(number) = key else {
            return (event, cite!("614.9"));
        };
        if !self.may_be_dealt_damage(new) {
            self.replacements.shields.retain(|s| s.number != number);
            return (event, cite!("614.9"));
        }
        let moved = left.min(amount);
        self.use_shield(number, moved);
        let rest = Proposed::Damage {
            source,
            to,
            amount: amount - moved,
            combat,
        };
        if self.redirected_part_does_nothing(source, new) {
            return (rest, rules::R801_13A);
        }
        let redirected = Proposed::Damage {
            source,
            to: new,
            amount: moved,
            combat,
        };
        if moved < amount {
            let applied = self.replacements.applied.len();
            self.replacements.split.push((applied, redirected));
            return (rest, cite!("614.9"));
        }
        (redirected, cite!("614.9"))
    }

    /// `event`, damage, is dealt to `this` instead: the effect's own source (614.9, Palisade
    /// Giant's "all damage that would be dealt to you and other permanents you control is
    /// dealt to Palisade Giant instead").
    #[rule("614.9")]
    pub(super) fn redirect_to(&self, this: ObjectId, event: Proposed) -> (Proposed, RuleId) {
        let Proposed::Damage {
            source, amount, combat, ..
        } = event
        else {
            return (event, cite!("614.9"));
        };
        (
            Proposed::Damage {
                source,
                to: Target::Object(this),
                amount,
                combat,
            },
            cite!("614.9"),
        )
    }

    /// Whether the part of `source`'s damage redirected to `new` does nothing: with the limited
    /// range of influence option, `new` is outside the range of the player whose damage it
    /// is (801.13a).
    #[rule("801.13a")]
    fn redirected_part_does_nothing(&self, source: ObjectId, new: Target) -> bool {
        let outside = !self.target_within_range(self.controller(source), new);
        if outside {
            cite!("801.13a");
        }
        outside
    }

    /// Whether `to` is still there to be dealt damage: a player still in the game, or a
    /// permanent still on the battlefield.
    fn may_be_dealt_damage(&self, to: Target) -> bool {
        match to {
            Target::Player(p) => !self.players[p.0].has_lost,
            Target::Object(id) => {
                let object = self.obj(id);
                !object.gone && object.zone == Zone::Battlefield
            }
        }
    }
}
