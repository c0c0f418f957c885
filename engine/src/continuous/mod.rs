//! Continuous effects (CR 611) and their interaction (CR 613).
//!
//! A continuous effect comes from a resolving spell or ability, with a duration and a set of
//! objects locked in when it begins (611.2), or from a static ability, applying at every
//! moment to whatever matches (611.3). [`Game::chars`] applies them all in layers
//! (`layers.rs`), ordering effects within a layer by dependency, then timestamp (613.7,
//! 613.8). The result is cached and computed again only after the game changes; a game with
//! no effect and no static ability never computes it.

mod cache;
mod control;
mod devotion;
mod filter;
mod layers;
mod modification;

use rules_data::RuleId;

pub(crate) use cache::LayerCache;
pub use filter::{Candidate, Chosen, Filter, Whose};
pub use modification::{Amount, Modification};

use crate::cards::KeywordSet;
use crate::characteristics::Characteristics;
use crate::event::EventKind;
use crate::game::{Game, ObjectId, PlayerId};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::rule;

/// A layer or sublayer, in the order they apply (613.1, 613.2, 613.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Layer {
    /// Layer 1a: copiable effects, copy effects among them (613.2a, 707).
    Copy,
    /// Layer 1b: face-down spells and permanents (613.2b, 708.2): they have the face-down
    /// characteristics, whatever copy effects gave them (708.10).
    FaceDown,
    /// Layer 2: control-changing effects (613.1b).
    Control,
    /// Layer 3: text-changing effects (613.1c, 612). None yet.
    Text,
    /// Layer 4: type-changing effects (613.1d).
    Type,
    /// Layer 5: color-changing effects (613.1e).
    Color,
    /// Layer 6: ability-adding and -removing effects (613.1f).
    Ability,
    /// Layer 7a: characteristic-defining abilities that define power and toughness (613.4a).
    DefinePt,
    /// Layer 7b: effects that set power and toughness (613.4b).
    SetPt,
    /// Layer 7c: effects and counters that modify power and toughness (613.4c).
    ModifyPt,
    /// Layer 7d: effects that switch power and toughness (613.4d).
    SwitchPt,
}

impl Layer {
    /// Every layer and sublayer, in the order they apply (613.1, 613.2, 613.4).
    #[rule("613.1", "613.2", "613.4")]
    pub const ORDER: [Layer; 11] = [
        Layer::Copy,
        Layer::FaceDown,
        Layer::Control,
        Layer::Text,
        Layer::Type,
        Layer::Color,
        Layer::Ability,
        Layer::DefinePt,
        Layer::SetPt,
        Layer::ModifyPt,
        Layer::SwitchPt,
    ];
}

/// What effects read or change of objects, as bits: an effect can depend on another only if
/// the other changes something it reads (613.8a).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Reads(u16);

impl Reads {
    /// Nothing.
    pub const NONE: Reads = Reads(0);
    /// Card types.
    pub const TYPES: Reads = Reads(1);
    /// Subtypes.
    pub const SUBTYPES: Reads = Reads(1 << 1);
    /// Supertypes.
    pub const SUPERTYPES: Reads = Reads(1 << 2);
    /// Colors.
    pub const COLORS: Reads = Reads(1 << 3);
    /// Abilities (including whether the ability generating an effect still exists).
    pub const ABILITIES: Reads = Reads(1 << 4);
    /// Power and toughness.
    pub const PT: Reads = Reads(1 << 5);
    /// Control.
    pub const CONTROL: Reads = Reads(1 << 6);
    /// Mana cost and mana value.
    pub const MANA_COST: Reads = Reads(1 << 7);
    /// Every characteristic and control: what a copy effect writes.
    pub const ALL: Reads = Reads(u16::MAX);

    /// Both sets.
    pub fn with(self, other: Reads) -> Reads {
        Reads(self.0 | other.0)
    }

    /// Whether they share anything.
    pub fn intersects(self, other: Reads) -> bool {
        self.0 & other.0 != 0
    }
}

/// How long an effect from a resolved spell or ability lasts (611.2a, 611.2b).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Duration {
    /// Until end of turn: it ends in the cleanup step (514.2).
    EndOfTurn,
    /// Until its controller's next turn begins.
    UntilYourNextTurn,
    /// For as long as its controller controls its source (611.2b): once that stops, it ends.
    WhileYouControlSource,
    /// No duration stated: until the end of the game (611.2a).
    Indefinite,
    /// Until a player casts a creature spell (Soul Sculptor): it ends as one becomes cast.
    UntilCreatureSpellCast,
}

impl Duration {
    /// How the log words it, after the effect (empty when it lasts for the game).
    pub fn words(self) -> &'static str {
        match self {
            Duration::EndOfTurn => " until end of turn",
            Duration::UntilYourNextTurn => " until its controller's next turn",
            Duration::WhileYouControlSource => " for as long as its controller controls the source",
            Duration::Indefinite => "",
            Duration::UntilCreatureSpellCast => " until a player casts a creature spell",
        }
    }
}

/// A continuous effect from a resolved spell or ability (611.2).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ContinuousEffect {
    /// The object whose spell or ability created it.
    pub source: ObjectId,
    /// Its controller: the controller of that spell or ability.
    pub controller: PlayerId,
    /// When it was created (613.7b).
    pub timestamp: u32,
    /// The objects it affects, determined when it began (611.2c).
    pub affected: Vec<ObjectId>,
    /// What it does to them.
    pub modifications: Vec<Modification>,
    /// How long it lasts.
    pub duration: Duration,
}

/// The continuous effects of a game and the characteristics they give objects.
#[derive(Clone, Debug, Default)]
pub struct Continuous {
    /// Effects from resolved spells and abilities, oldest first.
    pub effects: Vec<ContinuousEffect>,
    /// The copiable values copy effects give (707.2), each taken as its effect began
    /// (707.2b) with the effect's exceptions (707.9); [`Modification::Copy`] names one by
    /// its index.
    pub copiable: Vec<Characteristics>,
    /// For each of `copiable`, by the same index: when those are the values of a flip card
    /// unflipped, the values as modified by a flipped status, its flipped half's with the same
    /// exceptions (707.3, 110.5c; `flip_cards.rs`).
    pub copiable_flipped: Vec<Option<Characteristics>>,
    /// How many objects that exist have a static ability that works where they are (see
    /// `Game::has_effect_source`): while there are none and no effect exists, nothing is
    /// computed.
    pub(crate) sources: u32,
    /// How many of `sources` have a static ability that affects objects in every zone where
    /// they are (Mycosynth Lattice on the battlefield): only while there is one are every
    /// zone's objects among those the layers compute.
    pub(crate) everywhere_sources: u32,
    /// The permanents whose controller differs from the one that put them onto the
    /// battlefield, as of the last look (`control.rs`), with that controller.
    pub(crate) changed_control: Vec<(ObjectId, PlayerId)>,
    pub(crate) cache: LayerCache,
    /// `sources > 0 || !effects.is_empty()`, kept up to date by whatever changes either
    /// ([`Game::refresh_layers_active`]): the one test every characteristic read makes.
    active: bool,
}

impl PartialEq for Continuous {
    fn eq(&self, other: &Continuous) -> bool {
        self.effects == other.effects
            && self.copiable == other.copiable
            && self.copiable_flipped == other.copiable_flipped
            && self.sources == other.sources
            && self.everywhere_sources == other.everywhere_sources
            && self.changed_control == other.changed_control
    }
}

impl Eq for Continuous {}

impl std::hash::Hash for Continuous {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.effects.hash(state);
        self.copiable.hash(state);
        self.copiable_flipped.hash(state);
        self.sources.hash(state);
        self.everywhere_sources.hash(state);
        self.changed_control.hash(state);
    }
}

/// An object's characteristics and controller after every layer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Computed {
    pub(crate) chars: Characteristics,
    pub(crate) controller: PlayerId,
    /// The activated abilities effects gave it (613.1f), in the order they did: empty, and
    /// allocating nothing, for every object no such effect touches.
    pub(crate) granted: Vec<crate::characteristics::ActivatedRef>,
    /// The cards whose protection or landwalk abilities (which of the two) effects gave it,
    /// each variant (702.1c), beside those of the card whose abilities it has: empty for
    /// every object no such effect touches.
    pub(crate) variants: Vec<(crate::cards::CardIdx, crate::cards::KeywordSet)>,
}

impl Game {
    /// Whether any continuous effect or static ability can apply: if not, every object has
    /// its printed characteristics.
    #[inline(always)]
    pub(crate) fn layers_active(&self) -> bool {
        self.continuous.active
    }

    /// Records whether layers apply, after the effects or the count of static-ability sources
    /// changed.
    pub(crate) fn refresh_layers_active(&mut self) {
        self.continuous.active = self.continuous.sources > 0 || !self.continuous.effects.is_empty();
    }

    /// What the layers give `id`, when they apply to it. Inlined down to one test in games
    /// without continuous effects; the table lookup stays out of line.
    #[inline(always)]
    pub(crate) fn computed(&self, id: ObjectId) -> Option<&Computed> {
        if !self.layers_active() {
            return None;
        }
        self.computed_from_table(id)
    }

    #[inline(never)]
    fn computed_from_table(&self, id: ObjectId) -> Option<&Computed> {
        self.continuous.cache.table(self).get(id)
    }

    /// Whether the cached characteristics are those a fresh computation gives (for the
    /// invariant checks): a change that did not invalidate the cache shows here.
    pub(crate) fn check_layer_cache(&self) -> Result<(), String> {
        if !self.layers_active() || !self.continuous.cache.is_computed() {
            // Nothing kept can be stale: the next reader computes the table afresh.
            return Ok(());
        }
        let mut fresh = cache::Table::default();
        layers::compute(self, &mut fresh);
        let cached = self.continuous.cache.table(self);
        for id in (0..self.objects.len() as u32).map(ObjectId) {
            if cached.get(id) != fresh.get(id) {
                return Err(format!(
                    "{id} ({}) has stale characteristics: cached {:?}, computed now {:?}",
                    self.pool.get(self.obj(id).card).name,
                    cached.get(id),
                    fresh.get(id)
                ));
            }
        }
        Ok(())
    }

    /// Forgets the computed characteristics: the game changed.
    pub(crate) fn invalidate_characteristics(&mut self) {
        self.continuous.cache.invalidate();
    }

    /// A permanent spell resolved and `spell` became the permanent `permanent`: the effects
    /// of resolved spells and abilities that changed the spell go on applying to it (112.4).
    #[rule("112.4")]
    pub(crate) fn carry_effects(&mut self, spell: ObjectId, permanent: ObjectId) {
        let mut carried = false;
        for effect in &mut self.continuous.effects {
            if effect.affected.contains(&spell) {
                effect.affected.push(permanent);
                carried = true;
            }
        }
        if carried {
            self.invalidate_characteristics();
        }
    }

    /// A resolving spell or ability creates a continuous effect (611.2): the objects it
    /// affects are determined now and won't change (611.2c).
    #[rule("611.2", "611.2c")]
    pub(crate) fn add_effect(
        &mut self,
        source: ObjectId,
        controller: PlayerId,
        affected: Vec<ObjectId>,
        modifications: Vec<Modification>,
        duration: Duration,
        rule: RuleId,
    ) {
        self.emit(
            rule,
            EventKind::EffectBegan {
                source,
                affected: affected.as_slice().into(),
                modifications: modifications.as_slice().into(),
                duration,
            },
        );
        self.add_effects_together(source, [(controller, affected, modifications, duration)]);
    }

    /// The permanent `id` gains `keyword` for as long as it is on the battlefield, by an
    /// effect of `source` that `controller` controls (unearth's and riot's haste): a new
    /// object after a zone change, it doesn't keep it (400.7).
    pub(crate) fn gains_keyword(
        &mut self,
        source: ObjectId,
        controller: PlayerId,
        id: ObjectId,
        keyword: KeywordAbility,
        rule: RuleId,
    ) {
        let modifications = vec![Modification::AddKeywords(KeywordSet::of(&[keyword]))];
        self.add_effect(source, controller, vec![id], modifications, Duration::Indefinite, rule);
    }

    /// Begins continuous effects of `source` at once, with one timestamp (613.7a): each its
    /// controller, the objects it affects, what it does to them and for how long. The
    /// caller reports them.
    pub(crate) fn add_effects_together(
        &mut self,
        source: ObjectId,
        effects: impl IntoIterator<Item = (PlayerId, Vec<ObjectId>, Vec<Modification>, Duration)>,
    ) {
        let timestamp = self.next_timestamp();
        for (controller, affected, modifications, duration) in effects {
            self.continuous.effects.push(ContinuousEffect {
                source,
                controller,
                timestamp,
                affected,
                modifications,
                duration,
            });
        }
        self.refresh_layers_active();
        self.invalidate_characteristics();
    }
}
