//! Characteristics (CR 109.3, 200–209): what an object is, as printed and after continuous
//! effects (613).
//!
//! A card definition holds its printed characteristics ([`CardDef::printed`], its copiable
//! values before copy effects). What the rules see is [`Game::chars`]: the printed values with
//! every applicable continuous effect applied in layers (`crate::continuous`). When no effect
//! and no static ability exists, nothing is computed: the printed values and the counters
//! are the answer, so games that use no such mechanic pay nothing for it.

mod abilities;
mod color;
mod subtypes_ext;
mod types;

pub(crate) use abilities::printed_activated;
pub use abilities::{intrinsic_mana, ActivatedAbilities, ActivatedRef, BASIC_LAND_TYPES};
pub use color::{Color, ColorSet};
pub use subtypes_ext::SubtypeSet;
pub use types::{CardTypes, Supertypes};

use crate::cards::mana::ManaCost;
use crate::cards::{CardDef, CardIdx, CardPool, KeywordSet};
use crate::game::{Counters, Game, ObjectId, PlayerId};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::{cite, rule};

/// The abilities an object has (113): the non-keyword abilities printed on a card, and its
/// keyword abilities.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Abilities {
    /// Whose printed non-keyword abilities (activated, triggered, static, replacement) it
    /// has: its own card's, a copied card's (707.2), or none once an effect removed them.
    pub printed: Option<CardIdx>,
    /// Its keyword abilities (702), printed or gained.
    pub keywords: KeywordSet,
    /// The keyword abilities effects gave it (kept when it loses the abilities its rules
    /// text generates, 305.7).
    pub gained: KeywordSet,
    /// Whether effects gave it activated abilities (613.1f); which ones the layers keep with
    /// its computed characteristics.
    pub activated_gained: bool,
    /// The characteristics whose characteristic-defining abilities, printed on `printed`,
    /// it doesn't have: those a copy effect with an exception set or kept (707.9d).
    pub without_cda: crate::continuous::Reads,
    /// A triggered ability printed on another card that a copy effect's exception gave it
    /// ("except it has this ability", 707.9a): the card and the ability's index there.
    pub extra_trigger: Option<(CardIdx, u8)>,
    /// Its total toxic value (702.164b): the sum of the N of every toxic ability it has,
    /// printed ("Toxic 2") and gained ("gains toxic 1"); 0 without toxic.
    pub toxic: u8,
}

impl Abilities {
    /// Its triggered abilities: those printed on the card whose abilities it has, then one a
    /// copy effect's exception gave it (707.9a); each with the card it is printed on and its
    /// index there.
    pub fn triggers<'p>(
        &self,
        pool: &'p CardPool,
    ) -> impl Iterator<Item = (CardIdx, usize, &'p crate::cards::TriggeredAbility)> + 'p {
        let printed = self.printed.into_iter().flat_map(move |card| {
            pool.get(card)
                .triggers
                .iter()
                .enumerate()
                .filter(|(_, t)| !t.quoted)
                .map(move |(index, t)| (card, index, t))
        });
        let extra = self.extra_trigger.and_then(move |(card, index)| {
            let index = usize::from(index);
            pool.get(card).triggers.get(index).map(|t| (card, index, t))
        });
        printed.chain(extra)
    }

    /// Whether one of its triggered abilities triggers on other objects' events or at the
    /// beginning of a step (see [`CardDef::watches`]).
    pub fn watch(&self, pool: &CardPool) -> bool {
        self.printed.is_some_and(|c| pool.get(c).watches())
            || self
                .extra_trigger
                .is_some_and(|(c, i)| pool.get(c).watches_with(usize::from(i)))
    }

    /// Whether there is any ability: a keyword, one printed on the card whose abilities
    /// these are, or the mana ability of a basic land type among `subtypes` (305.6). A
    /// characteristic an effect sets, or a quality it states, is none (113.12): a creature
    /// an Aura makes red has no ability for it.
    #[rule("113.12")]
    pub fn any(&self, pool: &CardPool, subtypes: &SubtypeSet) -> bool {
        cite!("113.12");
        let printed = self.printed.is_some_and(|card| {
            let c = pool.get(card);
            !(c.abilities.is_empty() && c.triggers.is_empty() && c.statics.is_empty() && c.replacements.is_empty())
        });
        printed
            || self.extra_trigger.is_some()
            || self.activated_gained
            || self.keywords != KeywordSet::default()
            || BASIC_LAND_TYPES.iter().any(|(t, _)| subtypes.contains(*t))
    }
}

/// An object's characteristics (109.3): name, mana cost, color, card type, subtype,
/// supertype, abilities (with the rules text they come from), power, toughness, loyalty and
/// defense. The color indicator (204) is part of the printed colors.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Characteristics {
    /// Its name: the name printed on this definition (201).
    pub name: CardIdx,
    /// Its mana cost (202), if it has one.
    pub mana_cost: Option<ManaCost>,
    /// Its colors (105, 202.2, 204).
    pub colors: ColorSet,
    /// Its card types (205.2).
    pub types: CardTypes,
    /// Its supertypes (205.4).
    pub supertypes: Supertypes,
    /// Its subtypes (205.3).
    pub subtypes: SubtypeSet,
    /// Its abilities (113).
    pub abilities: Abilities,
    /// Power (208), for creatures and objects that have it.
    pub power: Option<i32>,
    /// Toughness (208).
    pub toughness: Option<i32>,
    /// Loyalty (209), for planeswalkers.
    pub loyalty: Option<i32>,
    /// Defense (310.4), for battles.
    pub defense: Option<i32>,
    /// For the back face of a nonmodal double-faced card, which has no mana cost: the mana
    /// value of its front face, which is its own (202.3b, 712.8e). 0 for every other face,
    /// and for a copy of a back face.
    pub front_mana_value: u32,
}

impl Characteristics {
    /// Its mana value (202.3): the mana in its mana cost; 0 without one (202.3a).
    #[rule("202.3")]
    pub fn mana_value(&self) -> u32 {
        self.mana_cost.map_or(self.front_mana_value, |c| c.mana_value())
    }

    /// Whether it has all of `types`.
    #[inline(always)]
    pub fn is(&self, types: CardTypes) -> bool {
        self.types.contains(types)
    }

    /// Whether it has the keyword ability `kw`.
    #[inline(always)]
    pub fn has(&self, kw: KeywordAbility) -> bool {
        self.abilities.keywords.contains(kw)
    }
}

/// An object as it last existed in its zone: its last known information (113.7a, 608.2h),
/// which abilities that trigger on its leaving look back at (603.10a).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LastKnown {
    /// Its characteristics then.
    pub chars: Characteristics,
    /// Its controller then.
    pub controller: PlayerId,
    /// Its counters then.
    pub counters: Counters,
    /// What it was attacking then, if it was an attacking creature (506.3): ninjutsu's
    /// creature enters attacking what the returned one attacked (702.49c).
    pub attacking: Option<crate::stack::Target>,
}

impl Game {
    /// What `id` is now, kept for after it leaves its zone (113.7a).
    pub fn last_known(&self, id: ObjectId) -> LastKnown {
        LastKnown {
            chars: self.chars(id),
            controller: self.controller(id),
            counters: self.obj(id).counters,
            attacking: self.combat.attacked_by(id),
        }
    }

    /// Sets the controller an object has before control-changing effects (who put it onto
    /// the battlefield or the stack, 108.4), as when an ability returns it under its owner's
    /// control.
    pub(crate) fn set_base_controller(&mut self, id: ObjectId, player: PlayerId) {
        self.obj_mut(id).controller = player;
        self.invalidate_characteristics();
    }

    /// Records what `by`'s "as [this] enters" ability chose for `id` as it enters (614.12a),
    /// which that card's abilities "of the chosen color" or "type" read (607.2d).
    pub(crate) fn set_chosen(&mut self, id: ObjectId, chosen: crate::continuous::Chosen) {
        self.obj_mut(id).chosen = chosen;
        self.invalidate_characteristics();
    }

    /// The definition of the card or token `id` is (its printed characteristics, and the
    /// abilities printed on it), or of the half of a split card cast as this spell (709.3b);
    /// while it is face down, the face-down characteristics', with no costs and no abilities
    /// (708.2a).
    #[inline(always)]
    pub fn card(&self, id: ObjectId) -> &CardDef {
        let o = self.obj(id);
        match o.face_down {
            false => self.pool.get(o.own_or_half(&self.pool)),
            true => self
                .pool
                .get(self.pool.face_down(o.face_down_as.has_ward()).unwrap_or(o.card)),
        }
    }

    /// Its printed characteristics: its copiable values before copy effects (613.1, 707.2),
    /// those of the face that is up (712.8d, 712.8e).
    #[inline(always)]
    pub fn printed(&self, id: ObjectId) -> &Characteristics {
        &self.pool.get(self.face(id)).printed
    }

    /// The definition of the face of `id` that is up ([`Object::face`](crate::game::Object::face)).
    #[inline(always)]
    pub fn face(&self, id: ObjectId) -> crate::cards::CardIdx {
        self.obj(id).face(&self.pool)
    }

    /// Its characteristics after every continuous effect (613), with counters (613.4c). On
    /// the battlefield a planeswalker's loyalty is its loyalty counters (122.1e, 306.5c) and a
    /// battle's defense its defense counters (310.4c); elsewhere, the printed numbers (209.1,
    /// 306.5a, 310.4a).
    #[rule("122.1e", "306.5c", "310.4c", "306.5a", "310.4a")]
    pub fn chars(&self, id: ObjectId) -> Characteristics {
        let mut chars = match self.computed(id) {
            Some(c) => c.chars,
            None => {
                let mut chars = *self.printed(id);
                if let (Some(p), Some(t)) = (chars.power, chars.toughness) {
                    let (dp, dt) = self.counter_pt(id);
                    chars.power = Some(p + dp);
                    chars.toughness = Some(t + dt);
                }
                chars
            }
        };
        if chars.power.is_some() && !self.has_power_toughness(id, chars.types) {
            chars.power = None;
            chars.toughness = None;
        }
        let o = self.obj(id);
        if o.zone == crate::game::Zone::Battlefield {
            if chars.loyalty.is_some() {
                chars.loyalty = Some(o.counters.loyalty as i32);
            }
            if chars.defense.is_some() {
                chars.defense = Some(o.counters.defense as i32);
            }
        }
        chars
    }

    /// Its characteristics after effects, before counters (613.4c) and the loyalty and
    /// defense counters stand for (see [`Game::chars`]): the layers' result when they apply
    /// to it, its printed values otherwise.
    #[inline(always)]
    pub(crate) fn current(&self, id: ObjectId) -> &Characteristics {
        match self.computed(id) {
            Some(c) => &c.chars,
            None => self.printed(id),
        }
    }

    /// Its name (201).
    pub fn name(&self, id: ObjectId) -> &str {
        let card = match self.computed(id) {
            Some(c) => c.chars.name,
            None => self.face(id),
        };
        &self.pool.get(card).name
    }

    /// Its card types after effects (205.2).
    #[inline(always)]
    pub fn types(&self, id: ObjectId) -> CardTypes {
        self.current(id).types
    }

    /// Its subtypes after effects (205.3).
    #[inline(always)]
    pub fn subtypes(&self, id: ObjectId) -> &SubtypeSet {
        &self.current(id).subtypes
    }

    /// Its supertypes after effects (205.4).
    #[inline(always)]
    pub fn supertypes(&self, id: ObjectId) -> Supertypes {
        self.current(id).supertypes
    }

    /// Its mana cost (202), if it has one.
    #[inline(always)]
    pub fn mana_cost(&self, id: ObjectId) -> Option<ManaCost> {
        self.current(id).mana_cost
    }

    /// Whether it has all of `types` (205.2).
    #[inline(always)]
    pub fn is(&self, id: ObjectId, types: CardTypes) -> bool {
        self.types(id).contains(types)
    }

    /// Whether it is a creature (302).
    #[inline(always)]
    pub fn is_creature(&self, id: ObjectId) -> bool {
        self.is(id, CardTypes::CREATURE)
    }

    /// Whether it has a keyword ability (702).
    #[inline(always)]
    pub fn has(&self, id: ObjectId, kw: KeywordAbility) -> bool {
        self.current(id).has(kw)
    }

    /// Its colors (105).
    #[inline(always)]
    pub fn colors(&self, id: ObjectId) -> ColorSet {
        self.current(id).colors
    }

    /// Its controller (108.4), after control-changing effects (613.1b). An object that is
    /// neither on the battlefield nor on the stack has none (109.4); this answers its last
    /// one (its owner, out of play).
    #[inline(always)]
    pub fn controller(&self, id: ObjectId) -> PlayerId {
        match self.computed(id) {
            Some(c) => c.controller,
            None => self.obj(id).controller,
        }
    }

    /// Power and toughness after layer 7 (613.4): the printed or defined values, effects
    /// that set, modify and switch them, and counters (613.4c). They may be negative
    /// (107.1b); an object without them answers 0. They start from the printed numbers, and
    /// continuous effects apply to them (302.4c).
    #[rule("302.4c")]
    #[inline(always)]
    pub fn power_toughness(&self, id: ObjectId) -> (i32, i32) {
        let (power, toughness, types) = match self.computed(id) {
            Some(c) => (c.chars.power, c.chars.toughness, c.chars.types),
            None => {
                let printed = self.printed(id);
                match (printed.power, printed.toughness) {
                    (Some(p), Some(t)) => {
                        let (dp, dt) = self.counter_pt(id);
                        (Some(p + dp), Some(t + dt), printed.types)
                    }
                    (p, t) => (p, t, printed.types),
                }
            }
        };
        match (power, toughness) {
            (Some(p), Some(t)) if self.has_power_toughness(id, types) => (p, t),
            _ => (0, 0),
        }
    }

    /// Whether `id`, whose types are `types`, has the power and toughness it would have: a
    /// noncreature permanent has none, even with them printed on its card, as a Vehicle has
    /// (208.3, 301.7a), until it becomes a creature (301.7b); elsewhere a card has its
    /// printed ones.
    #[rule("208.3", "301.7a", "301.7b")]
    #[inline(always)]
    fn has_power_toughness(&self, id: ObjectId, types: CardTypes) -> bool {
        types.contains(CardTypes::CREATURE) || self.obj(id).zone != crate::game::Zone::Battlefield
    }

    /// Power (208).
    #[inline(always)]
    pub fn power(&self, id: ObjectId) -> i32 {
        self.power_toughness(id).0
    }

    /// Toughness (208).
    #[inline(always)]
    pub fn toughness(&self, id: ObjectId) -> i32 {
        self.power_toughness(id).1
    }

    /// What layer 7c adds to its power and toughness (613.4c): its +1/+1 and -1/-1 counters
    /// (122.1a) and the "until end of turn" modifications of resolved spells and abilities
    /// (Giant Growth). Additions commute, so they are summed once.
    #[rule("122.1a", "613.4c")]
    #[inline(always)]
    pub(crate) fn counter_pt(&self, id: ObjectId) -> (i32, i32) {
        let o = self.obj(id);
        let n = o.counters.plus_one as i32 - o.counters.minus_one as i32;
        (n + o.until_end_of_turn.0, n + o.until_end_of_turn.1)
    }
}
