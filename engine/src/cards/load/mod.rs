//! Reading card files: TOML into raw tables (`raw.rs`), then checked and resolved into
//! [`CardDef`]s. `effects.rs` reads what spells and abilities do (`names.rs` checks what they name,
//! `delayed.rs` the delayed abilities they create), `abilities.rs` activated abilities,
//! `modes.rs` modal texts, `statics.rs` static abilities and the parts of continuous effects,
//! `asks.rs` whether a card can ask a question in the middle of an action, `attachments.rs`
//! the enchant, equip and aura swap abilities of Auras and Equipment.

mod abilities;
mod asks;
mod attachments;
mod bestow;
mod branches;
mod choices;
mod conditions;
mod copies;
mod costs;
mod delayed;
mod effects;
mod enters_with;
mod escape;
mod face_down;
mod faces;
mod keyword_delays;
mod keyword_keys;
mod keyword_tokens;
mod keywords;
mod linked;
mod meld;
mod modes;
mod names;
mod partners;
mod printed;
mod quoted;
mod raw;
mod replacements;
mod split;
mod statics;
mod triggers;

use toml::Spanned;

use super::cost::CostAction;
use super::mana::ManaCost;
use super::{AbilityText, CardDef, CardPool, CardTypes, KeywordSet};
use crate::characteristics::{Abilities, Characteristics, ColorSet};
use crate::continuous::Modification;
use crate::generated::keyword_abilities::KeywordAbility;
use crate::Error;
use effects::{text, Context, RawText};
use raw::{RawCard, RawFile};

/// Turns byte offsets into the file, line and column of an [`Error::CardData`].
struct Source<'a> {
    file: &'a str,
    text: &'a str,
    /// The delayed triggered abilities of the card being read, as its texts create them.
    delayed: std::cell::RefCell<Vec<super::DelayedAbility>>,
    /// The kicker costs of the card being read, which its conditions may name (702.33f).
    kicker: std::cell::RefCell<Vec<ManaCost>>,
    /// Whether the card being read has gift, which its conditions may ask about (702.174k).
    has_gift: std::cell::Cell<bool>,
    /// The card being read, as a copy effect's exceptions may refer to it (707.9).
    this: std::cell::Cell<This>,
    /// Whether an effect of the card being read acts on "the active player", whom in a game
    /// of shared team turns its controller chooses, a question asked as it resolves (805.9).
    names_active_player: std::cell::Cell<bool>,
}

/// What a copy effect's exceptions may refer to of the card being read: the card, how many
/// triggered abilities it has ("it has this ability", 707.9a), and whether its mana cost has
/// an {X} ("X additional +1/+1 counters", 107.3m); and whether it is a meld card.
#[derive(Clone, Copy)]
struct This {
    card: super::CardIdx,
    triggers: usize,
    x: bool,
    /// It names the other card of a meld pair, so that its abilities may meld (712.4a).
    meld: bool,
    /// How many abilities in quotation marks its statics may give (`[[card.quoted]]`).
    quoted: usize,
}

impl<'a> Source<'a> {
    /// The source of `file`, whose text is `text`, before any card of it is read.
    fn new(file: &'a str, text: &'a str) -> Source<'a> {
        Source {
            file,
            text,
            delayed: Default::default(),
            kicker: Default::default(),
            has_gift: Default::default(),
            this: std::cell::Cell::new(This {
                card: super::CardIdx(0),
                triggers: 0,
                x: false,
                meld: false,
                quoted: 0,
            }),
            names_active_player: std::cell::Cell::new(false),
        }
    }
}

impl Source<'_> {
    fn error(&self, offset: usize, message: impl Into<String>, help: impl Into<String>) -> Error {
        let before = &self.text[..offset.min(self.text.len())];
        let line = before.matches('\n').count() + 1;
        let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        Error::CardData {
            file: self.file.to_owned(),
            line,
            column,
            message: message.into(),
            help: help.into(),
        }
    }
}

/// Adds the definitions of a card file to `pool`. Tokens are read first, in order, so that
/// cards (and later tokens) can create them; names must be new to the pool. On error the
/// pool is unchanged.
pub(super) fn extend(pool: &mut CardPool, file: &str, text: &str) -> Result<(), Error> {
    let src = Source::new(file, text);
    let raw: RawFile = toml::from_str(text).map_err(|e| {
        let offset = e.span().map_or(0, |s| s.start);
        src.error(
            offset,
            e.message().to_owned(),
            "card files hold [[card]] and [[token]] tables; see engine/cards/README.md for every key",
        )
    })?;
    let mut grown = pool.clone();
    let mut pairs = Vec::new();
    let mut partners = Vec::new();
    let tokens = raw.token.iter().map(|t| (t, true));
    for (raw, is_token) in tokens.chain(raw.card.iter().map(|c| (c, false))) {
        let idx = super::CardIdx(grown.cards.len().min(usize::from(u16::MAX)) as u16);
        let read =
            |src: &Source<'_>, raw: &Spanned<RawCard>, idx, pool: &CardPool| self::card(src, raw, is_token, idx, pool);
        let mut quoted_def = None;
        let cards = if raw.get_ref().halves.is_empty() {
            let mut card = card(&src, raw, is_token, idx, &grown)?;
            let r = raw.get_ref();
            if usize::from(r.back.is_some()) + usize::from(r.flipped.is_some()) + usize::from(r.melded.is_some()) > 1 {
                return Err(src.error(
                    raw.span().start,
                    format!("`{}` has more than one other face", card.name),
                    "a card is double-faced (`[card.back]`, 712), a flip card (`[card.flipped]`, 710) or a meld card holding its pair's melded permanent (`[card.melded]`, 712.4), one of them",
                ));
            }
            meld::note_pair(&src, raw, idx, is_token, &mut pairs)?;
            card.partner = partners::read(&src, raw, idx, &mut partners)?;
            let back = match (&r.back, &r.flipped, &r.melded) {
                (Some(back), _, _) => Some(faces::back_face(&src, &mut card, back, idx, &grown, read)?),
                (_, Some(flipped), _) => Some(faces::flipped_half(&src, &mut card, flipped, idx, &grown, read)?),
                (_, _, Some(melded)) => Some(faces::melded_face(&src, &card, melded, idx, &grown, read)?),
                (None, None, None) if card.printed.subtypes.contains(crate::generated::subtypes::SIEGE) => return Err(src
                    .error(
                    raw.span().start,
                    format!("the Siege `{}` has no back face", card.name),
                    "a Siege is cast transformed when it is defeated (310.11b): give it its back face as `[card.back]`",
                )),
                (None, None, None) => None,
            };
            let quoted = quoted::definition(&src, raw, &mut card, back.is_some(), idx, &grown)?;
            if card.bestow.is_some() {
                if back.is_some() {
                    return Err(src.error(
                        raw.span().start,
                        format!("`{}` has bestow and another face", card.name),
                        "bestow casts a creature card as an Aura (702.103b): give it to a card with one face",
                    ));
                }
                // Its bestowed definition comes right after it.
                card.bestowed = Some(super::CardIdx(idx.0.saturating_add(1)));
            }
            quoted_def = quoted;
            std::iter::once(card).chain(back).collect()
        } else {
            split::split_card(&src, raw, idx, &grown, read)?
        };
        for card in cards {
            let called = card.key.as_deref().unwrap_or(&card.name);
            if grown.find_where(called, is_token).is_some() || grown.other_face(called).is_some() {
                return Err(src.error(
                    raw.span().start,
                    format!("`{called}` is defined twice"),
                    "give each card, each face and each token one definition",
                ));
            }
            check_room(&src, raw.span().start, &grown)?;
            grown.cards.push(summarized(card));
        }
        if let Some(bestowed) = grown.cards.get(usize::from(idx.0)).and_then(|c| c.bestowed) {
            let def = bestow::bestowed(grown.get(idx), idx);
            debug_assert_eq!(usize::from(bestowed.0), grown.cards.len());
            check_room(&src, raw.span().start, &grown)?;
            grown.cards.push(summarized(def));
        }
        if let Some(def) = quoted_def {
            check_room(&src, raw.span().start, &grown)?;
            grown.cards.push(summarized(def));
        }
    }
    meld::link_pairs(&src, &mut grown, &pairs)?;
    partners::link(&src, &mut grown, &partners)?;
    if grown.face_down.is_none() {
        grown.face_down = Some(face_down::add(&mut grown)?);
    }
    *pool = grown;
    Ok(())
}

/// Checks that `pool` has room for one more definition: a [`CardIdx`](super::CardIdx) holds
/// 65535 at most.
fn check_room(src: &Source<'_>, at: usize, pool: &CardPool) -> Result<(), Error> {
    if pool.cards.len() >= usize::from(u16::MAX) {
        return Err(src.error(at, "more than 65535 definitions in one pool", "split the pool"));
    }
    Ok(())
}

fn card(
    src: &Source<'_>,
    raw: &Spanned<RawCard>,
    is_token: bool,
    idx: super::CardIdx,
    pool: &CardPool,
) -> Result<CardDef, Error> {
    let at = raw.span().start;
    let c = raw.get_ref();
    src.this.set(This {
        card: idx,
        triggers: c.triggers.len(),
        x: c.cost.as_ref().is_some_and(|cost| cost.get_ref().contains("{X}")),
        meld: c.meld_with.is_some(),
        quoted: c.quoted.len(),
    });
    src.names_active_player.set(false);
    let name = &printed::definition_name(src, at, c, is_token)?;
    let mut types = CardTypes::NONE;
    for t in &c.types {
        types = types.with(statics::card_types(
            src,
            t.span().start,
            std::slice::from_ref(t.get_ref()),
        )?);
    }
    if types.is_empty() {
        return Err(src.error(
            at,
            format!("`{name}` has no card type"),
            "add types = [\"creature\"] or similar",
        ));
    }
    let supertypes = {
        let names: Vec<String> = c.supertypes.iter().map(|s| s.get_ref().clone()).collect();
        let first = c.supertypes.first().map_or(at, |s| s.span().start);
        statics::supertypes(src, first, &names)?
    };
    let subtypes = printed::printed_subtypes(src, at, name, &c.subtypes, types)?;
    let cost = c
        .cost
        .as_ref()
        .map(|cost| {
            ManaCost::parse(cost.get_ref()).map_err(|m| src.error(cost.span().start, m, "write costs like \"{1}{G}\""))
        })
        .transpose()?;
    let is_creature = types.contains(CardTypes::CREATURE);
    let mut statics = Vec::new();
    for s in &c.statics {
        statics.push(statics::static_ability(src, s)?);
    }
    if let Some(defined) = &c.power_toughness {
        statics.push(printed::defined_pt(
            src,
            defined,
            is_creature && c.power.is_none() && c.toughness.is_none(),
        )?);
    }
    let defines_pt = statics
        .iter()
        .any(|s| s.cda && s.modifications.iter().any(|m| matches!(m, Modification::SetPt(..))));
    // A Vehicle has printed power and toughness, which it has only while a creature (301.7a).
    let has_printed_pt = is_creature || subtypes.contains(crate::generated::subtypes::VEHICLE);
    let (power, toughness) =
        match (c.power, c.toughness, has_printed_pt) {
            (Some(p), Some(t), true) => (Some(p), Some(t)),
            // A characteristic-defining ability defines them (604.3); until it applies, 0.
            (None, None, true) if defines_pt => (Some(0), Some(0)),
            (None, None, false) => (None, None),
            (_, _, true) if !is_creature => {
                return Err(src.error(
                    at,
                    format!("Vehicle `{name}` needs its printed power and toughness (301.7a)"),
                    "add power = N and toughness = N",
                ))
            }
            (_, _, true) => {
                return Err(src.error(
                    at,
                    format!("creature `{name}` needs power and toughness"),
                    "add power = N and toughness = N",
                ))
            }
            (_, _, false) => return Err(src.error(
                at,
                format!("`{name}` is not a creature but has power or toughness"),
                "remove them or add the creature type (only a Vehicle has them printed while not a creature, 301.7a)",
            )),
        };
    let flashback = costs::instant_or_sorcery_cost(src, c.flashback.as_ref(), types, "flashback", "702.34a")?;
    let buyback = costs::instant_or_sorcery_cost(src, c.buyback.as_ref(), types, "buyback", "702.27a")?;
    let (kicker, multikicker) =
        costs::multikicker(src, at, &c.kicker, c.multikicker.as_ref(), types, &[cost, flashback])?;
    src.kicker.replace(kicker.clone());
    let gift = keyword_tokens::gift(src, c.gift.as_ref(), types, pool)?;
    src.has_gift.set(gift.is_some());
    let keywords::Printed {
        set: keywords,
        protection: protection_from,
        hexproof_from,
        landwalk,
        tramples_over_planeswalkers,
        bound,
    } = keywords::keywords(src, &c.keywords)?;
    let keywords = keywords.with(keyword_keys::written_as_keys(c));
    let affinity = costs::affinity(src, c.affinity_for.as_ref(), types)?;
    let evoke = costs::permanent_alternative(src, "evoke", c.evoke.as_ref(), types)?;
    let surge = costs::cast_alternative(src, ("surge", "702.117a"), c.surge.as_ref(), types)?;
    let spectacle = costs::cast_alternative(src, ("spectacle", "702.137a"), c.spectacle.as_ref(), types)?;
    let dash = keyword_delays::dash(src, c.dash.as_ref(), types)?;
    if dash.is_some() {
        statics.push(crate::handlers::keyword_abilities::dash::haste());
    }
    let rebound = keyword_delays::rebound(src, at, &keywords, types)?;
    let decayed = keyword_delays::decayed(src, at, &keywords, types)?;
    keywords::jump_start(src, at, &keywords, types)?;
    let bestow = costs::bestow(src, c.bestow.as_ref(), types)?;
    let fading = keywords::permanent_n(src, "fading", c.fading.as_ref(), types)?;
    let vanishing = keywords::permanent_n(src, "vanishing", c.vanishing.as_ref(), types)?;
    let graft = keywords::permanent_n(src, "graft", c.graft.as_ref(), types)?;
    let devour = keywords::permanent_n(src, "devour", c.devour.as_ref(), types)?;
    let amplify = keywords::permanent_n(src, "amplify", c.amplify.as_ref(), types)?;
    let enters_with_counters = enters_with::counters(src, c.enters_with_counters.as_ref(), types)?;
    let bloodthirst = keywords::permanent_n(src, "bloodthirst", c.bloodthirst.as_ref(), types)?;
    let modular = keywords::modular(src, c.modular.as_ref(), types)?;
    let numbered_triggers = keywords::NumberedTriggers {
        bushido: keywords::creature_n(src, "bushido", c.bushido.as_ref(), types)?,
        afflict: keywords::creature_n(src, "afflict", c.afflict.as_ref(), types)?,
        rampage: keywords::creature_n(src, "rampage", c.rampage.as_ref(), types)?,
        annihilator: keywords::creature_n(src, "annihilator", c.annihilator.as_ref(), types)?,
        support: keywords::creature_n(src, "support", c.support.as_ref(), types)?,
        poisonous: keywords::creature_n(src, "poisonous", c.poisonous.as_ref(), types)?,
        renown: keywords::creature_n(src, "renown", c.renown.as_ref(), types)?,
        soulshift: keywords::creature_n(src, "soulshift", c.soulshift.as_ref(), types)?,
    };
    let afterlife = keyword_tokens::afterlife(src, c.afterlife.as_ref(), types, pool)?;
    let backup = keywords::backup(src, c.backup.as_ref(), types, &keywords)?;
    let equipment_tokens = keyword_tokens::equipment_token_triggers(src, at, &keywords, &subtypes, pool)?;
    let fabricate = keyword_tokens::fabricate(src, c.fabricate.as_ref(), types, pool)?;
    let toxic = keywords::toxic(src, c.toxic.as_ref(), types)?;
    let morph = c
        .morph
        .as_ref()
        .map(|raw| costs::face_down_cost(src, raw, "morph"))
        .transpose()?;
    let disguise = c
        .disguise
        .as_ref()
        .map(|raw| costs::face_down_cost(src, raw, "disguise"))
        .transpose()?;
    let ward = c.ward.as_ref().map(|w| costs::ward(src, w, types)).transpose()?;
    let cumulative_upkeep = c
        .cumulative_upkeep
        .iter()
        .map(|raw| costs::cumulative_upkeep(src, raw, types))
        .collect::<Result<Vec<_>, _>>()?;
    let echo = c
        .echo
        .as_ref()
        .map(|raw| costs::echo(src, raw, c.echo_x.as_ref(), types))
        .transpose()?;
    if keywords.contains(KeywordAbility::Changeling) {
        // Changeling is a characteristic-defining ability: "this object is every creature
        // type" (702.73a).
        statics.push(crate::handlers::keyword_abilities::changeling::ability());
    }
    if keywords.contains(KeywordAbility::Devoid) {
        // Devoid is a characteristic-defining ability: "this object is colorless" (702.114a).
        statics.push(crate::handlers::keyword_abilities::devoid::ability());
    }
    let is_spell_card = types.intersects(CardTypes::INSTANT.with(CardTypes::SORCERY));
    let enchant_target = attachments::enchant(src, at, name, c.enchant.as_ref(), &subtypes)?;
    let raw_text = RawText {
        one: c.target,
        each: if enchant_target.is_empty() {
            &c.targets
        } else {
            &enchant_target
        },
        effects: &c.effects,
        choose: c.choose.as_ref(),
        modes: &c.modes,
    };
    if !is_spell_card && (c.target.is_some() || !c.targets.is_empty() || !c.effects.is_empty() || !c.modes.is_empty()) {
        return Err(src.error(
            at,
            format!("`{name}` is a permanent, but has spell effects"),
            "a permanent's effects go in [[card.abilities]]; `target`, `targets`, `effects` and `modes` are for instants and sorceries",
        ));
    }
    let additional = costs::additional(src, c.additional_cost.as_ref(), types)?;
    let context = Context {
        on_permanent: false,
        // X is announced for an {X} in its mana cost or an X in an additional cost (107.3a).
        x_announced: cost.is_some_and(|c| c.x > 0) || additional.iter().any(CostAction::has_x),
        paid_with: additional
            .iter()
            .any(|a| matches!(a, CostAction::Sacrifice { .. } | CostAction::Discard { .. })),
        ..Context::ABILITY
    };
    if keywords.contains(KeywordAbility::Ascend) && types.intersects(CardTypes::INSTANT.with(CardTypes::SORCERY)) {
        return Err(src.error(
            at,
            format!("`{name}` is an instant or sorcery with ascend, a spell ability (702.131a) not built yet"),
            "only a permanent's ascend (702.131b) is read: leave the card out",
        ));
    }
    let spell = keyword_tokens::with_gift(src, at, text(src, name, at, &raw_text, context, pool)?, gift)?;
    let abilities = abilities::activated(src, name, c, types, &subtypes, &keywords, pool)?;
    let mut triggers = Vec::new();
    let mut triggers_for_each_player = Vec::new();
    for t in &c.triggers {
        let trigger = triggers::trigger(src, name, t, pool)?;
        if triggers::for_each_player(&trigger, t.get_ref()) {
            triggers_for_each_player.push(triggers.len());
        }
        if trigger.when == crate::cards::TriggerEvent::RevealsThisWay && !c.reveals_first_draw {
            return Err(src.error(
                t.span().start,
                "\"whenever you reveal a card this way\", but the card has no static ability that reveals cards",
                "add reveals_first_draw = true (\"reveal the first card you draw each turn\"), the ability it is linked to (607.2h)",
            ));
        }
        if trigger.when == crate::cards::TriggerEvent::Exploits && !keywords.contains(KeywordAbility::Exploit) {
            return Err(src.error(
                t.span().start,
                "\"when this creature exploits a creature\", but the card has no exploit ability",
                "add \"Exploit\" to its keywords: only its exploit ability's sacrifice makes it exploit (702.110b)",
            ));
        }
        triggers.push(trigger);
    }
    triggers.extend(keywords::triggers(
        &keywords,
        ward,
        cumulative_upkeep,
        echo,
        numbered_triggers,
    ));
    triggers.extend(decayed.map(crate::handlers::keyword_abilities::decayed::ability));
    triggers.extend(afterlife);
    triggers.extend(backup);
    triggers.extend(equipment_tokens);
    triggers.extend(fabricate);
    if c.partner_with.is_some() {
        triggers.push(crate::handlers::keyword_abilities::partner::search_ability());
    }
    let reveals = triggers
        .iter()
        .any(|t| t.when == crate::cards::TriggerEvent::RevealsThisWay);
    if c.reveals_first_draw && !reveals {
        return Err(src.error(
            at,
            format!("`{name}` reveals the first card drawn each turn, but no ability of it triggers on the reveal"),
            "add the triggered ability written with it (603.11): [[card.triggers]] when = \"reveals_this_way\"",
        ));
    }
    linked::exiled_with_has_its_exile(src, name, at, abilities.iter().map(|a| &a.text), &triggers)?;
    let replacements = c
        .replacements
        .iter()
        .map(|r| replacements::replacement(src, name, r, pool))
        .collect::<Result<Vec<_>, _>>()?;
    choices::choices_are_made(src, c, &statics, &replacements, protection_from)?;
    let cants = c
        .cant
        .iter()
        .map(|r| replacements::cant(src, r))
        .collect::<Result<Vec<_>, _>>()?;
    let colors = match &cost {
        Some(cost) => cost.colors(),
        None => ColorSet::COLORLESS,
    }
    .with(printed::color_indicator(src, at, &c.color_indicator)?)
    .with(printed::token_colors(src, at, c, is_token)?);
    let splice = costs::splice(src, c.splice.as_ref(), types, &spell)?;
    let foretell = costs::cast_alternative(src, ("foretell", "702.143a"), c.foretell.as_ref(), types)?;
    let madness = costs::cast_alternative(src, ("madness", "702.35a"), c.madness.as_ref(), types)?;
    let miracle = costs::cast_alternative(src, ("miracle", "702.94a"), c.miracle.as_ref(), types)?;
    let dredge = keywords::dredge(src, c.dredge.as_ref())?;
    let escape = escape::escape(src, c, types)?;
    let printed = Characteristics {
        name: idx,
        mana_cost: cost,
        colors,
        types,
        supertypes,
        subtypes,
        abilities: Abilities {
            printed: Some(idx),
            keywords,
            gained: KeywordSet::default(),
            activated_gained: false,
            without_cda: crate::continuous::Reads::NONE,
            extra_trigger: None,
            toxic,
        },
        power,
        toughness,
        loyalty: types
            .contains(CardTypes::PLANESWALKER)
            .then_some(c.loyalty.unwrap_or(0)),
        defense: printed::defense(src, at, name, c.defense, types)?,
        front_mana_value: 0,
    };
    let tap_mana = abilities
        .iter()
        .find_map(|a| a.tap_mana())
        .or_else(|| crate::characteristics::intrinsic_mana(&subtypes).next());
    let graveyard_abilities = abilities.iter().any(|a| a.zone == crate::game::Zone::Graveyard);
    let hand_abilities = abilities.iter().any(|a| a.zone == crate::game::Zone::Hand);
    let command_abilities = abilities.iter().any(|a| a.zone == crate::game::Zone::Command);
    let delayed = src.delayed.take();
    let spell_costs = c
        .spell_costs
        .iter()
        .map(|r| costs::spell_cost(src, r))
        .collect::<Result<Vec<_>, _>>()?;
    // Convoke asks which creatures pay (702.51a), improvise which artifacts (702.126a),
    // delve which cards (702.66a).
    let cost_choices = additional.iter().any(CostAction::is_a_choice)
        || keywords.contains(KeywordAbility::Convoke)
        || keywords.contains(KeywordAbility::Improvise)
        || keywords.contains(KeywordAbility::Delve)
        || abilities
            .iter()
            .any(|a| a.cost.actions.iter().any(CostAction::is_a_choice));
    // Protection's prevention is a replacement effect too (702.16e), ordered with the
    // others that apply (616.1). A battle's controller chooses its protector as it enters,
    // among two or more opponents (310.8a); modular's trigger asks whether to move the
    // counters (702.43a).
    let may_ask = !replacements.is_empty()
        || types.contains(CardTypes::BATTLE)
        || modular.is_some()
        // Storm's copies may get new targets (702.40a); cascade asks whether to cast
        // (702.85a); riot and unleash whether to have the counter (702.136a, 702.98a);
        // rebound whether to cast the card again (702.88a).
        || keywords.contains(KeywordAbility::Storm)
        || keywords.contains(KeywordAbility::Cascade)
        || keywords.contains(KeywordAbility::Riot)
        || keywords.contains(KeywordAbility::Unleash)
        || keywords.contains(KeywordAbility::Rebound)
        // Devour asks which creatures to sacrifice, amplify which cards to reveal (702.82a,
        // 702.38a).
        || devour.is_some()
        || amplify.is_some()
        // Jump-start's and retrace's discards are choices (702.133a, 702.81a); dredge asks
        // whether to dredge (702.52a).
        || keywords.contains(KeywordAbility::JumpStart)
        || keywords.contains(KeywordAbility::Retrace)
        || dredge.is_some()
        // Madness asks whether to cast the discarded card (702.35a).
        || madness.is_some()
        // Escape's cost chooses the cards it exiles (702.138a); miracle asks whether to reveal
        // the card and whether to cast it (702.94a).
        || escape.is_some()
        || miracle.is_some()
        || !protection_from.is_empty()
        || c.opening_hand.is_some()
        || src.names_active_player.get()
        || std::iter::once(&spell)
            .chain(abilities.iter().map(|a| &a.text))
            .chain(triggers.iter().map(|t| &t.text))
            .chain(delayed.iter().map(|d| &d.text))
            .any(asks::text_asks);
    let activated = crate::characteristics::printed_activated(idx, &abilities, &subtypes);
    let key = match &c.key {
        Some(k) if !is_token => {
            return Err(src.error(
                k.span().start,
                "`key` on a card",
                "only a token, whose name other tokens may share, takes a `key`; a card's name is unique",
            ))
        }
        k => k.as_ref().map(|k| k.get_ref().clone()),
    };
    Ok(CardDef {
        key,
        activated,
        graveyard_abilities,
        hand_abilities,
        command_abilities,
        kicker,
        multikicker,
        buyback,
        gift,
        flashback,
        evoke,
        dash,
        surge,
        spectacle,
        rebound,
        bestow,
        bestowed: None,
        splice,
        foretell,
        madness,
        miracle,
        escape,
        dredge,
        bound,
        fading,
        vanishing,
        graft,
        devour,
        amplify,
        enters_with_counters,
        bloodthirst,
        modular,
        blocks_additional: statics::blocks_additional(src, c.blocks_additional.as_ref(), types)?,
        combat_rules: statics::combat_rules(src, &c.combat, types)?,
        quoted: None,
        enchant: spell.targets.first().filter(|_| !enchant_target.is_empty()).cloned(),
        landwalk,
        tramples_over_planeswalkers,
        morph,
        disguise,
        free_spells_from_hand: c.free_spells_from_hand,
        can_be_commander: c.can_be_your_commander,
        partner: None,
        cast_only: c.cast_only,
        additional,
        spell_costs,
        costs_less_for_each: costs::costs_less_for_each(src, c.costs_less_for_each.as_ref(), types)?,
        affinity,
        reveals_first_draw: c.reveals_first_draw,
        opponents_hands_revealed: c.opponents_hands_revealed,
        top_of_library_revealed: c.top_of_library_revealed,
        cast_from_library_top: statics::cast_from_library_top(src, at, &c.cast_from_library_top, types)?,
        you_have_hexproof: c.you_have_hexproof,
        rolls_extra_die: c.rolls_extra_die,
        exhaust_again_during_your_turn: c.exhaust_again_during_your_turn,
        spend_mana_as_though_any_color: c.spend_mana_as_though_any_color,
        companion: c.companion,
        damage_by_toughness: c
            .assigns_combat_damage_by_toughness
            .as_ref()
            .map(|f| statics::filter(src, f.span().start, f.get_ref()))
            .transpose()?,
        stations_by_toughness: c
            .stations_by_toughness
            .as_ref()
            .map(|f| statics::filter(src, f.span().start, f.get_ref()))
            .transpose()?,
        protection_from,
        hexproof_from,
        loyalty_costs_additional: c
            .loyalty_abilities_cost_additional
            .as_ref()
            .map(|raw| costs::loyalty_additional(src, raw))
            .transpose()?
            .unwrap_or(0),
        name: name.clone(),
        printed,
        spell,
        abilities,
        triggers,
        triggers_for_each_player,
        delayed,
        statics,
        replacements,
        cants,
        may_ask,
        devotion_increase: c.devotion_increase.unwrap_or(0),
        cost_choices,
        opening_hand: c.opening_hand,
        text: c.text.clone(),
        is_token,
        back: None,
        flipped: None,
        split: None,
        front: None,
        meld: None,
        tap_mana,
        counts_for_nothing: false,
        only_fixed_mana_abilities: false,
        plain_cost: false,
        makes_face_down: false,
    })
}

/// `card` with what the game asks of every card all the time worked out once.
fn summarized(mut card: CardDef) -> CardDef {
    card.counts_for_nothing = crate::game::counts_for_nothing(&card);
    card.only_fixed_mana_abilities = card.activated.iter().all(|(_, a)| a.tap_mana().is_some());
    card.plain_cost = crate::casting::plain_cost(&card);
    card.makes_face_down = face_down::makes_face_down(&card);
    card
}
