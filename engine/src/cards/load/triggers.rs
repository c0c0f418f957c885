//! Reading triggered abilities (CR 603): their trigger events, intervening "if" clauses
//! (603.4) and texts.

use serde::Deserialize;
use toml::Spanned;

use super::abilities::does_something;
use super::effects::{text, Context, RawText};
use super::{conditions::condition, modes, statics, Source};
use crate::cards::condition::{Condition, ConditionSpec};
use crate::cards::effect::{CounterKind, Effect, FilterSpec};
use crate::cards::recipient::Recipient;
use crate::cards::resolved::Resolved;
use crate::cards::target::{TargetKind, TargetSpec};
use crate::cards::{AbilityText, CardPool, DamageKind, TriggerEvent, TriggeredAbility, TurnOf};
use crate::continuous::Whose;
use crate::game::Zone;
use crate::turn::Step;
use crate::Error;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawTrigger {
    when: Spanned<String>,
    turn: Option<Spanned<TurnOf>>,
    #[serde(rename = "if")]
    condition: Option<Spanned<ConditionSpec>>,
    state: Option<Spanned<ConditionSpec>>,
    whose: Option<Spanned<FilterSpec>>,
    player: Option<Spanned<String>>,
    /// For `expends`: the N of "whenever you expend N" (700.14).
    amount: Option<Spanned<u32>>,
    /// For `chapter`: the N of a Saga's chapter symbol "{rN}" (714.2a), from 1.
    chapter: Option<Spanned<u8>>,
    /// For `last_counter_removed`: the kind of counter.
    counter: Option<Spanned<CounterKind>>,
    #[serde(default, deserialize_with = "crate::cards::target::short_form")]
    target: Option<TargetKind>,
    #[serde(default)]
    targets: Vec<Spanned<TargetSpec>>,
    #[serde(default)]
    effects: Vec<Spanned<Effect>>,
    choose: Option<Spanned<modes::ChooseSpec>>,
    #[serde(default)]
    modes: Vec<Spanned<modes::RawMode>>,
    /// An ability the card's text quotes for a copy effect to give (707.9a), not its own.
    #[serde(default)]
    quoted: bool,
    /// For `cast`: "a spell that targets only a single [description]".
    targets_only: Option<Spanned<FilterSpec>>,
    /// For `attacks`: "whenever this creature and at least one other [description] attack".
    with_another: Option<Spanned<FilterSpec>>,
}

/// A triggered ability: its trigger event, intervening "if" clause and text (603.1, 603.4).
pub(super) fn trigger(
    src: &Source<'_>,
    name: &str,
    raw: &Spanned<RawTrigger>,
    pool: &CardPool,
) -> Result<TriggeredAbility, Error> {
    let t = raw.get_ref();
    let when = trigger_event(src, t)?;
    let raw_text = RawText {
        one: t.target,
        each: &t.targets,
        effects: &t.effects,
        choose: t.choose.as_ref(),
        modes: &t.modes,
    };
    does_something(src, name, raw.span().start, &raw_text)?;
    let whose = match &t.whose {
        Some(f) if when == TriggerEvent::Cycled => {
            return Err(src.error(
                f.span().start,
                "only the card's own \"when you cycle this card\" triggers",
                "leave out `whose`: the card triggers when it is cycled (702.29c); for other cards cycled, use `cycles` with `player`",
            ))
        }
        Some(f) if matches!(when, TriggerEvent::Exploits | TriggerEvent::CrewsAVehicle) => {
            return Err(src.error(
                f.span().start,
                "only the creature's own exploiting (702.110b) or crewing (702.122b) triggers this",
                "leave out `whose`: the ability triggers when this creature exploits a creature or crews a Vehicle",
            ))
        }
        Some(f) => {
            let spec = FilterSpec {
                enchanted: false,
                ..f.get_ref().clone()
            };
            let mut filter = statics::filter(src, f.span().start, &spec)?;
            filter.enchanted = f.get_ref().enchanted;
            if when == TriggerEvent::Cast {
                // A spell is an object on the stack (112.1).
                filter.zone = Zone::Stack;
            }
            if when == TriggerEvent::PutIntoGraveyard {
                // The card as it is in the graveyard (603.6c: never a leaves-the-battlefield
                // ability).
                filter.zone = Zone::Graveyard;
            }
            if when == TriggerEvent::RevealsThisWay {
                // The card revealed as it is drawn, in its owner's hand.
                filter.zone = Zone::Hand;
            }
            Some(filter)
        }
        None => None,
    };
    let targets_only = match &t.targets_only {
        None => None,
        Some(f) if when != TriggerEvent::Cast => {
            return Err(src.error(
                f.span().start,
                "`targets_only` on a trigger that is not a spell being cast",
                "use it with when = \"cast\": \"whenever you cast a spell that targets only a single creature you control\"",
            ))
        }
        Some(f) => Some(statics::filter(src, f.span().start, f.get_ref())?),
    };
    let with_another = match &t.with_another {
        None => None,
        Some(f) if when != TriggerEvent::Attacks || whose.is_some() => {
            return Err(src.error(
                f.span().start,
                "`with_another` on a trigger that is not the creature's own attacking",
                "use it with when = \"attacks\" and no `whose`: \"whenever this creature and at least one other creature token attack\"",
            ))
        }
        Some(f) => Some(statics::filter(src, f.span().start, f.get_ref())?),
    };
    let condition = t.condition.as_ref().map(|c| condition(src, c)).transpose()?;
    if condition == Some(Condition::ThatPlayerPoisoned) && when != TriggerEvent::Attacks {
        return Err(src.error(
            t.condition.as_ref().map_or(0, |c| c.span().start),
            "`defending_player_poisoned` on a trigger that is not attacking: only an attacking creature has a defending player",
            "use it with when = \"attacks\": \"whenever this creature attacks, if defending player is poisoned\"",
        ));
    }
    let text = text(
        src,
        name,
        raw.span().start,
        &raw_text,
        context(when, whose.is_some()),
        pool,
    )?;
    if matches!(when, TriggerEvent::TapsLandForMana(_)) {
        mana_trigger(src, raw.span().start, &text, condition.is_some())?;
    }
    Ok(TriggeredAbility {
        when,
        whose,
        condition,
        text,
        quoted: t.quoted,
        targets_only,
        with_another,
    })
}

/// Whether `trigger`, read from `raw`, triggers once for each player of a team whose step or
/// phase it is (805.4d): it triggers at the beginning of "each player's" or "each
/// opponent's" step or phase, and an effect of it acts on "that player".
pub(super) fn for_each_player(trigger: &TriggeredAbility, raw: &RawTrigger) -> bool {
    matches!(
        trigger.when,
        TriggerEvent::Beginning(_, TurnOf::Each | TurnOf::Opponents)
    ) && raw
        .effects
        .iter()
        .any(|e| super::names::named_recipient(e.get_ref()) == Some(Recipient::ThatPlayer))
}

/// What a triggered ability's text may refer to: `that`, `that_player` and `that_much` stand
/// for the other object, the player and the amount of its trigger event, where it has them.
/// The object whose entering, dying or attacking another object's ability watches for
/// (`whose`) is its `that` ("whenever another creature enters, … that creature"; "whenever
/// a green creature attacks, destroy that creature at end of combat").
fn context(when: TriggerEvent, whose: bool) -> Context {
    use TriggerEvent as E;
    let (that, that_player, that_much) = match when {
        E::Enters | E::Dies | E::PutIntoGraveyard if whose => (true, false, false),
        E::Enters
        | E::Dies
        | E::LeavesTheBattlefield
        | E::PutIntoGraveyard
        | E::Cycled
        | E::Exploits
        | E::Beginning(_, TurnOf::Yours)
        | E::BecomesBlocked
        | E::BecomesTapped
        | E::BecomesUntapped
        | E::State(_)
        | E::Chapter(_)
        | E::LastCounterRemoved(_) => (false, false, false),
        E::Attacks | E::AttacksAlone | E::AttacksPlayerWithMostLife => (whose, true, false),
        // "At the beginning of each player's upkeep, … that player": the active player.
        E::Beginning(_, TurnOf::Each | TurnOf::Opponents) => (false, true, false),
        E::BecomesTarget(_) | E::Draws(_) | E::Scries(_) | E::Surveils(_) | E::Expends(..) | E::TapsLandForMana(_) => {
            (false, true, false)
        }
        E::RollsDice(_) | E::RollsHighestNaturalResult(_) => (false, true, true),
        E::GivesGift(_) => (false, true, false),
        E::Blocks
        | E::BecomesBlockedBy
        | E::BecomesBlockedByCreatureWithout(_)
        | E::RevealsThisWay
        | E::CrewsAVehicle => (true, false, false),
        E::BlocksOrBecomesBlocked => (false, false, false),
        E::DealsDamage(DamageKind::CombatToPlayer) => (false, true, true),
        E::DealsDamage(_) => (true, true, true),
        E::IsDealtDamage => (true, false, true),
        E::Cast => (true, true, false),
        E::GainsLife(_) | E::LosesLife(_) => (false, true, true),
        E::CyclesOrDiscards(_) | E::Cycles(_) => (true, true, false),
    };
    Context {
        that,
        that_player,
        that_much,
        land_tapped: matches!(when, E::TapsLandForMana(_)),
        ..Context::ABILITY
    }
}

/// A Saga's chapter ability (714.2): `when = "chapter"` with its `chapter`, the N of "{rN}"
/// (714.2a), 1 or more; "{rN1}, {rN2}" is two abilities (714.2c). `None` for any other
/// `when`, which takes no `chapter`.
fn chapter_event(src: &Source<'_>, t: &RawTrigger, when: &str) -> Result<Option<TriggerEvent>, Error> {
    let at = t.when.span().start;
    match (when, &t.chapter) {
        ("chapter", Some(n)) if *n.get_ref() >= 1 && t.whose.is_none() && t.player.is_none() => {
            Ok(Some(TriggerEvent::Chapter(*n.get_ref())))
        }
        ("chapter", Some(n)) if *n.get_ref() == 0 => Err(src.error(
            n.span().start,
            "a chapter symbol's numeral is I or more (714.2a)".to_string(),
            "write chapter = 1 for {rI}, 2 for {rII}, and so on",
        )),
        ("chapter", Some(_)) => Err(src.error(
            at,
            "a chapter ability watches its own Saga's lore counters, not an object's or a player's event".to_string(),
            "remove `whose` and `player`",
        )),
        ("chapter", None) => Err(src.error(
            at,
            "a chapter ability needs the numeral of its chapter symbol (714.2a)".to_string(),
            "add chapter = 1 for {rI}; write \"{rI}, {rII}\" as two chapter abilities (714.2c)",
        )),
        (_, Some(n)) => Err(src.error(
            n.span().start,
            format!("`chapter` is for a Saga's chapter ability (714.2), not `{when}`"),
            "write when = \"chapter\", or remove `chapter`",
        )),
        (_, None) => Ok(None),
    }
}

/// "When the last [kind] counter is removed from this permanent" (Divine Intervention's "when
/// you remove the last intervention counter"): `when = "last_counter_removed"` with its
/// `counter`. Time counters' is vanishing's (`vanishing = N`, 702.63a), and a battle's last
/// defense counter is its defeat (310.11b). `None` for any other `when`, which takes no
/// `counter`.
fn last_counter_event(src: &Source<'_>, t: &RawTrigger, when: &str) -> Result<Option<TriggerEvent>, Error> {
    let at = t.when.span().start;
    match (when, &t.counter) {
        ("last_counter_removed", Some(kind)) if matches!(kind.get_ref(), CounterKind::Time | CounterKind::Defense) => {
            Err(src.error(
                kind.span().start,
                format!("the last {} counter's removal is a rule's to watch", kind.get_ref().name()),
                "write vanishing = N for \"when the last time counter is removed\" (702.63a); a Siege's defeat is a rule (310.11b)",
            ))
        }
        ("last_counter_removed", Some(kind)) if t.whose.is_none() && t.player.is_none() => {
            Ok(Some(TriggerEvent::LastCounterRemoved(*kind.get_ref())))
        }
        ("last_counter_removed", Some(_)) => Err(src.error(
            at,
            "the ability watches its own permanent's counters, not an object's or a player's event".to_string(),
            "remove `whose` and `player`",
        )),
        ("last_counter_removed", None) => Err(src.error(
            at,
            "`last_counter_removed` needs the kind of counter".to_string(),
            "add counter = \"intervention\"",
        )),
        (_, Some(kind)) => Err(src.error(
            kind.span().start,
            format!("`counter` is for `last_counter_removed`, not `{when}`"),
            "write when = \"last_counter_removed\", or remove `counter`",
        )),
        (_, None) => Ok(None),
    }
}

/// The trigger events of objects, by name (603.1).
const OBJECT_EVENTS: [(&str, TriggerEvent); 20] = [
    ("enters", TriggerEvent::Enters),
    ("dies", TriggerEvent::Dies),
    ("leaves_the_battlefield", TriggerEvent::LeavesTheBattlefield),
    ("put_into_graveyard_from_anywhere", TriggerEvent::PutIntoGraveyard),
    ("cycled", TriggerEvent::Cycled),
    ("exploits", TriggerEvent::Exploits),
    ("crews_a_vehicle", TriggerEvent::CrewsAVehicle),
    ("attacks", TriggerEvent::Attacks),
    ("attacks_alone", TriggerEvent::AttacksAlone),
    ("blocks", TriggerEvent::Blocks),
    ("becomes_blocked", TriggerEvent::BecomesBlocked),
    ("becomes_blocked_by", TriggerEvent::BecomesBlockedBy),
    ("becomes_tapped", TriggerEvent::BecomesTapped),
    ("becomes_untapped", TriggerEvent::BecomesUntapped),
    ("deals_damage", TriggerEvent::DealsDamage(DamageKind::Any)),
    ("deals_combat_damage", TriggerEvent::DealsDamage(DamageKind::Combat)),
    (
        "deals_combat_damage_to_player",
        TriggerEvent::DealsDamage(DamageKind::CombatToPlayer),
    ),
    (
        "deals_damage_to_player",
        TriggerEvent::DealsDamage(DamageKind::ToPlayer),
    ),
    ("is_dealt_damage", TriggerEvent::IsDealtDamage),
    ("reveals_this_way", TriggerEvent::RevealsThisWay),
];

/// A player's trigger event, given whose it counts.
type PlayerEvent = fn(Whose) -> TriggerEvent;

/// The trigger events of players, by name: whose they count comes from `player`.
const PLAYER_EVENTS: [(&str, PlayerEvent); 11] = [
    ("draws", TriggerEvent::Draws),
    ("gains_life", TriggerEvent::GainsLife),
    ("loses_life", TriggerEvent::LosesLife),
    ("scries", TriggerEvent::Scries),
    ("surveils", TriggerEvent::Surveils),
    ("rolls_dice", TriggerEvent::RollsDice),
    ("rolls_highest_natural_result", TriggerEvent::RollsHighestNaturalResult),
    ("gives_a_gift", TriggerEvent::GivesGift),
    ("cycles_or_discards", TriggerEvent::CyclesOrDiscards),
    ("cycles", TriggerEvent::Cycles),
    ("taps_land_for_mana", TriggerEvent::TapsLandForMana),
];

/// The steps whose beginning a trigger event can be, by name.
const STEPS: [(&str, Step); 7] = [
    ("beginning_of_upkeep", Step::Upkeep),
    ("beginning_of_draw_step", Step::Draw),
    ("beginning_of_precombat_main", Step::PrecombatMain),
    ("beginning_of_combat", Step::BeginningOfCombat),
    ("end_of_combat", Step::EndOfCombat),
    ("beginning_of_postcombat_main", Step::PostcombatMain),
    ("beginning_of_end_step", Step::End),
];

/// A triggered ability's trigger event (603.1): an event of the object itself or, with
/// `whose`, of any object it describes; a spell being cast (`whose` describes the spell);
/// an event of the players `player` names; or the beginning of a step of the turns `turn`
/// names.
fn trigger_event(src: &Source<'_>, t: &RawTrigger) -> Result<TriggerEvent, Error> {
    let (at, when) = (t.when.span().start, t.when.get_ref().as_str());
    let refuse = |at: usize, what: String, fix: &str| Err(src.error(at, what, fix));
    match (&t.state, when) {
        (Some(state), "state") => {
            if let Some(extra) = t
                .whose
                .as_ref()
                .map(Spanned::span)
                .or(t.player.as_ref().map(Spanned::span))
            {
                return refuse(
                    extra.start,
                    "a state trigger watches a game state, not an object's or a player's event".to_string(),
                    "remove `whose` and `player`; the state names whose cards it counts",
                );
            }
            return match condition(src, state)? {
                c @ crate::cards::condition::Condition::Number { .. } => Ok(TriggerEvent::State(c)),
                _ => refuse(
                    state.span().start,
                    "a state trigger's state is a number of the game within bounds".to_string(),
                    "write state = { number = …, at_least = N, at_most = N }",
                ),
            };
        }
        (None, "state") => {
            return refuse(
                at,
                "a state trigger needs the game state it triggers on".to_string(),
                "add state = { number = \"cards_in_your_hand\", at_most = 0 } (\"whenever you have no cards in hand\")",
            )
        }
        (Some(state), _) => {
            return refuse(
                state.span().start,
                format!("`state` is for a state trigger (603.8), not `{when}`"),
                "write when = \"state\", or remove `state`",
            )
        }
        (None, _) => {}
    }
    if let Some(turn) = &t.turn {
        if !STEPS.iter().any(|(n, _)| *n == when) {
            return refuse(
                turn.span().start,
                format!("`turn` is for the beginning of a step, not `{when}`"),
                "remove `turn`",
            );
        }
    }
    if let Some(event) = chapter_event(src, t, when)? {
        return Ok(event);
    }
    if let Some(event) = last_counter_event(src, t, when)? {
        return Ok(event);
    }
    let player_event = PLAYER_EVENTS.iter().find(|(n, _)| *n == when).map(|&(_, e)| e);
    if let Some(amount) = &t.amount {
        if when != "expends" {
            return refuse(
                amount.span().start,
                format!("`amount` is for `expends` (\"whenever you expend N\"), not `{when}`"),
                "remove `amount`",
            );
        }
    }
    if let Some(player) = &t.player {
        if player_event.is_none() && when != "expends" {
            let names: Vec<&str> = PLAYER_EVENTS.iter().map(|(n, _)| *n).collect();
            return refuse(
                player.span().start,
                format!("`player` is for a player's event ({}), not `{when}`", names.join(", ")),
                "remove `player`; an object's event takes `whose`",
            );
        }
    }
    if let Some(&(_, event)) = OBJECT_EVENTS.iter().find(|(n, _)| *n == when) {
        return Ok(event);
    }
    if let Some(&(_, step)) = STEPS.iter().find(|(n, _)| *n == when) {
        return match (&t.turn, &t.whose) {
            (Some(turn), None) => Ok(TriggerEvent::Beginning(step, *turn.get_ref())),
            (None, _) => refuse(
                at,
                format!("`{when}` needs whose turns it counts"),
                "add turn = \"yours\" (\"your upkeep\"), \"each\" (\"each upkeep\", \"the end step\") or \"opponents\"",
            ),
            (Some(_), Some(_)) => refuse(
                at,
                format!("`{when}` is no object's event, so it takes no `whose`"),
                "remove `whose`",
            ),
        };
    }
    match when {
        "cast" if t.whose.is_some() => return Ok(TriggerEvent::Cast),
        "cast" => {
            return refuse(
                at,
                "`cast` needs `whose`, a description of the spells".to_string(),
                "add whose = { controller = \"you\" } (\"whenever you cast a spell\"), with types to name the spells",
            )
        }
        _ if player_event.is_some() || when == "expends" => {}
        other => {
            let names: Vec<&str> = OBJECT_EVENTS
                .iter()
                .map(|(n, _)| *n)
                .chain(["cast", "state", "expends", "chapter", "last_counter_removed"])
                .chain(PLAYER_EVENTS.iter().map(|(n, _)| *n))
                .chain(STEPS.iter().map(|(n, _)| *n))
                .collect();
            return refuse(
                at,
                format!("`{other}` is not a trigger event the engine knows"),
                &format!("use one of: {}", names.join(", ")),
            );
        }
    }
    if let Some(whose) = &t.whose {
        return refuse(
            whose.span().start,
            format!("`{when}` is a player's event, so it takes `player`, not `whose`"),
            "write player = \"you\", \"opponent\" or \"each\"",
        );
    }
    let player = match t.player.as_ref().map(|p| (p.span().start, p.get_ref().as_str())) {
        Some((_, "you")) => Whose::You,
        Some((_, "opponent")) => Whose::Opponent,
        Some((_, "each")) => Whose::Anyone,
        Some((at, other)) => {
            return refuse(
                at,
                format!("`{other}` is not whose {when} this counts"),
                "write player = \"you\", \"opponent\" or \"each\"",
            )
        }
        None => {
            return refuse(
                at,
                format!("`{when}` needs whose: `player`"),
                "add player = \"you\" (\"whenever you draw a card\"), \"opponent\" or \"each\"",
            )
        }
    };
    if when == "expends" {
        let amount = t.amount.as_ref().map(|a| *a.get_ref()).filter(|&n| n > 0);
        return match amount {
            Some(n) => Ok(TriggerEvent::Expends(player, n)),
            None => refuse(
                at,
                "`expends` needs the N of \"whenever you expend N\", at least 1".to_string(),
                "add amount = 4 (\"whenever you expend 4\")",
            ),
        };
    }
    Ok(player_event.map_or(TriggerEvent::LosesLife(player), |event| event(player)))
}

/// A triggered ability that triggers on tapping a land for mana is a mana ability (605.1b),
/// resolved at once as the land's mana is added (605.4a): it has no target, no modes and no
/// intervening "if", and adds mana.
fn mana_trigger(src: &Source<'_>, at: usize, text: &AbilityText, condition: bool) -> Result<(), Error> {
    let adds_mana = text
        .effects
        .iter()
        .any(|e| matches!(e, Resolved::AddManaThatLandProduced));
    if !text.targets.is_empty() || text.modes.is_some() || condition || !adds_mana {
        return Err(src.error(
            at,
            "a \"taps_land_for_mana\" trigger is a mana ability (605.1b): it adds mana and has no target, mode or `if`",
            "give it effects = [{ effect = \"add_mana_that_land_produced\" }] and nothing else that waits",
        ));
    }
    Ok(())
}
