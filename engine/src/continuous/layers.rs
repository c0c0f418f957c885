//! The layer system (CR 613): every continuous effect applied to the objects it affects, layer
//! by layer, ordered within a layer by dependency, then timestamp.
//!
//! Each object the effects can touch starts with its printed characteristics (613.1). In
//! each layer, effects of characteristic-defining abilities apply first (613.3, 613.4a); the
//! others apply one at a time: of those whose dependencies are all applied (or that are in a
//! dependency loop, 613.8b), the one with the earliest timestamp (613.7). Dependencies are
//! computed, not declared: an effect depends on another when applying the other would change
//! whether it exists, what it applies to or what it does (613.8a), which is tried out on a
//! copy of the state whenever the other changes something the effect reads. The order is
//! worked out again after each effect applies (613.8c).
//!
//! An effect from a static ability begins in the first layer it has a part in, if its source
//! has the ability then; from that moment it applies to the same objects in every later
//! layer, even if the ability is removed meanwhile (613.6). A resolved effect's objects were
//! locked in when it was created (611.2c).

use crate::cards::effect::CounterKind;
use crate::cards::{Affects, CardIdx, StaticAbility, StaticCondition};
use crate::characteristics::{CardTypes, SubtypeSet};
use crate::game::{Game, ObjectId, PlayerId, Zone};
use crate::generated::subtypes::SubtypeKind;
use crate::{cite, rule};

use super::cache::Table;
use super::filter::Candidate;
use super::modification::Counted;
use super::{Computed, Filter, Layer, Modification, Reads};

/// Which static ability of an object: the `index`th printed on a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Ability(CardIdx, usize);

/// Where an effect comes from.
#[derive(Clone, Copy, Debug)]
enum Origin {
    /// A resolved spell or ability (an effect of `Continuous::effects`).
    Resolved,
    /// A static ability of an object.
    Static(ObjectId, Ability),
}

/// One effect during a computation.
struct Instance<'g> {
    origin: Origin,
    source: ObjectId,
    /// The controller of a resolved effect (static abilities' is their source's controller).
    controller: Option<PlayerId>,
    timestamp: u32,
    cda: bool,
    modifications: &'g [Modification],
    affects: Affects,
    /// "As long as …" (a static ability's).
    condition: Option<StaticCondition>,
    /// The objects it applies to, once it began.
    affected: Option<Vec<ObjectId>>,
}

/// The state the layers work on: an entry per object they can touch, found by its slot.
/// Trying an effect out (613.8a) copies the entries only.
#[derive(Clone)]
struct State<'t> {
    slots: &'t [u32],
    entries: Vec<(ObjectId, Computed)>,
}

impl State<'_> {
    fn get(&self, id: ObjectId) -> Option<&Computed> {
        let slot = *self.slots.get(id.0 as usize)?;
        self.entries.get(slot as usize).map(|(_, c)| c)
    }

    fn get_mut(&mut self, id: ObjectId) -> Option<&mut Computed> {
        let slot = *self.slots.get(id.0 as usize)?;
        self.entries.get_mut(slot as usize).map(|(_, c)| c)
    }
}

/// Computes every object's characteristics into `table`: from the printed values (613.1),
/// layer by layer (`run_layers`).
#[rule("613.1")]
pub(super) fn compute(game: &Game, table: &mut Table) {
    let printed = scope(game).map(|id| {
        let computed = Computed {
            chars: *game.printed(id),
            controller: game.obj(id).controller,
            granted: Vec::new(),
            variants: Vec::new(),
        };
        (id, computed)
    });
    table.reset(game.objects.len(), printed);
    let (slots, entries) = table.parts();
    let mut state = State {
        slots,
        entries: std::mem::take(entries),
    };
    let counts_zones = run_layers(game, &mut state);
    let entries = state.entries;
    *table.parts().1 = entries;
    table.counts_zones = counts_zones;
}

/// Applies every effect to `state`, layer by layer and sublayer by sublayer (613.4), each
/// effect's parts in their own layers (613.5), characteristic-defining abilities first in
/// each (613.3, 613.4a); answers whether one counts cards in hands or graveyards.
#[rule("613.3", "613.4", "613.4a", "613.5")]
fn run_layers(game: &Game, state: &mut State<'_>) -> bool {
    let mut instances: Vec<Instance<'_>> = game
        .continuous
        .effects
        .iter()
        .map(|e| Instance {
            origin: Origin::Resolved,
            source: e.source,
            controller: Some(e.controller),
            timestamp: e.timestamp,
            cda: false,
            modifications: &e.modifications,
            affects: Affects::This,
            condition: None,
            affected: Some(e.affected.clone()),
        })
        .collect();
    for layer in Layer::ORDER {
        if layer == Layer::ModifyPt {
            add_counters(game, state);
        }
        if layer == Layer::FaceDown && game.face_down_possible {
            face_down(game, state);
        }
        instances.extend(beginning(game, state, layer));
        let mut todo: Vec<usize> = (0..instances.len())
            .filter(|&i| instances[i].has_part_in(layer))
            .collect();
        // Characteristic-defining abilities first, in timestamp order (613.3, 613.4a).
        todo.sort_by_key(|&i| (!instances[i].cda, instances[i].timestamp));
        let mut waits: Vec<Vec<usize>> = vec![Vec::new(); instances.len()];
        // With no effect changing what another reads, none depends on another (613.8a) and
        // they apply in timestamp order, as sorted.
        let independent = !could_depend(&instances, &todo, layer);
        while let Some(&first) = todo.first() {
            let next = if instances[first].cda {
                first
            } else if independent {
                cite!("613.7");
                first
            } else {
                choose(game, state, layer, &instances, &todo, &mut waits)
            };
            todo.retain(|&i| i != next);
            if exists(game, state, &instances[next]) {
                apply(game, state, layer, &mut instances[next]);
            }
        }
    }
    instances.iter().flat_map(|i| i.modifications).any(|m| m.counts_zones())
}

/// The objects effects can touch: those on the battlefield and on the stack, those with a
/// static ability that works where they are (a characteristic-defining one anywhere, 604.3;
/// one that states its zone there, 113.6b), cards elsewhere a resolved spell or ability
/// locked an effect in on (Recoup's "target sorcery card in your graveyard gains flashback"),
/// and, in games with a static ability that affects cards in graveyards (Varolz, the
/// Scar-Striped's "Each creature card in your graveyard has scavenge"), the cards in
/// graveyards; in games with one that affects objects in every zone (Mycosynth Lattice),
/// every object that exists. An object in two of these is taken once (`Table::reset`).
#[rule("604.3")]
fn scope(game: &Game) -> impl Iterator<Item = ObjectId> + '_ {
    let stack = game.stack.iter().filter_map(|item| item.object);
    let defined = game.statics_elsewhere.iter().copied();
    let locked_in = game
        .continuous
        .effects
        .iter()
        .flat_map(|e| e.affected.iter().copied())
        .filter(move |&id| {
            let o = game.obj(id);
            !o.gone && o.is_outside_battlefield_and_stack()
        });
    let graveyards = game
        .graveyard_statics_possible
        .then(|| game.players.iter().flat_map(|p| p.graveyard.iter().copied()))
        .into_iter()
        .flatten();
    let everywhere = (game.continuous.everywhere_sources > 0).then(|| outside_battlefield_and_stack(game));
    game.battlefield
        .iter()
        .copied()
        .chain(stack)
        .chain(defined)
        .chain(locked_in)
        .chain(graveyards)
        .chain(everywhere.into_iter().flatten())
}

/// The objects that exist outside the battlefield and the stack: the cards in libraries,
/// hands, graveyards, exile and the command zone, and the phased-out permanents, read from
/// the zones' lists (so a scan costs the objects in the game, not every object the game ever
/// made, 400.7).
fn outside_battlefield_and_stack(game: &Game) -> impl Iterator<Item = ObjectId> + '_ {
    game.players
        .iter()
        .flat_map(|p| p.library.iter().chain(&p.hand).chain(&p.graveyard))
        .chain(&game.exile)
        .chain(&game.command)
        .chain(&game.phased_out)
        .copied()
}

/// Counters modify power and toughness in layer 7c (613.4c); addition commutes, so they go
/// in once.
fn add_counters(game: &Game, state: &mut State<'_>) {
    for (id, entry) in &mut state.entries {
        if let (Some(p), Some(t)) = (entry.chars.power, entry.chars.toughness) {
            let (dp, dt) = game.counter_pt(*id);
            entry.chars.power = Some(p + dp);
            entry.chars.toughness = Some(t + dt);
        }
    }
}

/// The static abilities whose first part is in `layer`, of those the objects have now: each
/// begins there, once, as this runs once a layer. A static ability functions while its
/// permanent is on the battlefield (611.3b); a characteristic-defining one everywhere (604.3).
#[rule("611.3b")]
fn beginning<'g>(game: &'g Game, state: &State<'_>, layer: Layer) -> Vec<Instance<'g>> {
    let mut out = Vec::new();
    for &(id, ref entry) in &state.entries {
        let zone = game.obj(id).zone;
        for (ability, st) in statics(game, entry) {
            let works_here = st.cda || st.zone == zone;
            if st.first_layer() != layer || !works_here {
                continue;
            }
            out.push(Instance {
                origin: Origin::Static(id, ability),
                source: id,
                controller: None,
                // 613.7a: the timestamp of the object the ability is on.
                timestamp: game.obj(id).timestamp,
                cda: st.cda,
                modifications: &st.modifications,
                affects: st.affects,
                condition: st.condition,
                affected: None,
            });
        }
    }
    out
}

/// Layer 1b (613.2b): each face-down spell or permanent has the face-down characteristics
/// (708.2a) as its copiable values, over what layer 1a's copy effects gave it (708.10).
#[rule("613.2b", "708.10")]
fn face_down(game: &Game, state: &mut State<'_>) {
    for (id, entry) in &mut state.entries {
        if game.obj(*id).face_down {
            cite!("708.10");
            entry.chars = *game.printed(*id);
        }
    }
}

/// The static abilities an object has now: those printed on the card whose text it has, but
/// the characteristic-defining abilities a copy effect's exceptions left out (707.9d).
#[rule("707.9d")]
fn statics<'g>(game: &'g Game, entry: &Computed) -> impl Iterator<Item = (Ability, &'g StaticAbility)> + 'g {
    let without = entry.chars.abilities.without_cda;
    entry.chars.abilities.printed.into_iter().flat_map(move |card| {
        game.pool
            .get(card)
            .statics
            .iter()
            .enumerate()
            .filter(move |(_, st)| !(st.cda && st.modifications.iter().any(|m| m.writes().intersects(without))))
            .map(move |(i, st)| (Ability(card, i), st))
    })
}

impl Instance<'_> {
    fn has_part_in(&self, layer: Layer) -> bool {
        self.modifications.iter().any(|m| m.layer(self.cda) == layer)
    }

    /// What it reads: its filter, its amounts, and (for a static ability that has not begun)
    /// its source's abilities, on which its existence depends.
    fn reads(&self) -> Reads {
        let mut reads = self.modifications.iter().fold(Reads::NONE, |r, m| r.with(m.reads()));
        if self.affected.is_none() {
            if let Affects::Filter(filter) = self.affects {
                reads = reads.with(filter.reads());
            }
            if matches!(self.origin, Origin::Static(..)) {
                reads = reads.with(Reads::ABILITIES);
            }
            if let Some(condition) = self.condition {
                reads = reads.with(condition.reads()).with(Reads::CONTROL);
            }
        }
        reads
    }

    /// What its parts in `layer` change.
    fn writes(&self, layer: Layer) -> Reads {
        self.modifications
            .iter()
            .filter(|m| m.layer(self.cda) == layer)
            .fold(Reads::NONE, |w, m| w.with(m.writes()))
    }
}

/// Whether the effect exists in `state`: a resolved effect always; a static ability's while
/// its source has the ability and its "as long as you control" condition holds (once it
/// began, it goes on, 613.6).
fn exists(game: &Game, state: &State<'_>, instance: &Instance<'_>) -> bool {
    match instance.origin {
        Origin::Resolved => true,
        Origin::Static(..) if instance.affected.is_some() => true,
        Origin::Static(id, ability) => {
            state
                .get(id)
                .is_some_and(|entry| statics(game, entry).any(|(a, _)| a == ability))
                && instance
                    .condition
                    .is_none_or(|c| condition_holds(game, state, instance, c))
        }
    }
}

/// Whether a static ability's condition holds in `state`: the effect's controller, or any
/// player, controls a permanent the filter matches, or their devotion (worked out on `state`, 700.5a) is
/// below the number, or a card exiled with its source matches the filter (607.2a), or its
/// source has N or more counters of a kind (721.2a, 711.2b), and at most M (711.2a), or its
/// dash cost was paid (702.109a), or the effect's controller has the city's blessing
/// (702.131c).
#[rule("721.2a", "711.2a", "711.2b", "702.109a", "702.131c")]
fn condition_holds(game: &Game, state: &State<'_>, instance: &Instance<'_>, condition: StaticCondition) -> bool {
    match condition {
        StaticCondition::YouControl(filter) => controls(game, state, instance, &filter, false),
        StaticCondition::AnyPlayerControls(filter) => controls(game, state, instance, &filter, true),
        StaticCondition::DevotionBelow { colors, below } => controller(state, instance)
            .is_some_and(|you| super::devotion::devotion(game, candidates(game, state), you, colors) < below),
        StaticCondition::Counters {
            kind,
            at_least,
            at_most,
        } => {
            match (kind, at_most) {
                (CounterKind::Level, Some(_)) => cite!("711.2a"),
                (CounterKind::Level, None) => cite!("711.2b"),
                _ => cite!("721.2a"),
            };
            let n = game.obj(instance.source).counters.of(kind);
            n >= at_least && at_most.is_none_or(|m| n <= m)
        }
        StaticCondition::DashCostPaid => {
            cite!("702.109a");
            game.obj(instance.source).dashed
        }
        StaticCondition::CitysBlessing => {
            cite!("702.131c");
            controller(state, instance).is_some_and(|you| game.players[you.0].citys_blessing)
        }
        StaticCondition::ExiledWithThis(filter) => {
            let (Some(link), Some(you)) = (link(instance), controller(state, instance)) else {
                return false;
            };
            game.exiled_with(link).any(|card| {
                // A card in exile has no controller; its owner stands in (108.4a).
                let c = Candidate::of(game, card, Zone::Exile, game.printed(card), game.obj(card).owner);
                filter.matches(&c, instance.source, you, chosen(game, state, instance))
            })
        }
    }
}

/// Whether the effect's controller, or with `by_anyone` any player, controls a permanent
/// `filter` matches in `state`.
fn controls(game: &Game, state: &State<'_>, instance: &Instance<'_>, filter: &Filter, by_anyone: bool) -> bool {
    let Some(you) = controller(state, instance) else {
        return false;
    };
    let chosen = chosen(game, state, instance);
    candidates(game, state)
        .any(|c| (by_anyone || c.controller == you) && filter.matches(&c, instance.source, you, chosen))
}

/// Every object of `state` as a filter sees it: with its characteristics and controller there.
fn candidates<'s>(game: &'s Game, state: &'s State<'_>) -> impl Iterator<Item = Candidate<'s>> {
    state
        .entries
        .iter()
        .map(|&(id, ref entry)| Candidate::of(game, id, game.obj(id).zone, &entry.chars, entry.controller))
}

/// The effect's controller in `state`.
fn controller(state: &State<'_>, instance: &Instance<'_>) -> Option<PlayerId> {
    instance
        .controller
        .or_else(|| state.get(instance.source).map(|e| e.controller))
}

/// The objects the effect applies to in `state`: those it began with, or those its text
/// indicates now (611.3a).
#[rule("611.3a", "303.4m")]
fn affected(game: &Game, state: &State<'_>, instance: &Instance<'_>) -> Vec<ObjectId> {
    if let Some(locked) = &instance.affected {
        return locked.clone();
    }
    match instance.affects {
        Affects::This => vec![instance.source],
        Affects::Attached => match game.attached_to(instance.source) {
            Some(crate::stack::Target::Object(id)) => {
                cite!("303.4m");
                vec![id]
            }
            _ => Vec::new(),
        },
        Affects::Filter(filter) => {
            let Some(you) = controller(state, instance) else {
                return Vec::new();
            };
            if filter.anywhere {
                // Whatever its text indicates, wherever it is (Mycosynth Lattice).
                cite!("611.3a");
            }
            let chosen = chosen(game, state, instance);
            candidates(game, state)
                .filter(|c| filter.matches(c, instance.source, you, chosen))
                .filter(|c| crate::range_of_influence::affects_controlled_by(game, you, c.controller))
                .map(|c| c.id)
                .collect()
        }
    }
}

/// What amounts count for `id`: the game from its controller's side in `state`.
fn counted<'g>(game: &'g Game, state: &State<'_>, id: ObjectId, instance: &Instance<'_>) -> Counted<'g> {
    let controller = state.get(id).map_or(game.obj(id).controller, |e| e.controller);
    let counts_sharing = instance
        .modifications
        .iter()
        .any(|m| matches!(m, Modification::ModifyPtForEachSharingACreatureType(..)));
    Counted {
        game,
        object: id,
        controller,
        chosen: chosen(game, state, instance),
        link: link(instance),
        sharing_a_creature_type: if counts_sharing {
            sharing_a_creature_type(game, state, id, instance)
        } else {
            0
        },
    }
}

/// How many other creatures on the battlefield share at least one creature type with `id`
/// in `state`, of those the effect's controller sees: controlled by players within their
/// range of influence (801.11).
#[rule("801.11")]
fn sharing_a_creature_type(game: &Game, state: &State<'_>, id: ObjectId, instance: &Instance<'_>) -> u32 {
    let (Some(entry), Some(you)) = (state.get(id), controller(state, instance)) else {
        return 0;
    };
    let types = entry
        .chars
        .subtypes
        .intersection(&SubtypeSet::all_of(SubtypeKind::Creature));
    let shares = |other: &Computed| {
        other.chars.types.contains(CardTypes::CREATURE) && !other.chars.subtypes.intersection(&types).is_empty()
    };
    let count = state
        .entries
        .iter()
        .filter(|&&(other, ref computed)| {
            other != id
                && game.obj(other).zone == Zone::Battlefield
                && shares(computed)
                && crate::range_of_influence::sees_controlled_by(game, you, computed.controller)
        })
        .count();
    u32::try_from(count).unwrap_or(u32::MAX)
}

/// The abilities a static ability is linked to (607.2a): those printed on its card, as its
/// source has them; none for a resolved effect.
fn link(instance: &Instance<'_>) -> Option<crate::linked::Link> {
    match instance.origin {
        Origin::Static(object, Ability(card, _)) => Some(crate::linked::Link {
            object,
            card,
            grant: None,
        }),
        Origin::Resolved => None,
    }
}

/// What was chosen for the effect's source as it entered, as the ability the effect comes
/// from sees it (607.2d): a static ability reads its own card's choice; a resolved effect,
/// that of the card whose abilities its source has in `state`.
fn chosen(game: &Game, state: &State<'_>, instance: &Instance<'_>) -> super::Chosen {
    let reader = match instance.origin {
        Origin::Static(_, Ability(card, _)) => Some(card),
        Origin::Resolved => state
            .get(instance.source)
            .map_or_else(|| Some(game.face(instance.source)), |e| e.chars.abilities.printed),
    };
    game.chosen(instance.source, reader)
}

/// What the effect's parts in `layer` do in `state`, worked out: whether it exists, the
/// objects it applies to, and for each its parts with every amount evaluated. Two effects
/// that do the same to the same objects have the same footprint.
fn footprint(
    game: &Game,
    state: &State<'_>,
    layer: Layer,
    instance: &Instance<'_>,
) -> Option<Vec<(ObjectId, Vec<Modification>)>> {
    if !exists(game, state, instance) {
        return None;
    }
    Some(
        affected(game, state, instance)
            .into_iter()
            .filter_map(|id| {
                let entry = state.get(id)?;
                let parts = instance
                    .modifications
                    .iter()
                    .filter(|m| m.layer(instance.cda) == layer)
                    .map(|m| m.evaluated(&entry.chars, counted(game, state, id, instance)))
                    .collect();
                Some((id, parts))
            })
            .collect(),
    )
}

/// Applies the effect's parts in `layer` to the objects it affects; an effect beginning now
/// keeps those objects for its later layers (613.6).
#[rule("613.6", "613.9")]
fn apply(game: &Game, state: &mut State<'_>, layer: Layer, instance: &mut Instance<'_>) {
    let objects = affected(game, state, instance);
    let you = controller(state, instance);
    for &id in &objects {
        let counted = counted(game, state, id, instance);
        let Some(entry) = state.get_mut(id) else { continue };
        for m in instance.modifications.iter().filter(|m| m.layer(instance.cda) == layer) {
            m.apply(entry, you.unwrap_or(entry.controller), counted);
        }
    }
    instance.affected = Some(objects);
}

/// What an effect's parts in a layer do, worked out (see [`footprint`]).
type Footprint = Option<Vec<(ObjectId, Vec<Modification>)>>;

/// `state` as it would be once `b` applied in `layer` (if it exists): where the effects
/// that may depend on it are tried out (613.8a).
fn tried_out<'t>(game: &Game, state: &State<'t>, layer: Layer, b: &Instance<'_>) -> State<'t> {
    let mut tried = state.clone();
    let mut b = Instance {
        affected: b.affected.clone(),
        ..*b
    };
    if exists(game, &tried, &b) {
        apply(game, &mut tried, layer, &mut b);
    }
    tried
}

/// Whether `a` depends on the effect `tried` applied (613.8a): both in this layer, and
/// applying it changes whether `a` exists, what it applies to, or what it does to them (its
/// footprint, `before` it applied). Neither is from a characteristic-defining ability: those
/// apply first, before any effect is chosen (`run_layers`), in timestamp order, as no
/// characteristic-defining ability the card vocabulary can express reads what another
/// changes. `choose` asks only about an effect that changes something `a` reads.
#[rule("613.8a")]
fn depends(game: &Game, tried: &State<'_>, layer: Layer, a: &Instance<'_>, before: &Footprint) -> bool {
    footprint(game, tried, layer, a) != *before
}

/// Whether one effect of `todo` changes in `layer` something another reads, so that it may
/// depend on it (613.8a).
fn could_depend(instances: &[Instance<'_>], todo: &[usize], layer: Layer) -> bool {
    let reads: Vec<Reads> = todo.iter().map(|&a| instances[a].reads()).collect();
    todo.iter().enumerate().any(|(y, &b)| {
        let writes = instances[b].writes(layer);
        reads.iter().enumerate().any(|(x, r)| x != y && writes.intersects(*r))
    })
}

/// The effect of `todo` to apply next, worked out again after each one applies (613.8c).
/// An effect that depends on others waits until all of them are applied, then applies just
/// after them, before effects that did not wait (613.8b), in timestamp order if several are
/// released at once; otherwise, of the effects that wait for nothing (or only for effects
/// in a dependency loop with them, 613.8b), the one with the earliest timestamp (613.7).
/// `waits` keeps, per effect, the effects it was found waiting for.
#[rule("613.7", "613.8b", "613.8c")]
fn choose(
    game: &Game,
    state: &State<'_>,
    layer: Layer,
    instances: &[Instance<'_>],
    todo: &[usize],
    waits: &mut [Vec<usize>],
) -> usize {
    let n = todo.len();
    // What each reads and changes, worked out once: most pairs share nothing, and only the
    // others are tried out, each effect once, each footprint before it worked out once.
    let reads: Vec<Reads> = todo.iter().map(|&a| instances[a].reads()).collect();
    let writes: Vec<Reads> = todo.iter().map(|&b| instances[b].writes(layer)).collect();
    let mut on = vec![vec![false; n]; n];
    let mut before: Vec<Option<Footprint>> = vec![None; n];
    for (y, &b) in todo.iter().enumerate() {
        let readers: Vec<usize> = (0..n).filter(|&x| x != y && writes[y].intersects(reads[x])).collect();
        if readers.is_empty() {
            continue;
        }
        // Each effect is tried out once, for all those that may depend on it.
        let tried = tried_out(game, state, layer, &instances[b]);
        for x in readers {
            let a = &instances[todo[x]];
            let before = before[x].get_or_insert_with(|| footprint(game, state, layer, a));
            on[x][y] = depends(game, &tried, layer, a, before);
        }
    }
    // Transitive closure: reach[x][y] when x depends on y through a chain.
    let mut reach = on.clone();
    for k in 0..n {
        let through = reach[k].clone();
        for row in reach.iter_mut().filter(|row| row[k]) {
            for (to, &via) in row.iter_mut().zip(&through) {
                *to |= via;
            }
        }
    }
    // x waits for y when it depends on y, and y does not depend on x through a chain (a
    // loop, where 613.8b gives way to timestamps).
    let waiting = |x: usize, y: usize| on[x][y] && !reach[y][x];
    for x in 0..n {
        for y in (0..n).filter(|&y| waiting(x, y)) {
            if !waits[todo[x]].contains(&todo[y]) {
                waits[todo[x]].push(todo[y]);
            }
        }
    }
    let ready: Vec<usize> = (0..n).filter(|&x| (0..n).all(|y| !waiting(x, y))).collect();
    let released = ready.iter().copied().filter(|&x| {
        let waited = &waits[todo[x]];
        !waited.is_empty() && waited.iter().all(|w| !todo.contains(w))
    });
    let earliest = |xs: &mut dyn Iterator<Item = usize>| xs.min_by_key(|&x| instances[todo[x]].timestamp);
    earliest(&mut released.into_iter())
        .or_else(|| earliest(&mut ready.iter().copied()))
        .or_else(|| earliest(&mut (0..n)))
        .map_or(todo[0], |x| todo[x])
}
