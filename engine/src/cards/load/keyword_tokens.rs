//! Keywords that create tokens the card file defines (CR 111.10): afterlife's Spirit
//! (702.135a), fabricate's Servo (702.123a), the Equipment's Germ, Rebel and Hero (702.92a,
//! 702.163a, 702.182a), amass's Army (701.47a) and investigate's Clue (701.16a), each the
//! pool's token under its key, defined in a `[[token]]` table before the card.

use toml::Spanned;

use super::keywords::{creature_n, permanent_n};
use super::Source;
use crate::cards::KeywordSet;
use crate::characteristics::CardTypes;
use crate::generated::keyword_abilities::KeywordAbility;
use crate::{rule, Error};

/// A creature's afterlife (`afterlife = N`, 702.135a): its trigger, which creates the pool's
/// token keyed [`afterlife::TOKEN`](crate::handlers::keyword_abilities::afterlife::TOKEN); the
/// file defines it before the card.
pub(super) fn afterlife(
    src: &Source<'_>,
    raw: Option<&Spanned<u8>>,
    types: CardTypes,
    pool: &crate::cards::CardPool,
) -> Result<Option<crate::cards::TriggeredAbility>, Error> {
    use crate::handlers::keyword_abilities::afterlife;
    let Some(n) = creature_n(src, "afterlife", raw, types)? else {
        return Ok(None);
    };
    let at = raw.map_or(0, |r| r.span().start);
    let spirit = "a 1/1 white and black Spirit creature token with flying (702.135a)";
    let token = keyword_token(src, at, pool, ("afterlife", afterlife::TOKEN, spirit))?;
    Ok(Some(afterlife::ability(n, token)))
}

/// A permanent's fabricate (`fabricate = N`, 702.123a): its trigger, which creates the pool's
/// token keyed [`fabricate::TOKEN`](crate::handlers::keyword_abilities::fabricate::TOKEN) if its
/// controller doesn't put the counters on it; the file defines that token before the card.
pub(super) fn fabricate(
    src: &Source<'_>,
    raw: Option<&Spanned<u8>>,
    types: CardTypes,
    pool: &crate::cards::CardPool,
) -> Result<Option<crate::cards::TriggeredAbility>, Error> {
    use crate::handlers::keyword_abilities::fabricate;
    let Some(n) = permanent_n(src, "fabricate", raw, types)? else {
        return Ok(None);
    };
    let at = raw.map_or(0, |r| r.span().start);
    let servo = "a 1/1 colorless Servo artifact creature token (702.123a)";
    let servo = keyword_token(src, at, pool, ("fabricate", fabricate::TOKEN, servo))?;
    Ok(Some(fabricate::ability(n, servo)))
}

/// An Equipment's living weapon (702.92a), For Mirrodin! (702.163a) and job select
/// (702.182a), among its keywords: the trigger of each, which creates the pool's token keyed
/// [`living_weapon::TOKEN`](crate::handlers::keyword_abilities::living_weapon::TOKEN),
/// [`for_mirrodin::TOKEN`](crate::handlers::keyword_abilities::for_mirrodin::TOKEN) or
/// [`job_select::TOKEN`](crate::handlers::keyword_abilities::job_select::TOKEN) and
/// attaches the Equipment to it; the file defines the token before the card.
pub(super) fn equipment_token_triggers(
    src: &Source<'_>,
    at: usize,
    keywords: &KeywordSet,
    subtypes: &crate::characteristics::SubtypeSet,
    pool: &crate::cards::CardPool,
) -> Result<Vec<crate::cards::TriggeredAbility>, Error> {
    use crate::handlers::keyword_abilities::{for_mirrodin, job_select, living_weapon};
    type Ability = fn(crate::cards::CardIdx) -> crate::cards::TriggeredAbility;
    // Each keyword, its name and rule, its token's key and description, its trigger.
    let kinds: [(KeywordAbility, &str, &str, &str, &str, Ability); 3] = [
        (
            KeywordAbility::LivingWeapon,
            "living weapon",
            "702.92a",
            living_weapon::TOKEN,
            "a 0/0 black Phyrexian Germ creature token",
            living_weapon::ability,
        ),
        (
            KeywordAbility::ForMirrodin,
            "For Mirrodin!",
            "702.163a",
            for_mirrodin::TOKEN,
            "a 2/2 red Rebel creature token",
            for_mirrodin::ability,
        ),
        (
            KeywordAbility::JobSelect,
            "job select",
            "702.182a",
            job_select::TOKEN,
            "a 1/1 colorless Hero creature token",
            job_select::ability,
        ),
    ];
    let mut triggers = Vec::new();
    for (keyword, name, rule, key, what, ability) in kinds {
        if !keywords.contains(keyword) {
            continue;
        }
        if !subtypes.contains(crate::generated::subtypes::EQUIPMENT) {
            return Err(src.error(
                at,
                format!("{name} on a card that is not an Equipment ({rule})"),
                format!("remove \"{name}\" from its keywords, or give the card the subtype \"Equipment\""),
            ));
        }
        let what = format!("{what} ({rule})");
        triggers.push(ability(keyword_token(src, at, pool, (name, key, &what))?));
    }
    Ok(triggers)
}

/// An amass's subtype, as written or, left out, Zombie (701.47d), and the token it may
/// create: the pool's token keyed "[subtype] Army Token", defined before the card.
pub(super) fn amass(
    src: &Source<'_>,
    at: usize,
    written: Option<&str>,
    pool: &crate::cards::CardPool,
) -> Result<(crate::generated::subtypes::Subtype, crate::cards::CardIdx), Error> {
    use crate::handlers::keyword_actions::amass;
    let name = amass::subtype_of(written);
    let subtype = crate::generated::subtypes::Subtype::named(name).ok_or_else(|| {
        src.error(
            at,
            format!("`{name}` is not a subtype the CR lists (205.3)"),
            "write the subtype in the singular, as rule 205.3 lists it: subtype = \"Orc\" for \"amass Orcs\"",
        )
    })?;
    let what = format!("a 0/0 black {name} Army creature token (701.47a)");
    let token = keyword_token(src, at, pool, ("amass", &amass::token_key(name), &what))?;
    Ok((subtype, token))
}

/// The Clue token an investigate creates (111.10f): the pool's token keyed
/// [`investigate::TOKEN`](crate::handlers::keyword_actions::investigate::TOKEN), defined
/// before the card.
pub(super) fn clue(src: &Source<'_>, at: usize, pool: &crate::cards::CardPool) -> Result<crate::cards::CardIdx, Error> {
    use crate::handlers::keyword_actions::investigate;
    let clue = "a colorless Clue artifact token with \"{2}, Sacrifice this token: Draw a card.\" (111.10f)";
    keyword_token(src, at, pool, ("investigate", investigate::TOKEN, clue))
}

/// The pool's token keyed `key`, which the trigger of `keyword` creates: `what`, defined in a
/// `[[token]]` table before the card with the keyword (else a load error at `at`).
fn keyword_token(
    src: &Source<'_>,
    at: usize,
    pool: &crate::cards::CardPool,
    (keyword, key, what): (&str, &str, &str),
) -> Result<crate::cards::CardIdx, Error> {
    pool.find_where(key, true).ok_or_else(|| {
        src.error(
            at,
            format!("{keyword} creates tokens keyed `{key}`, but no [[token]] has that key before this card"),
            format!("define {what} with key = \"{key}\" before this card"),
        )
    })
}

/// An instant's or sorcery's gift (`gift = "food"` or `"treasure"`, 702.174a): a Food
/// (702.174d) or a Treasure (702.174h), the pool's token keyed
/// [`gift::FOOD`](crate::handlers::keyword_abilities::gift::FOOD) or
/// [`gift::TREASURE`](crate::handlers::keyword_abilities::gift::TREASURE), defined before the
/// card. Gift on a permanent card and the other gifts are not built, so a card with one is
/// refused.
pub(super) fn gift(
    src: &Source<'_>,
    raw: Option<&Spanned<String>>,
    types: CardTypes,
    pool: &crate::cards::CardPool,
) -> Result<Option<crate::handlers::keyword_abilities::gift::Gift>, Error> {
    use crate::handlers::keyword_abilities::gift::{self, Gift};
    let Some(raw) = raw else { return Ok(None) };
    let at = raw.span().start;
    if !types.intersects(CardTypes::INSTANT.with(CardTypes::SORCERY)) {
        return Err(src.error(
            at,
            "gift on a permanent card: its \"when this permanent enters, if its gift cost was paid\" trigger (702.174b) is not built yet",
            "leave the card out, or remove `gift`",
        ));
    }
    match raw.get_ref().as_str() {
        "food" => {
            let food = "a colorless Food artifact token with \"{2}, {T}, Sacrifice this token: You gain 3 life.\" (111.10b)";
            keyword_token(src, at, pool, ("gift", gift::FOOD, food)).map(|t| Some(Gift::Food(t)))
        }
        "treasure" => {
            let treasure = "a colorless Treasure artifact token with \"{T}, Sacrifice this token: Add one mana of any color.\" (111.10a)";
            keyword_token(src, at, pool, ("gift", gift::TREASURE, treasure)).map(|t| Some(Gift::Treasure(t)))
        }
        other => Err(src.error(
            at,
            format!("`{other}` is not a gift this engine gives: \"food\" and \"treasure\" are built; a card, a tapped Fish, an extra turn and an Octopus (702.174e–g, 702.174i) are not yet"),
            "write gift = \"food\" or gift = \"treasure\"",
        )),
    }
}

/// The text of a spell with `gift` (the card's, at `at`): giving it comes before its other
/// instructions (702.174j), so a spell that doesn't resolve gives nothing, and having given it
/// after them (702.174c). A modal spell's instructions are its modes', and gift on one is not
/// built.
#[rule("702.174j")]
pub(super) fn with_gift(
    src: &Source<'_>,
    at: usize,
    mut text: crate::cards::AbilityText,
    gift: Option<crate::handlers::keyword_abilities::gift::Gift>,
) -> Result<crate::cards::AbilityText, Error> {
    let Some(gift) = gift else { return Ok(text) };
    if text.modes.is_some() {
        return Err(src.error(
            at,
            "gift on a modal spell is not built yet",
            "leave the card out, or remove `gift`",
        ));
    }
    text.effects.insert(0, crate::cards::resolved::Resolved::GiveGift(gift));
    text.effects.push(crate::cards::resolved::Resolved::HasGivenGift);
    Ok(text)
}
