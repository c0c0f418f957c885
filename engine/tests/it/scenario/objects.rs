//! Checking an object's characteristics and status (`[[expect.objects]]`, `[[do.check]]`).

use engine::characteristics::Characteristics;
use engine::game::{Game, ObjectId, PlayerId, Zone};
use engine::stack::Target;

use super::format::ObjectExpect;
use super::setup::player;

fn zone_named(name: &str, path: &str) -> Zone {
    match name {
        "battlefield" => Zone::Battlefield,
        "hand" => Zone::Hand,
        "graveyard" => Zone::Graveyard,
        "library" => Zone::Library,
        "stack" => Zone::Stack,
        "exile" => Zone::Exile,
        "command" => Zone::Command,
        "phased_out" => Zone::PhasedOut,
        other => panic!("{path}: no zone `{other}`"),
    }
}

/// The object `e` describes, if there is one.
fn find(game: &Game, e: &ObjectExpect, path: &str) -> Option<ObjectId> {
    let zone = e.zone.as_deref().map_or(Zone::Battlefield, |z| zone_named(z, path));
    let owner = e.owner.as_deref().map(|p| player(p, path));
    (0..game.objects.len() as u32)
        .map(ObjectId)
        .filter(|&id| {
            let o = &game.objects[id.0 as usize];
            !o.gone && o.zone == zone && owner.is_none_or(|p| o.owner == p) && super::label(game, id) == e.card
        })
        .nth(e.nth.unwrap_or(1).saturating_sub(1))
}

fn sorted(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v
}

/// The differences between the object `e` describes and the game, as sentences.
pub(super) fn compare(game: &Game, e: &ObjectExpect, path: &str) -> Vec<String> {
    let Some(id) = find(game, e, path) else {
        return vec![format!(
            "no `{}` in {}{}",
            e.card,
            e.zone.as_deref().unwrap_or("battlefield"),
            e.owner.as_deref().map_or(String::new(), |o| format!(" owned by {o}"))
        )];
    };
    let c: Characteristics = game.chars(id);
    let mut out = Vec::new();
    let mut field = |what: &str, expected: String, actual: String| {
        if expected != actual {
            out.push(format!("{} {id} {what}: expected {expected}, got {actual}", e.card));
        }
    };
    if let Some(p) = &e.controller {
        field(
            "controller",
            format!("{}", player(p, path)),
            game.controller(id).to_string(),
        );
    }
    if let Some(p) = &e.protector {
        field(
            "protector",
            format!("{}", player(p, path)),
            game.protector(id).map_or("none".to_owned(), |p| p.to_string()),
        );
    }
    if let Some(cost) = &e.mana_cost {
        field(
            "mana cost",
            cost.clone(),
            c.mana_cost.map_or(String::new(), |m| m.to_string()),
        );
    }
    if let Some(mv) = e.mana_value {
        field("mana value", mv.to_string(), c.mana_value().to_string());
    }
    let list = |names: &Option<Vec<String>>| names.clone().map(sorted);
    if let Some(colors) = list(&e.colors) {
        field(
            "colors",
            format!("{colors:?}"),
            format!("{:?}", sorted(c.colors.iter().map(|c| c.name().to_owned()).collect())),
        );
    }
    if let Some(types) = list(&e.types) {
        field(
            "card types",
            format!("{types:?}"),
            format!("{:?}", sorted(c.types.names().map(str::to_owned).collect())),
        );
    }
    if let Some(subtypes) = list(&e.subtypes) {
        field(
            "subtypes",
            format!("{subtypes:?}"),
            format!("{:?}", sorted(c.subtypes.iter().map(|s| s.name().to_owned()).collect())),
        );
    }
    if let Some(n) = e.subtype_count {
        field(
            "number of subtypes",
            n.to_string(),
            c.subtypes.iter().count().to_string(),
        );
    }
    if let Some(supertypes) = list(&e.supertypes) {
        field(
            "supertypes",
            format!("{supertypes:?}"),
            format!("{:?}", sorted(c.supertypes.names().map(str::to_owned).collect())),
        );
    }
    if let Some(keywords) = list(&e.keywords) {
        let actual = sorted(c.abilities.keywords.iter().map(|k| k.name().to_owned()).collect());
        field("keyword abilities", format!("{keywords:?}"), format!("{actual:?}"));
    }
    if let Some(any) = e.has_abilities {
        field(
            "has abilities",
            any.to_string(),
            c.abilities.any(&game.pool, &c.subtypes).to_string(),
        );
    }
    if let Some(n) = e.activated {
        field(
            "activated abilities",
            n.to_string(),
            game.activated_abilities(id).count().to_string(),
        );
    }
    let number = |v: Option<i32>| v.map_or("none".to_owned(), |n| n.to_string());
    for (what, expected, actual) in [
        ("power", e.power, c.power),
        ("toughness", e.toughness, c.toughness),
        ("loyalty", e.loyalty, c.loyalty),
        ("defense", e.defense, c.defense),
    ] {
        if let Some(expected) = expected {
            field(what, expected.to_string(), number(actual));
        }
    }
    let o = &game.objects[id.0 as usize];
    for (what, expected, actual) in [
        ("has power and toughness", e.has_power_toughness, c.power.is_some()),
        ("tapped", e.tapped, o.tapped),
        ("summoning_sick", e.summoning_sick, o.summoning_sick),
        ("commander", e.commander, o.commander),
        ("attacking", e.attacking, game.combat.attacked_by(id).is_some()),
    ] {
        if let Some(expected) = expected {
            field(what, expected.to_string(), actual.to_string());
        }
    }
    if let Some(expected) = &e.seen_by {
        let seen: Vec<String> = (0..game.players.len())
            .map(PlayerId)
            .filter(|&p| game.can_see(p, id))
            .map(|p| super::setup::letter(p).to_owned())
            .collect();
        field("seen by", format!("{expected:?}"), format!("{seen:?}"));
    }
    if let Some(identity) = list(&e.color_identity) {
        let actual = engine::cards::identity::color_identity(&game.pool, game.objects[id.0 as usize].card);
        field(
            "color identity",
            format!("{identity:?}"),
            format!("{:?}", sorted(actual.iter().map(|c| c.name().to_owned()).collect())),
        );
    }
    if let Some(deck) = &e.in_deck_of {
        let commander = game
            .pool
            .find(&deck.commander)
            .unwrap_or_else(|| panic!("{path}: no card `{}`", deck.commander));
        let identity = engine::cards::identity::color_identity(&game.pool, commander);
        let card = game.objects[id.0 as usize].card;
        let allowed = engine::cards::identity::may_include(&game.pool, identity, card);
        field(
            &format!("allowed in a deck of {}", deck.commander),
            deck.allowed.to_string(),
            allowed.is_ok().to_string(),
        );
    }
    if let Some(expected) = &e.attached_to {
        let actual = match game.attached_to(id) {
            None => String::new(),
            Some(Target::Object(to)) => super::label(game, to).into_owned(),
            Some(Target::Player(p)) => super::setup::letter(p).to_owned(),
        };
        field("attached to", format!("{expected:?}"), format!("{actual:?}"));
    }
    if let Some(expected) = e.damage {
        field("damage", expected.to_string(), o.damage.to_string());
    }
    let counters = [
        (e.fade_counters, engine::cards::effect::CounterKind::Fade),
        (e.age_counters, engine::cards::effect::CounterKind::Age),
        (e.charge_counters, engine::cards::effect::CounterKind::Charge),
        (e.lore_counters, engine::cards::effect::CounterKind::Lore),
        (e.time_counters, engine::cards::effect::CounterKind::Time),
        (e.level_counters, engine::cards::effect::CounterKind::Level),
        (
            e.intervention_counters,
            engine::cards::effect::CounterKind::Intervention,
        ),
    ];
    for (expected, kind) in counters {
        if let Some(expected) = expected {
            field(
                &format!("{} counters", kind.name()),
                expected.to_string(),
                o.counters.of(kind).to_string(),
            );
        }
    }
    out
}
