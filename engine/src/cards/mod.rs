//! Cards as data (CR 200–208): definitions loaded from TOML files through a typed vocabulary.
//!
//! A card file holds `[[card]]` and `[[token]]` tables; [`CardPool::from_toml`] checks every
//! key, keyword and effect, and reports what it cannot use as an [`Error`](crate::Error)
//! with file, line and column, never by dropping it. The starter pool ships with the engine
//! ([`CardPool::starter`]).

pub mod condition;
pub mod copy_spec;
pub mod cost;
pub mod effect;
mod effect_terms;
pub mod filter_spec;
pub mod hybrid;
pub mod identity;
mod load;
pub mod mana;
pub mod modify;
pub mod number;
pub mod pool;
pub mod recipient;
pub mod resolved;
pub mod target;
pub mod trigger;

use crate::characteristics::Characteristics;
pub use crate::characteristics::{CardTypes, Supertypes};
use crate::continuous::{Filter, Modification};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::rule;
use mana::ManaCost;
use number::Number;
pub use pool::CardPool;
use resolved::Resolved;
use target::TargetKind;
pub use trigger::{DamageKind, DelayedAbility, DelayedWhen, TriggerEvent, TriggeredAbility, TurnOf};

/// A card's index in its [`CardPool`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CardIdx(pub u16);

/// A set of keyword abilities, one bit per variant of the generated [`KeywordAbility`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct KeywordSet([u64; 4]);

impl KeywordSet {
    /// The set of these keywords.
    pub fn of(keywords: &[KeywordAbility]) -> KeywordSet {
        let mut set = KeywordSet::default();
        for &kw in keywords {
            set.insert(kw);
        }
        set
    }

    /// Adds a keyword.
    pub fn insert(&mut self, kw: KeywordAbility) {
        let i = kw as usize;
        self.0[i / 64] |= 1 << (i % 64);
    }

    /// Whether the set holds `kw`.
    pub fn contains(&self, kw: KeywordAbility) -> bool {
        let i = kw as usize;
        self.0[i / 64] & (1 << (i % 64)) != 0
    }

    /// The keywords in the set, in rule order.
    pub fn iter(&self) -> impl Iterator<Item = KeywordAbility> + '_ {
        KeywordAbility::ALL.into_iter().filter(|&kw| self.contains(kw))
    }

    /// These keywords and `other`'s: a keyword both hold is held once, as an object that
    /// gains a keyword it already has holds it once (multiple instances of a keyword ability
    /// without a parameter are redundant: deathtouch 702.2f, defender 702.3c, double strike
    /// 702.4e, first strike 702.7d, flash 702.8b, flying 702.9c, haste 702.10d,
    /// indestructible 702.12c, intimidate 702.13c, lifelink 702.15f, reach 702.17c, trample
    /// 702.19g, vigilance 702.20c, phasing 702.26p, shadow 702.28c, horsemanship 702.31c,
    /// fear 702.36c, convoke 702.51d, split second 702.61c, delve 702.66c, wither 702.80d,
    /// rebound 702.88c, infect 702.90f, menace 702.111c, skulk 702.118c, improvise 702.126c,
    /// read ahead 702.155c).
    #[rule(
        "702.2f", "702.3c", "702.4e", "702.7d", "702.8b", "702.9c", "702.10d", "702.12c", "702.13c", "702.15f",
        "702.17c", "702.19g", "702.20c", "702.26p", "702.28c", "702.31c", "702.36c", "702.51d", "702.61c", "702.66c",
        "702.80d", "702.88c", "702.90f", "702.111c", "702.118c", "702.126c", "702.155c"
    )]
    pub fn with(mut self, other: KeywordSet) -> KeywordSet {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a |= b;
        }
        self
    }

    /// These keywords without `other`'s.
    pub fn without(mut self, other: KeywordSet) -> KeywordSet {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a &= !b;
        }
        self
    }

    /// The keywords both sets hold.
    pub fn intersection(mut self, other: KeywordSet) -> KeywordSet {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a &= b;
        }
        self
    }

    /// Whether it holds no keyword.
    pub fn is_empty(&self) -> bool {
        self.0 == [0; 4]
    }
}

/// A cost to activate an ability (602.1, 118).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct AbilityCost {
    /// The mana part, if any.
    pub mana: Option<ManaCost>,
    /// Whether `{T}` is part of it (107.5).
    pub tap: bool,
    /// Its other parts, in printed order: sacrificing, discarding, paying life (118.1).
    pub actions: Vec<cost::CostAction>,
    /// Whether its mana part is the mana cost of the object it is an ability of, worked out
    /// as it is activated (702.1b: Varolz's "The scavenge cost is equal to its mana cost").
    pub its_mana_cost: bool,
}

/// One instance of the word "target" in a spell's or ability's text (115.1): what it may
/// target, and how many (601.2c: "two target creatures", "up to two", "any number of").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TargetSlot {
    /// What it may target.
    pub kind: TargetKind,
    /// What else a target must be ("nonblack"); its zone is the target's own.
    pub which: Option<Filter>,
    /// The fewest targets it takes.
    pub min: u8,
    /// The most targets it takes.
    pub max: u8,
    /// "Other": it can't be any target of the earlier instances of the word "target".
    pub other: bool,
    /// "From their graveyard": its targets are owned by the player chosen for this earlier
    /// instance of the word "target".
    pub owned_by: Option<u8>,
    /// "Blocking or blocked by [this]": its target is a creature blocking the ability's
    /// source or blocked by it.
    pub in_combat_with_source: bool,
    /// "Of an opponent's choice": an opponent the controller chooses announces its targets
    /// (801.5a).
    pub by_opponent: bool,
}

impl TargetSlot {
    /// "Target [kind]", one of them, that is also `which` if given.
    pub fn one(kind: TargetKind, which: Option<Filter>) -> TargetSlot {
        TargetSlot {
            kind,
            which,
            min: 1,
            max: 1,
            other: false,
            owned_by: None,
            in_combat_with_source: false,
            by_opponent: false,
        }
    }
}

/// What a spell does on resolution, or what an activated or triggered ability does (113.3).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct AbilityText {
    /// Its instances of the word "target", in order.
    pub targets: Vec<TargetSlot>,
    /// Its instructions, in order.
    pub effects: Vec<Resolved>,
    /// The amount it divides among its targets, if any (601.2d).
    pub division: Option<Division>,
    /// Its modes, if it is modal (700.2): each a text of its own, and `targets`, `effects`
    /// and `division` are then empty.
    pub modes: Option<Box<Modes>>,
    /// For a spell with cards spliced onto it, the text of each spliced card, in the order
    /// its caster chose, after the spell's own (702.47b–c); empty for any other text.
    pub spliced: Vec<AbilityText>,
}

/// The modes of a modal spell or ability (700.2), and how many of them are chosen.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Modes {
    /// The fewest modes chosen ("choose one" and "choose one or more": 1; "choose up to
    /// one": 0).
    pub min: u8,
    /// The most modes chosen ("choose two": 2; "choose one or more": all of them).
    pub max: u8,
    /// "You may choose the same mode more than once" (700.2d).
    pub repeat: bool,
    /// The most modes chosen if the spell is kicked ("if this spell was kicked, choose any
    /// number instead"); the player may choose that many while announcing its modes,
    /// before its kicker (601.4).
    pub kicked_max: Option<u8>,
    /// The modes, in printed order.
    pub list: Vec<AbilityText>,
    /// "An opponent chooses one —": an opponent the controller chooses announces the modes
    /// (801.5b).
    pub by_opponent: bool,
}

impl AbilityText {
    /// The texts that apply once `modes` are chosen, in order: each chosen mode (700.2d: a
    /// mode chosen twice is there twice), or the text itself if it is not modal; then the
    /// text of each card spliced onto it (702.47b).
    pub fn parts<'a, 'm>(&'a self, modes: &'m [u8]) -> impl Iterator<Item = &'a AbilityText> + use<'a, 'm> {
        let (own, chosen) = match &self.modes {
            None => (Some(self), None),
            Some(m) => (
                None,
                Some(modes.iter().filter_map(move |&i| m.list.get(usize::from(i)))),
            ),
        };
        own.into_iter().chain(chosen.into_iter().flatten()).chain(&self.spliced)
    }

    /// Every instruction it has, those of each of its modes, of each text spliced onto it
    /// and of each branch of a conditional one included.
    pub fn all_effects(&self) -> impl Iterator<Item = &Resolved> {
        let modes = self.modes.iter().flat_map(|m| &m.list).flat_map(|m| &m.effects);
        let spliced = self.spliced.iter().flat_map(|t| &t.effects);
        self.effects
            .iter()
            .chain(modes)
            .chain(spliced)
            .flat_map(Resolved::with_branches)
    }

    /// The instances of the word "target" of the parts that apply once `modes` are chosen, in
    /// order (700.2c: a mode not chosen has no targets); a stack item's targets are numbered
    /// by this order.
    #[rule("700.2c")]
    pub fn slots<'a, 'm>(&'a self, modes: &'m [u8]) -> impl Iterator<Item = &'a TargetSlot> + use<'a, 'm> {
        self.parts(modes).flat_map(|p| &p.targets)
    }

    /// The instance of the word "target" numbered `slot` once `modes` are chosen.
    pub fn slot(&self, modes: &[u8], slot: u8) -> Option<&TargetSlot> {
        self.slots(modes).nth(usize::from(slot))
    }

    /// The amount divided among targets once `modes` are chosen (601.2d), its slot numbered
    /// among all of them: a text divides at most one amount, modes included.
    pub fn division_of(&self, modes: &[u8]) -> Option<Division> {
        let mut before = 0;
        for part in self.parts(modes) {
            if let Some(d) = part.division {
                return Some(Division {
                    slot: d.slot + before,
                    ..d
                });
            }
            before += part.targets.len() as u8;
        }
        None
    }

    /// The least X it can be announced with once `modes` are chosen (601.2d): X divided
    /// among targets needs one for each target it must have; otherwise 0.
    #[rule("601.2d")]
    pub fn least_x(&self, modes: &[u8]) -> u32 {
        match self.division_of(modes) {
            Some(Division {
                slot,
                total: DividedTotal::X,
            }) => self.slot(modes, slot).map_or(0, |s| u32::from(s.min)),
            _ => 0,
        }
    }
}

/// An amount divided among the targets of one instance of the word "target" (601.2d): "5
/// damage divided as you choose among any number of targets".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Division {
    /// The instance of the word "target" whose targets share it.
    pub slot: u8,
    /// The amount.
    pub total: DividedTotal,
}

/// The amount a [`Division`] divides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DividedTotal {
    /// A number printed in the text.
    Fixed(u32),
    /// X, as announced (107.3a).
    X,
}

impl DividedTotal {
    /// Its value once X is announced as `x`.
    pub fn with_x(self, x: u32) -> u32 {
        match self {
            DividedTotal::Fixed(n) => n,
            DividedTotal::X => x,
        }
    }
}

/// A meld card's meld pair (712.4): the other card of the pair, and the definition of the
/// melded permanent the two become (their back faces combined, 701.42a).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Meld {
    /// The other card of the pair.
    pub partner: CardIdx,
    /// The melded permanent's definition.
    pub melded: CardIdx,
}

/// An activated ability (602): a cost, then an effect.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ActivatedAbility {
    /// The cost.
    pub cost: AbilityCost,
    /// The effect.
    pub text: AbilityText,
    /// Whether it is a mana ability (605.1a): no target and it only adds mana.
    pub is_mana_ability: bool,
    /// The zone it functions from: the battlefield, or the one its text names (113.6m: "Return
    /// this card from your graveyard").
    pub zone: crate::game::Zone,
    /// Whether it is a cycling ability (702.29a): discarding its card to pay its cost is
    /// cycling the card (702.29c).
    pub cycling: bool,
    /// "Activate only as a sorcery" (602.5d): at the timing rules for casting a sorcery.
    pub sorcery_speed: bool,
    /// "Any player may activate this ability" (602.1b): not only its permanent's controller.
    pub any_player: bool,
    /// An exhaust ability (702.177a): "Activate each exhaust ability only once."
    pub exhaust: bool,
}

impl ActivatedAbility {
    /// The activated ability a keyword stands for (equip, aura swap, station, scavenge):
    /// `cost`, then `effects` with `targets`; never a mana ability, activated by its
    /// controller (or owner, outside the battlefield) from `zone`, only as a sorcery when
    /// `sorcery_speed` (602.5d).
    pub(crate) fn of_keyword(
        cost: AbilityCost,
        targets: Vec<TargetSlot>,
        effects: Vec<resolved::Resolved>,
        zone: crate::game::Zone,
        sorcery_speed: bool,
    ) -> ActivatedAbility {
        ActivatedAbility {
            cost,
            text: AbilityText {
                targets,
                effects,
                division: None,
                modes: None,
                spliced: Vec::new(),
            },
            is_mana_ability: false,
            zone,
            cycling: false,
            sorcery_speed,
            any_player: false,
            exhaust: false,
        }
    }
}

impl CardDef {
    /// Whether it is printed an Aura, Equipment or Fortification (303.4, 301.5, 301.6).
    pub fn attaches(&self) -> bool {
        use crate::generated::subtypes::{AURA, EQUIPMENT, FORTIFICATION};
        [AURA, EQUIPMENT, FORTIFICATION]
            .into_iter()
            .any(|s| self.printed.subtypes.contains(s))
    }
}

impl ActivatedAbility {
    /// The mana it makes if it is "{T}: Add [mana]" once, the kind a payment activates (605);
    /// one whose amount depends on the game, or an exhaust ability (activated once, 702.177a),
    /// is activated by hand.
    #[inline]
    pub fn tap_mana(&self) -> Option<ManaCost> {
        if !(self.is_mana_ability
            && self.cost.tap
            && self.cost.mana.is_none()
            && self.cost.actions.is_empty()
            && !self.exhaust)
        {
            return None;
        }
        match self.text.effects.as_slice() {
            [Resolved::AddMana(mana, Number::Fixed(1))] => Some(*mana),
            _ => None,
        }
    }
}

/// What a static ability's effect applies to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Affects {
    /// The object with the ability ("this creature").
    This,
    /// The objects a description matches ("creatures you control").
    Filter(Filter),
    /// The object the permanent with the ability is attached to: "enchanted creature"
    /// (303.4m), "equipped creature" (301.5a).
    Attached,
}

/// A static ability (604): a continuous effect that applies while the object is on the
/// battlefield, or everywhere for a characteristic-defining ability (604.3).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StaticAbility {
    /// What it applies to.
    pub affects: Affects,
    /// What it does, each part in its layer.
    pub modifications: Vec<Modification>,
    /// Whether it is a characteristic-defining ability (604.3a): it defines the object's own
    /// colors, subtypes, power or toughness, unconditionally.
    pub cda: bool,
    /// The zone it functions from: the battlefield, or the one its text states (113.6b:
    /// Anger's "as long as Anger is in your graveyard").
    pub zone: crate::game::Zone,
    /// "As long as …": it applies only then.
    pub condition: Option<StaticCondition>,
}

/// When a static ability applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StaticCondition {
    /// "As long as you control a [description]".
    YouControl(Filter),
    /// "As long as any player controls a [description]" (Knight of Grace).
    AnyPlayerControls(Filter),
    /// "As long as your devotion to [colors] is less than N" (700.5).
    DevotionBelow {
        /// The colors: devotion to one color, or to a combination.
        colors: crate::characteristics::ColorSet,
        /// N.
        below: u32,
    },
    /// "As long as a card exiled with [this] is a [description]" (Duplicant, 607.2a).
    ExiledWithThis(Filter),
    /// "As long as this permanent has N or more [kind] counters on it": a station symbol's
    /// "{N+}" (721.2a), with charge counters, or a level symbol's "{LEVEL N3+}" (711.2b);
    /// with at most M, a level symbol's "{LEVEL N1-N2}" (711.2a), with level counters.
    Counters {
        /// The kind of counter.
        kind: crate::cards::effect::CounterKind,
        /// N.
        at_least: u32,
        /// M, if there is one.
        at_most: Option<u32>,
    },
    /// "As long as this permanent's dash cost was paid" (702.109a).
    DashCostPaid,
    /// "As long as you have the city's blessing" (702.131c).
    CitysBlessing,
}

impl StaticCondition {
    /// What it reads of objects (for dependencies, 613.8a), besides control.
    pub fn reads(&self) -> crate::continuous::Reads {
        match self {
            StaticCondition::YouControl(filter) | StaticCondition::AnyPlayerControls(filter) => filter.reads(),
            StaticCondition::DevotionBelow { .. } => crate::continuous::Reads::MANA_COST,
            // Cards in exile, counters, how a spell was cast and a player's designation, which
            // no effect in the layers changes.
            StaticCondition::ExiledWithThis(_)
            | StaticCondition::Counters { .. }
            | StaticCondition::DashCostPaid
            | StaticCondition::CitysBlessing => crate::continuous::Reads::NONE,
        }
    }
}

impl StaticAbility {
    /// The first layer it has a part in: where its effect begins (613.6).
    pub fn first_layer(&self) -> crate::continuous::Layer {
        self.modifications
            .iter()
            .map(|m| m.layer(self.cda))
            .min()
            .unwrap_or(crate::continuous::Layer::SwitchPt)
    }
}

/// An action a card allows from its owner's opening hand (103.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OpeningHand {
    /// "You may begin the game with it on the battlefield" (Leyline of the Void).
    BeginOnBattlefield,
}

/// One card (or token) definition.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardDef {
    /// Its name (201).
    pub name: String,
    /// For a token whose card file gives it one, the name effects create it by, unique
    /// among tokens when their names are not (a red and a white Soldier Token).
    pub key: Option<String>,
    /// Its printed characteristics (109.3): for a card, what is printed on it; for a token,
    /// what the effect that creates it defines (613.1). Its copiable values before copy
    /// effects (707.2).
    pub printed: Characteristics,
    /// What it does when it resolves, for instants and sorceries; for an Aura, the target
    /// its enchant ability gives the spell (303.4a).
    pub spell: AbilityText,
    /// For an Aura, its enchant ability: what it can enchant (702.5a).
    pub enchant: Option<TargetSlot>,
    /// Its printed landwalk abilities (702.14a).
    pub landwalk: Vec<crate::handlers::keyword_abilities::landwalk::Landwalk>,
    /// Whether its trample is "trample over planeswalkers" (702.19c).
    pub tramples_over_planeswalkers: bool,
    /// Its morph cost (702.37a): it may be cast face down for {3}, and turned face up for
    /// this cost.
    pub morph: Option<ManaCost>,
    /// Its disguise cost (702.168a): it may be cast face down for {3} as a 2/2 with ward
    /// {2}, and turned face up for this cost.
    pub disguise: Option<ManaCost>,
    /// Its printed activated abilities.
    pub abilities: Vec<ActivatedAbility>,
    /// The activated abilities an object with these characteristics has while no effect
    /// applies to it, each with its reference: the printed ones, then the intrinsic mana
    /// abilities of its printed basic land types (305.6). Worked out once, at load, so that
    /// listing them costs no lookup.
    pub activated: Vec<(crate::characteristics::ActivatedRef, ActivatedAbility)>,
    /// Its triggered abilities (keyword triggers such as undying are in its keywords).
    pub triggers: Vec<TriggeredAbility>,
    /// The delayed triggered abilities its spell or abilities create (603.7), each named by
    /// its index here in the `Resolved::Delay` that creates it.
    pub delayed: Vec<DelayedAbility>,
    /// Its static abilities (604), characteristic-defining ones included.
    pub statics: Vec<StaticAbility>,
    /// Its replacement and prevention effects, which apply while it is on the battlefield
    /// (614, 615).
    pub replacements: Vec<crate::replacement::effect::ReplacementEffect>,
    /// Its "can't" effects, which apply while it is on the battlefield (614.17).
    pub cants: Vec<crate::replacement::cant::Cant>,
    /// The indices in `triggers` of the abilities that trigger at the beginning of "each
    /// player's" or "each opponent's" step or phase and refer to "that player": in a game of
    /// shared team turns each triggers once for each such player of the active team (805.4d).
    pub triggers_for_each_player: Vec<usize>,
    /// How much it increases its controller's devotion to each color and combination of
    /// colors while on the battlefield with its abilities (700.5a: Altar of the Pantheon).
    pub devotion_increase: u32,
    /// Whether it can make a game ask in the middle of an action ([`crate::midway`]): it
    /// has a replacement or prevention effect, a spell or ability of it makes shields, or it
    /// has an opening-hand action (103.6). Games holding such a card can ask.
    pub may_ask: bool,
    /// Whether casting it or activating one of its abilities pays a cost with objects of
    /// the player's choice, asked in the middle of that action (601.2h).
    pub cost_choices: bool,
    /// What its owner may do with it from their opening hand (103.6).
    pub opening_hand: Option<OpeningHand>,
    /// Its rules text as printed, for people reading a log.
    pub text: String,
    /// Whether it is a token definition (`[[token]]`).
    pub is_token: bool,
    /// For the front face of a nonmodal double-faced card, its back face (712.2).
    pub back: Option<CardIdx>,
    /// For a flip card, its flipped half: the alternative name, text box, type line, power
    /// and toughness, with the card's own mana cost and colors (710.1b, 710.1c).
    pub flipped: Option<CardIdx>,
    /// For the back face of a nonmodal double-faced card or the flipped half of a flip card,
    /// the card itself, which a deck or a set-up names; for a melded permanent's definition,
    /// the card of the pair that holds it.
    pub front: Option<CardIdx>,
    /// For a meld card, its meld pair (712.4).
    pub meld: Option<Meld>,
    /// For a split card, its two halves, each a definition with its own name, mana cost,
    /// type line and spell (709.1); the card's own characteristics are theirs combined
    /// (709.4).
    pub split: Option<[CardIdx; 2]>,
    /// The mana its first "{T}: Add …" ability makes, the one payments activate (605).
    pub tap_mana: Option<ManaCost>,
    /// It counts in none of the game's tallies and turns on no mechanic (worked out as the
    /// pool is loaded, `Game::tally`'s quick answer for most cards).
    pub counts_for_nothing: bool,
    /// Every activated ability in [`CardDef::activated`] is a "{T}: Add [fixed mana]" one
    /// that payments activate by themselves, or it has none (worked out as the pool is
    /// loaded): an agent that leaves those to payment is offered nothing of such an object
    /// that no effect changes.
    pub only_fixed_mana_abilities: bool,
    /// Its least cost to cast is its mana cost as long as no effect changes costs: no
    /// additional cost, flashback, convoke or self-reduction (`Game::least_mana_to_cast`).
    pub plain_cost: bool,
    /// Whether it can make a permanent face down: it has morph or disguise (702.37,
    /// 702.168), manifests or cloaks (701.40, 701.58), or turns other permanents face down as
    /// it enters (708.2a: Ixidron). Worked out once by the loader.
    pub makes_face_down: bool,
    /// Whether one of its activated abilities works from the graveyard (113.6m).
    pub graveyard_abilities: bool,
    /// Whether one of its activated abilities works from its owner's hand (cycling, 702.29a).
    pub hand_abilities: bool,
    /// Whether one of its activated abilities works from the command zone (commander
    /// ninjutsu, 702.49d).
    pub command_abilities: bool,
    /// Its kicker costs in printed order (702.33a, 702.33b): additional costs its controller
    /// may announce the intention to pay as it is cast (601.2b), at most eight.
    pub kicker: Vec<ManaCost>,
    /// Whether its one kicker cost is a multikicker cost (702.33c), which its controller may
    /// pay any number of times.
    pub multikicker: bool,
    /// Its flashback cost (702.34a): the alternative cost that casts it from its owner's
    /// graveyard.
    pub flashback: Option<ManaCost>,
    /// Its buyback cost (702.27a): an optional additional cost that returns the spell to its
    /// owner's hand as it resolves.
    pub buyback: Option<ManaCost>,
    /// What its gift gives (702.174a): an instant's or sorcery's, whose first instruction
    /// gives it if it was promised (702.174j).
    pub gift: Option<crate::handlers::keyword_abilities::gift::Gift>,
    /// Its evoke cost (702.74a): an alternative cost its caster may pay rather than its mana
    /// cost; the permanent is then sacrificed as it enters.
    pub evoke: Option<ManaCost>,
    /// Its dash (702.109a): an alternative cost its caster may pay rather than its mana cost,
    /// and the delayed ability that returns the permanent.
    pub dash: Option<crate::handlers::keyword_abilities::dash::Dash>,
    /// Its surge cost (702.117a): an alternative cost its caster may pay rather than its mana
    /// cost if they or a teammate cast another spell this turn.
    pub surge: Option<ManaCost>,
    /// Its spectacle cost (702.137a): an alternative cost its caster may pay rather than its
    /// mana cost if an opponent lost life this turn.
    pub spectacle: Option<ManaCost>,
    /// With rebound (702.88a), the index of its delayed "cast it again" ability among its
    /// [`delayed`](CardDef::delayed) abilities.
    pub rebound: Option<u16>,
    /// Its bestow cost (702.103a): an alternative cost that casts the creature card as an
    /// Aura spell with enchant creature.
    pub bestow: Option<ManaCost>,
    /// Its splice ability (702.47a): the spells it may be spliced onto and at what cost.
    pub splice: Option<cost::Splice>,
    /// Its foretell cost (702.143a): the alternative cost it may be cast for from exile
    /// after the turn it was foretold.
    pub foretell: Option<ManaCost>,
    /// Its madness cost (702.35a): discarded, it is exiled instead, and may be cast from
    /// exile for this cost as its madness ability resolves.
    pub madness: Option<ManaCost>,
    /// Its miracle cost (702.94a): revealed as it is drawn, the first card its owner drew
    /// that turn, it may be cast from their hand for this cost as its miracle ability
    /// resolves.
    pub miracle: Option<ManaCost>,
    /// Its escape ability (702.138a): the cost it may be cast for from its owner's graveyard,
    /// and the counters it escapes with.
    pub escape: Option<crate::handlers::keyword_abilities::escape::Escape>,
    /// Its dredge N (702.52a): while it is in its owner's graveyard, they may mill N cards
    /// and return it to their hand instead of drawing a card.
    pub dredge: Option<u8>,
    /// Whether its daybound or nightbound ability is daybound (on a front face) or nightbound
    /// (on a back face), 702.145a; `None` without either.
    pub bound: Option<crate::handlers::keyword_abilities::daybound_and_nightbound::Bound>,
    /// For a card with bestow, the definition it has while bestowed (702.103b): the same
    /// card as an Aura enchantment with enchant creature, its spell targeting a creature.
    pub bestowed: Option<CardIdx>,
    /// Its fading number N (702.32a): it enters with N fade counters.
    pub fading: Option<u8>,
    /// Its vanishing number N (702.63a): it enters with N time counters.
    pub vanishing: Option<u8>,
    /// Its graft number N (702.58a): it enters with N +1/+1 counters.
    pub graft: Option<u8>,
    /// Its devour number N (702.82a): it enters with N +1/+1 counters for each creature
    /// sacrificed as it enters.
    pub devour: Option<u8>,
    /// Its amplify number N (702.38a): it enters with N +1/+1 counters for each card revealed
    /// from the hand as it enters.
    pub amplify: Option<u8>,
    /// "This permanent enters with N [kind] counters on it" (614.1c), printed on it: Divine
    /// Intervention's two intervention counters.
    pub enters_with_counters: Option<(crate::cards::effect::CounterKind, u8)>,
    /// Its bloodthirst number N (702.54a): it enters with N +1/+1 counters if an opponent
    /// was dealt damage this turn.
    pub bloodthirst: Option<u8>,
    /// Its modular ability (702.43a): how many +1/+1 counters it enters with.
    pub modular: Option<Modular>,
    /// "This creature can block an additional N creatures each combat": how many attackers
    /// beyond one it may block (509.1a's one, changed by its own ability).
    pub blocks_additional: u8,
    /// Its own requirements and restrictions on attacking and blocking ("attacks each combat
    /// if able", "can't attack alone", 508.1c–d, 509.1b).
    pub combat_rules: crate::combat::CombatRules,
    /// The definition holding the activated abilities in quotation marks its statics give
    /// other objects ("Enchanted creature has \"{T}: …\"", 613.1f), right after it in the
    /// pool: not a card of its own.
    pub quoted: Option<CardIdx>,
    /// "You may cast spells from your hand without paying their mana costs" (Omniscience),
    /// for its controller while it has its abilities (118.9).
    pub free_spells_from_hand: bool,
    /// Its own restriction on when it may be cast ("Cast this spell only during combat",
    /// 601.3), if any.
    pub cast_only: Option<crate::casting::CastOnly>,
    /// "[This card] can be your commander" (903.3a): a rule of deck construction, so it may
    /// be a commander whatever its types.
    pub can_be_commander: bool,
    /// Its partner ability, which lets a Commander deck have it and another card as its two
    /// commanders (702.124a), if it has one.
    pub partner: Option<crate::handlers::keyword_abilities::partner::Partner>,
    /// Its additional costs other than kicker, which every casting of it pays ("As an
    /// additional cost to cast this spell, sacrifice a creature", 601.2b, 601.2h).
    pub additional: Vec<cost::CostAction>,
    /// Its static abilities that change what spells cost while it is on the battlefield
    /// (601.2f).
    pub spell_costs: Vec<cost::CostChange>,
    /// Its own "This spell costs {1} less to cast for each …" (601.2f).
    pub costs_less_for_each: Option<cost::CostsLessForEach>,
    /// Its affinity (702.41a): "this spell costs {1} less to cast for each [permanent this
    /// describes] you control".
    pub affinity: Option<crate::continuous::Filter>,
    /// Its static ability "Reveal the first card you draw each turn", which its
    /// "whenever you reveal a [card] this way" abilities are linked to (603.11, 607.2h).
    pub reveals_first_draw: bool,
    /// Its static ability "Your opponents play with their hands revealed" (Telepathy).
    pub opponents_hands_revealed: bool,
    /// Its static ability "Play with the top card of your library revealed" (Garruk's
    /// Horde, 401.5).
    pub top_of_library_revealed: bool,
    /// Its static ability "You may cast [creature] spells from the top of your library"
    /// (Garruk's Horde, 601.3): spells with any of these card types; none when empty.
    pub cast_from_library_top: CardTypes,
    /// Its static ability "You have hexproof" (702.11c: Leyline of Sanctity).
    pub you_have_hexproof: bool,
    /// Its ability "If you would roll one or more dice, instead roll that many dice plus one
    /// and ignore the lowest roll" (706.6: Pixie Guide).
    pub rolls_extra_die: bool,
    /// Its static ability "During your turn, as long as you haven't activated an exhaust
    /// ability this turn, you may activate exhaust abilities as though they haven't been
    /// activated" (Elvish Refueler, 702.177b).
    pub exhaust_again_during_your_turn: bool,
    /// Its static ability "Players may spend mana as though it were mana of any color"
    /// (Mycosynth Lattice, 609.4b).
    pub spend_mana_as_though_any_color: bool,
    /// Its companion condition (702.139a), if it has companion.
    pub companion: Option<crate::handlers::keyword_abilities::companion::Condition>,
    /// Its static ability "Each creature you control with toughness greater than its power
    /// assigns combat damage equal to its toughness rather than its power" (Tapestry
    /// Warden): the creatures it describes, for its controller (510.1a).
    pub damage_by_toughness: Option<crate::continuous::Filter>,
    /// Its static ability "Each creature you control with toughness greater than its power
    /// stations permanents using its toughness rather than its power" (702.184c).
    pub stations_by_toughness: Option<crate::continuous::Filter>,
    /// What its protection abilities name ("Protection from black", "Protection from the
    /// chosen color", 702.16a); nothing without protection.
    pub protection_from: crate::handlers::keyword_abilities::protection::Qualities,
    /// The colors its "hexproof from" abilities name when it prints no plain hexproof
    /// ("Hexproof from black", 702.11d); none otherwise.
    pub hexproof_from: crate::characteristics::ColorSet,
    /// The loyalty cost it adds to the loyalty abilities of the planeswalkers its controller
    /// controls, while it has its abilities ("cost an additional [+1] to activate", 606.5);
    /// 0 for none.
    pub loyalty_costs_additional: i8,
}

impl CardDef {
    /// Whether one of its triggered abilities triggers on other objects' events, on an event
    /// other than its own entering, dying, leaving, going to a graveyard or being cycled, or at the beginning of a
    /// step: a permanent with one is a watcher, which events and steps look for
    /// (`crate::triggers::Watching`).
    pub fn watches(&self) -> bool {
        (0..self.triggers.len()).any(|index| self.watches_with(index))
    }

    /// Whether its triggered ability at `index` triggers on other objects' events, or on an
    /// event other than its own entering, dying, leaving, going to a graveyard, being
    /// cycled, exploiting or crewing (see [`CardDef::watches`]).
    pub fn watches_with(&self, index: usize) -> bool {
        self.triggers.get(index).is_some_and(|t| {
            t.whose.is_some()
                || !matches!(
                    t.when,
                    TriggerEvent::Enters
                        | TriggerEvent::Dies
                        | TriggerEvent::LeavesTheBattlefield
                        | TriggerEvent::PutIntoGraveyard
                        | TriggerEvent::Cycled
                        | TriggerEvent::Exploits
                        | TriggerEvent::CrewsAVehicle
                )
        })
    }

    /// Whether it has a triggered mana ability that triggers on tapping a land for mana
    /// (605.1b).
    pub fn has_land_mana_triggers(&self) -> bool {
        self.triggers
            .iter()
            .any(|t| matches!(t.when, TriggerEvent::TapsLandForMana(_)))
    }

    /// Whether it has a state trigger (603.8), which the game looks at after every event.
    pub fn has_state_triggers(&self) -> bool {
        self.triggers.iter().any(|t| matches!(t.when, TriggerEvent::State(_)))
    }

    /// The kicker costs paid, in printed order: those whose bits `kicked` sets (bit `i` for
    /// the `i`th, 702.33d), a multikicker cost once for each of the `times` it was paid
    /// (702.33c).
    pub fn kicker_paid(&self, kicked: u8, times: u8) -> impl Iterator<Item = &ManaCost> {
        let multikicker = self.multikicker;
        self.kicker
            .iter()
            .enumerate()
            .filter(move |&(i, _)| kicked & (1 << i) != 0)
            .flat_map(move |(_, cost)| std::iter::repeat_n(cost, if multikicker { usize::from(times) } else { 1 }))
    }

    /// Whether it has a characteristic-defining ability, which works in every zone (604.3).
    pub fn has_cda(&self) -> bool {
        self.statics.iter().any(|s| s.cda)
    }

    /// Whether one of its static abilities affects cards in graveyards ("Each creature card
    /// in your graveyard has scavenge": Varolz, the Scar-Striped).
    pub fn statics_reach_graveyards(&self) -> bool {
        self.statics
            .iter()
            .any(|s| matches!(s.affects, Affects::Filter(f) if f.zone == crate::game::Zone::Graveyard))
    }

    /// Whether one of its static abilities that work in `zone` affects objects in every zone
    /// ("all cards that aren't on the battlefield, spells, and permanents are colorless":
    /// Mycosynth Lattice on the battlefield).
    pub fn statics_reach_everywhere_from(&self, zone: crate::game::Zone) -> bool {
        self.statics
            .iter()
            .any(|s| (s.cda || s.zone == zone) && matches!(s.affects, Affects::Filter(f) if f.anywhere))
    }

    /// Whether one of its static abilities functions in `zone` (113.6a, 113.6b).
    #[rule("113.6a", "113.6b")]
    pub fn statics_work_in(&self, zone: crate::game::Zone) -> bool {
        self.statics.iter().any(|s| s.cda || s.zone == zone)
    }
}

/// The N of a modular ability (702.43a): how many +1/+1 counters the permanent enters with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Modular {
    /// "Modular N".
    Counters(u8),
    /// "Modular—Sunburst": one for each color of mana spent to cast it (702.44c).
    Sunburst,
}
