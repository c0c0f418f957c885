//! What a continuous effect does to the objects it applies to, each part in its layer (613.1):
//! control, types, colors, abilities, power and toughness.

use crate::cards::KeywordSet;
use crate::characteristics::{ActivatedRef, CardTypes, ColorSet, SubtypeSet, Supertypes};
use crate::game::PlayerId;
use crate::generated::keyword_abilities::KeywordAbility;
use crate::generated::subtypes::SubtypeKind;
use crate::{cite, rule};

use super::{Computed, Layer, Reads};

/// A number an effect uses, worked out for each object it applies to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Amount {
    /// A fixed number.
    Fixed(i32),
    /// The object's mana value (202.3): "equal to its mana value" (Opalescence).
    ManaValue,
    /// The number of cards in its controller's hand (Maro).
    CardsInHand,
    /// The number of creature cards in its controller's graveyard (Svogthos, the Restless
    /// Tomb).
    CreatureCardsInGraveyard,
    /// The number of card types among cards in all graveyards, plus this (Tarmogoyf:
    /// "*/1+*").
    CardTypesInAllGraveyards(i32),
    /// X, as announced for the spell or ability that creates the effect (107.3a): worked
    /// out as the effect begins ([`Modification::with_x`]), so an effect never applies it.
    X,
    /// The power of the last creature card exiled with the effect's source (Duplicant,
    /// 607.2a); 0 without one.
    LastExiledCreaturePower,
    /// The toughness of that card.
    LastExiledCreatureToughness,
    /// The number of face-down creatures on the battlefield (Ixidron): the face-down
    /// permanents, each a creature by its face-down characteristics (708.2a), counted from
    /// their status, not their types, which the layers being computed can't be asked for.
    FaceDownCreatures,
}

/// What an amount may count: the game, seen from the controller of the object it is for, and
/// what was chosen for the effect's source as it entered.
#[derive(Clone, Copy)]
pub(crate) struct Counted<'g> {
    pub(crate) game: &'g crate::game::Game,
    /// The object the modification is for.
    pub(crate) object: crate::game::ObjectId,
    pub(crate) controller: PlayerId,
    pub(crate) chosen: super::Chosen,
    /// The abilities a static ability is linked to (607.2a): its source and the card it is
    /// printed on; none for a resolved effect.
    pub(crate) link: Option<crate::linked::Link>,
    /// How many other creatures on the battlefield share a creature type with the object, of
    /// those the effect's controller sees (801.11); counted only for an effect that reads it.
    pub(crate) sharing_a_creature_type: u32,
}

impl Counted<'_> {
    /// The last creature card exiled with the effect's source (607.2a), if one is in exile.
    fn last_exiled_creature(&self) -> Option<&crate::characteristics::Characteristics> {
        let card = self.game.last_exiled_creature(self.link?)?;
        Some(self.game.printed(card))
    }
}

impl Amount {
    /// What it reads of objects (for dependencies, 613.8a).
    pub fn reads(self) -> Reads {
        match self {
            Amount::Fixed(_)
            | Amount::X
            | Amount::CardsInHand
            | Amount::CreatureCardsInGraveyard
            | Amount::CardTypesInAllGraveyards(_)
            | Amount::LastExiledCreaturePower
            | Amount::LastExiledCreatureToughness
            | Amount::FaceDownCreatures => Reads::NONE,
            Amount::ManaValue => Reads::MANA_COST,
        }
    }
}

/// One part of a continuous effect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Modification {
    /// Control passes to the effect's controller (613.1b).
    GainControl,
    /// It has these card types in addition to its others (205.1b: "still a land", "artifact
    /// creature").
    AddTypes(CardTypes),
    /// Its card types become these (205.1a): an instant or sorcery keeps its type, and
    /// subtypes of the types it loses go (205.3d).
    SetTypes(CardTypes),
    /// It loses these card types ("isn't a creature").
    RemoveTypes(CardTypes),
    /// It has these subtypes in addition (those its types allow, 205.3d).
    AddSubtypes(SubtypeSet),
    /// Its subtypes of this kind become these (205.1a: "becomes a Frog").
    SetSubtypes(SubtypeKind, SubtypeSet),
    /// A land's subtype is set to basic land types (305.7): it loses its other land types and
    /// the abilities its rules text generates, and has the new types' mana abilities.
    SetLandTypes(SubtypeSet),
    /// It is every creature type (changeling, 702.73a).
    AllCreatureTypes,
    /// It is the creature type chosen for the effect's source as it entered, in addition to
    /// its other types (Adaptive Automaton); nothing while none is chosen.
    AddChosenType,
    /// Its creature types are those of the last creature card exiled with the effect's
    /// source (Duplicant, 607.2a); nothing while none is in exile.
    LastExiledCreatureTypes,
    /// It has these supertypes in addition (205.4b).
    AddSupertypes(Supertypes),
    /// It loses these supertypes.
    RemoveSupertypes(Supertypes),
    /// Its colors become these (105.3); an empty set makes it colorless.
    SetColors(ColorSet),
    /// It has these colors in addition to its others (105.3).
    AddColors(ColorSet),
    /// It has these keyword abilities (613.1f).
    AddKeywords(KeywordSet),
    /// It loses these keyword abilities.
    RemoveKeywords(KeywordSet),
    /// It gains toxic N (702.164a), which adds N to its total toxic value (702.164b).
    AddToxic(u8),
    /// It loses all abilities.
    LoseAllAbilities,
    /// It gains the protection and landwalk abilities printed on this card, each variant
    /// (702.1c: Concerted Effort's "the same is true for … landwalk, protection"), as they
    /// are on an object with that card's abilities.
    /// Which of the two: [`KeywordAbility::Protection`], [`KeywordAbility::Landwalk`] or both.
    GainVariantsOf(crate::cards::CardIdx, KeywordSet),
    /// It gains this activated ability (613.1f), a [`ActivatedRef::Granted`] (or an
    /// intrinsic mana ability): "gains all activated abilities of target creature" is one
    /// such part per ability that creature had as the effect began.
    GainActivated(ActivatedRef),
    /// Its power and toughness (or base power and toughness) are these (613.4a for a
    /// characteristic-defining ability, 613.4b otherwise).
    SetPt(Amount, Amount),
    /// It gets +N/+M (613.4c).
    ModifyPt(i32, i32),
    /// It gets +N/+M for each other creature on the battlefield that shares at least one
    /// creature type with it (613.4c: Coat of Arms), of those its effect's controller sees
    /// (801.11).
    ModifyPtForEachSharingACreatureType(i32, i32),
    /// Its power and toughness are switched (613.4d).
    SwitchPt,
    /// It becomes a copy (613.2a, 707.2): its characteristics are the copiable values at
    /// this index of [`Continuous::copiable`](super::Continuous::copiable), taken as the
    /// effect began (707.2b), exceptions included (707.9).
    Copy(u32),
}

impl Modification {
    /// The layer it applies in; a P/T-setting part of a characteristic-defining ability is in
    /// 7a (613.4a), others in 7b.
    #[rule("613.1b", "613.1d", "613.1e", "613.1f", "613.4a", "613.4b", "613.4c", "613.4d")]
    pub fn layer(self, cda: bool) -> Layer {
        match self {
            Modification::Copy(_) => Layer::Copy,
            Modification::GainControl => Layer::Control,
            Modification::AddTypes(_)
            | Modification::SetTypes(_)
            | Modification::RemoveTypes(_)
            | Modification::AddSubtypes(_)
            | Modification::SetSubtypes(..)
            | Modification::SetLandTypes(_)
            | Modification::AllCreatureTypes
            | Modification::AddChosenType
            | Modification::LastExiledCreatureTypes
            | Modification::AddSupertypes(_)
            | Modification::RemoveSupertypes(_) => Layer::Type,
            Modification::SetColors(_) | Modification::AddColors(_) => Layer::Color,
            Modification::AddKeywords(_)
            | Modification::RemoveKeywords(_)
            | Modification::AddToxic(_)
            | Modification::LoseAllAbilities
            | Modification::GainVariantsOf(..)
            | Modification::GainActivated(_) => Layer::Ability,
            Modification::SetPt(..) if cda => Layer::DefinePt,
            Modification::SetPt(..) => Layer::SetPt,
            Modification::ModifyPt(..) | Modification::ModifyPtForEachSharingACreatureType(..) => Layer::ModifyPt,
            Modification::SwitchPt => Layer::SwitchPt,
        }
    }

    /// What it changes (for dependencies, 613.8a).
    pub fn writes(self) -> Reads {
        match self {
            Modification::Copy(_) => Reads::ALL,
            Modification::GainControl => Reads::CONTROL,
            Modification::AddTypes(_) | Modification::SetTypes(_) | Modification::RemoveTypes(_) => {
                Reads::TYPES.with(Reads::SUBTYPES)
            }
            Modification::AddSubtypes(_)
            | Modification::SetSubtypes(..)
            | Modification::AllCreatureTypes
            | Modification::AddChosenType
            | Modification::LastExiledCreatureTypes => Reads::SUBTYPES,
            Modification::SetLandTypes(_) => Reads::SUBTYPES.with(Reads::ABILITIES),
            Modification::AddSupertypes(_) | Modification::RemoveSupertypes(_) => Reads::SUPERTYPES,
            Modification::SetColors(_) | Modification::AddColors(_) => Reads::COLORS,
            Modification::AddKeywords(_)
            | Modification::RemoveKeywords(_)
            | Modification::AddToxic(_)
            | Modification::LoseAllAbilities
            | Modification::GainVariantsOf(..)
            | Modification::GainActivated(_) => Reads::ABILITIES,
            Modification::SetPt(..)
            | Modification::ModifyPt(..)
            | Modification::ModifyPtForEachSharingACreatureType(..)
            | Modification::SwitchPt => Reads::PT,
        }
    }

    /// It, with each amount worked out for an object with characteristics `c`: what it does
    /// to that object.
    pub(crate) fn evaluated(self, c: &crate::characteristics::Characteristics, counted: Counted<'_>) -> Modification {
        match self {
            Modification::SetPt(p, t) => {
                Modification::SetPt(Amount::Fixed(p.value(c, counted)), Amount::Fixed(t.value(c, counted)))
            }
            Modification::ModifyPtForEachSharingACreatureType(p, t) => {
                let n = i32::try_from(counted.sharing_a_creature_type).unwrap_or(i32::MAX);
                Modification::ModifyPt(p.saturating_mul(n), t.saturating_mul(n))
            }
            other => other,
        }
    }

    /// It with the X announced for the spell or ability that creates it, `x`, in place of X
    /// (107.3a: "becomes an X/X creature").
    pub(crate) fn with_x(self, x: u32) -> Modification {
        let fixed = |a: Amount| match a {
            Amount::X => Amount::Fixed(i32::try_from(x).unwrap_or(i32::MAX)),
            other => other,
        };
        match self {
            Modification::SetPt(p, t) => Modification::SetPt(fixed(p), fixed(t)),
            other => other,
        }
    }

    /// Whether it counts cards in a hand, graveyard or exile, or face-down permanents (which
    /// any zone change can alter).
    pub(crate) fn counts_zones(self) -> bool {
        let counts = |a: Amount| {
            matches!(
                a,
                Amount::CardsInHand
                    | Amount::CreatureCardsInGraveyard
                    | Amount::CardTypesInAllGraveyards(_)
                    | Amount::LastExiledCreaturePower
                    | Amount::LastExiledCreatureToughness
                    | Amount::FaceDownCreatures
            )
        };
        match self {
            Modification::SetPt(p, t) => counts(p) || counts(t),
            Modification::LastExiledCreatureTypes => true,
            _ => false,
        }
    }

    /// Whether it reads the cards exiled with its source (607.2a), which only a static
    /// ability's effect knows.
    pub(crate) fn reads_exiled_with(self) -> bool {
        let reads = |a: Amount| matches!(a, Amount::LastExiledCreaturePower | Amount::LastExiledCreatureToughness);
        match self {
            Modification::SetPt(p, t) => reads(p) || reads(t),
            Modification::LastExiledCreatureTypes => true,
            _ => false,
        }
    }

    /// What it reads (for dependencies, 613.8a).
    pub fn reads(self) -> Reads {
        match self {
            Modification::SetPt(p, t) => p.reads().with(t.reads()),
            Modification::ModifyPtForEachSharingACreatureType(..) => {
                Reads::TYPES.with(Reads::SUBTYPES).with(Reads::CONTROL)
            }
            _ => Reads::NONE,
        }
    }

    /// Applies it to one object, in its layer: control (613.1b), types (613.1d), colors
    /// (613.1e), abilities (613.1f), setting, modifying or switching power and toughness
    /// (613.4b-d). `you` is the effect's controller.
    #[rule(
        "613.1b", "613.1d", "613.1e", "613.1f", "613.4b", "613.4c", "613.4d", "205.1a", "205.1b", "205.4b", "205.3d",
        "305.7", "105.3", "707.2"
    )]
    pub(crate) fn apply(self, object: &mut Computed, you: PlayerId, counted: Counted<'_>) {
        let c = &mut object.chars;
        match self {
            Modification::Copy(values) => {
                // Every copiable value, and nothing else: effects of later layers still
                // apply, and status and counters are not characteristics (707.2), though
                // a flipped status modifies the values copied (707.3).
                cite!("707.2");
                *c = counted.game.copied_values(values, counted.object);
            }
            Modification::GainControl => {
                cite!("613.1b");
                object.controller = you;
            }
            Modification::AddTypes(t) => {
                // The types it had stay, and so do its subtypes and supertypes.
                cite!("205.1b");
                cite!("205.4b");
                c.types = c.types.with(t);
            }
            Modification::SetTypes(t) => {
                // An instant or sorcery keeps its type; subtypes of lost types go (205.3d).
                cite!("205.1a");
                let kept = c.types.intersection(CardTypes::INSTANT.with(CardTypes::SORCERY));
                c.types = t.with(kept);
                c.subtypes = c.subtypes.for_types(c.types);
            }
            Modification::RemoveTypes(t) => c.types = c.types.without(t),
            Modification::AddSubtypes(s) => {
                cite!("205.3d");
                c.subtypes = c.subtypes.with(&s.for_types(c.types));
            }
            Modification::SetSubtypes(kind, s) => {
                cite!("205.3d");
                c.subtypes = c.subtypes.without_kind(kind).with(&s.for_types(c.types));
            }
            Modification::SetLandTypes(s) => {
                // The old land types and the abilities of its rules text go; the new types'
                // mana abilities come from its subtypes (305.6).
                cite!("305.7");
                c.subtypes = c.subtypes.without_kind(SubtypeKind::Land).with(&s);
                c.abilities.printed = None;
                c.abilities.keywords = c.abilities.gained;
                // Its printed toxic goes with the rest of its rules text; toxic it gains comes
                // later, in layer 6.
                c.abilities.toxic = 0;
            }
            Modification::AllCreatureTypes => {
                c.subtypes = c
                    .subtypes
                    .with(&SubtypeSet::all_of(SubtypeKind::Creature).for_types(c.types));
            }
            Modification::LastExiledCreatureTypes => {
                if let Some(card) = counted.last_exiled_creature() {
                    cite!("607.2a");
                    let types = card.subtypes.intersection(&SubtypeSet::all_of(SubtypeKind::Creature));
                    c.subtypes = c
                        .subtypes
                        .without_kind(SubtypeKind::Creature)
                        .with(&types.for_types(c.types));
                }
            }
            Modification::AddChosenType => {
                if let Some(t) = counted.chosen.creature_type {
                    c.subtypes = c.subtypes.with(&SubtypeSet::of(&[t]).for_types(c.types));
                }
            }
            Modification::AddSupertypes(s) => c.supertypes = c.supertypes.with(s),
            Modification::RemoveSupertypes(s) => c.supertypes = c.supertypes.without(s),
            Modification::SetColors(colors) => {
                // The new colors replace the old ones (105.3).
                cite!("105.3");
                c.colors = colors;
            }
            Modification::AddColors(colors) => c.colors = c.colors.with(colors),
            Modification::AddKeywords(k) => {
                c.abilities.keywords = c.abilities.keywords.with(k);
                c.abilities.gained = c.abilities.gained.with(k);
            }
            Modification::RemoveKeywords(k) => {
                c.abilities.keywords = c.abilities.keywords.without(k);
                c.abilities.gained = c.abilities.gained.without(k);
                if k.contains(KeywordAbility::Toxic) {
                    // Every toxic ability goes, so none adds to its total toxic value.
                    cite!("702.164b");
                    c.abilities.toxic = 0;
                }
            }
            Modification::AddToxic(n) => {
                // Instances add up: toxic 2 that gains toxic 1 has a total toxic value of 3.
                cite!("702.164b");
                c.abilities.keywords.insert(KeywordAbility::Toxic);
                c.abilities.gained.insert(KeywordAbility::Toxic);
                c.abilities.toxic = c.abilities.toxic.saturating_add(n);
            }
            Modification::LoseAllAbilities => {
                c.abilities = Default::default();
                object.granted.clear();
                object.variants.clear();
            }
            Modification::GainVariantsOf(card, which) => {
                let gained =
                    crate::keywords::sharing::variant_keywords(counted.game.pool.get(card)).intersection(which);
                c.abilities.keywords = c.abilities.keywords.with(gained);
                c.abilities.gained = c.abilities.gained.with(gained);
                object.variants.push((card, gained));
            }
            Modification::GainActivated(ability) => {
                c.abilities.activated_gained = true;
                object.granted.push(ability);
            }
            Modification::SetPt(p, t) => {
                c.power = Some(p.value(c, counted));
                c.toughness = Some(t.value(c, counted));
            }
            Modification::ModifyPt(p, t) => {
                c.power = Some(c.power.unwrap_or(0) + p);
                c.toughness = Some(c.toughness.unwrap_or(0) + t);
            }
            Modification::ModifyPtForEachSharingACreatureType(..) => {
                self.evaluated(c, counted).apply(object, you, counted);
            }
            Modification::SwitchPt => {
                // Power becomes toughness and toughness power, as they are after 7a–7c.
                cite!("613.4d");
                std::mem::swap(&mut c.power, &mut c.toughness);
            }
        }
    }
}

impl Amount {
    /// Its value for an object with characteristics `c`.
    pub(crate) fn value(self, c: &crate::characteristics::Characteristics, counted: Counted<'_>) -> i32 {
        let player = &counted.game.players[counted.controller.0];
        match self {
            Amount::Fixed(n) => n,
            // Worked out as the effect began; X is 0 anywhere else (107.3g).
            Amount::X => 0,
            Amount::ManaValue => c.mana_value() as i32,
            Amount::CardsInHand => player.hand.len() as i32,
            Amount::CreatureCardsInGraveyard => player
                .graveyard
                .iter()
                // The printed types: effects do not reach into graveyards, and the layers
                // being computed must not be asked for again.
                .filter(|&&card| counted.game.printed(card).types.contains(CardTypes::CREATURE))
                .count() as i32,
            Amount::CardTypesInAllGraveyards(plus) => {
                let types = counted
                    .game
                    .players
                    .iter()
                    .flat_map(|p| &p.graveyard)
                    .fold(CardTypes::NONE, |all, &card| all.with(counted.game.printed(card).types));
                types.count() as i32 + plus
            }
            Amount::LastExiledCreaturePower => counted.last_exiled_creature().and_then(|c| c.power).unwrap_or(0),
            Amount::LastExiledCreatureToughness => {
                counted.last_exiled_creature().and_then(|c| c.toughness).unwrap_or(0)
            }
            Amount::FaceDownCreatures => {
                let game = counted.game;
                game.battlefield.iter().filter(|&&id| game.obj(id).face_down).count() as i32
            }
        }
    }
}

/// Names joined with spaces (`artifact creature`), or `fallback` for none.
fn words(names: impl Iterator<Item = &'static str>, fallback: &str) -> String {
    let list: Vec<&str> = names.collect();
    if list.is_empty() {
        fallback.to_owned()
    } else {
        list.join(" ")
    }
}

fn subtype_words(set: &SubtypeSet) -> String {
    words(set.iter().map(|s| s.name()), "no subtype")
}

fn color_words(colors: ColorSet) -> String {
    words(colors.iter().map(|c| c.name()), "colorless")
}

fn keyword_words(keywords: KeywordSet) -> String {
    let list: Vec<&str> = keywords.iter().map(|k| k.name()).collect();
    list.join(", ")
}

/// In words, for the game log: what the object it applies to does or gets.
impl std::fmt::Display for Modification {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            Modification::GainControl => write!(f, "changes control"),
            Modification::AddTypes(t) => write!(f, "is also {}", words(t.names(), "no type")),
            Modification::SetTypes(t) => write!(f, "becomes {}", words(t.names(), "no type")),
            Modification::RemoveTypes(t) => write!(f, "is no longer {}", words(t.names(), "no type")),
            Modification::AddSubtypes(s) => write!(f, "is also {}", subtype_words(&s)),
            Modification::SetSubtypes(_, s) => write!(f, "becomes {}", subtype_words(&s)),
            Modification::SetLandTypes(s) => write!(f, "is a {} (and only that land type)", subtype_words(&s)),
            Modification::AllCreatureTypes => write!(f, "is every creature type"),
            Modification::AddChosenType => write!(f, "is also the chosen creature type"),
            Modification::LastExiledCreatureTypes => {
                write!(
                    f,
                    "has the creature types of the last creature card exiled with its source"
                )
            }
            Modification::AddSupertypes(s) => write!(f, "is also {}", words(s.names(), "no supertype")),
            Modification::RemoveSupertypes(s) => write!(f, "is no longer {}", words(s.names(), "no supertype")),
            Modification::SetColors(c) => write!(f, "becomes {}", color_words(c)),
            Modification::AddColors(c) => write!(f, "is also {}", color_words(c)),
            Modification::AddKeywords(k) => write!(f, "gains {}", keyword_words(k)),
            Modification::RemoveKeywords(k) => write!(f, "loses {}", keyword_words(k)),
            Modification::AddToxic(n) => write!(f, "gains toxic {n}"),
            Modification::LoseAllAbilities => write!(f, "loses all abilities"),
            Modification::GainActivated(ActivatedRef::Intrinsic(m)) => {
                write!(f, "gains \"{{T}}: Add {{{}}}\"", m.symbol())
            }
            Modification::GainActivated(ActivatedRef::ScavengeAtManaCost) => {
                write!(f, "gains scavenge, its scavenge cost its mana cost")
            }
            Modification::GainActivated(_) => write!(f, "gains an activated ability"),
            Modification::GainVariantsOf(_, which) => write!(f, "gains another card's {}", keyword_words(which)),
            Modification::SetPt(p, t) => write!(f, "has base power and toughness {p}/{t}"),
            Modification::ModifyPt(p, t) => write!(f, "gets {p:+}/{t:+}"),
            Modification::ModifyPtForEachSharingACreatureType(p, t) => write!(
                f,
                "gets {p:+}/{t:+} for each other creature on the battlefield that shares a creature type with it"
            ),
            Modification::SwitchPt => write!(f, "has its power and toughness switched"),
            Modification::Copy(_) => write!(f, "becomes a copy"),
        }
    }
}

impl std::fmt::Display for Amount {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Amount::Fixed(n) => write!(f, "{n}"),
            Amount::X => write!(f, "X"),
            Amount::ManaValue => write!(f, "its mana value"),
            Amount::CardsInHand => write!(f, "cards in hand"),
            Amount::CreatureCardsInGraveyard => write!(f, "creature cards in graveyard"),
            Amount::CardTypesInAllGraveyards(0) => write!(f, "card types in all graveyards"),
            Amount::CardTypesInAllGraveyards(plus) => write!(f, "card types in all graveyards {plus:+}"),
            Amount::LastExiledCreaturePower => write!(f, "the last exiled creature card's power"),
            Amount::LastExiledCreatureToughness => write!(f, "the last exiled creature card's toughness"),
            Amount::FaceDownCreatures => write!(f, "face-down creatures on the battlefield"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Power and toughness a characteristic-defining ability sets apply in layer 7a, before
    /// every other effect that sets them (7b), whatever their timestamps (613.4a, 613.4b).
    #[test]
    fn a_characteristic_defining_ability_sets_power_and_toughness_in_7a_other_effects_in_7b() {
        let set = Modification::SetPt(Amount::Fixed(1), Amount::Fixed(1));
        assert_eq!(set.layer(true), Layer::DefinePt);
        assert_eq!(set.layer(false), Layer::SetPt);
    }
}
