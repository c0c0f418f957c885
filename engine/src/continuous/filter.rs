//! Which objects an effect applies to: "creatures you control", "other Elves", "nonbasic
//! lands", "each other non-Aura enchantment". A static ability's filter is applied at every
//! moment (611.3a); a resolved effect's once, when it begins (611.2c).

use crate::characteristics::{CardTypes, Characteristics, Color, ColorSet, SubtypeSet, Supertypes};
use crate::game::{Game, ObjectId, PlayerId, Zone};
use crate::rule;

use super::Reads;

/// What was chosen for a permanent as it entered (614.12a): what "of the chosen color" and
/// "of the chosen type" refer to, and which card's "as [this] enters" ability chose it. An
/// ability refers only to a choice made by the ability it is linked to (607.2d), so a copy
/// effect giving the permanent another card's abilities leaves those abilities' choices
/// undefined (607.5a).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Chosen {
    /// The color chosen, if any.
    pub color: Option<Color>,
    /// The creature type chosen, if any.
    pub creature_type: Option<crate::generated::subtypes::Subtype>,
    /// The card whose ability made the choices.
    pub by: Option<crate::cards::CardIdx>,
}

/// Whose objects.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Whose {
    /// Anyone's.
    #[default]
    Anyone,
    /// The effect's controller's ("you control").
    You,
    /// An opponent's of the effect's controller.
    Opponent,
    /// Anyone's but the effect's controller's ("you don't control": a teammate's too).
    NotYou,
    /// The effect's controller's team's ("your team controls": theirs and their
    /// teammates', 102.3; outside a game of teams, theirs alone).
    YourTeam,
}

impl Whose {
    /// Whether `player` is one of these, for an effect controlled by `you`, in a game of
    /// `teams` (102.3: a teammate is no opponent).
    pub(crate) fn names(self, player: PlayerId, you: PlayerId, teams: crate::game::Teams) -> bool {
        match self {
            Whose::Anyone => true,
            Whose::You => player == you,
            Whose::Opponent => teams.are_opponents(player, you),
            Whose::NotYou => player != you,
            Whose::YourTeam => !teams.are_opponents(player, you),
        }
    }
}

/// A description of objects.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Filter {
    /// The zone they are in (the battlefield for "creatures", "lands").
    pub zone: Zone,
    /// In any zone, `zone` left aside: "all cards that aren't on the battlefield, spells, and
    /// permanents" (Mycosynth Lattice).
    pub anywhere: bool,
    /// Card types they have all of (`artifact creature`); none means any.
    pub types: CardTypes,
    /// Card types of which they have at least one (`artifact or enchantment`).
    pub any_types: CardTypes,
    /// Card types they have none of (`noncreature`).
    pub not_types: CardTypes,
    /// Subtypes of which they have at least one (`Elf`); empty means any.
    pub subtypes: SubtypeSet,
    /// Subtypes they have none of (`non-Aura`).
    pub not_subtypes: SubtypeSet,
    /// Supertypes they have all of (`legendary`).
    pub supertypes: Supertypes,
    /// Supertypes they have none of (`nonbasic`).
    pub not_supertypes: Supertypes,
    /// Colors of which they have at least one (`white`); empty means any.
    pub colors: ColorSet,
    /// Colors they have none of (`nonblack`).
    pub not_colors: ColorSet,
    /// Who controls them.
    pub whose: Whose,
    /// Who owns them.
    pub owner: Whose,
    /// Only cards, not tokens ("a card").
    pub nontoken: bool,
    /// Only tokens ("a creature token").
    pub token: bool,
    /// "Other": not the effect's source.
    pub other: bool,
    /// "With no abilities" (Muraganda Petroglyphs, 113.12).
    pub no_abilities: bool,
    /// "Of the chosen color": the color chosen for the effect's source as it entered
    /// (614.12a); none while it has no chosen color.
    pub chosen_color: bool,
    /// "Of the chosen type": the creature type chosen for the effect's source as it entered;
    /// none while it has none.
    pub chosen_type: bool,
    /// "With mana value N or less" (202.3): the most its mana value may be.
    pub mana_value_at_most: Option<u8>,
    /// "With mana value N or greater" (202.3): the least its mana value may be; with
    /// `mana_value_at_most` the same, "with mana value N" (transmute's, 702.53a).
    pub mana_value_at_least: Option<u8>,
    /// "With toughness greater than its power" (Tapestry Warden).
    pub toughness_greater_than_power: bool,
    /// "Commander [creatures]": only objects that are commanders (903.3d).
    pub commander: bool,
    /// "Enchanted creature": only the object the source is attached to. Only a triggered
    /// ability's `whose` has it, and the game checks it where such abilities trigger
    /// (`Game::is_event_of`), knowing what the source is attached to.
    pub enchanted: bool,
    /// "Attacking" (506.4): only a keyword's filter has it (mentor's target, 702.134a), and
    /// the game checks it ([`Game::fits_in_game`](crate::game::Game::fits_in_game)), knowing who attacks.
    pub attacking: bool,
    /// Power compared with the source's: `Greater` for training's "another creature with
    /// greater power" (702.149a), `Less` for mentor's "with power less than this creature's
    /// power" (702.134a). Only a keyword's filter has it, and the game checks it
    /// ([`Game::fits_in_game`](crate::game::Game::fits_in_game)), knowing the source's power.
    pub power_vs_source: Option<std::cmp::Ordering>,
    /// "A card named [name]" where the name is the one the source's "partner with [name]"
    /// names (702.124j). Only a keyword's filter has it, and the game checks it
    /// ([`Game::fits_in_game`](crate::game::Game::fits_in_game)), knowing the source's card.
    pub named_partner: bool,
}

impl Default for Filter {
    fn default() -> Filter {
        Filter {
            zone: Zone::Battlefield,
            anywhere: false,
            token: false,
            types: CardTypes::NONE,
            any_types: CardTypes::NONE,
            not_types: CardTypes::NONE,
            subtypes: SubtypeSet::EMPTY,
            not_subtypes: SubtypeSet::EMPTY,
            supertypes: Supertypes::default(),
            not_supertypes: Supertypes::default(),
            colors: ColorSet::COLORLESS,
            not_colors: ColorSet::COLORLESS,
            whose: Whose::Anyone,
            owner: Whose::Anyone,
            nontoken: false,
            other: false,
            no_abilities: false,
            chosen_color: false,
            chosen_type: false,
            mana_value_at_most: None,
            mana_value_at_least: None,
            toughness_greater_than_power: false,
            commander: false,
            enchanted: false,
            attacking: false,
            power_vs_source: None,
            named_partner: false,
        }
    }
}

/// What a filter needs to know of a candidate.
pub struct Candidate<'a> {
    /// The object.
    pub id: ObjectId,
    /// Its zone.
    pub zone: Zone,
    /// Its characteristics now.
    pub chars: &'a crate::characteristics::Characteristics,
    /// Its controller now.
    pub controller: PlayerId,
    /// Its owner.
    pub owner: PlayerId,
    /// Whether it is a token.
    pub token: bool,
    /// Whether it is a commander (903.3).
    pub commander: bool,
    /// Whether it has any ability now.
    pub has_abilities: bool,
    /// The game's teams, for "an opponent controls" (102.3).
    pub teams: crate::game::Teams,
}

impl<'a> Candidate<'a> {
    /// `id` looked at as an object in `zone` with `chars` and `controller`: what it is now,
    /// what it was as it left its zone, or what the layers have worked out for it so far.
    pub fn of(
        game: &Game,
        id: ObjectId,
        zone: Zone,
        chars: &'a Characteristics,
        controller: PlayerId,
    ) -> Candidate<'a> {
        let o = game.obj(id);
        Candidate {
            id,
            zone,
            chars,
            controller,
            owner: o.owner,
            token: o.token,
            commander: o.commander,
            has_abilities: chars.abilities.any(&game.pool, &chars.subtypes),
            teams: game.teams,
        }
    }
}

/// Whether `c` is a commander, for a filter naming commanders: "commander creatures you
/// control" are permanents on the battlefield that are commanders (903.3d), which the
/// filter's zone already asks for.
#[rule("903.3d")]
fn is_a_commander(c: &Candidate<'_>) -> bool {
    c.commander
}

impl Filter {
    /// Whether `candidate` matches, for an effect from `source` controlled by `you`, with
    /// `chosen` what was chosen for `source` as it entered. Each part checks only the
    /// characteristic it names (608.2j: "black" is any object that is black, whatever other
    /// colors it has; "nonblack" none that is black).
    #[rule("608.2j")]
    pub fn matches(&self, c: &Candidate<'_>, source: ObjectId, you: PlayerId, chosen: Chosen) -> bool {
        let chars = c.chars;
        (c.zone == self.zone || self.anywhere)
            && (self.types.is_empty() || chars.types.contains(self.types))
            && (self.any_types.is_empty() || chars.types.intersects(self.any_types))
            && !chars.types.intersects(self.not_types)
            && (self.subtypes.is_empty() || self.subtypes.intersects(&chars.subtypes))
            && !self.not_subtypes.intersects(&chars.subtypes)
            && (self.supertypes.is_empty() || chars.supertypes.contains(self.supertypes))
            && !chars.supertypes.intersects(self.not_supertypes)
            && (self.colors == ColorSet::COLORLESS || chars.colors.intersects(self.colors))
            && !chars.colors.intersects(self.not_colors)
            && self.whose.names(c.controller, you, c.teams)
            && self.owner.names(c.owner, you, c.teams)
            && !(self.nontoken && c.token)
            && (!self.token || c.token)
            && !(self.other && c.id == source)
            && !(self.no_abilities && c.has_abilities)
            && (!self.chosen_color || chosen.color.is_some_and(|color| chars.colors.contains(color)))
            && (!self.chosen_type || chosen.creature_type.is_some_and(|t| chars.subtypes.contains(t)))
            && self
                .mana_value_at_most
                .is_none_or(|most| chars.mana_value() <= u32::from(most))
            && self
                .mana_value_at_least
                .is_none_or(|least| chars.mana_value() >= u32::from(least))
            && (!self.toughness_greater_than_power || chars.toughness.unwrap_or(0) > chars.power.unwrap_or(0))
            && (!self.commander || is_a_commander(c))
    }

    /// The characteristics it reads (for dependencies, 613.8a).
    pub fn reads(&self) -> Reads {
        let mut reads = Reads::NONE;
        if !(self.types.is_empty() && self.any_types.is_empty() && self.not_types.is_empty()) {
            reads = reads.with(Reads::TYPES);
        }
        if !(self.subtypes.is_empty() && self.not_subtypes.is_empty()) || self.chosen_type {
            reads = reads.with(Reads::SUBTYPES);
        }
        if !(self.supertypes.is_empty() && self.not_supertypes.is_empty()) {
            reads = reads.with(Reads::SUPERTYPES);
        }
        if self.colors != ColorSet::COLORLESS || self.not_colors != ColorSet::COLORLESS || self.chosen_color {
            reads = reads.with(Reads::COLORS);
        }
        if self.whose != Whose::Anyone {
            reads = reads.with(Reads::CONTROL);
        }
        if self.no_abilities {
            reads = reads.with(Reads::ABILITIES);
        }
        if self.mana_value_at_most.is_some() || self.mana_value_at_least.is_some() {
            reads = reads.with(Reads::MANA_COST);
        }
        if self.toughness_greater_than_power {
            reads = reads.with(Reads::PT);
        }
        reads
    }
}

impl Game {
    /// What was chosen for `id` as it entered the battlefield (614.12a), as the abilities of
    /// `reader` (the card whose abilities `id` has) see it: a choice made by another card's
    /// ability is not theirs to refer to (607.2d), and reads as undefined (607.5a).
    #[rule("607.2d", "607.5a")]
    pub(crate) fn chosen(&self, id: ObjectId, reader: Option<crate::cards::CardIdx>) -> Chosen {
        let chosen = self.obj(id).chosen;
        if chosen.by.is_some() && chosen.by == reader {
            return chosen;
        }
        if chosen.by.is_some() {
            crate::cite!("607.5a");
        }
        Chosen::default()
    }

    /// The objects `filter` matches now, for an effect from `source` controlled by `you`:
    /// permanents, or cards in graveyards ("each instant and sorcery card in your graveyard":
    /// Past in Flames); with the limited range of influence option, only those within `you`'s
    /// range (801.11).
    pub(crate) fn matching<'a>(
        &'a self,
        filter: &'a Filter,
        source: ObjectId,
        you: PlayerId,
    ) -> impl Iterator<Item = ObjectId> + 'a {
        let permanents: &[ObjectId] = match filter.zone {
            Zone::Battlefield => &self.battlefield,
            _ => &[],
        };
        let graveyards = self
            .players
            .iter()
            .filter(move |_| filter.zone == Zone::Graveyard)
            .flat_map(|p| p.graveyard.iter());
        permanents
            .iter()
            .chain(graveyards)
            .copied()
            .filter(move |&id| self.described(filter, id, self.obj(id).zone, source, you))
            .filter(move |&id| self.range.is_none() || crate::range_of_influence::sees(self, you, id))
    }

    /// Whether `filter` describes `id`, looked at as an object in `zone`, for an effect from
    /// `source` controlled by `you`.
    pub(crate) fn described(&self, filter: &Filter, id: ObjectId, zone: Zone, source: ObjectId, you: PlayerId) -> bool {
        let chars = self.chars(id);
        let candidate = Candidate::of(self, id, zone, &chars, self.controller(id));
        filter.matches(
            &candidate,
            source,
            you,
            self.chosen(source, self.ability_source(source)),
        ) && self.fits_in_game(filter, &candidate, source)
    }

    /// What `filter` asks of `candidate` that only the game can tell, beyond its
    /// characteristics: whether it is attacking, its power compared with that of `source`
    /// (a power of none counts as 0), and whether it is the card `source`'s "partner with"
    /// names.
    pub(crate) fn fits_in_game(&self, filter: &Filter, candidate: &Candidate<'_>, source: ObjectId) -> bool {
        let power = |chars: &crate::characteristics::Characteristics| chars.power.unwrap_or(0);
        (!filter.attacking || self.combat.is_attacking(candidate.id))
            && filter
                .power_vs_source
                .is_none_or(|order| power(candidate.chars).cmp(&power(&self.chars(source))) == order)
            && (!filter.named_partner
                || crate::handlers::keyword_abilities::partner::is_named_partner(self, source, candidate.id))
    }
}
