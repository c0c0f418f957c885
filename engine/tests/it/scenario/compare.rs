//! Comparing a scenario's expected result with the game.

use std::collections::BTreeMap;

use engine::cards::mana::ManaType;
use engine::game::{Game, GameResult, ObjectId};
use rules_data::RuleId;

use super::format::Expect;
use super::setup::letter;

fn names(game: &Game, ids: impl Iterator<Item = ObjectId>) -> Vec<String> {
    let mut v: Vec<String> = ids.map(|id| super::label(game, id).into_owned()).collect();
    v.sort();
    v
}

fn sorted(v: &[String]) -> Vec<String> {
    let mut v = v.to_vec();
    v.sort();
    v
}

/// Whether an event's text starts with `pattern`, where a `#` of the pattern not followed by a
/// digit stands for an object's number (`#` and its digits): `"Grizzly Bears # (2)"` matches
/// `"Grizzly Bears #7 (2) and …"`, and `"Grizzly Bears #7"` only object 7.
fn says(text: &str, pattern: &str) -> bool {
    let mut rest = text;
    let mut parts = pattern.split('#').peekable();
    while let Some(part) = parts.next() {
        let Some(after) = rest.strip_prefix(part) else {
            return false;
        };
        rest = after;
        if let Some(next) = parts.peek() {
            let Some(number) = rest.strip_prefix('#') else {
                return false;
            };
            let literal = next.starts_with(|c: char| c.is_ascii_digit());
            rest = if literal {
                number
            } else {
                number.trim_start_matches(|c: char| c.is_ascii_digit())
            };
        }
    }
    true
}

pub(super) fn compare(game: &Game, e: &Expect) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(result) = &e.result {
        let actual = match game.result {
            Some(GameResult::Win(p)) => format!("{} wins", super::setup::letter(p)),
            Some(GameResult::TeamWin(team)) => {
                let seats: String = (0..game.players.len())
                    .map(engine::game::PlayerId)
                    .filter(|&p| game.teams.team(p) == team)
                    .map(super::setup::letter)
                    .collect();
                format!("team {seats} wins")
            }
            Some(GameResult::Draw) => "draw".to_owned(),
            None => "in progress".to_owned(),
        };
        if actual != *result {
            out.push(format!("result: expected {result}, got {actual}"));
        }
    }
    if let Some(expected) = &e.day_night {
        let actual = match game.day_night {
            Some(engine::day_night::DayNight::Day) => "day",
            Some(engine::day_night::DayNight::Night) => "night",
            None => "neither",
        };
        if actual != expected {
            out.push(format!("day_night: expected {expected}, got {actual}"));
        }
    }
    if let Some(expected) = &e.monarch {
        let actual = game
            .monarch
            .map_or_else(|| "none".to_owned(), |m| super::setup::LETTERS[m.0].to_owned());
        if actual != *expected {
            out.push(format!("monarch: expected {expected}, got {actual}"));
        }
    }
    let said: Vec<(RuleId, String)> = game.log.iter().map(|ev| (ev.rule, game.describe(ev))).collect();
    // With `ordered`, each expected event is looked for after the previous one.
    let mut from = 0;
    for ev in &e.events {
        let rule: RuleId = ev
            .rule
            .parse()
            .unwrap_or_else(|_| panic!("`{}` is not a rule ID", ev.rule));
        let matches = |(r, text): &(RuleId, String)| *r == rule && says(text, &ev.says);
        match said[from..].iter().position(matches) {
            Some(at) if e.ordered => from += at + 1,
            Some(_) => {}
            None if e.ordered && said.iter().any(matches) => out.push(format!(
                "event \"{}\" ({rule}) happened, but not after the events listed before it (`ordered`)",
                ev.says
            )),
            None => {
                let by_rule: Vec<&String> = said.iter().filter(|(r, _)| *r == rule).map(|(_, t)| t).collect();
                out.push(format!(
                    "no event \"{}\" caused by {rule}; events caused by {rule}: {by_rule:?}",
                    ev.says
                ));
            }
        }
    }
    for r in &e.absent {
        let rule: RuleId = r.parse().unwrap_or_else(|_| panic!("`{r}` is not a rule ID"));
        let fired: Vec<&String> = said.iter().filter(|(x, _)| *x == rule).map(|(_, t)| t).collect();
        if !fired.is_empty() {
            out.push(format!("{rule} should not apply, but caused {fired:?}"));
        }
    }
    if let Some(stack) = &e.stack {
        let have: Vec<String> = game
            .stack
            .iter()
            .map(|item| match item.kind {
                // An inherent triggered ability has no source (724.2).
                engine::stack::StackKind::Inherent(ability) => ability.name().to_owned(),
                _ => game.name(item.source).to_owned(),
            })
            .collect();
        if *stack != have {
            out.push(format!("stack: expected {stack:?}, got {have:?}"));
        }
    }
    if let Some(expected) = &e.turn_markers {
        let have: Vec<String> = game
            .grand_melee
            .as_ref()
            .map(|m| m.markers.iter().map(|m| letter(m.holder).to_owned()).collect())
            .unwrap_or_default();
        if *expected != have {
            out.push(format!("turn markers' holders: expected {expected:?}, got {have:?}"));
        }
    }
    for (p, pe) in e.players() {
        let pl = &game.players[p.0];
        let mut field = |what: &str, expected: String, actual: String| {
            if expected != actual {
                out.push(format!("{p} {what}: expected {expected}, got {actual}"));
            }
        };
        if let Some(life) = pe.life {
            field("life", life.to_string(), pl.life.to_string());
        }
        if let Some(in_game) = pe.in_game {
            field("in the game", in_game.to_string(), (!pl.has_lost).to_string());
        }
        if let Some(poison) = pe.poison {
            field("poison", poison.to_string(), pl.poison_counters.to_string());
        }
        if let Some(pool) = &pe.mana_pool {
            let have: String = ManaType::ALL
                .into_iter()
                .flat_map(|t| std::iter::repeat_n(t.symbol(), pl.mana.amounts[t as usize] as usize))
                .map(|c| format!("{{{c}}}"))
                .collect();
            field("mana pool", pool.clone(), have);
        }
        if let Some(outside) = &pe.outside {
            let mut have: Vec<&str> = pl.outside.iter().map(|&c| game.pool.get(c).name.as_str()).collect();
            let mut want: Vec<&str> = outside.iter().map(String::as_str).collect();
            have.sort_unstable();
            want.sort_unstable();
            field("cards outside the game", format!("{want:?}"), format!("{have:?}"));
        }
        if let Some(companion) = &pe.companion {
            let have = pl.companion.map_or("", |c| game.pool.get(c).name.as_str());
            field("companion", companion.clone(), have.to_owned());
        }
        if let Some(n) = pe.library_count {
            field("library size", n.to_string(), pl.library.len().to_string());
        }
        if let Some(library) = &pe.library {
            let have: Vec<&str> = pl.library.iter().map(|&id| game.name(id)).collect();
            field("library (bottom first)", format!("{library:?}"), format!("{have:?}"));
        }
        if let Some(top) = &pe.library_top {
            let have = pl.library.last().map_or("nothing", |&id| game.name(id));
            field("top of library", top.clone(), have.to_owned());
        }
        let zones: BTreeMap<&str, (&Option<Vec<String>>, Vec<String>)> = BTreeMap::from([
            ("hand", (&pe.hand, names(game, pl.hand.iter().copied()))),
            (
                "hand seen by the opponent",
                (
                    &pe.hand_seen_by_opponent,
                    names(
                        game,
                        pl.hand
                            .iter()
                            .copied()
                            .filter(|&id| game.can_see(game.next_player(p), id)),
                    ),
                ),
            ),
            ("graveyard", (&pe.graveyard, names(game, pl.graveyard.iter().copied()))),
            (
                "library (any order)",
                (&pe.library_cards, names(game, pl.library.iter().copied())),
            ),
            (
                "exile",
                (
                    &pe.exile,
                    names(
                        game,
                        game.exile
                            .iter()
                            .copied()
                            .filter(|&id| game.objects[id.0 as usize].owner == p),
                    ),
                ),
            ),
            (
                "command zone",
                (
                    &pe.command,
                    names(
                        game,
                        game.command
                            .iter()
                            .copied()
                            .filter(|&id| game.objects[id.0 as usize].owner == p),
                    ),
                ),
            ),
            ("battlefield", (&pe.battlefield, names(game, game.controlled_by(p)))),
            (
                "tapped permanents",
                (
                    &pe.tapped,
                    names(
                        game,
                        game.controlled_by(p).filter(|&id| game.objects[id.0 as usize].tapped),
                    ),
                ),
            ),
            (
                "damaged permanents",
                (
                    &pe.damaged,
                    names(
                        game,
                        game.controlled_by(p)
                            .filter(|&id| game.objects[id.0 as usize].damage > 0),
                    ),
                ),
            ),
        ]);
        for (name, expected) in &pe.power_toughness {
            let actual = game
                .controlled_by(p)
                .find(|&id| super::label(game, id) == name.as_str())
                .map(|id| {
                    let (power, toughness) = game.power_toughness(id);
                    format!("{power}/{toughness}")
                });
            field(
                &format!("{name}'s power/toughness"),
                expected.clone(),
                actual.unwrap_or_else(|| "not on the battlefield".into()),
            );
        }
        for (zone, (expected, actual)) in zones {
            if let Some(expected) = expected {
                field(zone, format!("{:?}", sorted(expected)), format!("{actual:?}"));
            }
        }
    }
    out
}
