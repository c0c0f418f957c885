//! Zones (CR 400–408) and moving objects between them.

use crate::cards::CardIdx;
use crate::event::EventKind;
use crate::game::{FaceDownAs, Game, Object, ObjectId, PlayerId};
use crate::replacement::{Destroy, Proposed};
use crate::stack::GraveyardKeyword;
use crate::turn::Flow;
use crate::{cite, rule};
use rules_data::RuleId;

/// A zone (400.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Zone {
    /// A player's library (401).
    Library,
    /// A player's hand (402).
    Hand,
    /// The battlefield (403).
    Battlefield,
    /// A player's graveyard (404).
    Graveyard,
    /// The stack (405).
    Stack,
    /// Exile (406).
    Exile,
    /// The command zone (408).
    Command,
    /// Not a zone of the CR: where the engine keeps a phased-out permanent, which is treated
    /// as though it does not exist (702.26b) though it hasn't changed zones (702.26d). It
    /// keeps its identity, counters, status and attachments, and phases back in as the same
    /// object.
    PhasedOut,
}

/// Where in a zone an object goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Position {
    /// On top (libraries, graveyards) or at the end.
    Top,
    /// At the bottom of a library (103.5, 401.4).
    Bottom,
}

impl Game {
    /// Moves `id` to `to` (its owner's zone for libraries, hands and graveyards, 400.3). The
    /// moved card is a new object with a new ID and no memory of its previous existence
    /// (400.7); the old ID stays readable but `gone`. Returns the new ID, or `None` when `id`
    /// is already gone. A token moves too (111.7); 704.5d removes it afterwards.
    /// Putting it into a graveyard is an event replacement effects may modify (Rest in
    /// Peace), and so is putting a commander into a hand or library (903.9b); a spell cast
    /// with flashback or jump-start goes to exile wherever it would go (702.34a, 702.133a).
    /// So is any move of a
    /// permanent whose leaving the battlefield an effect watches (unearth's, 702.84a).
    pub fn move_object(&mut self, id: ObjectId, to: Zone, position: Position, rule: RuleId) -> Option<ObjectId> {
        let o = self.object(id)?;
        if let (false, Some(keyword)) = (to == Zone::Exile, o.exiled_leaving_stack) {
            // A spell cast with flashback or jump-start is exiled instead of going anywhere
            // else (702.34a, 702.133a).
            let rule = match keyword {
                GraveyardKeyword::JumpStart => cite!("702.133a"),
                _ => cite!("702.34a"),
            };
            return self.move_now(id, Zone::Exile, position, rule);
        }
        if to == Zone::Graveyard || o.leaving_watched || self.may_go_to_command_zone_instead(id, to) {
            return self.propose(
                Proposed::Move {
                    object: id,
                    to,
                    place: match position {
                        Position::Top => crate::replacement::InLibrary::Top,
                        Position::Bottom => crate::replacement::InLibrary::Bottom,
                    },
                    destroy: Destroy::No,
                },
                rule,
            );
        }
        self.move_now(id, to, position, rule)
    }

    /// [`Game::move_object`] once replacement effects are applied.
    pub(crate) fn move_now(&mut self, id: ObjectId, to: Zone, position: Position, rule: RuleId) -> Option<ObjectId> {
        self.move_now_as(id, to, position, rule, None)
    }

    /// Puts the card `id` onto the battlefield face down, as `how` says: turned face down
    /// first, it enters with the face-down characteristics (701.40a manifest, 701.58a cloak),
    /// so nothing of its face-up self sees it enter (708.3). Returns the permanent.
    #[rule("708.3")]
    pub(crate) fn put_onto_battlefield_face_down(
        &mut self,
        id: ObjectId,
        how: FaceDownAs,
        rule: RuleId,
    ) -> Option<ObjectId> {
        self.move_now_as(id, Zone::Battlefield, Position::Top, rule, Some(how))
    }

    /// [`Game::move_now`], the new object face down as `face_down` says when that is some.
    fn move_now_as(
        &mut self,
        id: ObjectId,
        to: Zone,
        position: Position,
        rule: RuleId,
        face_down: Option<FaceDownAs>,
    ) -> Option<ObjectId> {
        let from = self.object(id)?.zone;
        let new = self.relocate_as(id, to, position, None, face_down)?;
        // Where it is: a permanent that can't enter is somewhere else (712.13a).
        let to = self.obj(new).zone;
        self.emit(rule, EventKind::ZoneChange { old: id, new, from, to });
        if let Some(other) = self.obj(new).melded_with {
            self.emit(
                cite!("712.21"),
                EventKind::Unmelded {
                    permanent: id,
                    cards: [new, other],
                },
            );
        }
        Some(new)
    }

    /// [`Game::move_object`] without its event, for callers that report the move their own
    /// way (drawing, casting).
    pub(crate) fn relocate(&mut self, id: ObjectId, to: Zone, position: Position) -> Option<ObjectId> {
        self.relocate_as(id, to, position, None, None)
    }

    /// Puts the cards `first` and `second` onto the battlefield combined, as one melded
    /// permanent represented by both (701.42a), `first`'s definition holding its
    /// characteristics: `second` leaves its zone without becoming an object of its own. The
    /// permanent is a commander if either card was one (903.3b). Returns the permanent.
    #[rule("701.42a", "903.3b")]
    pub(crate) fn put_melded(&mut self, first: ObjectId, second: ObjectId) -> Option<ObjectId> {
        let other = self.object(second)?.clone();
        if other.gone {
            return None;
        }
        self.remove_from_zone(second, &other);
        self.mark_gone(second);
        let melded = self.relocate_as(first, Zone::Battlefield, Position::Top, Some(other.card), None)?;
        if other.commander {
            // A commander melded with its pair: the melded permanent is that commander.
            cite!("903.3b");
            self.objects[melded.0 as usize].commander = true;
        }
        Some(melded)
    }

    /// [`Game::relocate`], the new object being a melded permanent of `id`'s card and
    /// `melded` when that is some, and face down as `face_down` says when that is some. A
    /// double-faced card is a new object front face up (712.8a; onto the battlefield from
    /// anywhere but the stack, 712.14), unless it resolves transformed (712.13); a resolving
    /// copy of a permanent spell becomes a token (608.3f, 707.10f); a face-down object is
    /// face up once it has left the battlefield or the stack (708.9).
    #[rule("400.7", "400.3", "608.3f", "707.10f", "712.8a", "712.14", "712.13", "708.9")]
    fn relocate_as(
        &mut self,
        id: ObjectId,
        to: Zone,
        position: Position,
        melded: Option<CardIdx>,
        face_down: Option<FaceDownAs>,
    ) -> Option<ObjectId> {
        let old = self.object(id)?.clone();
        if old.gone {
            return None;
        }
        // What it was as it last existed (its last known information, 113.7a), for abilities
        // that trigger on its leaving.
        let last = self.last_known(id);
        self.remove_from_zone(id, &old);
        self.mark_gone(id);
        // The old object keeps the controller it last had, for effects that ask for "its
        // controller" after it left (608.2h).
        self.objects[id.0 as usize].controller = last.controller;
        let controller = match to {
            Zone::Battlefield | Zone::Stack => last.controller,
            _ => old.owner,
        };
        // A new object (400.7), front face up (712.8a, 712.14). A permanent spell that
        // resolves remembers how it was cast: kicked (607.2i), evoked (702.74a), dashed
        // (702.109a), its X
        // (107.3m), the mana spent on it; a resolving copy of a permanent spell becomes a
        // token, no longer a copy of a spell (608.3f).
        let resolving = old.zone == Zone::Stack && to == Zone::Battlefield;
        let fresh = Object {
            controller,
            melded,
            // A commander stays one wherever it goes (903.3b).
            commander: old.commander,
            ..Object::new(old.card, old.owner, to, old.token)
        };
        let new = self.create_object(if resolving {
            Object {
                kicked: old.kicked,
                times_kicked: old.times_kicked,
                x: old.x,
                mana_spent: old.mana_spent,
                evoked: old.evoked,
                dashed: old.dashed,
                escaped: old.escaped,
                // The permanent a face-down spell becomes is face down (708.4); one cast
                // transformed enters with its back face up (712.13).
                face_down: old.face_down,
                face_down_as: old.face_down_as,
                transformed: old.transformed,
                // A bestowed Aura spell becomes a bestowed Aura (702.103b).
                bestowed: old.bestowed,
                token: old.token || old.spell_copy,
                ..fresh
            }
        } else {
            Object {
                spell_copy: old.spell_copy,
                face_down: face_down.is_some(),
                face_down_as: face_down.unwrap_or_default(),
                ..fresh
            }
        });
        self.insert_into_zone(new, to, old.owner, position);
        // A melded permanent that leaves the battlefield is one permanent leaving and two
        // cards put into the new zone (712.21).
        let second = old.melded.map(|card| self.unmeld(new, card, old.owner, to, position));
        if resolving {
            self.carry_effects(id, new);
        }
        if to == Zone::Battlefield {
            self.enter_battlefield(new);
        }
        if old.zone == Zone::Battlefield {
            // Alone, or as part of an event that moves others too.
            self.all_at_once(|game| {
                if to == Zone::Graveyard {
                    game.died(&last, id, new);
                }
                game.left_battlefield(&last, id, new);
            });
        }
        if to == Zone::Graveyard {
            for card in std::iter::once(new).chain(second) {
                self.put_into_graveyard(card);
            }
        }
        Some(new)
    }

    /// The second card `card` of a melded permanent that left the battlefield as `first`:
    /// a new object of its own in the same zone and place, after `first` (so a replacement
    /// effect applied to the permanent's leaving moves both cards, 712.21d), each card
    /// knowing the other so that an effect that finds one finds both (712.21c).
    #[rule("712.21", "712.21c", "712.21d")]
    fn unmeld(&mut self, first: ObjectId, card: CardIdx, owner: PlayerId, to: Zone, position: Position) -> ObjectId {
        // Outside the battlefield and the stack its controller is its owner (108.4a): a
        // melded permanent never leaves the battlefield for the stack.
        let second = self.create_object(Object {
            melded_with: Some(first),
            ..Object::new(card, owner, to, false)
        });
        self.insert_into_zone(second, to, owner, position);
        self.obj_mut(first).melded_with = Some(second);
        second
    }

    /// A new permanent is on the battlefield: the effects that modify how it enters apply to it
    /// (614.12), a battle's protector is chosen (310.8a), it gets the counters it enters
    /// with, and what triggers on its entering triggers (603.6a).
    pub(crate) fn enter_battlefield(&mut self, id: ObjectId) {
        self.enter_replaced(id);
        if self.day_night_possible && !crate::handlers::keyword_abilities::daybound_and_nightbound::enters(self, id) {
            return;
        }
        if self.battles_possible {
            self.choose_protector_as_it_enters(id);
        }
        self.enters_with_counters(id);
        self.entered(id);
    }

    /// `id`, just put onto the battlefield, doesn't enter after all and is put into its
    /// owner's graveyard instead (712.13a): the same new object, now a card there, that the
    /// effects that began as it entered (a copy effect) no longer affect. Nothing sees it
    /// enter or leave the battlefield.
    pub(crate) fn put_into_graveyard_instead_of_entering(&mut self, id: ObjectId) {
        for effect in &mut self.continuous.effects {
            effect.affected.retain(|&a| a != id);
        }
        self.set_copied(id, None);
        let owner = self.obj(id).owner;
        self.retally(id, |o| {
            o.transformed = false;
            o.controller = owner;
        });
        self.move_in_place(id, Zone::Graveyard);
        self.put_into_graveyard(id);
    }

    /// A new token of `card`, which an effect creates under `owner`'s control (111.1), enters
    /// the battlefield as any permanent does: the effects that modify how it enters apply to
    /// it (614.12), and what triggers on its entering triggers.
    pub(crate) fn create_token_object(&mut self, card: CardIdx, owner: PlayerId) -> ObjectId {
        let id = self.create_object(Object::new(card, owner, Zone::Battlefield, true));
        self.insert_into_zone(id, Zone::Battlefield, owner, Position::Top);
        self.enter_battlefield(id);
        id
    }

    /// Adds a new object to the object table, with the next timestamp (613.7d).
    pub(crate) fn create_object(&mut self, mut object: Object) -> ObjectId {
        object.timestamp = self.next_timestamp();
        object.controlled_since_upkeep = self.players.get(object.controller.0).map_or(0, |p| p.upkeeps_begun);
        let id = ObjectId(self.objects.len() as u32);
        if object.token {
            self.tokens.push(id);
        }
        if object.spell_copy {
            self.spell_copies.push(id);
        }
        self.tally(id, &object, true);
        let matters = self.zone_change_matters(&object);
        self.objects.push(object);
        if matters {
            self.invalidate_characteristics();
        }
        id
    }

    /// Marks `id` as no longer existing in its zone (it left, or ceased to exist).
    fn mark_gone(&mut self, id: ObjectId) {
        let object = self.objects[id.0 as usize].clone();
        self.tally(id, &object, false);
        if object.token {
            self.tokens.retain(|&t| t != id);
        }
        if object.spell_copy {
            self.spell_copies.retain(|&c| c != id);
        }
        let matters = self.zone_change_matters(&self.objects[id.0 as usize]);
        self.objects[id.0 as usize].gone = true;
        if matters {
            self.invalidate_characteristics();
        }
    }

    /// Whether an object arriving in or leaving its zone can change what the layers compute:
    /// it is on the battlefield or the stack, it has a characteristic-defining ability, an
    /// effect counts the cards of hands or graveyards, or a static ability reaches it there
    /// (Varolz's graveyards, Mycosynth Lattice's every zone). (A card drawn from a library
    /// to a hand changes nothing for an anthem.)
    fn zone_change_matters(&self, object: &Object) -> bool {
        matches!(object.zone, Zone::Battlefield | Zone::Stack)
            || self.has_effect_source(object)
            || self.continuous.cache.counts_zones()
            || self.continuous.everywhere_sources > 0
            || (self.graveyard_statics_possible && object.zone == Zone::Graveyard)
    }

    /// The list that holds `zone`'s objects (`owner`'s, for a player's zone); `None` for the
    /// stack, whose items `stack` holds.
    fn zone_list(&mut self, zone: Zone, owner: PlayerId) -> Option<&mut Vec<ObjectId>> {
        Some(match zone {
            Zone::Library => &mut self.players[owner.0].library,
            Zone::Hand => &mut self.players[owner.0].hand,
            Zone::Graveyard => &mut self.players[owner.0].graveyard,
            Zone::Battlefield => &mut self.battlefield,
            Zone::Exile => &mut self.exile,
            Zone::Command => &mut self.command,
            Zone::PhasedOut => &mut self.phased_out,
            Zone::Stack => return None,
        })
    }

    /// Lists `id` in `zone`. Spells enter the stack through `casting`, which records the
    /// stack item.
    pub(crate) fn insert_into_zone(&mut self, id: ObjectId, zone: Zone, owner: PlayerId, position: Position) {
        if let Some(list) = self.zone_list(zone, owner) {
            match position {
                Position::Top => list.push(id),
                Position::Bottom => list.insert(0, id),
            }
        }
        if self.commander_game {
            self.note_commander_arrival(id, zone);
        }
    }

    fn remove_from_zone(&mut self, id: ObjectId, object: &Object) {
        match self.zone_list(object.zone, object.owner) {
            Some(list) => {
                if let Some(i) = list.iter().rposition(|&o| o == id) {
                    list.remove(i);
                }
            }
            None => self.stack.retain(|item| item.object != Some(id)),
        }
        if object.zone == Zone::Battlefield {
            self.combat.remove(id);
        }
    }

    /// Moves `id` between the battlefield and the phased-out permanents as the same object
    /// (702.26d: no zone change, no new object): it leaves combat on the way out (506.4), and
    /// the game counts its abilities only where they work (phased out, nowhere).
    pub(crate) fn move_in_place(&mut self, id: ObjectId, to: Zone) {
        let before = self.obj(id).clone();
        self.remove_from_zone(id, &before);
        self.tally(id, &before, false);
        self.obj_mut(id).zone = to;
        let after = self.obj(id).clone();
        self.tally(id, &after, true);
        self.insert_into_zone(id, to, after.owner, Position::Top);
        self.invalidate_characteristics();
    }

    /// A token outside the battlefield ceases to exist (704.5d): it leaves its zone and no
    /// new object is made.
    pub(crate) fn cease_to_exist(&mut self, id: ObjectId, rule: RuleId) {
        if self.set_aside(id) {
            self.emit(rule, EventKind::CeasedToExist { object: id });
        }
    }

    /// `id` leaves its zone and this game without a new object in it: a token ceasing to
    /// exist, or a card going to a subgame (728.2). Returns whether it was still there.
    pub(crate) fn set_aside(&mut self, id: ObjectId) -> bool {
        let object = self.obj(id).clone();
        if object.gone {
            return false;
        }
        self.remove_from_zone(id, &object);
        self.mark_gone(id);
        true
    }

    /// Whether the object `id` is still in `zone`: it exists and hasn't left it, which would
    /// have made it a new object (400.7).
    pub(crate) fn still_in(&self, id: ObjectId, zone: Zone) -> bool {
        self.object(id).is_some_and(|o| !o.gone && o.zone == zone)
    }

    /// Whether `card` is in `player`'s hand.
    pub(crate) fn is_in_hand(&self, card: ObjectId, player: PlayerId) -> bool {
        self.object(card)
            .is_some_and(|o| !o.gone && o.zone == Zone::Hand && o.owner == player)
    }

    /// `player` drew `card`, the first card they drew this turn: what looks at that card.
    /// Only a permanent with a triggered ability can have the static ability that reveals it,
    /// which its triggers are linked to (603.11); only a card with miracle can be revealed
    /// by its own (702.94a).
    fn drew_first_card(&mut self, player: PlayerId, card: ObjectId) {
        if matches!(self.flow, Flow::Companions | Flow::Mulligans { .. }) {
            // Opening hands and mulligans are drawn before the first turn: no card is drawn
            // "this turn" yet, and none is revealed or cast for its miracle cost.
            return;
        }
        if self.watching.watchers > 0 {
            crate::handlers::keyword_actions::reveal::reveal_first_draw(self, player, card);
        }
        if self.miracle_possible {
            crate::handlers::keyword_abilities::miracle::may_reveal(self, player, card);
        }
    }

    /// `player` draws a card: an event replacement effects may modify, even with an empty
    /// library (614.11). Returns the card drawn.
    #[rule("614.11")]
    pub fn draw(&mut self, player: PlayerId, rule: RuleId) -> Option<ObjectId> {
        self.propose(Proposed::Draw { player }, rule)
    }

    /// The top card of `player`'s library goes to their hand (121.1); drawing from an empty
    /// library is remembered for 704.5b (121.4). Returns the new object.
    #[rule("121.1", "121.4")]
    pub(crate) fn draw_now(&mut self, player: PlayerId, rule: RuleId) -> Option<ObjectId> {
        match self.players[player.0].library.last().copied() {
            Some(top) => {
                cite!("121.1");
                let new = self.relocate(top, Zone::Hand, Position::Top)?;
                self.emit(rule, EventKind::Draw { player, card: new });
                let drawn = &mut self.players[player.0].drawn_this_turn;
                *drawn += 1;
                if *drawn == 1 {
                    self.drew_first_card(player, new);
                }
                Some(new)
            }
            None => {
                self.players[player.0].drew_from_empty_library = true;
                self.emit(cite!("121.4"), EventKind::DrewFromEmptyLibrary { player });
                None
            }
        }
    }
}
