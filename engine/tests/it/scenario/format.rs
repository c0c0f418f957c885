//! The scenario file format, as serde reads it (documented in `mod.rs`).

use std::collections::BTreeMap;

use engine::game::PlayerId;
use serde::Deserialize;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct Scenario {
    /// The rules it asserts: each appears in an expected event, a refusal, `absent`, or the
    /// `rules` tag of an expectation or action.
    pub(super) rules: Vec<String>,
    /// Rules it only exercises: they must fire, nothing asserts them.
    #[serde(default)]
    pub(super) exercised: Vec<String>,
    pub(super) title: String,
    pub(super) pending: Option<String>,
    pub(super) example: Option<Example>,
    /// Cards only this scenario uses (an example's hypothetical "spell that…"), in the card
    /// file format.
    #[serde(default)]
    pub(super) card: Vec<toml::Table>,
    /// Tokens only this scenario's cards create, in the card file format.
    #[serde(default)]
    pub(super) token: Vec<toml::Table>,
    #[serde(default)]
    pub(super) setup: Setup,
    #[serde(default, rename = "do")]
    pub(super) actions: Vec<Step_>,
    pub(super) expect: Expect,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct Example {
    pub(super) cr: String,
    pub(super) text: String,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub(super) struct Setup {
    /// Start a real game instead (103): each player's `library` is their deck, shuffled
    /// with this seed; everything else comes from the game's start.
    pub(super) new_game_seed: Option<u64>,
    pub(super) active: Option<String>,
    pub(super) step: Option<String>,
    /// The game's day/night designation: "day" or "night" (730.1); neither by default.
    pub(super) day_night: Option<String>,
    /// The monarch (724.1), a player; none by default.
    pub(super) monarch: Option<String>,
    /// The natural results of the game's next die rolls, in order (706.1b: rolled another
    /// way than the game's random generator).
    #[serde(default)]
    pub(super) dice: Vec<u32>,
    /// A Team vs. Team game (808): the players in teams of this many, seated together (A and
    /// B one team, C and D the other, for 2 of four players).
    pub(super) team_size: Option<usize>,
    /// A Two-Headed Giant game (810): A and B against C and D, each team with a shared life
    /// total (30 unless its first player's `life` says otherwise; a teammate's, if given, must
    /// be the same) and shared poison counters.
    #[serde(default)]
    pub(super) two_headed_giant: bool,
    /// The limited range of influence option (801): each player's range, in seats, unless
    /// their own `range_of_influence` says otherwise.
    pub(super) range_of_influence: Option<u8>,
    /// An Alternating Teams game (811) of this many teams, seated in turn (811.3: A and C
    /// against B and D for 2 of four players), each player attacking only the opponents
    /// seated next to them (811.4).
    pub(super) alternating_teams: Option<usize>,
    /// The attack left or attack right option (803): "left" or "right".
    pub(super) attack: Option<String>,
    /// An Emperor game (809) in teams of this many seated together, each with its emperor in
    /// the middle (B and E for 3 of six players), with the engine's ranges of influence
    /// (809.3a, 809.6a) unless `range_of_influence` says otherwise.
    pub(super) emperor_team_size: Option<usize>,
    /// The deploy creatures option (804): each creature has the deploy ability (804.2). An
    /// Emperor game has it anyway.
    #[serde(default)]
    pub(super) deploy_creatures: bool,
    /// A Grand Melee game (807): each player's range of influence 1 (807.2a), the attack
    /// left option (807.2b), and the turn markers handed out from the active player (807.4b).
    #[serde(default)]
    pub(super) grand_melee: bool,
    /// How many players the game has, when more than the last one set up: the players after
    /// H (I to P) have no set-up of their own.
    pub(super) players: Option<usize>,
    #[serde(rename = "A")]
    pub(super) a: Option<PlayerSetup>,
    #[serde(rename = "B")]
    pub(super) b: Option<PlayerSetup>,
    /// A third player: the game has three (or four, with `D`) players, in seat order A, B,
    /// C, D.
    #[serde(rename = "C")]
    pub(super) c: Option<PlayerSetup>,
    #[serde(rename = "D")]
    pub(super) d: Option<PlayerSetup>,
    /// A fifth and a sixth player.
    #[serde(rename = "E")]
    pub(super) e: Option<PlayerSetup>,
    #[serde(rename = "F")]
    pub(super) f: Option<PlayerSetup>,
    #[serde(rename = "G")]
    pub(super) g: Option<PlayerSetup>,
    #[serde(rename = "H")]
    pub(super) h: Option<PlayerSetup>,
}

impl Setup {
    /// How many players the game has: two, or up to the last of `C` to `H` set up, or
    /// `players`.
    pub(super) fn player_count(&self) -> usize {
        let later = [&self.c, &self.d, &self.e, &self.f, &self.g, &self.h];
        let named = 2 + later.iter().rposition(|p| p.is_some()).map_or(0, |i| i + 1);
        self.players.map_or(named, |n| n.max(named))
    }

    /// Each player's setup, in seat order, for the players the game has.
    pub(super) fn players(&self) -> Vec<(PlayerId, &Option<PlayerSetup>)> {
        static NO_SETUP: Option<PlayerSetup> = None;
        [&self.a, &self.b, &self.c, &self.d, &self.e, &self.f, &self.g, &self.h]
            .into_iter()
            .chain(std::iter::repeat(&NO_SETUP))
            .take(self.player_count())
            .enumerate()
            .map(|(i, ps)| (PlayerId(i), ps))
            .collect()
    }
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub(super) struct PlayerSetup {
    pub(super) life: Option<i32>,
    pub(super) poison: Option<u32>,
    #[serde(default)]
    pub(super) library: Vec<String>,
    #[serde(default)]
    pub(super) hand: Vec<String>,
    #[serde(default)]
    pub(super) graveyard: Vec<String>,
    #[serde(default)]
    pub(super) battlefield: Vec<Permanent>,
    /// Cards outside the game (400.11a: a sideboard).
    #[serde(default)]
    pub(super) outside: Vec<String>,
    /// The card of `outside` revealed as their companion before the game began (103.2b).
    pub(super) companion: Option<String>,
    /// Their commanders, in the command zone (903.3, 903.6): a Commander game.
    #[serde(default)]
    pub(super) commander: Vec<String>,
    /// Their own range of influence, in seats (801.2a), where it differs from the game's.
    pub(super) range_of_influence: Option<u8>,
}

#[derive(Deserialize)]
#[serde(untagged)]
pub(super) enum Permanent {
    Name(String),
    Detailed(PermanentSetup),
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct PermanentSetup {
    pub(super) card: String,
    #[serde(default)]
    pub(super) tapped: bool,
    #[serde(default)]
    pub(super) damage: u32,
    /// +1/+1 counters instead of those it enters with (modular, 702.43a).
    pub(super) plus_one: Option<u32>,
    #[serde(default)]
    pub(super) minus_one: u32,
    /// Loyalty counters instead of those it enters with (306.5b).
    pub(super) loyalty: Option<u32>,
    /// Defense counters instead of those it enters with (310.4b).
    pub(super) defense: Option<u32>,
    /// Age counters (702.24a).
    #[serde(default)]
    pub(super) age: u32,
    /// Lore counters instead of the one a Saga enters with (714.3a); its chapter abilities
    /// don't trigger for them.
    pub(super) lore: Option<u32>,
    /// Time counters instead of those it enters with (vanishing, 702.63a).
    pub(super) time: Option<u32>,
    /// Intervention counters instead of those it enters with (Divine Intervention).
    pub(super) intervention: Option<u32>,
    /// Level counters (level up, 702.87a).
    #[serde(default)]
    pub(super) level: u32,
    #[serde(default)]
    pub(super) summoning_sick: bool,
    /// A double-faced card with its back face up (712.8e).
    #[serde(default)]
    pub(super) transformed: bool,
    /// A flip card, flipped (710.2).
    #[serde(default)]
    pub(super) flipped: bool,
    /// Face down (708), as if cast with its morph ability.
    #[serde(default)]
    pub(super) face_down: bool,
    /// For an Aura or Equipment: attached to the permanent with this name (set up by either
    /// player, the first with the name) or to the player `"A"` or `"B"` (701.3a).
    pub(super) attached_to: Option<String>,
    /// Its owner, when not the player who controls it (`"C"`): a card another player put
    /// onto the battlefield under their control.
    pub(super) owner: Option<String>,
}

#[allow(non_camel_case_types)]
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct Step_ {
    pub(super) by: String,
    pub(super) action: String,
    pub(super) card: Option<String>,
    pub(super) target: Option<String>,
    /// For `cast` and `activate`: the modes chosen, counted from 1 in printed order, announced
    /// first (601.2b); for `mode`, the one mode announced.
    #[serde(default)]
    pub(super) modes: Vec<u8>,
    /// For `cast` and `activate`: more targets, announced after `target` in order; for
    /// `band`, the creatures of the band.
    #[serde(default)]
    pub(super) targets: Vec<String>,
    /// For `cast_half`: the name of the split card's half cast (709.3).
    pub(super) half: Option<String>,
    /// For `turn_face_up`: the procedure, `"morph"` (the default, 702.37e), `"disguise"`
    /// (702.168d) or `"mana_cost"` (a manifested or cloaked creature card, 701.40b, 701.58b).
    pub(super) procedure: Option<String>,
    /// For `cast`: whether the card's evoke cost will be paid rather than its mana cost,
    /// announced after the modes (601.2b, 702.74a).
    pub(super) evoke: Option<bool>,
    /// For `cast`: whether the alternative cost it is asked about first, its surge or
    /// spectacle cost, will be paid rather than its mana cost (601.2b, 118.9).
    pub(super) alternative: Option<bool>,
    /// For `cast`: whether it is cast without paying its mana cost, as an effect allows, an
    /// alternative cost announced after evoke (118.9).
    pub(super) without_paying_mana_cost: Option<bool>,
    /// For `cast`: whether each of the card's kicker costs will be paid, in printed order,
    /// announced after the modes and evoke (601.2b, 702.33a).
    #[serde(default)]
    pub(super) kicker: Vec<bool>,
    /// For `cast`: the opponent its gift is promised to ("B"), or `"none"`, announced after
    /// the kicker costs: one question per opponent within the caster's range, in seat order,
    /// until the one named (601.2b, 702.174a).
    pub(super) gift: Option<String>,
    /// For `cast`: whether its buyback cost will be paid, announced after the kicker costs
    /// and gift (601.2b, 702.27a).
    pub(super) buyback: Option<bool>,
    /// For `pay_optional_cost`: whether the cost asked about will be paid; for `choose`,
    /// whether to pay the optional cost the question is about.
    pub(super) pay: Option<bool>,
    /// For `cast` and `activate`: the value of X, announced before the targets (601.2b); for
    /// `number`, the number announced.
    pub(super) x: Option<u32>,
    /// For `cast` and `activate`: how each hybrid or Phyrexian mana symbol of the total cost
    /// is paid, in order, announced after X (601.2b): `"G"`, `"C"`, `"2"` or `"life"`; for
    /// `pay_as`, the one way announced.
    #[serde(default)]
    pub(super) pay_as: Vec<String>,
    /// For `cast` and `activate`: each target's share of a divided amount but the last's,
    /// announced after the targets (601.2d).
    #[serde(default)]
    pub(super) shares: Vec<u32>,
    pub(super) attacker: Option<String>,
    /// For `choose`: `true` takes the option after the last (no more cards, don't search),
    /// `false` the first (search).
    pub(super) decline: Option<bool>,
    /// For `choose` by `card` or `target`: the names of every option the question offers, in
    /// order (an object left out is one the player can't choose); players by their letters.
    pub(super) options: Option<Vec<String>>,
    /// For `choose`: the amount of mana to pay (`"{W}{U}{U}"`), when the question is which
    /// amount (a cumulative upkeep cost with a choice, 702.24a).
    pub(super) mana: Option<String>,
    /// For `choose`: the color to choose (`"red"`), when the question is which color.
    pub(super) color: Option<String>,
    /// For `choose`: the creature type to choose (`"Goblin"`), when the question is which
    /// creature type.
    pub(super) creature_type: Option<String>,
    /// For `choose` by `card`: which of the options with that name, from 1 in the order
    /// they arrived (the legend rule's options share a name, 704.5j); the first by default.
    /// For `target`: the Nth object of that name (from 1, in the order they arrived).
    pub(super) target_nth: Option<usize>,
    pub(super) nth: Option<usize>,
    /// For `choose`: the pile, 1 or 2, to put a card in or to take (700.3).
    pub(super) pile: Option<usize>,
    pub(super) ability: Option<usize>,
    /// For `activate`: the zone of the card (default the battlefield); for `cast`, the hand
    /// by default, or `graveyard` (flashback, 702.34a).
    pub(super) zone: Option<String>,
    /// For `pass_until`: the step of `by`'s turn to pass until; for `propose_shortcut` and
    /// `shorten_shortcut`, the step of the ending point (731.2a), where the player `target`
    /// has priority, in turn `turn` (this turn by default).
    pub(super) step: Option<String>,
    pub(super) turn: Option<u32>,
    /// For `propose_loop`: the player's choices in one repetition (731.2a), and how many
    /// choices in all (`choices`).
    #[serde(default, rename = "loop")]
    pub(super) repeat: Vec<LoopChoice>,
    pub(super) choices: Option<u32>,
    #[serde(default = "one")]
    pub(super) times: u32,
    /// The action must be refused, citing this rule (or each of these rules).
    pub(super) illegal: Option<Illegal>,
    /// Rules this action asserts: that this player is asked this decision here, and the
    /// action is legal (the harness checks both).
    #[serde(default)]
    pub(super) rules: Vec<String>,
    /// Objects as they must be right after this action.
    #[serde(default)]
    pub(super) check: Vec<ObjectExpect>,
}

/// One choice of a loop a player proposes (731.2a): `pass`, or `activate` the `ability`th
/// ability of the permanent named `card`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct LoopChoice {
    pub(super) action: String,
    pub(super) card: Option<String>,
    #[serde(default)]
    pub(super) ability: usize,
}

/// An object's characteristics and status as they must be (any key left out is not
/// checked). The object is found by its current name in `zone` (default the battlefield),
/// owned by `owner` if given; `nth` picks among several (from 1, in the order they arrived).
#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub(super) struct ObjectExpect {
    pub(super) card: String,
    pub(super) zone: Option<String>,
    pub(super) owner: Option<String>,
    pub(super) nth: Option<usize>,
    /// Rules these expectations assert.
    #[serde(default)]
    pub(super) rules: Vec<String>,
    pub(super) controller: Option<String>,
    /// The player who protects it, a battle (310.8).
    pub(super) protector: Option<String>,
    /// `""` for no mana cost.
    pub(super) mana_cost: Option<String>,
    pub(super) mana_value: Option<u32>,
    /// `[]` for colorless.
    pub(super) colors: Option<Vec<String>>,
    pub(super) types: Option<Vec<String>>,
    pub(super) subtypes: Option<Vec<String>>,
    /// How many subtypes (for every creature type).
    pub(super) subtype_count: Option<usize>,
    pub(super) supertypes: Option<Vec<String>>,
    pub(super) keywords: Option<Vec<String>>,
    /// Whether it has any ability at all (113).
    pub(super) has_abilities: Option<bool>,
    /// How many activated abilities it has now, mana abilities included.
    pub(super) activated: Option<usize>,
    pub(super) power: Option<i32>,
    pub(super) toughness: Option<i32>,
    /// Whether it has power and toughness at all (a noncreature permanent has none, 208.3).
    pub(super) has_power_toughness: Option<bool>,
    pub(super) loyalty: Option<i32>,
    pub(super) defense: Option<i32>,
    pub(super) tapped: Option<bool>,
    /// Whether it is an attacking creature (506.3), declared or put onto the battlefield
    /// attacking (508.4).
    pub(super) attacking: Option<bool>,
    /// The damage marked on it (120.3e).
    pub(super) damage: Option<u32>,
    /// How many fade counters it has (702.32a).
    pub(super) fade_counters: Option<u32>,
    /// How many age counters it has (702.24a).
    pub(super) age_counters: Option<u32>,
    /// How many charge counters it has (702.184a).
    pub(super) charge_counters: Option<u32>,
    /// How many lore counters it has (714.3).
    pub(super) lore_counters: Option<u32>,
    /// How many time counters it has (702.63a).
    pub(super) time_counters: Option<u32>,
    /// How many level counters it has (702.87a).
    pub(super) level_counters: Option<u32>,
    /// How many intervention counters it has (Divine Intervention).
    pub(super) intervention_counters: Option<u32>,
    /// Whether it is new to its controller: under their control only since their most recent
    /// turn began (302.6).
    pub(super) summoning_sick: Option<bool>,
    /// The players who may see its face ([`engine::game::Game::can_see`]), in order.
    pub(super) seen_by: Option<Vec<String>>,
    /// What it is attached to (701.3): a permanent's name, a player's letter, or `""` for
    /// nothing.
    pub(super) attached_to: Option<String>,
    /// Whether it is a commander (903.3).
    pub(super) commander: Option<bool>,
    /// The color identity of its card (903.4): `[]` for none.
    pub(super) color_identity: Option<Vec<String>>,
    /// Whether its card may be in a Commander deck with this commander (903.5c–d).
    pub(super) in_deck_of: Option<InDeckOf>,
}

/// Whether a card may be in a Commander deck with `commander` (903.5c–d).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct InDeckOf {
    /// The commander's name.
    pub(super) commander: String,
    /// Whether the card may be in the deck.
    pub(super) allowed: bool,
}

/// The rule or rules a refused action must cite.
#[derive(Deserialize)]
#[serde(untagged)]
pub(super) enum Illegal {
    One(String),
    All(Vec<String>),
}

impl Illegal {
    pub(super) fn rules(&self) -> impl Iterator<Item = &String> {
        match self {
            Illegal::One(rule) => std::slice::from_ref(rule).iter(),
            Illegal::All(rules) => rules.iter(),
        }
    }
}

pub(super) fn one() -> u32 {
    1
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub(super) struct Expect {
    pub(super) result: Option<String>,
    /// The game's day/night designation at the end: "day", "night" or "neither" (730.1).
    pub(super) day_night: Option<String>,
    /// The monarch at the end, a player, or "none" (724.1).
    pub(super) monarch: Option<String>,
    /// Rules the expected `result`, `day_night` and `monarch` assert.
    #[serde(default)]
    pub(super) rules: Vec<String>,
    #[serde(default)]
    pub(super) events: Vec<ExpectedEvent>,
    /// The expected events must happen in the order listed (where the CR says "then").
    #[serde(default)]
    pub(super) ordered: bool,
    #[serde(default)]
    pub(super) absent: Vec<String>,
    /// The names of the sources of the spells and abilities on the stack, bottom first; an
    /// inherent triggered ability, which has no source, by its own name ("the monarch's end
    /// step draw", 724.2).
    pub(super) stack: Option<Vec<String>>,
    /// Objects as they must be at the end.
    #[serde(default)]
    pub(super) objects: Vec<ObjectExpect>,
    /// The holders of a Grand Melee game's turn markers at the end, by the markers' numbers
    /// (807.4).
    pub(super) turn_markers: Option<Vec<String>>,
    #[serde(rename = "A")]
    pub(super) a: Option<PlayerExpect>,
    #[serde(rename = "B")]
    pub(super) b: Option<PlayerExpect>,
    #[serde(rename = "C")]
    pub(super) c: Option<PlayerExpect>,
    #[serde(rename = "D")]
    pub(super) d: Option<PlayerExpect>,
    #[serde(rename = "E")]
    pub(super) e: Option<PlayerExpect>,
    #[serde(rename = "F")]
    pub(super) f: Option<PlayerExpect>,
    #[serde(rename = "G")]
    pub(super) g: Option<PlayerExpect>,
    #[serde(rename = "H")]
    pub(super) h: Option<PlayerExpect>,
}

impl Expect {
    /// Each player's expectations, in seat order, for the players that have some.
    pub(super) fn players(&self) -> impl Iterator<Item = (PlayerId, &PlayerExpect)> {
        [&self.a, &self.b, &self.c, &self.d, &self.e, &self.f, &self.g, &self.h]
            .into_iter()
            .enumerate()
            .filter_map(|(i, pe)| pe.as_ref().map(|pe| (PlayerId(i), pe)))
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct ExpectedEvent {
    pub(super) rule: String,
    pub(super) says: String,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub(super) struct PlayerExpect {
    /// Rules these expectations of the player's state assert.
    #[serde(default)]
    pub(super) rules: Vec<String>,
    pub(super) life: Option<i32>,
    pub(super) poison: Option<u32>,
    pub(super) hand: Option<Vec<String>>,
    pub(super) graveyard: Option<Vec<String>>,
    pub(super) battlefield: Option<Vec<String>>,
    pub(super) tapped: Option<Vec<String>>,
    pub(super) damaged: Option<Vec<String>>,
    /// Power and toughness of named permanents the player controls (`"1/4"`).
    #[serde(default)]
    pub(super) power_toughness: BTreeMap<String, String>,
    pub(super) library_count: Option<usize>,
    /// The whole library in order, as `[setup]` lists it: the bottom card first, the top last.
    pub(super) library: Option<Vec<String>>,
    /// The top card of the library.
    pub(super) library_top: Option<String>,
    /// The library's cards in any order (after a shuffle).
    pub(super) library_cards: Option<Vec<String>>,
    /// The cards in exile the player owns.
    pub(super) exile: Option<Vec<String>>,
    /// The cards in the command zone the player owns (903.6, 903.9).
    pub(super) command: Option<Vec<String>>,
    /// Whether the player is still in the game (not lost, 104.3, or left, 800.4).
    pub(super) in_game: Option<bool>,
    /// The player's cards outside the game (400.11a), in any order.
    pub(super) outside: Option<Vec<String>>,
    /// The card they revealed as their companion (103.2b); `""` for none.
    pub(super) companion: Option<String>,
    /// The cards of the player's hand their opponent may see (revealed, 400.2).
    pub(super) hand_seen_by_opponent: Option<Vec<String>>,
    /// The mana in the pool as symbols, each type in WUBRGC order (`"{G}{G}"`; `""` for none).
    pub(super) mana_pool: Option<String>,
}
