//! Reading replacement and prevention effects of permanents (614.1, 615.1) from card files:
//! `would` (the event watched for, with who or what it happens to) and `instead`; and their
//! "can't" effects (614.17): `event`, with who (`who`) or whose damage (`source`).

use crate::replacement::InLibrary;
use serde::Deserialize;
use toml::Spanned;

use super::effects::{text, Context};
use super::{statics, Source};
use crate::cards::effect::{CounterKind, Effect, FilterSpec};
use crate::cards::CardPool;
use crate::replacement::cant::{Cant, CantEvent, Parity};
use crate::replacement::effect::{Instead, Party, ReplacementEffect, Would};
use crate::Error;

/// A `[[card.replacements]]` table.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawReplacement {
    would: Spanned<String>,
    source: Option<RawParty>,
    to: Option<RawParty>,
    #[serde(default)]
    combat: bool,
    #[serde(default)]
    during_your_turn: bool,
    who: Option<RawParty>,
    what: Option<RawParty>,
    counter: Option<CounterKind>,
    instead: Spanned<String>,
    amount: Option<u32>,
    #[serde(default)]
    effects: Vec<Spanned<Effect>>,
    /// For `enter_as_copy`: the permanents it may copy.
    of: Option<FilterSpec>,
    /// For `enter_as_copy`: the exceptions to the copying process (707.9).
    except: Option<crate::cards::copy_spec::ExceptSpec>,
    /// For `turn_face_down`: the other permanents turned face down as it enters.
    affects: Option<FilterSpec>,
}

/// A `[[card.cant]]` table.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawCant {
    event: CantEvent,
    who: Option<RawParty>,
    source: Option<RawParty>,
    mana_value: Option<Parity>,
    /// For `cast_spells`: the card types of the spells that can't be cast ("creature
    /// spells"), any of them; all spells when left out.
    #[serde(default)]
    types: Vec<String>,
    /// For `attack_with_more_than` and `block_with_more_than`: the most creatures that can
    /// ("No more than one creature can attack each combat").
    at_most: Option<u8>,
}

/// Who or what, as written: a name (`"this"`, `"you"`, `"opponent"`, `"anyone"`) or a
/// filter table.
#[derive(Deserialize)]
#[serde(untagged)]
enum RawParty {
    Named(String),
    Filter(Box<FilterSpec>),
}

/// What each event can be replaced with.
const INSTEAD: &[(&str, &[&str])] = &[
    ("deal_damage", &["double", "prevent", "redirect_to_this"]),
    ("gain_life", &["double", "draw_that_many", "lose_that_much"]),
    ("lose_life", &["double"]),
    ("draw", &["return_from_graveyard"]),
    ("lose_the_game", &["effects"]),
    ("be_destroyed", &["regenerate"]),
    (
        "go_to_graveyard",
        &[
            "exile",
            "shuffle_into_library",
            "reveal_and_shuffle_into_library",
            "top_of_library",
            "reveal_and_bottom_of_library",
        ],
    ),
    (
        "die",
        &[
            "exile",
            "shuffle_into_library",
            "reveal_and_shuffle_into_library",
            "top_of_library",
            "reveal_and_bottom_of_library",
        ],
    ),
    (
        "enter",
        &[
            "enter_tapped",
            "enter_with_counters",
            "enter_with_a_counter_for_each_kick",
            "choose_color",
            "choose_creature_type",
            "enter_as_copy",
            "enter_as_copy_of_this",
            "turn_face_down",
        ],
    ),
    ("get_counters", &["plus", "double"]),
    ("create_tokens", &["double"]),
    ("search", &["search_top"]),
];

/// Reads a replacement effect of `name`.
pub(super) fn replacement(
    src: &Source<'_>,
    name: &str,
    raw: &Spanned<RawReplacement>,
    pool: &CardPool,
) -> Result<ReplacementEffect, Error> {
    let at = raw.span().start;
    let r = raw.get_ref();
    let would_name = r.would.get_ref().as_str();
    let Some((_, allowed)) = INSTEAD.iter().find(|(w, _)| *w == would_name) else {
        let names: Vec<&str> = INSTEAD.iter().map(|(w, _)| *w).collect();
        return Err(src.error(
            r.would.span().start,
            format!("`{would_name}` is not an event the engine can replace"),
            format!("write would = one of {}", names.join(", ")),
        ));
    };
    let instead_name = r.instead.get_ref().as_str();
    if !allowed.contains(&instead_name) {
        return Err(src.error(
            r.instead.span().start,
            format!("`{instead_name}` cannot replace `{would_name}`"),
            format!("write instead = one of {}", allowed.join(", ")),
        ));
    }
    if r.during_your_turn && would_name != "lose_life" {
        return Err(src.error(
            at,
            format!("`during_your_turn` with would = \"{would_name}\""),
            "only would = \"lose_life\" takes during_your_turn; remove it",
        ));
    }
    let object = |p: &Option<RawParty>| party(src, at, p.as_ref(), Party::This, true);
    let player = |p: &Option<RawParty>| party(src, at, p.as_ref(), Party::You, false);
    let would = match would_name {
        "deal_damage" => Would::DealDamage {
            source: party(src, at, r.source.as_ref(), Party::Anyone, true)?,
            to: party(src, at, r.to.as_ref(), Party::Anyone, true)?,
            combat: r.combat,
        },
        "gain_life" => Would::GainLife(player(&r.who)?),
        "lose_life" => Would::LoseLife {
            who: player(&r.who)?,
            your_turn: r.during_your_turn,
        },
        "draw" => Would::Draw(player(&r.who)?),
        "lose_the_game" => Would::LoseGame(player(&r.who)?),
        "search" => Would::Search(player(&r.who)?),
        "be_destroyed" => Would::BeDestroyed(object(&r.what)?),
        "enter" => Would::Enter(object(&r.what)?),
        "get_counters" => Would::GetCounters {
            kind: r.counter,
            on: object(&r.what)?,
        },
        "create_tokens" => Would::CreateTokens(player(&r.who)?),
        _ => Would::GoToGraveyard {
            what: object(&r.what)?,
            dies: would_name == "die",
        },
    };
    let amount = |what: &str| {
        r.amount.ok_or_else(|| {
            src.error(
                at,
                format!("`{instead_name}` needs `amount`"),
                format!("add amount = N ({what})"),
            )
        })
    };
    let instead = match instead_name {
        "double" => Instead::Double,
        "prevent" => Instead::Prevent(r.amount),
        "redirect_to_this" => Instead::RedirectToThis,
        "plus" => Instead::Plus(amount("how many more counters")?),
        "exile" => Instead::Exile,
        "shuffle_into_library" => Instead::IntoLibrary {
            place: InLibrary::Shuffled,
            reveal: false,
        },
        "reveal_and_shuffle_into_library" => Instead::IntoLibrary {
            place: InLibrary::Shuffled,
            reveal: true,
        },
        "top_of_library" => Instead::IntoLibrary {
            place: InLibrary::Top,
            reveal: false,
        },
        "reveal_and_bottom_of_library" => Instead::IntoLibrary {
            place: InLibrary::Bottom,
            reveal: true,
        },
        "enter_tapped" => Instead::EnterTapped,
        "enter_with_counters" => Instead::EnterWithCounters(amount("how many +1/+1 counters")?),
        "enter_with_a_counter_for_each_kick" => Instead::EnterWithACounterForEachKick,
        // "As [this] enters, choose a color": of the permanent itself only.
        "choose_color" if would != Would::Enter(Party::This) => {
            return Err(src.error(
                at,
                "`choose_color` chooses a color for the permanent with the ability as it enters",
                "write what = \"this\" (or leave `what` out)",
            ))
        }
        "choose_color" => Instead::ChooseColor,
        "choose_creature_type" if would != Would::Enter(Party::This) => {
            return Err(src.error(
                at,
                "`choose_creature_type` chooses a creature type for the permanent with the ability as it enters",
                "write what = \"this\" (or leave `what` out)",
            ))
        }
        "choose_creature_type" => Instead::ChooseCreatureType,
        // "You may have this creature enter as a copy of …": the permanent itself only.
        "enter_as_copy" if would != Would::Enter(Party::This) => {
            return Err(src.error(
                at,
                "`enter_as_copy` makes the permanent with the ability enter as a copy",
                "write what = \"this\" (or leave `what` out)",
            ))
        }
        "enter_as_copy" => Instead::EnterAsCopy {
            of: super::copies::copied(src, at, r.of.as_ref())?,
            except: Box::new(super::copies::exceptions(src, at, r.except.as_ref(), true)?),
        },
        // "Creatures you control enter as a copy of [this]": of the others only.
        "enter_as_copy_of_this" if would == Would::Enter(Party::This) => {
            return Err(src.error(
                at,
                "`enter_as_copy_of_this` makes other permanents enter as copies of the one with the ability",
                "write what = a description of them (what = { types = [\"creature\"], controller = \"you\" })",
            ))
        }
        "enter_as_copy_of_this" => Instead::EnterAsCopyOfThis,
        // "As [this] enters, turn all other nontoken creatures face down" (Ixidron).
        "turn_face_down" if would != Would::Enter(Party::This) => {
            return Err(src.error(
                at,
                "`turn_face_down` turns other permanents face down as the permanent with the ability enters",
                "write what = \"this\" (or leave `what` out)",
            ))
        }
        "turn_face_down" => Instead::TurnFaceDown(super::statics::filter(
            src,
            at,
            r.affects.as_ref().ok_or_else(|| {
                src.error(
                    at,
                    "`turn_face_down` without `affects`",
                    "add affects = { types = [\"creature\"], nontoken = true, other = true } (\"all other nontoken creatures\")",
                )
            })?,
        )?),
        "regenerate" => Instead::Regenerate,
        "draw_that_many" => Instead::DrawThatMany,
        "search_top" => Instead::SearchTop(amount("how many cards from the top")?),
        "lose_that_much" => Instead::LoseThatMuch,
        "return_from_graveyard" => Instead::ReturnFromGraveyard,
        _ => {
            if r.effects.is_empty() {
                return Err(src.error(at, "`instead = \"effects\"` with no effects", "add effects = [...]"));
            }
            Instead::Effects(text(
                src,
                name,
                at,
                &super::RawText::effects(&r.effects),
                Context::ABILITY,
                pool,
            )?)
        }
    };
    if instead_name != "enter_as_copy" && (r.of.is_some() || r.except.is_some()) {
        return Err(src.error(
            at,
            format!("`of` or `except` with instead = \"{instead_name}\""),
            "they say what a permanent that enters as a copy copies; use them with instead = \"enter_as_copy\"",
        ));
    }
    if instead_name != "turn_face_down" && r.affects.is_some() {
        return Err(src.error(
            at,
            format!("`affects` with instead = \"{instead_name}\""),
            "it says which permanents are turned face down; use it with instead = \"turn_face_down\"",
        ));
    }
    if instead_name != "effects" && !r.effects.is_empty() {
        return Err(src.error(
            at,
            format!("`effects` with instead = \"{instead_name}\""),
            "effects are what happens for instead = \"effects\"; remove them",
        ));
    }
    Ok(ReplacementEffect { would, instead })
}

/// Reads a "can't" effect: a player (`who`, anyone when left out) can't gain life, lose
/// life, lose the game, cast spells (those with `mana_value` even or odd, or with one of the card
/// `types`, or any), block with creatures (those with `mana_value` even or odd, or any) or get
/// poison counters; permanents (`who`, a filter) can't have -1/-1 counters put on them;
/// damage from a source (`source`, any) can't be prevented.
pub(super) fn cant(src: &Source<'_>, raw: &Spanned<RawCant>) -> Result<Cant, Error> {
    let at = raw.span().start;
    let r = raw.get_ref();
    if let Some(cant) = most_in_combat(src, at, r)? {
        return Ok(cant);
    }
    let (party, misplaced) = match r.event {
        CantEvent::PreventDamage => (party(src, at, r.source.as_ref(), Party::Anyone, true)?, r.who.is_some()),
        CantEvent::HaveMinusOneCountersPutOn => {
            (party(src, at, r.who.as_ref(), Party::Anyone, true)?, r.source.is_some())
        }
        _ => (
            party(src, at, r.who.as_ref(), Party::Anyone, false)?,
            r.source.is_some(),
        ),
    };
    if misplaced {
        return Err(src.error(
            at,
            "`who` names the player of gain_life, lose_life, lose_the_game, win_the_game, cast_spells, block_with and get_poison_counters or the permanents of have_-1/-1_counters_put_on, `source` the damage of prevent_damage",
            "use who = ... with event = \"gain_life\", \"lose_life\", \"lose_the_game\", \"win_the_game\", \"cast_spells\", \"block_with\", \"get_poison_counters\" or \"have_-1/-1_counters_put_on\", source = ... with \"prevent_damage\"",
        ));
    }
    if r.mana_value.is_some() && !matches!(r.event, CantEvent::CastSpells | CantEvent::BlockWith) {
        return Err(src.error(
            at,
            "`mana_value` names which spells or creatures can't be cast or block, but this effect is about neither",
            "use mana_value with event = \"cast_spells\" or \"block_with\"",
        ));
    }
    if r.types.is_empty() {
        if let Some(cant) = r.event.naming(party, r.mana_value) {
            return Ok(cant);
        }
    }
    if r.event == CantEvent::UntapDuringUntapStep && r.who.is_none() && r.mana_value.is_none() && !r.types.is_empty() {
        return Ok(Cant::UntapDuringUntapStep(super::statics::card_types(
            src, at, &r.types,
        )?));
    }
    if r.event != CantEvent::CastSpells || r.mana_value.is_some() {
        return Err(src.error(
            at,
            "`types` names which spells can't be cast, by card type, for event = \"cast_spells\" without `mana_value`",
            "use types = [\"creature\"] with event = \"cast_spells\" alone (\"Creature spells can't be cast\") or \"untap_during_untap_step\" alone (\"Creatures don't untap during their controllers' untap steps\")",
        ));
    }
    Ok(Cant::CastWithTypes(
        party,
        super::statics::card_types(src, at, &r.types)?,
    ))
}

/// "No more than N creatures can attack (block) each combat": `attack_with_more_than` or
/// `block_with_more_than` with `at_most = N` and nothing else; `None` for other events,
/// which can't have `at_most`.
fn most_in_combat(src: &Source<'_>, at: usize, r: &RawCant) -> Result<Option<Cant>, Error> {
    let limit = matches!(r.event, CantEvent::AttackWithMoreThan | CantEvent::BlockWithMoreThan);
    let alone = r.who.is_none() && r.source.is_none() && r.mana_value.is_none() && r.types.is_empty();
    match r.at_most {
        Some(n) if limit && alone => Ok(Some(match r.event {
            CantEvent::AttackWithMoreThan => Cant::MoreAttackersThan(n),
            _ => Cant::MoreBlockersThan(n),
        })),
        None if !limit => Ok(None),
        _ => Err(src.error(
            at,
            "`at_most` goes with event = \"attack_with_more_than\" or \"block_with_more_than\", and they need it and nothing else",
            "write event = \"attack_with_more_than\", at_most = 1 (\"No more than one creature can attack each combat\")",
        )),
    }
}

/// A party: `default` when left out. Objects (`object`) may be `this` or a filter; players
/// `you`; both `opponent` (a player) and `anyone`.
fn party(src: &Source<'_>, at: usize, raw: Option<&RawParty>, default: Party, object: bool) -> Result<Party, Error> {
    let Some(raw) = raw else { return Ok(default) };
    Ok(match raw {
        RawParty::Named(n) => match n.as_str() {
            "anyone" => Party::Anyone,
            "this" if object => Party::This,
            "you" => Party::You,
            "opponent" => Party::Opponent,
            "cards_of_enchanted_player" if object => Party::CardsOfEnchantedPlayer,
            other => return Err(src.error(
                at,
                format!("`{other}` is not who or what a replacement effect can name here"),
                if object {
                    "write \"this\", \"you\", \"opponent\", \"anyone\", \"cards_of_enchanted_player\" or a filter table"
                } else {
                    "write \"you\", \"opponent\" or \"anyone\""
                },
            )),
        },
        RawParty::Filter(f) if object => Party::Objects(statics::filter(src, at, f)?),
        RawParty::Filter(_) => {
            return Err(src.error(
                at,
                "a filter names objects, but this names a player",
                "write \"you\", \"opponent\" or \"anyone\"",
            ))
        }
    })
}
