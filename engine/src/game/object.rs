//! Objects (CR 109): cards, tokens and spells, with their status and what is marked on them.

use crate::cards::{CardIdx, CardPool};
use crate::game::{PlayerId, Zone};
use crate::{cite, rule};

/// An object's identity. A card that changes zones becomes a new object with a new ID
/// (400.7), so an ID never refers to the same card in two zones.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ObjectId(pub u32);

impl ObjectId {
    /// No object: the source of an ability that has none, an inherent triggered ability of a
    /// designation (the monarch's, 724.2: an exception to 113.8). Never an object of the game.
    pub const NONE: ObjectId = ObjectId(u32::MAX);
}

impl std::fmt::Display for ObjectId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// How a face-down object came to be face down: what its face-down characteristics are
/// (708.2a) and how it may be turned face up.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum FaceDownAs {
    /// Cast with morph (702.37a) or turned face down by an effect that lists no
    /// characteristics (708.2a): a 2/2 creature with no text.
    #[default]
    Plain,
    /// Cast with disguise: a 2/2 creature with ward {2} (702.168a).
    Disguised,
    /// Manifested: a 2/2 creature with no text (701.40a), which may be turned face up for
    /// its card's mana cost if that is a creature card (701.40b).
    Manifested,
    /// Cloaked: a 2/2 creature with ward {2} (701.58a), turned face up as a manifested one
    /// is (701.58b).
    Cloaked,
}

impl FaceDownAs {
    /// Whether its face-down characteristics include ward {2} (702.168a, 701.58a).
    pub fn has_ward(self) -> bool {
        matches!(self, FaceDownAs::Disguised | FaceDownAs::Cloaked)
    }

    /// Whether it may be turned face up for its card's mana cost (701.40b, 701.58b).
    pub fn by_mana_cost(self) -> bool {
        matches!(self, FaceDownAs::Manifested | FaceDownAs::Cloaked)
    }
}

/// Counters on an object (122), by kind.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Counters {
    /// +1/+1 counters.
    pub plus_one: u32,
    /// -1/-1 counters.
    pub minus_one: u32,
    /// Loyalty counters (a planeswalker's loyalty, 306.5b).
    pub loyalty: u32,
    /// Defense counters (a battle's defense, 310.4b).
    pub defense: u32,
    /// Fade counters (fading, 702.32a).
    pub fade: u32,
    /// Age counters (cumulative upkeep, 702.24a).
    pub age: u32,
    /// Charge counters (station, 702.184a).
    pub charge: u32,
    /// Lore counters (a Saga's progress, 714.3).
    pub lore: u32,
    /// Time counters (vanishing, 702.63a).
    pub time: u32,
    /// Level counters (level up, 702.87a).
    pub level: u32,
    /// Intervention counters (Divine Intervention).
    pub intervention: u32,
}

impl Counters {
    /// How many counters of `kind` there are.
    pub fn of(&self, kind: crate::cards::effect::CounterKind) -> u32 {
        *self.count(kind)
    }

    /// The count of counters of `kind`, to change.
    pub(crate) fn of_mut(&mut self, kind: crate::cards::effect::CounterKind) -> &mut u32 {
        use crate::cards::effect::CounterKind as K;
        match kind {
            K::PlusOne => &mut self.plus_one,
            K::MinusOne => &mut self.minus_one,
            K::Loyalty => &mut self.loyalty,
            K::Defense => &mut self.defense,
            K::Fade => &mut self.fade,
            K::Age => &mut self.age,
            K::Charge => &mut self.charge,
            K::Lore => &mut self.lore,
            K::Time => &mut self.time,
            K::Level => &mut self.level,
            K::Intervention => &mut self.intervention,
        }
    }

    fn count(&self, kind: crate::cards::effect::CounterKind) -> &u32 {
        use crate::cards::effect::CounterKind as K;
        match kind {
            K::PlusOne => &self.plus_one,
            K::MinusOne => &self.minus_one,
            K::Loyalty => &self.loyalty,
            K::Defense => &self.defense,
            K::Fade => &self.fade,
            K::Age => &self.age,
            K::Charge => &self.charge,
            K::Lore => &self.lore,
            K::Time => &self.time,
            K::Level => &self.level,
            K::Intervention => &self.intervention,
        }
    }
}

/// One object.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Object {
    /// The card or token definition it has the characteristics of.
    pub card: CardIdx,
    /// Its owner (108.3, 111.2).
    pub owner: PlayerId,
    /// Its controller (108.4): on the battlefield or the stack, the player who put it there.
    pub controller: PlayerId,
    /// The zone it is in (or was in, once `gone`).
    pub zone: Zone,
    /// False once it left that zone (it is a new object elsewhere, 400.7) or ceased to exist.
    pub gone: bool,
    /// When it entered its zone (613.7d), for ordering.
    pub timestamp: u32,
    /// A token (111), not a card.
    pub token: bool,
    /// Tapped (110.5).
    pub tapped: bool,
    /// Not continuously controlled since its controller's most recent turn began (302.6).
    pub summoning_sick: bool,
    /// How many of its controller's upkeep steps had begun when it came under their control
    /// (as it was created, or as control of it changed): it came under their control since
    /// the beginning of their last upkeep while this is at least their count less one
    /// (702.30a).
    pub controlled_since_upkeep: u32,
    /// Damage marked on it (120.3e), removed in cleanup (514.2).
    pub damage: u32,
    /// Dealt damage by a source with deathtouch since state-based actions were last checked
    /// (704.5h).
    pub deathtouch_damage: bool,
    /// Counters on it.
    pub counters: Counters,
    /// Power and toughness changes that last until end of turn (613.4c, 514.2).
    pub until_end_of_turn: (i32, i32),
    /// Whether it is face down (708): a spell or permanent with the face-down characteristics
    /// (708.2a), which only its controller may look at (708.5).
    pub face_down: bool,
    /// How it came to be face down, while it is (708.2a).
    pub face_down_as: FaceDownAs,
    /// Whether it phased out because the permanent it is attached to did (702.26g): it phases
    /// in only along with that permanent.
    pub phased_indirectly: bool,
    /// The color and creature type chosen for it as it entered the battlefield (614.12a,
    /// 205.3e), with the card whose ability chose them (607.2d).
    pub chosen: crate::continuous::Chosen,
    /// For a spell, and the permanent it becomes as it resolves: the kicker costs its
    /// controller announced the intention to pay as it was cast, bit `i` for the card's `i`th
    /// (702.33d, 607.2i).
    pub kicked: u8,
    /// For a spell with multikicker, and the permanent it becomes as it resolves: how many
    /// times it was kicked (702.33c, 702.33d).
    pub times_kicked: u8,
    /// A copy of a spell (707.10): it ceases to exist once it is in a zone other than the
    /// stack (704.5e).
    pub spell_copy: bool,
    /// A double-faced permanent with its back face up (712.8e, 701.27g); every other object
    /// has its front face up (712.8a).
    pub transformed: bool,
    /// A flip card's permanent that flipped: its flipped half's characteristics apply
    /// (710.2). Once flipped it stays so as long as it is this object (710.4).
    pub flipped: bool,
    /// For a melded permanent (701.42a), the second of the two cards it is: it is one object
    /// represented by [`Object::card`] and this card, with the characteristics of their
    /// combined back faces (712.8g).
    pub melded: Option<CardIdx>,
    /// For a card that a melded permanent became as it left the battlefield along with
    /// another card (712.21), that other card: an effect that finds the one finds both
    /// (712.21c).
    pub melded_with: Option<ObjectId>,
    /// For a split card's spell: the half being cast (709.3), `0` the left, whose
    /// characteristics alone exist on the stack (709.3b). `None` for every other object: a
    /// split card off the stack has its halves' combined (709.4).
    pub half: Option<u8>,
    /// For a spell cast bestowed, and the permanent it becomes as it resolves: a bestowed
    /// Aura, with the characteristics its bestow ability gives it (702.103b) until it ceases
    /// to be bestowed (702.103e–f).
    pub bestowed: bool,
    /// For a spell, and the permanent it becomes as it resolves: the types of mana spent to
    /// cast it, bit `i` for [`ManaType`](crate::cards::mana::ManaType) `i`. None for a copy:
    /// mana isn't an object, and nothing is spent on a copy (707.10).
    pub mana_spent: u8,
    /// For a spell, and the permanent it becomes as it resolves: the value of X announced as
    /// it was cast, which the permanent's abilities that apply as it enters use (107.3m).
    pub x: u32,
    /// For a spell, and the permanent it becomes as it resolves: whether it was cast for its
    /// evoke cost (702.74a).
    pub evoked: bool,
    /// For a spell, and the permanent it becomes as it resolves: whether it was cast for its
    /// dash cost (702.109a).
    pub dashed: bool,
    /// For a spell, and the permanent it becomes as it resolves: whether it was cast from a
    /// graveyard with its escape ability, "escaped" (702.138b).
    pub escaped: bool,
    /// A permanent whose leaving the battlefield a replacement effect watches (unearth's
    /// "if it would leave the battlefield, exile it instead", 702.84a): each of its moves is
    /// an event replacement effects may modify.
    pub leaving_watched: bool,
    /// For a spell: it has rebound and was cast from its caster's hand, so it is exiled as it
    /// resolves (702.88a).
    pub rebounds: bool,
    /// Renowned, a designation a permanent keeps until it leaves the battlefield (702.112b).
    pub renowned: bool,
    /// Whether it is monstrous (701.37b): a designation it keeps until it leaves the
    /// battlefield, not an ability nor a copiable value.
    pub monstrous: bool,
    /// For a spell cast from a graveyard with flashback or jump-start, that keyword: it is
    /// exiled as it leaves the stack (702.34a, 702.133a).
    pub exiled_leaving_stack: Option<crate::stack::GraveyardKeyword>,
    /// The object or player it is attached to, for an Aura, Equipment or Fortification
    /// (701.3a); see [`Game::attached_to`](crate::game::Game::attached_to) for whether it
    /// is still there.
    pub attached_to: Option<crate::stack::Target>,
    /// The cards whose abilities its latest copy effect gave it (707.2), if one applies: the
    /// card whose values it copied and the one of a triggered ability an exception gave it
    /// (707.9a). The game counts it with those cards too (`game/tally.rs`).
    pub copied: [Option<crate::cards::CardIdx>; 2],
    /// For a battle, the player designated as its protector (310.8), chosen as it entered
    /// (310.8a) or by a state-based action since (704.5w, 704.5x); it stays so if the
    /// permanent stops being a battle (310.8g). See [`crate::battles`].
    pub protector: Option<PlayerId>,
    /// Whether the card is a commander (903.3): a designation, not a characteristic, that
    /// stays with the card in every zone (903.3b); a copy never has it. See
    /// [`crate::commander`].
    pub commander: bool,
}

impl Object {
    /// A new object of `card` in `zone`, owned and controlled by `owner`: untapped, new to
    /// its controller, with no damage, counters, choices or history. A token if `token`.
    pub(crate) fn new(card: crate::cards::CardIdx, owner: PlayerId, zone: Zone, token: bool) -> Object {
        Object {
            card,
            owner,
            controller: owner,
            zone,
            gone: false,
            timestamp: 0,
            token,
            tapped: false,
            summoning_sick: true,
            controlled_since_upkeep: 0,
            damage: 0,
            deathtouch_damage: false,
            counters: Counters::default(),
            until_end_of_turn: (0, 0),
            face_down: false,
            face_down_as: FaceDownAs::Plain,
            phased_indirectly: false,
            chosen: crate::continuous::Chosen::default(),
            kicked: 0,
            times_kicked: 0,
            spell_copy: false,
            transformed: false,
            flipped: false,
            half: None,
            commander: false,
            melded: None,
            melded_with: None,
            bestowed: false,
            mana_spent: 0,
            x: 0,
            evoked: false,
            dashed: false,
            escaped: false,
            leaving_watched: false,
            renowned: false,
            monstrous: false,
            rebounds: false,
            exiled_leaving_stack: None,
            attached_to: None,
            copied: [None, None],
            protector: None,
        }
    }

    /// Whether it is outside the battlefield and the stack (in a library, a hand, a graveyard,
    /// exile or the command zone), where effects reach it only in the cases
    /// [`layers`](crate::continuous) lists.
    pub(crate) fn is_outside_battlefield_and_stack(&self) -> bool {
        !matches!(self.zone, Zone::Battlefield | Zone::Stack)
    }

    /// The traditional cards it is, if it still exists: its card, and a melded permanent's
    /// other card; none for a token or a copy of a spell, which are no cards (a restart's or
    /// a subgame's end puts these cards in libraries, 726.2, 728.5).
    pub fn cards(&self) -> impl Iterator<Item = CardIdx> {
        let card = !(self.gone || self.token || self.spell_copy);
        std::iter::once(self.card).chain(self.melded).filter(move |_| card)
    }

    /// The definition of its face that is up, among `pool`'s: the face-down
    /// characteristics while it is face down (708.2a), its back face while it is transformed
    /// (712.8e), its flipped half once it flipped (710.2), a melded permanent's combined back
    /// faces (712.8g), else its own card (712.8a, 712.8d).
    #[rule("712.8d", "712.8e", "708.2a", "710.2")]
    #[inline(always)]
    pub fn face(&self, pool: &CardPool) -> CardIdx {
        // Most objects are their own card, whole and face up: one test finds them.
        if !(self.face_down | self.transformed | self.flipped | self.bestowed)
            & self.half.is_none()
            & self.melded.is_none()
        {
            return self.card;
        }
        self.other_face(pool)
    }

    /// [`Object::face`] of an object that is face down, transformed, flipped, a half,
    /// bestowed or melded.
    fn other_face(&self, pool: &CardPool) -> CardIdx {
        if self.melded.is_some() {
            cite!("712.8g");
            return pool.get(self.card).meld.map_or(self.card, |m| m.melded);
        }
        match (self.face_down, self.transformed, self.flipped) {
            (true, _, _) => pool.face_down(self.face_down_as.has_ward()).unwrap_or(self.card),
            (false, true, _) => pool.get(self.card).back.unwrap_or(self.card),
            (false, false, true) => pool.get(self.card).flipped.unwrap_or(self.card),
            (false, false, false) => self.own_or_half(pool),
        }
    }

    /// Its own card; for a split card's spell the half being cast (709.3b); for a bestowed
    /// spell or permanent its bestowed definition (702.103b).
    #[inline(always)]
    pub(crate) fn own_or_half(&self, pool: &CardPool) -> CardIdx {
        if !self.bestowed & self.half.is_none() {
            return self.card;
        }
        match self.half {
            Some(half) => pool.get(self.card).split.map_or(self.card, |h| h[usize::from(half)]),
            None => pool.get(self.card).bestowed.unwrap_or(self.card),
        }
    }
}
