//! The scenario harness: a scenario file (TOML, readable by a judge) sets up a board,
//! scripts the players' actions, and states the expected result; [`run`] plays it and
//! fails with a readable report of what differs.
//!
//! Format (every key is optional unless said otherwise; see `engine/tests/scenarios/`):
//!
//! ```toml
//! rules = ["704.5a"]                      # required: the rules it asserts (see below)
//! exercised = ["117.3a"]                  # rules it only runs: they must fire
//! title = "A player at 0 life loses"      # required
//! pending = "why the engine can't play it yet"  # a pending scenario is listed, never run
//! [[card]]                                # cards only this scenario uses, as in card files
//! [[token]]                               # and tokens they create
//! [example]                               # when it encodes a CR Example: paragraph
//! cr = "2026-02-27"                      # the release it quotes: the embedded one
//! text = "…verbatim…"
//! [setup]
//! new_game_seed = 7                       # or: start a real game (103) from the players'
//!                                         # `library` lists as decks, shuffled by the seed
//! active = "A"                            # whose turn (default A)
//! step = "precombat_main"                 # the step that begins (default precombat_main)
//! day_night = "night"                     # the game's designation (730.1): day, night,
//!                                         # or neither when left out
//! monarch = "A"                           # the monarch (724.1); none when left out
//! dice = [17, 3]                          # the natural results of the next die rolls, in
//!                                         # order (706.1b: rolled another way)
//! team_size = 2                           # a Team vs. Team game (808): teams of this many
//!                                         # seated together (A and B against C and D)
//! range_of_influence = 1                  # the limited range of influence option (801):
//!                                         # each player's range in seats, unless their own
//!                                         # `range_of_influence` says otherwise
//! alternating_teams = 2                   # an Alternating Teams game (811): this many
//!                                         # teams seated in turn (A and C against B and D),
//!                                         # attacking only the players next to them (811.4)
//! attack = "left"                         # the attack left or right option (803)
//! emperor_team_size = 3                   # an Emperor game (809): teams of this many
//!                                         # seated together, emperors in the middle (B, E)
//! deploy_creatures = true                 # the deploy creatures option (804)
//! grand_melee = true                      # a Grand Melee game (807): range of influence 1,
//!                                         # attack left, turn markers handed out from the
//!                                         # active player, one for each full four players
//! players = 16                            # the players, when more than the last set up:
//!                                         # I to P have no set-up table
//! [setup.A]                               # each player (A and B; C to H for a game of
//!                                         # three to eight, in seat order): life, poison, library (the
//!                                         # bottom card first, the top last), hand,
//! life = 1                                # graveyard, battlefield, commander (in the
//!                                         # command zone: a Commander game, 903.6);
//!                                         # cards by name, or
//! battlefield = ["Mountain", { card = "Grizzly Bears", damage = 1, tapped = true }]
//!                                         # (also plus_one, minus_one, loyalty, age, level, lore, time, intervention,
//!                                         # summoning_sick, transformed (a double-faced
//!                                         # card, back face up), flipped (a flip card),
//!                                         # owner = "C" (a card of C's this player
//!                                         # controls), and attached_to = a permanent's
//!                                         # name or "A"/"B" for an Aura or Equipment)
//! [[do]]                                  # the actions, in order
//! by = "A"                                # who answers (checked: the player asked, or the
//!                                         # player controlling them, 722.5)
//! action = "cast"                         # pass, play, cast, cast_half (half = "Fire"),
//!                                         # activate, attack, block,
//! card = "Lightning Bolt"                 # finish, assign (1 damage to target), discard,
//!                                         # bottom, keep, mulligan, concede, put_trigger
//!                                         # (ability = its index); times = N; of
//!                                         # several cards with the name, the acting
//!                                         # player's own (nth = N: the Nth of them)
//!                                         # pass_until (with `step`): everyone passes and
//!                                         # declares nothing until that step of `by`'s turn;
//!                                         # cast_face_down (morph or disguise, 702.37a,
//!                                         # 702.168a), turn_face_up (702.37e; procedure =
//!                                         # "disguise" or "mana_cost", 702.168d, 701.40b);
//!                                         # choose_player (target = "B": the
//!                                         # opponent who chooses, 801.5a). A face-down object is named
//!                                         # "face-down Grinning Demon" everywhere;
//!                                         # cast_bestowed (702.103a); foretell
//!                                         # (702.143a: then cast it with zone = "exile")
//! zone = "graveyard"                      # for activate: where the card is (hand,
//!                                         # graveyard; default the
//!                                         # battlefield); for cast, cast_bestowed and
//!                                         # cast_face_down, the hand by default, the
//!                                         # graveyard (flashback), the library (its
//!                                         # top card: Garruk's Horde), exile (foretold)
//!                                         # or the command zone (a commander, 903.8)
//! pay_as = ["G", "life"]                  # for cast and activate: how each hybrid or
//!                                         # Phyrexian symbol is paid ("2" for the
//!                                         # {2} half of {2/B}); action pay_as with one
//!                                         # way answers one such question alone
//! alternative = true                      # for cast: pay the alternative cost asked
//!                                         # about first (surge, spectacle) or not
//! kicker = [true, false]                  # for cast: pay each kicker cost or not
//!                                         # (a multikicker: once more each time asked)
//! gift = "B"                              # for cast: promise its gift to B ("none": to
//!                                         # no one), one question per opponent in seat
//!                                         # order until the one named
//! buyback = true                          # for cast: pay its buyback cost or not
//!                                         # (pay_optional_cost with pay = true|false
//!                                         # answers one such question alone)
//!                                         # choose: color = "red", creature_type =
//!                                         # "Goblin", or the option naming `card` (nth = N: the
//!                                         # Nth of options with that name); or, with
//!                                         # pay = true|false, pay an optional cost or not;
//!                                         # or decline = true (the option after the last:
//!                                         # no more cards, don't) or false (the first: yes);
//!                                         # options = ["Grizzly Bears"] asserts the names of
//!                                         # all the options offered, in order (["red",
//!                                         # "green"] the colors, with color); mana =
//!                                         # "{W}{U}" picks the amount of mana to pay
//! target = "B"                            # a player, or a card name on the battlefield
//!                                         # (target_nth = N: the Nth with the name)
//!                                         # (for attack: the player or planeswalker
//!                                         # attacked, default the opponent)
//! illegal = "702.9b"                      # optional: the action must be refused, citing this
//!                                         # rule (or each of a list of rules)
//! rules = ["503.1"]                       # optional: rules this action asserts (that this
//!                                         # player is asked this here, and may do it)
//! [expect]
//! result = "A wins"                       # or "B wins" (any player), "team AB wins", "draw",
//!                                         # "in progress"
//! day_night = "night"                     # optional: the game's designation (730.1):
//!                                         # day, night or neither
//! monarch = "B"                           # optional: the monarch at the end, or "none"
//!                                         # (724.1)
//! turn_markers = ["A", "E"]              # optional: the holders of a Grand Melee game's
//!                                         # turn markers, by number (807.4)
//! rules = ["104.2a"]                      # optional: rules the result, day_night,
//!                                         # monarch and turn_markers assert
//! events = [{ rule = "704.5a", says = "Player B loses the game" }]
//! ordered = true                          # optional: the events happen in this order
//! absent = ["704.5f"]                     # rules that must not have caused any event
//!                                         # Each claimed rule must fire while the scenario
//!                                         # runs (a cite!, event or refusal of it), or be
//!                                         # in `absent` (a scenario showing where it does
//!                                         # not apply).
//! [expect.B]                              # life, poison, library_count, library (in
//!                                         # order, bottom first), library_top, and names (any
//! rules = ["120.3a"]                      # (optional: rules these expectations assert)
//! life = 0                                # order): hand, graveyard, battlefield, tapped,
//!                                         # damaged (permanents with damage marked),
//!                                         # exile, command (the command zone),
//!                                         # in_game (false once they lost or left),
//!                                         # library_cards, hand_seen_by_opponent
//!                                         # (the hand's cards the opponent can see);
//! power_toughness = { "Maro" = "7/7" }    # of permanents the player controls
//! [[expect.objects]]                      # an object's characteristics and status, found by
//! card = "Grizzly Bears"                  # current name in `zone` (default battlefield),
//! owner = "A"                             # optionally by owner and `nth` (from 1)
//! rules = ["613.1b"]                      # optional: rules these expectations assert
//! controller = "B"                        # mana_cost ("" for none), mana_value, colors ([]
//! colors = ["green"]                      # colorless), types, subtypes, subtype_count,
//! power = 2                               # supertypes, keywords, has_abilities, activated
//!                                         # (how many activated abilities), power, toughness,
//!                                         # has_power_toughness (false: none, 208.3),
//!                                         # loyalty, defense, tapped, attacking,
//!                                         # summoning_sick, damage, fade_counters, age_counters,
//!                                         # charge_counters, lore_counters, time_counters, level_counters,
//!                                         # intervention_counters,
//!                                         # seen_by (["A", "B"]: who may see its face),
//!                                         # attached_to (a permanent's name, "A"/"B",
//!                                         # or "" for nothing), commander (903.3),
//!                                         # color_identity (its card's, 903.4),
//!                                         # in_deck_of = { commander = "Wort, the
//!                                         # Raidmother", allowed = false } (903.5c–d)
//! ```
//!
//! `[[do.check]]` tables, with the same keys, check objects right after that action.
//!
//! Claims are assertions: each rule in `rules` must be asserted by something the harness
//! checks (an expected event it caused, an action refused citing it, `absent`, or an
//! expectation or action tagged with it), and must fire (or be in `absent`). A rule the
//! scenario only runs goes in `exercised`, which must fire. `cargo xtask coverage` counts
//! the first kind as asserted, the second as exercised.

mod compare;
mod format;
mod objects;
mod perform;
mod setup;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use engine::cards::CardPool;
use rules_data::RuleId;

use format::Scenario;

/// Where scenario files live.
/// The name a scenario uses for `id`: its name; for a face-down object, which has none
/// (708.2a), `"face-down Grinning Demon"`, by the card it is (what its controller may see,
/// 708.5); for another object with no name (a copy of a face-down one), `"nameless Clone"`.
fn label(game: &engine::game::Game, id: engine::game::ObjectId) -> std::borrow::Cow<'_, str> {
    let card = |o: &engine::game::Object| game.pool.get(o.card).name.as_str();
    match (game.object(id), game.name(id)) {
        (Some(o), _) if o.face_down => format!("face-down {}", card(o)).into(),
        (Some(o), "") => format!("nameless {}", card(o)).into(),
        (_, name) => name.into(),
    }
}

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
        check_example(path, &rules, ex);
    }
    scenario
}

/// The example a scenario quotes is one of its rules' `Example:` paragraphs in the embedded
/// CR, word for word, and dated that release. When a CR update changed it, the failure says
/// how, so a person can update the scenario (`cargo xtask update` re-dates the others).
fn check_example(path: &str, rules: &[RuleId], ex: &format::Example) {
    let cr = embedded();
    let date = cr.effective_date.map(|d| d.to_string()).unwrap_or_default();
    let now: Vec<&String> = rules
        .iter()
        .filter_map(|&r| cr.get(r))
        .flat_map(|rule| &rule.examples)
        .collect();
    let verbatim = now.iter().any(|e| e.as_str() == ex.text.trim());
    let listed = |examples: &[&String]| -> String {
        if examples.is_empty() {
            return " (none)".to_owned();
        }
        examples.iter().map(|e| format!("\n    {e}")).collect()
    };
    let ids: Vec<String> = rules.iter().map(ToString::to_string).collect();
    let ids = ids.join(", ");
    assert!(
        verbatim || ex.cr != date,
        "{path}: the example is not an Example: of {ids} in CR {date} word for word; \
         that CR's examples of {ids}:{}",
        listed(&now)
    );
    assert!(
        verbatim,
        "{path}: it quotes an example of {ids} from CR {}, which the embedded CR {date} changed or \
         removed: re-read the rule, update the scenario's text, set-up and expectations, and set \
         cr = \"{date}\". CR {date}'s examples of {ids}:{}",
        ex.cr,
        listed(&now)
    );
    assert_eq!(
        ex.cr, date,
        "{path}: the example is word for word in the embedded CR {date} but dated CR {}; \
         `cargo xtask update` re-dates such examples: set cr = \"{date}\"",
        ex.cr
    );
}

fn embedded() -> &'static rules_data::Ruleset {
    static CR: std::sync::OnceLock<rules_data::Ruleset> = std::sync::OnceLock::new();
    CR.get_or_init(|| rules_data::embedded().ruleset)
}

/// Plays the scenario at `path` (relative to `engine/tests/scenarios`), checks that its
/// `rules` are the ones the calling test cites with `#[rule]`, and panics with a report of
/// every difference.
/// The starter pool with the cards of the scenario at `path` (for tests that play those
/// cards other ways than the scenario does).
pub fn cards_of(path: &str) -> Arc<CardPool> {
    pool_with_cards(&load(path), path)
}

/// The starter pool, and the scenario's own cards and tokens.
fn pool_with_cards(scenario: &Scenario, path: &str) -> Arc<CardPool> {
    let mut pool = CardPool::starter();
    if !scenario.card.is_empty() || !scenario.token.is_empty() {
        let cards = toml::to_string(&BTreeMap::from([("card", &scenario.card), ("token", &scenario.token)]))
            .unwrap_or_else(|e| panic!("{path}: {e}"));
        pool.extend_from_toml(path, &cards)
            .unwrap_or_else(|e| panic!("{path}: its [[card]] tables: {e}"));
    }
    Arc::new(pool)
}

pub fn run(path: &str) {
    let scenario = load(path);
    assert!(
        scenario.pending.is_none(),
        "{path} is pending; pending scenarios are listed, not run"
    );
    let claimed: Vec<RuleId> = scenario.rules.iter().filter_map(|r| r.parse().ok()).collect();
    if let Some(cited) = calling_test_citation() {
        assert_eq!(
            claimed, cited,
            "{path}: the file's `rules` and the test's #[rule] citations differ"
        );
    }
    // Forget what the test function evaluated; record what the scenario makes fire, from
    // loading its cards (a basic land's mana ability comes from its type at load, 305.6) to
    // its last action.
    let _ = engine::trace::take_fired();
    let mut game = setup::setup(&scenario.setup, pool_with_cards(&scenario, path), path);
    let mut failures = Vec::new();
    for (i, step) in scenario.actions.iter().enumerate() {
        for _ in 0..step.times {
            perform::perform(&mut game, step, path, i);
        }
        // The game's own bookkeeping (one zone per object, the tallies) holds after each.
        if let Err(broken) = game.check_invariants() {
            failures.push(format!("after action {}: {broken}", i + 1));
        }
        for check in &step.check {
            let found = objects::compare(&game, check, path);
            failures.extend(found.into_iter().map(|f| format!("after action {}: {f}", i + 1)));
        }
    }
    failures.extend(compare::compare(&game, &scenario.expect));
    for object in &scenario.expect.objects {
        failures.extend(objects::compare(&game, object, path));
    }
    // What fired includes what the engine computed for the expectations (a mana value).
    let fired = engine::trace::take_fired();
    // The test's own record of what fired (`engine::trace::TestRun`) sees them too.
    engine::trace::fired_all(&fired);
    if cfg!(debug_assertions) {
        // A claimed rule must fire (its code ran), or, in a scenario showing where it does
        // not apply, be listed in `absent` (which compare checks caused no event).
        let shown_absent = |r: &RuleId| {
            scenario
                .expect
                .absent
                .iter()
                .any(|a| a.parse::<RuleId>().ok() == Some(*r))
        };
        for rule in claimed.iter().filter(|r| !fired.contains(r) && !shown_absent(r)) {
            failures.push(format!(
                "it claims {rule}, but {rule} never fired (no cite!, event or refusal of it ran) and `absent` does not list it"
            ));
        }
        for rule in parse_all(&scenario.exercised, path) {
            if !fired.contains(&rule) {
                failures.push(format!("it exercises {rule}, but {rule} never fired"));
            }
        }
    }
    let asserted = asserted(&scenario, path);
    for rule in claimed.iter().filter(|r| !asserted.contains(r)) {
        failures.push(format!(
            "it claims {rule}, but nothing it checks asserts {rule}: expect an event {rule} causes, \
             tag the expectation or action that shows it (`rules = [\"{rule}\"]`), or move it to `exercised`"
        ));
    }
    report(path, &claimed, &fired, failures.is_empty());
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

fn parse_all(ids: &[String], path: &str) -> Vec<RuleId> {
    ids.iter()
        .map(|r| r.parse().unwrap_or_else(|_| panic!("{path}: `{r}` is not a rule ID")))
        .collect()
}

/// The rules a scenario's checks assert: expected events, refusals, `absent`, and tags.
fn asserted(scenario: &Scenario, path: &str) -> Vec<RuleId> {
    let e = &scenario.expect;
    let mut out = parse_all(&e.absent, path);
    out.extend(parse_all(&e.rules, path));
    out.extend(
        e.events
            .iter()
            .flat_map(|ev| parse_all(std::slice::from_ref(&ev.rule), path)),
    );
    for (_, player) in e.players() {
        out.extend(parse_all(&player.rules, path));
    }
    for object in &e.objects {
        out.extend(parse_all(&object.rules, path));
    }
    for action in &scenario.actions {
        out.extend(parse_all(&action.rules, path));
        for check in &action.check {
            out.extend(parse_all(&check.rules, path));
        }
        for rule in action.illegal.iter().flat_map(|i| i.rules()) {
            out.extend(parse_all(std::slice::from_ref(rule), path));
        }
    }
    out
}

/// The rules the running test cites with `#[rule]`, found in the debug-build registry by the
/// test's name (libtest names each test's thread after it); `None` in release builds.
fn calling_test_citation() -> Option<Vec<RuleId>> {
    let thread = std::thread::current();
    let test = thread.name()?.rsplit("::").next()?;
    let site = engine::trace::CITATIONS
        .iter()
        .find(|c| c.role == engine::trace::Role::Test && c.item == test);
    if cfg!(debug_assertions) {
        assert!(
            site.is_some(),
            "the test `{test}` running a scenario must cite its rules with #[rule]"
        );
    }
    site.map(|c| c.rules.to_vec())
}

/// Where the harness leaves one JSON report per scenario run (claimed rules, fired rules,
/// passed): `target/tmp/scenarios/`, read by `cargo xtask coverage`.
pub fn report_dir() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("scenarios")
}

/// Writes the report of a run (best effort: a report that cannot be written only means
/// coverage will say the scenario has not run).
fn report(path: &str, claimed: &[RuleId], fired: &[RuleId], passed: bool) {
    let ids = |rules: &[RuleId]| rules.iter().map(|r| r.to_string()).collect::<Vec<_>>();
    let json = serde_json::json!({ "file": path, "claimed": ids(claimed), "fired": ids(fired), "passed": passed });
    let file = report_dir().join(path.replace('/', "__")).with_extension("json");
    let _ = std::fs::create_dir_all(report_dir());
    let _ = std::fs::write(file, json.to_string());
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
