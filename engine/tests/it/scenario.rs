//! The scenario harness: a scenario file (TOML, readable by a judge) sets up a board,
//! scripts the players' actions, and states the expected result; [`run`] plays it and
//! fails with a readable report of what differs.
//!
//! Format (every key is optional unless said otherwise; see `engine/tests/scenarios/`):
//!
//! ```toml
//! rules = ["704.5a"]                      # required: the rules it verifies
//! title = "A player at 0 life loses"      # required
//! pending = "why the engine can't play it yet"  # a pending scenario is listed, never run
//! [[card]]                                # cards only this scenario uses, as in card files
//! [example]                               # when it encodes a CR Example: paragraph
//! cr = "2026-01-16"
//! text = "…verbatim…"
//! [setup]
//! active = "A"                            # whose turn (default A)
//! step = "precombat_main"                 # the step that begins (default precombat_main)
//! [setup.A]                               # each player: life, poison, library, hand,
//! life = 1                                # graveyard, battlefield; cards by name, or
//! battlefield = ["Mountain", { card = "Grizzly Bears", damage = 1, tapped = true }]
//! [[do]]                                  # the actions, in order
//! by = "A"                                # who (checked against who is asked)
//! action = "cast"                         # pass, play, cast, activate, attack, block,
//! card = "Lightning Bolt"                 # finish, assign (1 damage to target), discard,
//!                                         # bottom, keep, mulligan, concede, put_trigger
//!                                         # (ability = its index); times = N
//! target = "B"                            # a player, or a card name on the battlefield
//! illegal = "702.9b"                      # optional: the action must be refused, citing this
//! [expect]
//! result = "A wins"                       # or "B wins", "draw", "in progress"
//! events = [{ rule = "704.5a", says = "Player B loses the game" }]
//! absent = ["704.5f"]                     # rules that must not have caused any event
//! [expect.B]                              # life, poison, library_count, and names (any
//! life = 0                                # order): hand, graveyard, battlefield, tapped,
//!                                         # damaged (permanents with damage marked)
//! ```

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use engine::action::{Action, Decision, Payment};
use engine::cards::CardPool;
use engine::game::{Game, GameResult, ObjectId, PlayerId, Zone};
use engine::stack::Target;
use engine::turn::Step;
use rules_data::RuleId;
use serde::Deserialize;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Scenario {
    rules: Vec<String>,
    title: String,
    pending: Option<String>,
    example: Option<Example>,
    /// Cards only this scenario uses (an example's hypothetical "spell that…"), in the card
    /// file format.
    #[serde(default)]
    card: Vec<toml::Table>,
    #[serde(default)]
    setup: Setup,
    #[serde(default, rename = "do")]
    actions: Vec<Step_>,
    expect: Expect,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Example {
    cr: String,
    text: String,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct Setup {
    active: Option<String>,
    step: Option<String>,
    #[serde(rename = "A")]
    a: Option<PlayerSetup>,
    #[serde(rename = "B")]
    b: Option<PlayerSetup>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct PlayerSetup {
    life: Option<i32>,
    poison: Option<u32>,
    #[serde(default)]
    library: Vec<String>,
    #[serde(default)]
    hand: Vec<String>,
    #[serde(default)]
    graveyard: Vec<String>,
    #[serde(default)]
    battlefield: Vec<Permanent>,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum Permanent {
    Name(String),
    Detailed(PermanentSetup),
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PermanentSetup {
    card: String,
    #[serde(default)]
    tapped: bool,
    #[serde(default)]
    damage: u32,
    #[serde(default)]
    plus_one: u32,
    #[serde(default)]
    minus_one: u32,
    #[serde(default)]
    loyalty: u32,
    #[serde(default)]
    summoning_sick: bool,
}

#[allow(non_camel_case_types)]
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Step_ {
    by: String,
    action: String,
    card: Option<String>,
    target: Option<String>,
    attacker: Option<String>,
    ability: Option<usize>,
    #[serde(default = "one")]
    times: u32,
    illegal: Option<String>,
}

fn one() -> u32 {
    1
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct Expect {
    result: Option<String>,
    #[serde(default)]
    events: Vec<ExpectedEvent>,
    #[serde(default)]
    absent: Vec<String>,
    #[serde(rename = "A")]
    a: Option<PlayerExpect>,
    #[serde(rename = "B")]
    b: Option<PlayerExpect>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ExpectedEvent {
    rule: String,
    says: String,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct PlayerExpect {
    life: Option<i32>,
    poison: Option<u32>,
    hand: Option<Vec<String>>,
    graveyard: Option<Vec<String>>,
    battlefield: Option<Vec<String>>,
    tapped: Option<Vec<String>>,
    damaged: Option<Vec<String>>,
    library_count: Option<usize>,
}

/// Where scenario files live.
pub fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scenarios")
}

/// Reads and checks the scenario at `path` (relative to `engine/tests/scenarios`): its
/// rules are rule IDs, and an example is one of those rules' `Example:` paragraphs, verbatim,
/// from the embedded CR of the date it names.
fn load(path: &str) -> Scenario {
    let file = dir().join(path);
    let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    let scenario: Scenario = toml::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    let rules: Vec<RuleId> = scenario
        .rules
        .iter()
        .map(|r| r.parse().unwrap_or_else(|_| panic!("{path}: `{r}` is not a rule ID")))
        .collect();
    if let Some(ex) = &scenario.example {
        let cr = embedded();
        let date = cr.effective_date.map(|d| d.to_string()).unwrap_or_default();
        assert_eq!(
            ex.cr, date,
            "{path}: the example is from CR {}, the embedded CR is {date}",
            ex.cr
        );
        let verbatim = rules
            .iter()
            .filter_map(|&r| cr.get(r))
            .any(|rule| rule.examples.iter().any(|e| e == ex.text.trim()));
        assert!(
            verbatim,
            "{path}: the example text is not an Example: of {:?} in CR {date}, word for word",
            scenario.rules
        );
    }
    scenario
}

fn embedded() -> &'static rules_data::Ruleset {
    static CR: std::sync::OnceLock<rules_data::Ruleset> = std::sync::OnceLock::new();
    CR.get_or_init(|| rules_data::embedded().ruleset)
}

/// Plays the scenario at `path` (relative to `engine/tests/scenarios`), checks that it
/// claims `rules`, and panics with a report of every difference.
pub fn run(path: &str, rules: &[RuleId]) {
    let scenario = load(path);
    assert!(
        scenario.pending.is_none(),
        "{path} is pending; pending scenarios are listed, not run"
    );
    let claimed: Vec<RuleId> = scenario.rules.iter().filter_map(|r| r.parse().ok()).collect();
    assert_eq!(
        claimed, rules,
        "{path}: the test's #[rule] citations and the file's `rules` differ"
    );
    let mut pool = CardPool::starter();
    if !scenario.card.is_empty() {
        let cards =
            toml::to_string(&BTreeMap::from([("card", &scenario.card)])).unwrap_or_else(|e| panic!("{path}: {e}"));
        pool.extend_from_toml(path, &cards)
            .unwrap_or_else(|e| panic!("{path}: its [[card]] tables: {e}"));
    }
    let mut game = setup(&scenario.setup, Arc::new(pool), path);
    for (i, step) in scenario.actions.iter().enumerate() {
        for _ in 0..step.times {
            perform(&mut game, step, path, i);
        }
    }
    let failures = compare(&game, &scenario.expect);
    if !failures.is_empty() {
        let log: Vec<String> = game.log.iter().map(|e| format!("  {}", game.describe(e))).collect();
        panic!(
            "scenario {path} ({}) failed:\n- {}\nlog:\n{}",
            scenario.title,
            failures.join("\n- "),
            log.join("\n")
        );
    }
}

/// Every scenario file, relative to the scenario folder, sorted.
pub fn all_files() -> Vec<String> {
    let mut out = Vec::new();
    let root = dir();
    let chapters = std::fs::read_dir(&root).unwrap_or_else(|e| panic!("{}: {e}", root.display()));
    for chapter in chapters.flatten() {
        for file in std::fs::read_dir(chapter.path()).into_iter().flatten().flatten() {
            let name = file.file_name().to_string_lossy().into_owned();
            if name.ends_with(".toml") {
                out.push(format!("{}/{name}", chapter.file_name().to_string_lossy()));
            }
        }
    }
    out.sort();
    out
}

/// The pending scenarios and why, after checking every file (pending or not) loads.
pub fn pending() -> Vec<(String, String)> {
    all_files()
        .into_iter()
        .filter_map(|path| load(&path).pending.map(|why| (path, why)))
        .collect()
}

fn player(letter: &str, path: &str) -> PlayerId {
    match letter {
        "A" => PlayerId(0),
        "B" => PlayerId(1),
        other => panic!("{path}: players are A and B, not `{other}`"),
    }
}

fn step_named(name: &str, path: &str) -> Step {
    Step::ORDER
        .into_iter()
        .find(|s| {
            s.to_string()
                .replace([' ', '-'], "_")
                .trim_end_matches("_step")
                .trim_end_matches("_phase")
                == name.trim_end_matches("_step").trim_end_matches("_phase")
        })
        .unwrap_or_else(|| panic!("{path}: no step `{name}`"))
}

fn setup(s: &Setup, pool: Arc<CardPool>, path: &str) -> Game {
    let mut game = Game::blank(pool.clone(), 2, 20);
    let active = player(s.active.as_deref().unwrap_or("A"), path);
    game.turn.active = active;
    game.turn.priority = active;
    game.turn.starting_player = PlayerId(0);
    game.turn.number = 2;
    for (p, ps) in [(PlayerId(0), &s.a), (PlayerId(1), &s.b)] {
        let Some(ps) = ps else { continue };
        let card = |name: &str| {
            pool.find(name)
                .unwrap_or_else(|| panic!("{path}: no card `{name}` in the starter pool"))
        };
        if let Some(life) = ps.life {
            game.players[p.0].life = life;
        }
        if let Some(poison) = ps.poison {
            game.players[p.0].poison_counters = poison;
        }
        for (zone, names) in [
            (Zone::Library, &ps.library),
            (Zone::Hand, &ps.hand),
            (Zone::Graveyard, &ps.graveyard),
        ] {
            for name in names {
                game.put(card(name), p, zone);
            }
        }
        for perm in &ps.battlefield {
            let detail = match perm {
                Permanent::Name(name) => PermanentSetup {
                    card: name.clone(),
                    tapped: false,
                    damage: 0,
                    plus_one: 0,
                    minus_one: 0,
                    loyalty: 0,
                    summoning_sick: false,
                },
                Permanent::Detailed(d) => PermanentSetup {
                    card: d.card.clone(),
                    ..*d
                },
            };
            let id = game.put(card(&detail.card), p, Zone::Battlefield);
            let o = &mut game.objects[id.0 as usize];
            o.tapped = detail.tapped;
            o.damage = detail.damage;
            o.counters.plus_one = detail.plus_one;
            o.counters.minus_one = detail.minus_one;
            o.counters.loyalty = detail.loyalty;
            o.summoning_sick = detail.summoning_sick;
        }
    }
    game.begin_step(step_named(s.step.as_deref().unwrap_or("precombat_main"), path));
    game
}

/// The object named `name` in `zone` (the first one found).
fn find(game: &Game, name: &str, zones: &[Zone]) -> Option<ObjectId> {
    (0..game.objects.len() as u32)
        .map(ObjectId)
        .find(|&id| game.object(id).is_some_and(|o| !o.gone && zones.contains(&o.zone)) && game.name(id) == name)
}

fn target(game: &Game, t: &str, path: &str) -> Target {
    match t {
        "A" | "B" => Target::Player(player(t, path)),
        name => Target::Object(
            find(game, name, &[Zone::Battlefield, Zone::Stack])
                .unwrap_or_else(|| panic!("{path}: no `{name}` on the battlefield or the stack to target")),
        ),
    }
}

fn perform(game: &mut Game, step: &Step_, path: &str, i: usize) {
    let by = player(&step.by, path);
    let pending = game.pending.unwrap_or_else(|| {
        panic!(
            "{path}: action {} ({} {}) but the game is over: {:?}",
            i + 1,
            step.by,
            step.action,
            game.result
        )
    });
    if step.action != "concede" && pending.player != by {
        panic!(
            "{path}: action {} expects {} to act, but the game asks {} for {:?}",
            i + 1,
            step.by,
            pending.player,
            pending.decision
        );
    }
    let card = |zones: &[Zone]| {
        let name = step
            .card
            .as_deref()
            .unwrap_or_else(|| panic!("{path}: action {} needs `card`", i + 1));
        find(game, name, zones).unwrap_or_else(|| panic!("{path}: action {}: no `{name}` in {zones:?}", i + 1))
    };
    let target = step.target.as_deref().map(|t| target(game, t, path));
    let action = match step.action.as_str() {
        "pass" => Action::Pass,
        "keep" => Action::Keep,
        "mulligan" => Action::Mulligan,
        "play" => Action::PlayLand(card(&[Zone::Hand])),
        "cast" => Action::Cast {
            card: card(&[Zone::Hand]),
            target,
            payment: Payment::Auto,
        },
        "activate" => Action::Activate {
            source: card(&[Zone::Battlefield]),
            ability: step.ability.unwrap_or(0),
            target,
            payment: Payment::Auto,
        },
        "attack" => Action::Attack {
            creature: card(&[Zone::Battlefield]),
            player: game.next_player(by),
        },
        "block" => {
            let attacker = step
                .attacker
                .as_deref()
                .unwrap_or_else(|| panic!("{path}: a block needs `attacker`"));
            let attacker = find(game, attacker, &[Zone::Battlefield])
                .unwrap_or_else(|| panic!("{path}: no attacker `{attacker}`"));
            Action::Block {
                blocker: card(&[Zone::Battlefield]),
                attacker,
            }
        }
        "finish" => Action::FinishDeclaration,
        "discard" => Action::Discard(card(&[Zone::Hand])),
        "assign" => Action::AssignDamage(target.unwrap_or_else(|| panic!("{path}: `assign` needs `target`"))),
        "bottom" => Action::PutOnBottom(card(&[Zone::Hand])),
        "put_trigger" => Action::PutTrigger(step.ability.unwrap_or(0)),
        "concede" => Action::Concede(by),
        other => panic!("{path}: unknown action `{other}`"),
    };
    let unscripted = matches!(
        (pending.decision, &action),
        (
            Decision::Priority,
            Action::Attack { .. } | Action::Block { .. } | Action::FinishDeclaration
        )
    );
    assert!(
        !unscripted,
        "{path}: action {} is {action:?}, but the game asks for {:?}",
        i + 1,
        pending.decision
    );
    let before = game.state_hash();
    match (game.apply(action.clone()), &step.illegal) {
        (Ok(_), None) => {}
        (Err(e), Some(rule)) => {
            assert!(
                e.reason.contains(rule.as_str()),
                "{path}: action {} was refused, but the reason does not cite {rule}: {}",
                i + 1,
                e.reason
            );
            assert_eq!(
                game.state_hash(),
                before,
                "{path}: a refused action changed the game (732.1)"
            );
        }
        (Ok(_), Some(rule)) => panic!(
            "{path}: action {} ({action:?}) should be illegal ({rule}) but was applied",
            i + 1
        ),
        (Err(e), None) => panic!("{path}: action {} was refused: {}", i + 1, e.reason),
    }
}

fn names(game: &Game, ids: impl Iterator<Item = ObjectId>) -> Vec<String> {
    let mut v: Vec<String> = ids.map(|id| game.name(id).to_owned()).collect();
    v.sort();
    v
}

fn sorted(v: &[String]) -> Vec<String> {
    let mut v = v.to_vec();
    v.sort();
    v
}

fn compare(game: &Game, e: &Expect) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(result) = &e.result {
        let actual = match game.result {
            Some(GameResult::Win(PlayerId(0))) => "A wins",
            Some(GameResult::Win(_)) => "B wins",
            Some(GameResult::Draw) => "draw",
            None => "in progress",
        };
        if actual != result {
            out.push(format!("result: expected {result}, got {actual}"));
        }
    }
    let said: Vec<(RuleId, String)> = game.log.iter().map(|ev| (ev.rule, game.describe(ev))).collect();
    for ev in &e.events {
        let rule: RuleId = ev
            .rule
            .parse()
            .unwrap_or_else(|_| panic!("`{}` is not a rule ID", ev.rule));
        if !said.iter().any(|(r, text)| *r == rule && text.starts_with(&ev.says)) {
            let by_rule: Vec<&String> = said.iter().filter(|(r, _)| *r == rule).map(|(_, t)| t).collect();
            out.push(format!(
                "no event \"{}\" caused by {rule}; events caused by {rule}: {by_rule:?}",
                ev.says
            ));
        }
    }
    for r in &e.absent {
        let rule: RuleId = r.parse().unwrap_or_else(|_| panic!("`{r}` is not a rule ID"));
        let fired: Vec<&String> = said.iter().filter(|(x, _)| *x == rule).map(|(_, t)| t).collect();
        if !fired.is_empty() {
            out.push(format!("{rule} should not apply, but caused {fired:?}"));
        }
    }
    for (p, pe) in [(PlayerId(0), &e.a), (PlayerId(1), &e.b)] {
        let Some(pe) = pe else { continue };
        let pl = &game.players[p.0];
        let mut field = |what: &str, expected: String, actual: String| {
            if expected != actual {
                out.push(format!("{p} {what}: expected {expected}, got {actual}"));
            }
        };
        if let Some(life) = pe.life {
            field("life", life.to_string(), pl.life.to_string());
        }
        if let Some(poison) = pe.poison {
            field("poison", poison.to_string(), pl.poison_counters.to_string());
        }
        if let Some(n) = pe.library_count {
            field("library size", n.to_string(), pl.library.len().to_string());
        }
        let zones: BTreeMap<&str, (&Option<Vec<String>>, Vec<String>)> = BTreeMap::from([
            ("hand", (&pe.hand, names(game, pl.hand.iter().copied()))),
            ("graveyard", (&pe.graveyard, names(game, pl.graveyard.iter().copied()))),
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
        for (zone, (expected, actual)) in zones {
            if let Some(expected) = expected {
                field(zone, format!("{:?}", sorted(expected)), format!("{actual:?}"));
            }
        }
    }
    out
}
