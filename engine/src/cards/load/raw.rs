//! A card file's tables as serde reads them: `[[card]]` and `[[token]]` with every key a
//! card may have, before any of it is checked (see `engine/cards/README.md`).

use serde::Deserialize;
use toml::Spanned;

use super::{abilities, costs, enters_with, keywords, modes, replacements, statics, triggers};
use crate::cards::effect::Effect;
use crate::cards::target::{TargetKind, TargetSpec};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawFile {
    #[serde(default)]
    pub(super) card: Vec<Spanned<RawCard>>,
    #[serde(default)]
    pub(super) token: Vec<Spanned<RawCard>>,
}

#[derive(Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawCard {
    pub(super) name: Option<String>,
    /// A token's name in the card file, when tokens of one name differ ("Red Soldier Token"):
    /// what effects create it by; its name in the game stays `name` or its subtypes'.
    pub(super) key: Option<Spanned<String>>,
    pub(super) cost: Option<Spanned<String>>,
    #[serde(default)]
    pub(super) types: Vec<Spanned<String>>,
    #[serde(default)]
    pub(super) supertypes: Vec<Spanned<String>>,
    #[serde(default)]
    pub(super) subtypes: Vec<String>,
    #[serde(default)]
    pub(super) color_indicator: Vec<String>,
    #[serde(default)]
    pub(super) colors: Vec<String>,
    pub(super) power: Option<i32>,
    pub(super) toughness: Option<i32>,
    pub(super) power_toughness: Option<Spanned<String>>,
    pub(super) loyalty: Option<i32>,
    pub(super) defense: Option<i32>,
    #[serde(default)]
    pub(super) keywords: Vec<Spanned<String>>,
    #[serde(default)]
    pub(super) kicker: Vec<Spanned<String>>,
    pub(super) multikicker: Option<Spanned<String>>,
    pub(super) flashback: Option<Spanned<String>>,
    /// "Buyback [cost]" (`buyback = "{3}"`), 702.27a.
    pub(super) buyback: Option<Spanned<String>>,
    /// "Backup N" with the keywords printed below it (`backup = { count = 1, grants =
    /// ["Flying"] }`), 702.165a.
    pub(super) backup: Option<Spanned<BackupSpec>>,
    /// "Gift a Food" (`gift = "food"`) or "Gift a Treasure" (`gift = "treasure"`), 702.174a.
    pub(super) gift: Option<Spanned<String>>,
    pub(super) foretell: Option<Spanned<String>>,
    /// Its madness cost (`madness = "{R}"`, 702.35a).
    pub(super) madness: Option<Spanned<String>>,
    /// Its miracle cost (`miracle = "{R}"`, 702.94a).
    pub(super) miracle: Option<Spanned<String>>,
    /// "Escape—[cost]" (`escape = "{3}{R}, Exile three other cards from your graveyard"`),
    /// 702.138a.
    pub(super) escape: Option<Spanned<String>>,
    /// "[This permanent] escapes with N +1/+1 counters" (`escapes_with_counters = 1`),
    /// 702.138c.
    pub(super) escapes_with_counters: Option<Spanned<u8>>,
    pub(super) evoke: Option<Spanned<String>>,
    /// "Dash [cost]" (`dash = "{1}{R}"`), 702.109a.
    pub(super) dash: Option<Spanned<String>>,
    /// "Surge [cost]" (`surge = "{2}{U}"`), 702.117a.
    pub(super) surge: Option<Spanned<String>>,
    /// "Spectacle [cost]" (`spectacle = "{R}"`), 702.137a.
    pub(super) spectacle: Option<Spanned<String>>,
    /// "Unearth [cost]" (`unearth = "{B}"`), 702.84a.
    pub(super) unearth: Option<Spanned<String>>,
    pub(super) bestow: Option<Spanned<String>>,
    pub(super) splice: Option<Spanned<costs::RawSplice>>,
    pub(super) fading: Option<Spanned<u8>>,
    /// "Graft N" (`graft = 1`), 702.58a.
    pub(super) graft: Option<Spanned<u8>>,
    /// "Devour N" (`devour = 1`), 702.82a.
    pub(super) devour: Option<Spanned<u8>>,
    /// "Amplify N" (`amplify = 1`), 702.38a.
    pub(super) amplify: Option<Spanned<u8>>,
    /// "Vanishing N" (`vanishing = 3`), 702.63a.
    pub(super) vanishing: Option<Spanned<u8>>,
    /// "This permanent enters with N [kind] counters on it" (`enters_with_counters = {
    /// counter = "intervention", count = 2 }`), 614.1c.
    pub(super) enters_with_counters: Option<Spanned<enters_with::RawEntersWith>>,
    /// "Bloodthirst N" (`bloodthirst = 2`), 702.54a.
    pub(super) bloodthirst: Option<Spanned<u8>>,
    /// "This creature can block an additional N creatures each combat".
    pub(super) blocks_additional: Option<Spanned<u8>>,
    /// A creature's own requirements and restrictions on attacking and blocking:
    /// `"attacks_each_combat"`, `"cant_attack_alone"`, `"cant_block_alone"`.
    #[serde(default)]
    pub(super) combat: Vec<Spanned<String>>,
    /// "Modular N" (`modular = 1`) or "Modular—Sunburst" (`modular = "sunburst"`), 702.43a.
    pub(super) modular: Option<Spanned<keywords::RawModular>>,
    pub(super) toxic: Option<Spanned<u8>>,
    pub(super) bushido: Option<Spanned<u8>>,
    pub(super) afflict: Option<Spanned<u8>>,
    pub(super) rampage: Option<Spanned<u8>>,
    pub(super) annihilator: Option<Spanned<u8>>,
    /// "When this creature enters, support N" (`support = N`), 701.41a.
    pub(super) support: Option<Spanned<u8>>,
    /// "Poisonous N" (`poisonous = 1`), 702.70a.
    pub(super) poisonous: Option<Spanned<u8>>,
    /// "Renown N" (`renown = 1`), 702.112a.
    pub(super) renown: Option<Spanned<u8>>,
    /// "Soulshift N" (`soulshift = 4`), 702.46a.
    pub(super) soulshift: Option<Spanned<u8>>,
    /// "Level up [cost]" (`level_up = "{W}"`), 702.87a.
    pub(super) level_up: Option<Spanned<String>>,
    /// "Fabricate N" (`fabricate = 2`), 702.123a.
    pub(super) fabricate: Option<Spanned<u8>>,
    /// "Outlast [cost]" (`outlast = "{1}{W}"`), 702.107a.
    pub(super) outlast: Option<Spanned<String>>,
    /// "Ninjutsu [cost]" (`ninjutsu = "{1}{U}"`), 702.49a.
    pub(super) ninjutsu: Option<Spanned<String>>,
    /// "Commander ninjutsu [cost]" (`commander_ninjutsu = "{U}{B}"`), 702.49d.
    pub(super) commander_ninjutsu: Option<Spanned<String>>,
    /// "Afterlife N" (`afterlife = 1`), 702.135a.
    pub(super) afterlife: Option<Spanned<u8>>,
    pub(super) morph: Option<Spanned<String>>,
    /// "Disguise [cost]" (`disguise = "{1}{W}"`), 702.168a.
    pub(super) disguise: Option<Spanned<String>>,
    #[serde(default)]
    pub(super) cumulative_upkeep: Vec<Spanned<String>>,
    pub(super) echo: Option<Spanned<String>>,
    pub(super) echo_x: Option<Spanned<crate::cards::number::NamedNumber>>,
    #[serde(default)]
    pub(super) free_spells_from_hand: bool,
    #[serde(default)]
    pub(super) can_be_your_commander: bool,
    /// "Partner" (`partner = true`), 702.124h.
    #[serde(default)]
    pub(super) partner: bool,
    /// "Partner with [name]" (`partner_with = "[name]"`), 702.124j.
    pub(super) partner_with: Option<Spanned<String>>,
    /// "Cast this spell only during combat" (`cast_only = "during_combat"`), 601.3.
    pub(super) cast_only: Option<crate::casting::CastOnly>,
    pub(super) cycling: Option<Spanned<String>>,
    pub(super) scavenge: Option<Spanned<String>>,
    /// "Embalm [cost]" (`embalm = "{W}"`), 702.128a.
    pub(super) embalm: Option<Spanned<String>>,
    /// "Eternalize [cost]" (`eternalize = "{4}{U}{U}"`), 702.129a.
    pub(super) eternalize: Option<Spanned<String>>,
    pub(super) ward: Option<Spanned<String>>,
    pub(super) enchant: Option<Spanned<TargetSpec>>,
    pub(super) equip: Option<Spanned<String>>,
    /// "Fortify [cost]" (702.67a).
    pub(super) fortify: Option<Spanned<String>>,
    /// "Crew N" (702.122a), a Vehicle's.
    pub(super) crew: Option<Spanned<u8>>,
    /// Its typecycling ability (`typecycling = { cost = "{2}", for = { subtypes = ["Swamp"] } }`, 702.29e).
    pub(super) typecycling: Option<super::abilities::RawTypecycling>,
    /// Its transmute cost (`transmute = "{1}{U}{U}"`, 702.53a).
    pub(super) transmute: Option<Spanned<String>>,
    /// Its reinforce ability (`reinforce = { count = 2, cost = "{2}{W}" }`, 702.77a).
    pub(super) reinforce: Option<super::abilities::RawReinforce>,
    /// Its dredge N (`dredge = 3`, 702.52a).
    pub(super) dredge: Option<Spanned<u8>>,
    /// "Aura swap [cost]" (702.65a).
    pub(super) aura_swap: Option<Spanned<String>>,
    pub(super) loyalty_abilities_cost_additional: Option<Spanned<String>>,
    pub(super) devotion_increase: Option<u32>,
    pub(super) additional_cost: Option<Spanned<String>>,
    #[serde(default)]
    pub(super) spell_costs: Vec<Spanned<costs::RawSpellCost>>,
    pub(super) costs_less_for_each: Option<Spanned<crate::cards::cost::CostsLessForEach>>,
    /// "Affinity for [text]" (702.41a): a description of the permanents its caster controls
    /// that each make it cost {1} less.
    pub(super) affinity_for: Option<Spanned<crate::cards::filter_spec::FilterSpec>>,
    #[serde(default)]
    pub(super) reveals_first_draw: bool,
    #[serde(default)]
    pub(super) opponents_hands_revealed: bool,
    #[serde(default)]
    pub(super) top_of_library_revealed: bool,
    #[serde(default)]
    pub(super) cast_from_library_top: Vec<String>,
    #[serde(default)]
    pub(super) you_have_hexproof: bool,
    #[serde(default)]
    pub(super) rolls_extra_die: bool,
    #[serde(default)]
    pub(super) exhaust_again_during_your_turn: bool,
    #[serde(default)]
    pub(super) spend_mana_as_though_any_color: bool,
    pub(super) companion: Option<crate::handlers::keyword_abilities::companion::Condition>,
    pub(super) assigns_combat_damage_by_toughness: Option<Spanned<crate::cards::filter_spec::FilterSpec>>,
    pub(super) stations_by_toughness: Option<Spanned<crate::cards::filter_spec::FilterSpec>>,
    #[serde(default, deserialize_with = "crate::cards::target::short_form")]
    pub(super) target: Option<TargetKind>,
    #[serde(default)]
    pub(super) targets: Vec<Spanned<TargetSpec>>,
    #[serde(default)]
    pub(super) effects: Vec<Spanned<Effect>>,
    pub(super) choose: Option<Spanned<modes::ChooseSpec>>,
    #[serde(default)]
    pub(super) modes: Vec<Spanned<modes::RawMode>>,
    #[serde(default)]
    pub(super) abilities: Vec<Spanned<abilities::RawAbility>>,
    /// Activated abilities in quotation marks, which the card's statics give other objects
    /// (`gain_quoted = N`: "Enchanted creature has \"{T}: …\"").
    #[serde(default)]
    pub(super) quoted: Vec<Spanned<abilities::RawAbility>>,
    #[serde(default)]
    pub(super) triggers: Vec<Spanned<triggers::RawTrigger>>,
    #[serde(default)]
    pub(super) replacements: Vec<Spanned<replacements::RawReplacement>>,
    #[serde(default)]
    pub(super) cant: Vec<Spanned<replacements::RawCant>>,
    pub(super) opening_hand: Option<crate::cards::OpeningHand>,
    #[serde(default)]
    pub(super) statics: Vec<Spanned<statics::RawStatic>>,
    #[serde(default)]
    pub(super) text: String,
    /// The back face of a nonmodal double-faced card (712.2), as a card of its own without a
    /// mana cost.
    pub(super) back: Option<Box<Spanned<RawCard>>>,
    /// The flipped half of a flip card (710.1b), as a card of its own without a mana cost:
    /// it has the card's.
    pub(super) flipped: Option<Box<Spanned<RawCard>>>,
    /// The melded permanent a meld pair becomes (712.4: the two cards' back faces combined),
    /// as a card of its own without a mana cost, on the card of the pair with the meld
    /// ability.
    pub(super) melded: Option<Box<Spanned<RawCard>>>,
    /// The other card of this card's meld pair (712.4), by name.
    pub(super) meld_with: Option<Spanned<String>>,
    /// The two halves of a split card (709.1), each as a card of its own: the card's table
    /// holds only its name and text.
    #[serde(default)]
    pub(super) halves: Vec<Spanned<RawCard>>,
}

/// A creature's backup as its card file writes it (702.165a).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct BackupSpec {
    /// Its N: how many +1/+1 counters.
    pub(super) count: u8,
    /// The keywords printed below it, which another creature it targets gains.
    pub(super) grants: Vec<Spanned<String>>,
}
