//! Reading a card's keyword abilities (CR 702) by the names rule 702 gives them, and the
//! colors of its protection abilities (702.16a).

use toml::Spanned;

use super::Source;
use crate::cards::{KeywordSet, TriggeredAbility};
use crate::characteristics::{CardTypes, ColorSet};
use crate::generated::keyword_abilities::KeywordAbility;
use crate::handlers::keyword_abilities::cumulative_upkeep::UpkeepCost;
use crate::handlers::keyword_abilities::protection::Qualities;
use crate::handlers::keyword_abilities::ward::WardCost;
use crate::keywords::KeywordHooks;
use crate::{rule, Error, Handled};

/// Keywords by the names the CR gives them (`First strike`), checked against what the engine
/// implements: a keyword whose handler is still a stub is a load error, never ignored. With
/// them, the colors of its protection abilities ("Protection from black", 702.16a).
pub(super) fn keywords(src: &Source<'_>, names: &[Spanned<String>]) -> Result<Printed, Error> {
    let mut set = KeywordSet::default();
    let mut protection = Qualities::default();
    let (mut plain_hexproof, mut hexproof_from) = (false, ColorSet::COLORLESS);
    let mut landwalk = Vec::new();
    let mut tramples_over_planeswalkers = false;
    let mut bound = None;
    for n in names {
        let at = n.span().start;
        if let Some(b) = crate::handlers::keyword_abilities::daybound_and_nightbound::parse(n.get_ref()) {
            // One of the pair rule 702.145 titles together (702.145a).
            set.insert(KeywordAbility::DayboundAndNightbound);
            bound = Some(b);
            continue;
        }
        if n.get_ref().eq_ignore_ascii_case("trample over planeswalkers") {
            // A variant of trample (702.19c).
            set.insert(KeywordAbility::Trample);
            tramples_over_planeswalkers = true;
            continue;
        }
        if let Some(walk) = crate::handlers::keyword_abilities::landwalk::parse(n.get_ref()) {
            let walk = walk.map_err(|m| {
                src.error(
                    at,
                    m,
                    "write a land type with \"walk\": \"Forestwalk\", \"Snow swampwalk\", \"Nonbasic landwalk\"",
                )
            })?;
            set.insert(KeywordAbility::Landwalk);
            if !landwalk.contains(&walk) {
                // Instances of the same landwalk are redundant (702.14e).
                landwalk.push(walk);
            }
            continue;
        }
        if let Some(colors) = crate::handlers::keyword_abilities::hexproof::parse(n.get_ref()) {
            let colors = colors.map_err(|m| {
                src.error(
                    at,
                    m,
                    "write \"Hexproof from black\" or \"Hexproof from white and from blue\"",
                )
            })?;
            // A "hexproof from" ability is a hexproof ability (702.11d).
            set.insert(KeywordAbility::Hexproof);
            hexproof_from = hexproof_from.with(colors);
            continue;
        }
        match crate::handlers::keyword_abilities::protection::parse(n.get_ref()) {
            Some(qualities) => {
                let qualities = qualities.map_err(|m| {
                    src.error(
                        at,
                        m,
                        "write \"Protection from black\", \"Protection from white and from blue\", \"Protection from each color\", \"Protection from everything\" or \"Protection from the chosen color\"",
                    )
                })?;
                set.insert(KeywordAbility::Protection);
                protection = protection.with(qualities);
            }
            None => {
                let kw = keyword(src, at, n.get_ref(), Granted::No)?;
                plain_hexproof |= kw == KeywordAbility::Hexproof;
                set.insert(kw);
            }
        }
    }
    Ok(Printed {
        set,
        protection,
        // Plain hexproof stops what any "hexproof from" would.
        hexproof_from: if plain_hexproof {
            ColorSet::COLORLESS
        } else {
            hexproof_from
        },
        landwalk,
        tramples_over_planeswalkers,
        bound,
    })
}

/// A card's printed keyword abilities, with the qualities of those that have one.
pub(super) struct Printed {
    /// The keywords.
    pub(super) set: KeywordSet,
    /// What its protection abilities name (702.16a).
    pub(super) protection: Qualities,
    /// The colors its "hexproof from" abilities name, when it has no plain hexproof (702.11d).
    pub(super) hexproof_from: ColorSet,
    /// Its landwalk abilities (702.14a).
    pub(super) landwalk: Vec<crate::handlers::keyword_abilities::landwalk::Landwalk>,
    /// Whether its trample is "trample over planeswalkers" (702.19c).
    pub(super) tramples_over_planeswalkers: bool,
    /// Whether it has daybound or nightbound (702.145a).
    pub(super) bound: Option<crate::handlers::keyword_abilities::daybound_and_nightbound::Bound>,
}

/// Whether a keyword is printed on the card or granted by an effect.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Granted {
    /// Printed: a keyword with a cost is written with it.
    No,
    /// Granted by an effect: flashback may be, its cost the card's mana cost (Recoup: "The
    /// flashback cost is equal to its mana cost").
    Yes,
}

/// One keyword ability by the name rule 702 gives it.
pub(super) fn keyword(src: &Source<'_>, at: usize, wanted: &str, granted: Granted) -> Result<KeywordAbility, Error> {
    let Some(kw) = KeywordAbility::ALL
        .into_iter()
        .find(|k| k.name().eq_ignore_ascii_case(wanted))
    else {
        return Err(src.error(
            at,
            format!("`{wanted}` is not a keyword ability of the CR (702)"),
            "write the keyword as rule 702 titles it, e.g. \"First strike\"",
        ));
    };
    if kw == KeywordAbility::Protection {
        return Err(src.error(
            at,
            "protection needs its quality, and only a card's own protection from colors is read",
            "write it among the card's keywords as \"Protection from black\"",
        ));
    }
    let granted_flashback = granted == Granted::Yes && kw == KeywordAbility::Flashback;
    if matches!(
        kw,
        KeywordAbility::Kicker
            | KeywordAbility::Flashback
            | KeywordAbility::Buyback
            | KeywordAbility::Cycling
            | KeywordAbility::Reinforce
            | KeywordAbility::Transmute
            | KeywordAbility::Scavenge
            | KeywordAbility::Embalm
            | KeywordAbility::Eternalize
            | KeywordAbility::Ward
            | KeywordAbility::Evoke
            | KeywordAbility::Dash
            | KeywordAbility::Surge
            | KeywordAbility::Spectacle
            | KeywordAbility::Unearth
            | KeywordAbility::Outlast
            | KeywordAbility::Ninjutsu
            | KeywordAbility::Equip
            | KeywordAbility::Fortify
            | KeywordAbility::Crew
            | KeywordAbility::LevelUp
            | KeywordAbility::CumulativeUpkeep
            | KeywordAbility::Morph
            | KeywordAbility::Disguise
            | KeywordAbility::Echo
            | KeywordAbility::AuraSwap
            | KeywordAbility::Bestow
            | KeywordAbility::Splice
            | KeywordAbility::Foretell
            | KeywordAbility::Madness
            | KeywordAbility::Miracle
            | KeywordAbility::Escape
    ) && !granted_flashback
    {
        return Err(src.error(
            at,
            format!("the keyword `{}` needs its cost", kw.name()),
            "write it with its cost: kicker = [\"{1}{G}\"] (one entry per kicker cost), flashback = \"{4}{R}\", buyback = \"{3}\", cycling = \"{2}\", reinforce = { count = 2, cost = \"{2}{W}\" }, transmute = \"{1}{U}{U}\", scavenge = \"{4}{G}{G}\", embalm = \"{W}\", eternalize = \"{4}{U}{U}\", ward = \"{2}\", evoke = \"{2}{U}\", dash = \"{1}{R}\", surge = \"{2}{U}\", spectacle = \"{R}\", unearth = \"{B}\", outlast = \"{1}{W}\", ninjutsu = \"{1}{U}\", level_up = \"{W}\", equip = \"{1}\", fortify = \"{3}\", crew = 2, cumulative_upkeep = [\"{U}\"], morph = \"{2}{B}{B}\", disguise = \"{1}{W}\", echo = \"{1}{R}\", aura_swap = \"{2}{U}\", bestow = \"{3}{G}{G}\", splice = { onto = \"Arcane\", cost = \"{1}{R}\" }, foretell = \"{U}\", madness = \"{R}\", miracle = \"{R}\", escape = \"{3}{R}, Exile three other cards from your graveyard\"",
        ));
    }
    if kw == KeywordAbility::DayboundAndNightbound {
        return Err(src.error(
            at,
            "daybound and nightbound are two abilities, on a double-faced card's two faces",
            "write \"Daybound\" among the front face's keywords and \"Nightbound\" among the back face's (702.145a)",
        ));
    }
    if kw == KeywordAbility::Companion {
        return Err(src.error(
            at,
            "the keyword `Companion` needs its condition",
            "write it as companion = \"no_repeated_mana_symbols\" (Jegantha, the Wellspring, 702.139a)",
        ));
    }
    if kw == KeywordAbility::Exhaust {
        return Err(src.error(
            at,
            "exhaust is a kind of activated ability, not a keyword an object has",
            "write `exhaust = true` in the ability's [[card.abilities]] table (\"Exhaust — {1}{G}: …\", 702.177a)",
        ));
    }
    if kw == KeywordAbility::Backup {
        return Err(src.error(
            at,
            "the keyword `Backup` needs its number and what it grants",
            "write it as backup = { count = 1, grants = [\"Flying\"] } (\"Backup 1\" with the keywords printed below it, 702.165a)",
        ));
    }
    if kw == KeywordAbility::Gift {
        return Err(src.error(
            at,
            "the keyword `Gift` needs what it gives",
            "write it as gift = \"food\" or gift = \"treasure\" (\"Gift a Food\", 702.174d)",
        ));
    }
    if kw == KeywordAbility::Affinity {
        return Err(src.error(
            at,
            "the keyword `Affinity` needs what it counts",
            "write it as affinity_for = { types = [\"artifact\"] } (\"Affinity for artifacts\", 702.41a)",
        ));
    }
    if kw == KeywordAbility::Modular {
        return Err(src.error(
            at,
            "the keyword `Modular` needs its number",
            "write it as modular = N (\"Modular 1\") or modular = \"sunburst\" (\"Modular—Sunburst\"), 702.43a",
        ));
    }
    if kw == KeywordAbility::Dredge {
        return Err(src.error(
            at,
            "the keyword `Dredge` needs its number",
            "write it as dredge = N (\"Dredge 3\", 702.52a)",
        ));
    }
    if kw == KeywordAbility::Fading {
        return Err(src.error(
            at,
            "the keyword `Fading` needs its number",
            "write it as fading = N (\"Fading 2\", 702.32a)",
        ));
    }
    if kw == KeywordAbility::Vanishing && granted == Granted::No {
        return Err(src.error(
            at,
            "the keyword `Vanishing` needs its number",
            "write it as vanishing = N (\"Vanishing 3\", 702.63a)",
        ));
    }
    if kw == KeywordAbility::Toxic && granted == Granted::No {
        return Err(src.error(
            at,
            "the keyword `Toxic` needs its number",
            "write it as toxic = N (\"Toxic 2\", 702.164a)",
        ));
    }
    if matches!(
        kw,
        KeywordAbility::Bushido
            | KeywordAbility::Afflict
            | KeywordAbility::Rampage
            | KeywordAbility::Annihilator
            | KeywordAbility::Afterlife
            | KeywordAbility::Bloodthirst
            | KeywordAbility::Graft
            | KeywordAbility::Devour
            | KeywordAbility::Amplify
            | KeywordAbility::Poisonous
            | KeywordAbility::Renown
            | KeywordAbility::Fabricate
    ) {
        let key = kw.name().to_lowercase();
        return Err(src.error(
            at,
            format!("the keyword `{}` needs its number", kw.name()),
            format!("write it as {key} = N on the card (\"{} 1\")", kw.name()),
        ));
    }
    if kw == KeywordAbility::Landwalk {
        return Err(src.error(
            at,
            "landwalk needs the land it walks",
            "write it with a land type: \"Forestwalk\", \"Snow swampwalk\", \"Nonbasic landwalk\" (702.14a)",
        ));
    }
    if kw == KeywordAbility::Partner {
        return Err(src.error(
            at,
            "partner is a rule of deck construction, written under its own key",
            "write partner = true (\"Partner\", 702.124h) or partner_with = \"[name]\" (\"Partner with [name]\", 702.124j) on the card",
        ));
    }
    if kw == KeywordAbility::Enchant {
        return Err(src.error(
            at,
            "enchant needs what it enchants",
            "write it on an Aura as enchant = { kind = \"creature\" } (702.5a)",
        ));
    }
    if kw.register(&mut KeywordHooks::default()) == Handled::Unimplemented {
        return Err(src.error(
            at,
            format!(
                "the keyword `{}` ({}) is not implemented by the engine yet",
                kw.name(),
                kw.rule()
            ),
            "implement it in engine/src/handlers/keyword_abilities/, or leave it off this card",
        ));
    }
    Ok(kw)
}

/// The triggered abilities a card's keywords stand for, in the order the rules give them:
/// evoke's sacrifice (702.74a), ward's counter (702.21a), prowess's pump (702.108a), fading's
/// fade counter (702.32a), exalted's (702.83a), battle cry's (702.91a), flanking's
/// (702.25a), extort's (702.101a), dethrone's (702.105a), melee's (702.121a), ingest's
/// (702.115a), evolve's (702.100a), training's (702.149a), mentor's (702.134a), exploit's
/// (702.110a), graft's (702.58a), vanishing's two (702.63a), then each cumulative upkeep's
/// (702.24a), echo's (702.30a), bushido's (702.45a), afflict's (702.130a), rampage's
/// (702.23a), annihilator's (702.86a), support's (701.41a), poisonous's (702.70a), renown's (702.112a) and
/// soulshift's (702.46a).
pub(super) fn triggers(
    keywords: &KeywordSet,
    ward: Option<WardCost>,
    cumulative_upkeep: Vec<UpkeepCost>,
    echo: Option<crate::handlers::keyword_abilities::echo::EchoCost>,
    numbered: NumberedTriggers,
) -> Vec<TriggeredAbility> {
    use crate::handlers::keyword_abilities::{
        afflict, annihilator, battle_cry, bushido, cumulative_upkeep as upkeep, dethrone, echo as echo_handler, evoke,
        evolve, exalted, exploit, extort, fading, flanking, graft, ingest, melee, mentor, poisonous, prowess, rampage,
        renown, soulshift, training, vanishing, ward as ward_handler,
    };
    // The keywords that stand for one triggered ability without a number or a cost.
    let plain: [(KeywordAbility, fn() -> TriggeredAbility); 14] = [
        (KeywordAbility::Prowess, prowess::ability),
        (KeywordAbility::Fading, fading::ability),
        (KeywordAbility::Exalted, exalted::ability),
        (KeywordAbility::BattleCry, battle_cry::ability),
        (KeywordAbility::Flanking, flanking::ability),
        (KeywordAbility::Extort, extort::ability),
        (KeywordAbility::Dethrone, dethrone::ability),
        (KeywordAbility::Melee, melee::ability),
        (KeywordAbility::Ingest, ingest::ability),
        (KeywordAbility::Evolve, evolve::ability),
        (KeywordAbility::Training, training::ability),
        (KeywordAbility::Mentor, mentor::ability),
        (KeywordAbility::Exploit, exploit::ability),
        (KeywordAbility::Graft, graft::ability),
    ];
    let mut out = Vec::new();
    if keywords.contains(KeywordAbility::Evoke) {
        out.push(evoke::ability());
    }
    if let Some(cost) = ward {
        out.push(ward_handler::ability(cost));
    }
    for (keyword, ability) in plain {
        if keywords.contains(keyword) {
            out.push(ability());
        }
    }
    if keywords.contains(KeywordAbility::Vanishing) {
        out.extend(vanishing::abilities());
    }
    out.extend(cumulative_upkeep.into_iter().map(upkeep::ability));
    out.extend(echo.map(echo_handler::ability));
    out.extend(numbered.bushido.map(bushido::ability));
    out.extend(numbered.afflict.map(afflict::ability));
    out.extend(numbered.rampage.map(rampage::ability));
    out.extend(numbered.annihilator.map(annihilator::ability));
    out.extend(numbered.support.map(crate::handlers::keyword_actions::support::ability));
    out.extend(numbered.poisonous.map(poisonous::ability));
    out.extend(numbered.renown.map(renown::ability));
    out.extend(numbered.soulshift.map(soulshift::ability));
    out
}

/// The N of a creature's keywords that stand for a triggered ability with a number: bushido
/// (702.45a), afflict (702.130a), rampage (702.23a), annihilator (702.86a), support (701.41a), poisonous
/// (702.70a), renown (702.112a) and soulshift (702.46a), if it has them.
#[derive(Clone, Copy, Default)]
pub(super) struct NumberedTriggers {
    /// Bushido N.
    pub(super) bushido: Option<u8>,
    /// Afflict N.
    pub(super) afflict: Option<u8>,
    /// Rampage N.
    pub(super) rampage: Option<u8>,
    /// Annihilator N.
    pub(super) annihilator: Option<u8>,
    /// "When this creature enters, support N" (701.41a).
    pub(super) support: Option<u8>,
    /// Poisonous N.
    pub(super) poisonous: Option<u8>,
    /// Renown N.
    pub(super) renown: Option<u8>,
    /// Soulshift N.
    pub(super) soulshift: Option<u8>,
}

/// Jump-start (702.133a), among the keywords of an instant or sorcery card: "if the
/// resulting spell is an instant or sorcery spell", so no other card has it.
pub(super) fn jump_start(src: &Source<'_>, at: usize, keywords: &KeywordSet, types: CardTypes) -> Result<(), Error> {
    if keywords.contains(KeywordAbility::JumpStart) && !types.intersects(CardTypes::INSTANT.with(CardTypes::SORCERY)) {
        return Err(src.error(
            at,
            "jump-start on a card that is not an instant or sorcery (702.133a)",
            "remove \"Jump-start\" from its keywords",
        ));
    }
    Ok(())
}

/// A card's toxic number (`toxic = 2`, 702.164a): a creature's only, at least 1; 0 without.
#[rule("702.164a")]
pub(super) fn toxic(src: &Source<'_>, raw: Option<&Spanned<u8>>, types: CardTypes) -> Result<u8, Error> {
    let Some(raw) = raw else { return Ok(0) };
    if !types.contains(CardTypes::CREATURE) || *raw.get_ref() == 0 {
        return Err(src.error(
            raw.span().start,
            "toxic on a card that is not a creature, or toxic 0",
            "write toxic = N (N at least 1) on a creature card (702.164a)",
        ));
    }
    Ok(*raw.get_ref())
}

/// A creature's N of a keyword written `key = N` (`bushido = 1`, 702.45a; `afflict = 2`,
/// 702.130a; `rampage = 2`, 702.23a): a creature card's only, at least 1.
pub(super) fn creature_n(
    src: &Source<'_>,
    key: &str,
    raw: Option<&Spanned<u8>>,
    types: CardTypes,
) -> Result<Option<u8>, Error> {
    let Some(raw) = raw else { return Ok(None) };
    if !types.contains(CardTypes::CREATURE) || *raw.get_ref() == 0 {
        return Err(src.error(
            raw.span().start,
            format!("{key} on a card that is not a creature, or {key} 0"),
            format!("write {key} = N (N at least 1) on a creature card"),
        ));
    }
    Ok(Some(*raw.get_ref()))
}

/// A permanent's N of a keyword written `key = N` (`fading = 2`, 702.32a; `vanishing = 3`,
/// 702.63a, whose numberless form, 702.63b, is not built): a permanent card's only, at
/// least 1.
pub(super) fn permanent_n(
    src: &Source<'_>,
    key: &str,
    raw: Option<&Spanned<u8>>,
    types: CardTypes,
) -> Result<Option<u8>, Error> {
    let Some(raw) = raw else { return Ok(None) };
    if !types.is_permanent() || *raw.get_ref() == 0 {
        return Err(src.error(
            raw.span().start,
            format!("{key} on a card that is not a permanent, or {key} 0"),
            format!("write {key} = N (N at least 1) on a permanent card"),
        ));
    }
    Ok(Some(*raw.get_ref()))
}

/// A card's dredge N (`dredge = 3`, 702.52a): at least 1, on a card of any type.
pub(super) fn dredge(src: &Source<'_>, raw: Option<&Spanned<u8>>) -> Result<Option<u8>, Error> {
    let Some(raw) = raw else { return Ok(None) };
    if *raw.get_ref() == 0 {
        return Err(src.error(
            raw.span().start,
            "dredge 0",
            "write dredge = N with N at least 1 (702.52a)",
        ));
    }
    Ok(Some(*raw.get_ref()))
}

/// How a card file writes modular's N: a number, or `"sunburst"` (702.44c).
#[derive(serde::Deserialize)]
#[serde(untagged)]
pub(super) enum RawModular {
    /// "Modular N".
    Counters(u8),
    /// "Modular—Sunburst".
    Named(String),
}

/// A card's modular ability (`modular = 1`, `modular = "sunburst"`, 702.43a, 702.44c): a
/// permanent's only, with N at least 1.
pub(super) fn modular(
    src: &Source<'_>,
    raw: Option<&Spanned<RawModular>>,
    types: CardTypes,
) -> Result<Option<crate::cards::Modular>, Error> {
    let Some(raw) = raw else { return Ok(None) };
    let modular = match raw.get_ref() {
        RawModular::Counters(n) if *n > 0 => Some(crate::cards::Modular::Counters(*n)),
        RawModular::Named(name) if name == "sunburst" => Some(crate::cards::Modular::Sunburst),
        _ => None,
    };
    match modular {
        Some(modular) if types.is_permanent() => Ok(Some(modular)),
        _ => Err(src.error(
            raw.span().start,
            "modular on a card that is not a permanent, or modular 0 or another word than sunburst",
            "write modular = N (N at least 1) or modular = \"sunburst\" on a permanent card (702.43a, 702.44c)",
        )),
    }
}

/// A creature's backup (`backup = { count = N, grants = ["Flying"] }`, 702.165a): its
/// trigger, granting the keywords printed below it, each among the card's own `keywords`.
/// A creature card's only, N at least 1, and granting at least one keyword: abilities
/// printed below backup that aren't keywords can't be written yet.
pub(super) fn backup(
    src: &Source<'_>,
    raw: Option<&Spanned<super::raw::BackupSpec>>,
    types: CardTypes,
    printed: &KeywordSet,
) -> Result<Option<crate::cards::TriggeredAbility>, Error> {
    let Some(raw) = raw else { return Ok(None) };
    let at = raw.span().start;
    let spec = raw.get_ref();
    if !types.contains(CardTypes::CREATURE) || spec.count == 0 || spec.grants.is_empty() {
        return Err(src.error(
            at,
            "backup on a card that is not a creature, backup 0, or backup granting no keyword",
            "write backup = { count = N, grants = [\"Flying\"] } on a creature card, N at least 1, granting the keywords printed below it (its other abilities can't be granted yet)",
        ));
    }
    let mut grants = KeywordSet::default();
    for name in &spec.grants {
        let kw = keyword(src, name.span().start, name.get_ref(), Granted::No)?;
        if !printed.contains(kw) {
            return Err(src.error(
                name.span().start,
                format!(
                    "backup grants `{}`, which the card doesn't print among its keywords",
                    name.get_ref()
                ),
                "add it to the card's keywords: backup grants only abilities printed on the card (702.165c)",
            ));
        }
        grants.insert(kw);
    }
    Ok(Some(crate::handlers::keyword_abilities::backup::ability(
        spec.count, grants,
    )))
}
