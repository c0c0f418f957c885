//! Reading what spells and abilities do: their targets (115.1, 601.2c) and their
//! instructions, in order (608.2c), each checked against the vocabulary of
//! `crate::cards::effect`.

use toml::Spanned;

use super::branches::{branch, for_each_target};
use super::delayed::{delayed, reflexive};
use super::modes::{ChooseSpec, RawMode};
use super::names::Names;
use super::{conditions::condition, modes, statics, Source};
use crate::cards::effect::{DamageInstead, DamageInsteadSpec, Effect, ModifySpec, NameOf, SearchTo, Until};
use crate::cards::mana::ManaCost;
use crate::cards::number::{Number, NumberSpec};
use crate::cards::recipient::{Recipient, What};
use crate::cards::resolved::{Affected, Conditional, Paying, Resolved, Searching, SpellCopyTargets};
use crate::cards::target::{ChosenBy, TargetKind, TargetSpec};
use crate::cards::{AbilityText, CardPool, Division, KeywordSet, TargetSlot};
use crate::continuous::Duration;
use crate::continuous::Whose;
use crate::ending_the_turn::Ending;
use crate::game::Zone;
use crate::replacement::shield::ShieldKind;
use crate::Error;

/// A spell's or ability's text as a card file writes it: one target as `target =
/// "creature"` or several as `targets = [...]`, then `effects`; or, for a modal one, `choose`
/// and `modes` (read by `super::modes`).
#[derive(Clone, Copy)]
pub(super) struct RawText<'a> {
    /// `target`, the short form.
    pub(super) one: Option<TargetKind>,
    /// `targets`, the long form.
    pub(super) each: &'a [Spanned<TargetSpec>],
    /// `effects`.
    pub(super) effects: &'a [Spanned<Effect>],
    /// `choose`: how many modes are chosen.
    pub(super) choose: Option<&'a Spanned<ChooseSpec>>,
    /// `modes`.
    pub(super) modes: &'a [Spanned<RawMode>],
}

impl<'a> RawText<'a> {
    /// A text that can't be modal: a replacement effect's.
    pub(super) fn effects(effects: &'a [Spanned<Effect>]) -> RawText<'a> {
        RawText {
            one: None,
            each: &[],
            effects,
            choose: None,
            modes: &[],
        }
    }
}

/// The instances of the word "target" a spell or ability has; `at` is where its table begins,
/// and `on_permanent` says whether it is a permanent's (so that "this" is one).
fn targets(src: &Source<'_>, at: usize, raw: &RawText<'_>, on_permanent: bool) -> Result<Vec<TargetSlot>, Error> {
    if raw.one.is_some() && !raw.each.is_empty() {
        return Err(src.error(
            at,
            "both `target` and `targets`",
            "write one target as target = \"creature\", several as targets = [{ kind = \"creature\" }, …]",
        ));
    }
    let mut slots: Vec<TargetSlot> = raw
        .one
        .map(|kind| TargetSlot {
            kind,
            which: None,
            min: 1,
            max: 1,
            other: false,
            owned_by: None,
            in_combat_with_source: false,
            by_opponent: false,
        })
        .into_iter()
        .collect();
    for spec in raw.each {
        let (at, t) = (spec.span().start, spec.get_ref());
        let variable = t.any_number || t.up_to;
        if t.count == 0
            || (t.any_number && (t.up_to || t.count != 1))
            || (t.at_least > 0 && (!variable || (t.up_to && t.at_least > t.count)))
        {
            return Err(src.error(
                at,
                "a target count that is zero, `any_number` with `count` or `up_to`, or `at_least` without a variable count it fits",
                "write count = N (N ≥ 1), optionally with up_to = true, or any_number = true alone; at_least = M (M ≤ N) only with either",
            ));
        }
        let (min, max) = match (t.any_number, t.up_to) {
            (true, _) => (t.at_least, u8::MAX),
            (false, true) => (t.at_least, t.count),
            (false, false) => (t.count, t.count),
        };
        let which = t.which.as_ref().map(|f| statics::filter(src, at, f)).transpose()?;
        if t.other && slots.is_empty() {
            return Err(src.error(
                at,
                "the first instance of the word \"target\" has no earlier targets to be other than",
                "write `other = true` on a later entry of `targets` (\"any other target\")",
            ));
        }
        let owned_by = match t.owned_by {
            None => None,
            Some(Recipient::Target(earlier))
                if slots.get(usize::from(earlier)).is_some_and(|s| s.kind.is_player()) =>
            {
                Some(earlier)
            }
            Some(_) => {
                return Err(src.error(
                    at,
                    "`owned_by` names what is not an earlier target player",
                    "write owned_by = \"target\" after a first entry { kind = \"player\" } (\"target cards from their graveyard\")",
                ))
            }
        };
        if t.blocking_or_blocked_by_this && !(on_permanent && t.kind == TargetKind::Creature) {
            return Err(src.error(
                at,
                "`blocking_or_blocked_by_this` on what is not a creature target of a permanent's ability",
                "write { kind = \"creature\", blocking_or_blocked_by_this = true } in an ability of a creature",
            ));
        }
        slots.push(TargetSlot {
            kind: t.kind,
            which,
            min,
            max,
            other: t.other,
            owned_by,
            in_combat_with_source: t.blocking_or_blocked_by_this,
            by_opponent: t.chosen_by == Some(ChosenBy::Opponent),
        });
    }
    Ok(slots)
}

/// Where a text is: what its effects may name.
#[derive(Clone, Copy)]
pub(super) struct Context {
    /// On a permanent, so that `this` is the permanent.
    pub(super) on_permanent: bool,
    /// With an `{X}` in its cost, so that X is announced (107.3a).
    pub(super) x_announced: bool,
    /// Its `that` stands for an object: a delayed triggered ability's, whose creator fixed
    /// it (603.7c), or a triggered ability's whose trigger event has another object.
    pub(super) that: bool,
    /// A triggered ability's whose trigger event has a player, `that_player`.
    pub(super) that_player: bool,
    /// A triggered ability's whose trigger event has an amount, `that_much`.
    pub(super) that_much: bool,
    /// After an instruction that counts the cards it acts on, `that_many`.
    pub(super) that_many: bool,
    /// After an instruction that chooses a card, the chosen card.
    pub(super) chosen_card: bool,
    /// After a vote, the objects with the most votes (`voted`).
    pub(super) voted: bool,
    /// After an instruction that exiles the top card of a library, or reveals it and puts it
    /// into a hand, that card's mana value.
    pub(super) exiled_top: bool,
    /// After an instruction that exiles objects, the cards it exiled (`exiled`).
    pub(super) exiled: bool,
    /// After an instruction that creates tokens, the tokens it created (`created`).
    pub(super) created: bool,
    /// A `taps_land_for_mana` trigger's: the mana the land produced.
    pub(super) land_tapped: bool,
    /// A spell's whose additional cost sacrifices or discards: what paid it, `paid_with`.
    pub(super) paid_with: bool,
    /// After an instruction that rolls a die, its result (`the_result`, 706.4).
    pub(super) rolled: bool,
}

impl Context {
    /// What the instructions after `e` may refer to: what it counted ("that many"), chose
    /// ("the chosen card") or exiled ("that card's mana value"), or the die it rolled ("the
    /// result").
    pub(super) fn after(&mut self, e: &Effect) {
        // What the instructions after it may call the cards it acted on is what the latest
        // instruction acting on cards acted on.
        if matches!(
            e,
            Effect::DiscardHand { .. }
                | Effect::ExileTop { .. }
                | Effect::RevealTopIntoHand { .. }
                | Effect::Exile { .. }
                | Effect::CreateToken { .. }
                | Effect::CreateTokenCopy { .. }
                | Effect::CreateTokenAttached { .. }
                | Effect::Manifest
                | Effect::Cloak
                | Effect::ManifestDread
        ) {
            self.that_many = false;
            self.exiled_top = false;
            self.exiled = false;
            self.created = false;
        }
        self.created |= matches!(
            e,
            Effect::CreateToken { .. }
                | Effect::CreateTokenCopy { .. }
                | Effect::CreateTokenAttached { .. }
                | Effect::Manifest
                | Effect::Cloak
                | Effect::ManifestDread
        );
        self.that_many |= matches!(e, Effect::DiscardHand { .. });
        self.chosen_card |= matches!(
            e,
            Effect::ChooseFromHand { .. } | Effect::ChoosePermanent { .. } | Effect::ChooseExiledWithThis
        );
        self.exiled_top |= matches!(e, Effect::ExileTop { .. } | Effect::RevealTopIntoHand { .. });
        self.exiled |= matches!(e, Effect::Exile { .. });
        self.voted |= matches!(e, Effect::Vote { .. });
        self.rolled |= matches!(e, Effect::Roll { .. });
    }

    /// A permanent's ability that announces no X and has no `that`: a triggered ability, or
    /// a replacement effect's; the other contexts change only what differs from it.
    pub(super) const ABILITY: Context = Context {
        on_permanent: true,
        x_announced: false,
        that: false,
        that_player: false,
        that_much: false,
        that_many: false,
        chosen_card: false,
        voted: false,
        exiled_top: false,
        exiled: false,
        created: false,
        land_tapped: false,
        paid_with: false,
        rolled: false,
    };
}

/// What a spell or ability whose table begins at `at` does: its targets and effects, or its
/// modes.
pub(super) fn text(
    src: &Source<'_>,
    name: &str,
    at: usize,
    raw: &RawText<'_>,
    context: Context,
    pool: &CardPool,
) -> Result<AbilityText, Error> {
    if raw.choose.is_some() || !raw.modes.is_empty() {
        return modes::modal(src, name, at, raw, context, pool);
    }
    let targets = targets(src, at, raw, context.on_permanent)?;
    let mut names = Names {
        src,
        name,
        targets: &targets,
        context,
    };
    let mut division = None;
    let mut resolved = Vec::with_capacity(raw.effects.len());
    for e in raw.effects {
        resolved.push(effect(&names, e, &targets, &mut division, pool)?);
        names.context.after(e.get_ref());
    }
    Ok(AbilityText {
        targets,
        effects: resolved,
        division,
        modes: None,
        spliced: Vec::new(),
    })
}

/// One instruction `e` of a text with `targets`, whose division (601.2d) is `division`.
pub(super) fn effect(
    names: &Names<'_>,
    e: &Spanned<Effect>,
    targets: &[TargetSlot],
    division: &mut Option<Division>,
    pool: &CardPool,
) -> Result<Resolved, Error> {
    let (src, at) = (names.src, e.span().start);
    // A spell may shuffle itself into its owner's library (Black Sun's Zenith) or exile
    // itself (Living Wish), rather than go to the graveyard as it finishes resolving.
    let spell_names_itself = matches!(
        e.get_ref(),
        Effect::ShuffleIntoOwnersLibrary {
            what: Recipient::This,
            ..
        } | Effect::Exile {
            what: Recipient::This,
            linked: false
        }
    );
    if let Some(r) = super::names::named_recipient(e.get_ref()).filter(|_| !spell_names_itself) {
        names.check(at, r)?;
        if r == Recipient::ActivePlayer {
            src.names_active_player.set(true);
        }
    }
    let number = |n: &NumberSpec| names.number(at, n, false);
    Ok(match e.get_ref() {
        Effect::DealDamage {
            amount,
            to,
            instead,
            divided,
        } => Resolved::DealDamage(
            names.divided(at, number(amount)?, divided.then_some(*to), division)?,
            *to,
            instead.as_ref().map(|i| damage_instead(src, at, i)).transpose()?,
        ),
        Effect::Destroy { what, regenerate } => Resolved::Destroy(affected(src, at, what)?, *regenerate),
        Effect::ReturnToHand { what } => Resolved::ReturnToHand(*what),
        Effect::Transform { what } => Resolved::Transform(affected(src, at, what)?),
        Effect::Flip { what } => Resolved::Flip(affected(src, at, what)?),
        Effect::PutOntoBattlefield {
            what,
            under_your_control,
            counter,
        } => Resolved::PutOntoBattlefield(*what, *under_your_control, *counter),
        Effect::Meld if !src.this.get().meld => {
            return Err(src.error(
                at,
                format!("`{}` melds but is not a meld card", names.name),
                "name the other card of its meld pair with meld_with, and give one of the two the melded permanent as [card.melded] (712.4)",
            ))
        }
        Effect::Meld => Resolved::Meld,
        Effect::Explore => Resolved::Explore,
        Effect::Manifest => Resolved::PutTopFaceDown(crate::game::FaceDownAs::Manifested),
        Effect::Cloak => Resolved::PutTopFaceDown(crate::game::FaceDownAs::Cloaked),
        Effect::ManifestDread => Resolved::ManifestDread,
        Effect::Regenerate { what } => Resolved::Shield(ShieldKind::Regenerate, Some(*what)),
        Effect::PreventDamage { amount, to } => Resolved::Shield(ShieldKind::PreventNext(*amount), Some(*to)),
        Effect::RedirectDamage { amount, from, to } => {
            // `from` is checked with the other effects' recipients.
            names.check(at, *to)?;
            Resolved::RedirectDamage(number(amount)?, *from, *to)
        }
        Effect::PreventCombatDamage => Resolved::Shield(ShieldKind::PreventAllCombatDamage, None),
        Effect::PreventDamageFrom { from } => {
            Resolved::Shield(ShieldKind::PreventAllDamageFrom(statics::filter(src, at, from)?), None)
        }
        Effect::EnterUnderYourControl { what } => {
            Resolved::Shield(ShieldKind::EnterUnderYourControl(statics::filter(src, at, what)?), None)
        }
        Effect::SkipNext { step, who } => Resolved::Shield(ShieldKind::SkipNext(*step), Some(*who)),
        Effect::NextEnterAsCopies { what, of } => Resolved::Shield(
            ShieldKind::NextEnterAsCopies(statics::filter(src, at, what)?),
            Some(*of),
        ),
        Effect::CantThisTurn { event, who } => Resolved::CantThisTurn(
            event
                .naming(who.party(), None)
                .ok_or_else(|| {
                    src.error(
                        at,
                        "cant_this_turn can't limit how many creatures attack or block",
                        "write the limit as a permanent's [[card.cant]] with at_most = N",
                    )
                })?,
        ),
        Effect::CantForTheRestOfTheGame { event, who } => {
            use crate::replacement::cant::CantEvent;
            let of_a_player = !matches!(event, CantEvent::PreventDamage)
                && event.naming(crate::replacement::effect::Party::Anyone, None).is_some();
            if !of_a_player {
                return Err(src.error(
                    at,
                    "cant_for_the_rest_of_the_game names what a player can't do",
                    "use gain_life, lose_life, lose_the_game, lose_the_game_for_having_0_or_less_life, win_the_game, cast_spells or block_with as its event",
                ));
            }
            Resolved::CantForTheRestOfTheGame(*event, *who)
        }
        Effect::AttacksThisTurnIfAble { what } => Resolved::AttacksThisTurnIfAble(*what),
        Effect::Wish { types } => Resolved::Wish(statics::card_types(src, at, types)?),
        Effect::RestartGame => Resolved::RestartGame,
        Effect::EndTheTurn => Resolved::End(Ending::Turn),
        Effect::EndTheCombatPhase => Resolved::End(Ending::CombatPhase),
        Effect::PlaySubgame { losers_lose_half_life } => Resolved::PlaySubgame(*losers_lose_half_life),
        Effect::ExileGraveyards { who } => Resolved::ExileGraveyards(*who),
        Effect::Draw { count, who } => Resolved::Draw(number(count)?, *who),
        Effect::BecomeTheMonarch { who } => Resolved::BecomeMonarch(*who),
        Effect::Discard { count, who } => Resolved::Discard(number(count)?, *who),
        Effect::Mill { count, who } => Resolved::Mill(number(count)?, *who),
        Effect::ExileTop { count, who } => Resolved::ExileTop(number(count)?, *who),
        Effect::RevealTopIntoHand { who } => Resolved::RevealTopIntoHand(*who),
        Effect::ForEachTarget { target, then } => for_each_target(names, e, *target, then, targets, division, pool)?,
        Effect::Scry { count, who } => Resolved::Scry(number(count)?, *who),
        Effect::Fateseal { count } => Resolved::Fateseal(number(count)?),
        Effect::Vote { among } => Resolved::Vote(Box::new(statics::filter(src, at, among)?)),
        Effect::PutOnTopOfOwnersLibrary { what } => Resolved::PutOnTopOfOwnersLibrary(*what),
        Effect::Surveil { count, who } => Resolved::Surveil(number(count)?, *who),
        Effect::SeparateIntoPiles {
            reveal_top,
            you_separate,
        } => Resolved::SeparateIntoPiles(number(reveal_top)?, *you_separate),
        Effect::Search {
            who,
            library,
            find,
            count,
            put,
            tapped,
            reveal,
            may,
        } => {
            if *count == 0 {
                return Err(src.error(
                    at,
                    "a search for no cards",
                    "give `count` the number of cards it searches for, or leave it out for one",
                ));
            }
            if *tapped && !matches!(put, SearchTo::Battlefield | SearchTo::BattlefieldAndHand) {
                return Err(src.error(
                    at,
                    "`tapped` on a search that doesn't put cards onto the battlefield",
                    "only cards put onto the battlefield enter tapped: use `put = \"battlefield\"` (or `\"battlefield_and_hand\"`) or drop `tapped`",
                ));
            }
            let mut find = find.as_ref().map(|f| statics::filter(src, at, f)).transpose()?;
            if let Some(f) = &mut find {
                f.zone = Zone::Library;
            }
            if let Some(library) = library {
                names.check_players(at, *library, "searches the library of")?;
            }
            Resolved::Search(Box::new(Searching {
                who: *who,
                library: *library,
                find,
                count: *count,
                put: *put,
                tapped: *tapped,
                reveal: *reveal,
                may: *may,
            }))
        }
        Effect::CreateTokenCopy { of } => {
            names.check(at, *of)?;
            Resolved::CreateTokenCopy(*of)
        }
        Effect::ChoosePermanent { which } => Resolved::ChoosePermanent(Box::new(statics::filter(src, at, which)?)),
        Effect::ChooseFromHand { who, which, theirs } => {
            names.check_players(at, *who, "reveals the hand of")?;
            let which = which.as_ref().map(|f| statics::filter(src, at, f)).transpose()?;
            Resolved::ChooseFromHand(
                *who,
                which.map(|mut f| {
                    f.zone = Zone::Hand;
                    Box::new(f)
                }),
                *theirs,
            )
        }
        Effect::ExileCardsNamed { whose, name_of } => {
            names.check_players(at, *whose, "searches the zones of")?;
            match name_of {
                NameOf::Chosen if !names.context.chosen_card => {
                    return Err(src.error(
                        at,
                        "`name_of = \"chosen\"`, but no earlier instruction of its text chooses a card",
                        "put a choose_from_hand instruction before it",
                    ))
                }
                NameOf::Target if !names.first_target_may_be_object() => return Err(src.error(
                    at,
                    "`name_of = \"target\"`, but its first target is not an object",
                    "give it a first target that is a permanent (target = \"permanent\"), or use name_of = \"chosen\"",
                )),
                _ => Resolved::ExileCardsNamed(*whose, *name_of),
            }
        }
        Effect::GainLife { amount, who } => Resolved::GainLife(number(amount)?, *who),
        Effect::LoseLife { amount, who } => Resolved::LoseLife(number(amount)?, *who),
        Effect::Pump { power, toughness, what } => Resolved::Pump(
            names.number(at, power, true)?,
            names.number(at, toughness, true)?,
            *what,
        ),
        Effect::CreateToken { token, count, who } => {
            names.check_players(at, *who, "has create tokens")?;
            let Some(idx) = pool.find_where(token, true) else {
                return Err(src.error(
                    at,
                    format!("no [[token]] named `{token}` before this card"),
                    "define the token in a [[token]] table of this file (or an earlier one)",
                ));
            };
            Resolved::CreateToken(idx, number(count)?, *who)
        }
        Effect::CreateTokenAttached { token, to } => {
            let aura = pool
                .find_where(token, true)
                .filter(|&idx| pool.get(idx).printed.subtypes.contains(crate::generated::subtypes::AURA));
            let Some(idx) = aura else {
                return Err(src.error(
                    at,
                    format!("no Aura [[token]] named `{token}` before this card"),
                    "define the token, an Aura with enchant, in a [[token]] table of this file (or an earlier one)",
                ));
            };
            Resolved::CreateTokenAttached(idx, *to)
        }
        Effect::Counter { what } => Resolved::Counter(*what),
        Effect::AddManaOfAnyColor { amount } => Resolved::AddManaOfAnyColor(*amount),
        Effect::AddManaOfCommanderColor => Resolved::AddManaOfCommanderColor,
        Effect::AddManaOfChosenColor => Resolved::AddManaOfChosenColor,
        Effect::AddManaThatLandProduced if !names.context.land_tapped => {
            return Err(src.error(
                at,
                "`add_mana_that_land_produced` outside a taps_land_for_mana trigger, which has no land",
                "use it in a trigger with when = \"taps_land_for_mana\"",
            ))
        }
        Effect::AddManaThatLandProduced => Resolved::AddManaThatLandProduced,
        Effect::May { then } => Resolved::May(branch(names, e, then, targets, division, pool, false)?),
        Effect::AddMana {
            mana,
            times,
            not_for_generic,
        } => {
            let added = ManaCost::parse(mana).map_err(|m| src.error(at, m, "write mana like \"{G}\""))?;
            if added.split[0].is_some() || added.x > 0 {
                return Err(src.error(
                    at,
                    format!("`{mana}` is not mana an effect adds: it has X or a hybrid or Phyrexian symbol"),
                    "write mana like \"{G}\" or \"{2}{R}\"",
                ));
            }
            match (*not_for_generic, times) {
                (true, None) => Resolved::AddManaNotForGeneric(added),
                (true, Some(_)) => {
                    return Err(src.error(
                        at,
                        "mana that can't pay generic costs, added more than once",
                        "write the mana once, without `times`: { effect = \"add_mana\", mana = \"{W}{U}{B}{R}{G}\", not_for_generic = true }",
                    ))
                }
                (false, _) => Resolved::AddMana(added, times.as_ref().map_or(Ok(Number::Fixed(1)), number)?),
            }
        }
        Effect::Tap { what } => Resolved::Tap(*what),
        Effect::PhaseOut { what } => Resolved::PhaseOut(*what),
        Effect::Fight { what, with } => {
            names.check(at, *with)?;
            Resolved::Fight(*what, *with)
        }
        Effect::DiscardHand { who } => Resolved::DiscardHand(*who),
        Effect::ShuffleIntoLibrary { zones, who } => Resolved::ShuffleIntoLibrary(zones.clone(), *who),
        Effect::SetLife { amount, who } => Resolved::SetLife(number(amount)?, *who),
        Effect::DoubleLife { who } => Resolved::DoubleLife(*who),
        Effect::DoublePower { what, and_toughness } => Resolved::DoublePower(affected(src, at, what)?, *and_toughness),
        Effect::TriplePower { what, and_toughness } => Resolved::TriplePower(affected(src, at, what)?, *and_toughness),
        Effect::LoseAllPoisonCounters {
            who,
            deals_that_much_damage,
        } => Resolved::LoseAllPoisonCounters(*who, *deals_that_much_damage),
        Effect::Goad { what } => Resolved::Goad(affected(src, at, what)?),
        Effect::Amass { subtype, count } => {
            let (subtype, token) = super::keyword_tokens::amass(src, at, subtype.as_deref(), pool)?;
            Resolved::Amass(subtype, number(count)?, token)
        }
        Effect::Adapt { count } => Resolved::Adapt(number(count)?),
        Effect::Bolster { count } => Resolved::Bolster(number(count)?),
        Effect::Investigate => Resolved::Investigate(super::keyword_tokens::clue(src, at, pool)?),
        Effect::Proliferate => Resolved::Proliferate,
        Effect::Clash { if_you_win } => Resolved::Clash(branch(names, e, if_you_win, targets, division, pool, false)?),
        Effect::Roll { die, results } => {
            super::branches::die_roll(names, e, *die, results, targets, division, pool)?
        }
        Effect::Populate => Resolved::Populate,
        Effect::Monstrosity { count } => Resolved::Monstrosity(number(count)?),
        Effect::DoubleCounters { counter, what } => Resolved::DoubleCounters(*counter, affected(src, at, what)?),
        Effect::DoubleMana { who } => Resolved::DoubleMana(*who),
        Effect::LoseGame { who } => Resolved::LoseGame(*who),
        Effect::Untap { what } => Resolved::Untap(*what),
        Effect::Attach { to } => Resolved::Attach(*to),
        Effect::PutCounters {
            counter,
            count,
            what,
            divided,
        } => Resolved::PutCounters(
            *counter,
            names.divided(at, number(count)?, divided.then_some(*what), division)?,
            *what,
        ),
        Effect::ReturnToBattlefield { tapped } => Resolved::ReturnToBattlefield(*tapped),
        Effect::Exile { linked: true, .. }
        | Effect::PutExiledWithThis { .. }
        | Effect::ChooseExiledWithThis
        | Effect::ReturnOthersExiledWithThis
            if !names.context.on_permanent =>
        {
            return Err(src.error(
                at,
                "an instruction linked to another ability (\"exiled with this\") in a spell's text",
                "linked abilities are a permanent's (607.2a): put both in its [[card.abilities]] or [[card.triggers]]",
            ))
        }
        Effect::Exile { what, linked } => Resolved::Exile(*what, *linked),
        Effect::PutExiledWithThis { which } => Resolved::PutExiledWithThis(
            which
                .as_ref()
                .map(|w| statics::filter(src, at, w))
                .transpose()?
                .map(|f| crate::continuous::Filter { zone: Zone::Exile, ..f }),
        ),
        Effect::ChooseExiledWithThis => Resolved::ChooseExiledWithThis,
        Effect::ReturnOthersExiledWithThis if !names.context.exiled => {
            return Err(src.error(
                at,
                "`return_others_exiled_with_this` returns the cards exiled before the one its text just exiled, but no instruction before it exiles",
                "put a linked exile instruction before it: { effect = \"exile\", what = \"that\", linked = true }",
            ))
        }
        Effect::ReturnOthersExiledWithThis => Resolved::ReturnOthersExiledWithThis,
        Effect::ShareKeywords { what, keywords, until } => {
            Resolved::ShareKeywords(affected(src, at, what)?, shared_keywords(src, at, keywords)?, duration(*until))
        }
        Effect::GainActivatedAbilities { what, of, until } => {
            names.check(at, *of)?;
            Resolved::GainActivatedAbilities(*what, *of, duration(*until))
        }
        Effect::CopySpell {
            what,
            except,
            new_targets,
            target,
        } => {
            names.check(at, *what)?;
            let targets = match (*new_targets, *target) {
                (false, None) => SpellCopyTargets::Same,
                (true, None) => SpellCopyTargets::MayChooseNew,
                (false, Some(to)) => {
                    names.check(at, to)?;
                    SpellCopyTargets::To(to)
                }
                (true, Some(_)) => {
                    return Err(src.error(
                        at,
                        "a copy of a spell with both `new_targets` and `target`",
                        "keep `target` (\"the copy targets that token\", 707.10e) or `new_targets` (\"you may choose new targets\", 707.10c)",
                    ))
                }
            };
            Resolved::CopySpell(*what, super::copies::exceptions(src, at, Some(except), false)?, targets)
        }
        Effect::BecomeCopy {
            what,
            of,
            except,
            until,
        } => {
            names.check(at, *of)?;
            Resolved::BecomeCopy(
                *what,
                *of,
                super::copies::exceptions(src, at, Some(except), false)?,
                duration(*until),
            )
        }
        Effect::ChooseNewTargets { what } => Resolved::ChooseNewTargets(*what),
        Effect::ShuffleIntoOwnersLibrary { what, into_library_of } => {
            if let Some(player) = into_library_of {
                names.check_players(at, *player, "shuffles the library of")?;
            }
            Resolved::ShuffleIntoOwnersLibrary(*what, *into_library_of)
        }
        Effect::Sacrifice { what } => Resolved::Sacrifice(*what),
        Effect::Sacrifices { who, count, what } => {
            names.check_players(at, *who, "sacrifices")?;
            let what = match what {
                Some(f) => statics::filter(src, at, f)?,
                None => crate::continuous::Filter::default(),
            };
            if what.zone != Zone::Battlefield || what.whose != Whose::Anyone {
                return Err(src.error(
                    at,
                    "`sacrifices` describes permanents of another zone or player: each player sacrifices permanents they control",
                    "leave `zone` and `controller` out of `what`",
                ));
            }
            Resolved::Sacrifices(*who, number(count)?, Box::new(what))
        }
        Effect::ExchangeControl { what } => exchange_control(names, at, *what, targets)?,
        Effect::ExchangeLifeTotals { who } => exchange_life_totals(names, at, *who, targets)?,
        Effect::WinGame { who } => Resolved::WinGame(*who),
        Effect::GameIsADraw => Resolved::GameIsADraw,
        Effect::RedistributeLifeTotals => Resolved::RedistributeLifeTotals,
        Effect::ControlNextTurn { who } => Resolved::ControlNextTurn(*who),
        Effect::ExtraTurn { who } => Resolved::ExtraTurn(*who),
        Effect::PlayAdditionalLand { who } => Resolved::PlayAdditionalLand(*who),
        Effect::Delayed {
            at: when,
            that,
            effects,
        } => delayed(names, e, *when, *that, effects, targets, pool)?,
        Effect::If {
            condition: condition_spec,
            then,
            otherwise,
        } => Resolved::If(Box::new(Conditional {
            condition: condition(src, &Spanned::new(e.span(), condition_spec.clone()))?,
            then: branch(names, e, then, targets, division, pool, false)?,
            otherwise: branch(names, e, otherwise, targets, division, pool, true)?,
        })),
        Effect::Pay {
            cost,
            may,
            then,
            otherwise,
            when_you_do,
        } => {
            let cost = super::costs::not_spell_only(src, at, cost)?;
            if let crate::cards::cost::CostAction::Loyalty(_) = cost {
                return Err(super::costs::loyalty_outside_ability(src, at, &cost.to_string()));
            }
            // Its `that` is the object paid with.
            let paid_with = cost.is_a_choice().then_some(Recipient::That);
            Resolved::Pay(Box::new(Paying {
                cost,
                may: *may,
                then: branch(names, e, then, targets, division, pool, false)?,
                otherwise: branch(names, e, otherwise, targets, division, pool, false)?,
                when_you_do: when_you_do
                    .as_ref()
                    .map(|w| reflexive(names, e, w, paid_with, pool))
                    .transpose()?,
            }))
        }
        Effect::Continuous { what, modify, until } => {
            continuous(src, at, what, modify, *until, names.context.x_announced)?
        }
    })
}

/// "Exchange control of two target [permanents]" (701.12): `what` must be one instance of
/// the word "target" with exactly two permanents.
fn exchange_control(names: &Names<'_>, at: usize, what: Recipient, targets: &[TargetSlot]) -> Result<Resolved, Error> {
    let two_permanents = match what {
        Recipient::Target(slot) => targets.get(usize::from(slot)).is_some_and(|t| {
            t.min == 2
                && t.max == 2
                && matches!(t.kind, TargetKind::Creature | TargetKind::Permanent | TargetKind::Land)
        }),
        _ => false,
    };
    if !two_permanents {
        return Err(names.src.error(
            at,
            format!(
                "`{}` exchanges control of `what`, which is not two target permanents",
                names.name
            ),
            "write targets = [{ kind = \"creature\", count = 2 }] and what = \"target\" (\"two target creatures\")",
        ));
    }
    Ok(Resolved::ExchangeControl(what))
}

/// "Two target players exchange life totals" (701.12c): `who` must be one instance of the
/// word "target" with exactly two players.
fn exchange_life_totals(
    names: &Names<'_>,
    at: usize,
    who: Recipient,
    targets: &[TargetSlot],
) -> Result<Resolved, Error> {
    let two_players = match who {
        Recipient::Target(slot) => targets
            .get(usize::from(slot))
            .is_some_and(|t| t.min == 2 && t.max == 2 && t.kind == TargetKind::Player),
        _ => false,
    };
    if !two_players {
        return Err(names.src.error(
            at,
            format!(
                "`{}` exchanges the life totals of `who`, which is not two target players",
                names.name
            ),
            "write targets = [{ kind = \"player\", count = 2 }] and who = \"target\" (\"two target players\")",
        ));
    }
    Ok(Resolved::ExchangeLifeTotals(who))
}

/// A spell's own "deals N damage instead if you control M or more …" (614.15): what it
/// counts is what its controller controls.
fn damage_instead(src: &Source<'_>, at: usize, spec: &DamageInsteadSpec) -> Result<DamageInstead, Error> {
    if spec.of.controller.is_some() {
        return Err(src.error(
            at,
            "`instead.of` names a controller, but it counts what you control",
            "remove `controller` from `of`",
        ));
    }
    let mut of = statics::filter(src, at, &spec.of)?;
    of.whose = Whose::You;
    Ok(DamageInstead {
        amount: spec.amount,
        count: spec.if_you_control,
        of,
    })
}

/// The keywords of a "the same is true for" list (702.1c): landwalk and protection by
/// themselves (the variants come from the objects that have them), the others as
/// `add_keywords` names them.
fn shared_keywords(src: &Source<'_>, at: usize, names: &[String]) -> Result<KeywordSet, Error> {
    let mut set = KeywordSet::default();
    for name in names {
        match crate::keywords::sharing::with_variants()
            .iter()
            .find(|k| k.name().eq_ignore_ascii_case(name))
        {
            Some(kw) => set.insert(kw),
            None => set = set.with(statics::keywords(src, at, std::slice::from_ref(name))?),
        }
    }
    if set.is_empty() {
        return Err(src.error(
            at,
            "`share_keywords` names no keyword",
            "write keywords = [\"Flying\", …]",
        ));
    }
    Ok(set)
}

/// What an effect acts on: a recipient, or every object a filter matches as it resolves
/// (611.2c).
fn affected(src: &Source<'_>, at: usize, what: &What) -> Result<Affected, Error> {
    Ok(match what {
        What::Named(r) => Affected::Recipient(*r),
        What::Each(f) => Affected::Each(statics::filter(src, at, f)?),
    })
}

/// A continuous effect: what it affects (a recipient, or a filter evaluated on resolution,
/// 611.2c), its parts (with X where `x_announced`), and how long it lasts (611.2a).
fn continuous(
    src: &Source<'_>,
    at: usize,
    what: &What,
    modify: &[ModifySpec],
    until: Until,
    x_announced: bool,
) -> Result<Resolved, Error> {
    let affected = affected(src, at, what)?;
    if modify.is_empty() {
        return Err(src.error(at, "a continuous effect that modifies nothing", "add `modify = [...]`"));
    }
    let modifications = modify
        .iter()
        .map(|m| statics::modification(src, at, m, x_announced))
        .collect::<Result<Vec<_>, _>>()?;
    if modifications.iter().any(|m| m.reads_exiled_with()) {
        return Err(src.error(
            at,
            "a resolved effect that reads the cards exiled with its source",
            "\"the last creature card exiled with [this]\" is a static ability's (Duplicant): put it in [[card.statics]]",
        ));
    }
    Ok(Resolved::Continuous(affected, modifications, duration(until)))
}

/// How long an effect lasts, as a card file says it.
fn duration(until: Until) -> Duration {
    match until {
        Until::EndOfTurn => Duration::EndOfTurn,
        Until::YourNextTurn => Duration::UntilYourNextTurn,
        Until::YouControlThis => Duration::WhileYouControlSource,
        Until::Forever => Duration::Indefinite,
        Until::ACreatureSpellIsCast => Duration::UntilCreatureSpellCast,
    }
}
