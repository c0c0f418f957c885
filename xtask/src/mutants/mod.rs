//! `cargo xtask mutants [RULE... | --all | --stale | --changed BASE | --apply-equivalents]`:
//! mutation testing of the code that cites rules, recorded per rule in
//! `engine/mutation-record.json` for `coverage`.
//!
//! A rule's code is every non-stub item citing it (`codegen::mutation`). The command lists the
//! engine's mutants with cargo-mutants, keeps those inside the selected rules' code, checks
//! that the tests pass without mutation (if they do not, no mutant can be judged: the rules
//! are recorded as such), runs cargo-mutants on exactly those mutants, and records for each
//! selected rule the mutants caught, timed out, unviable and missed (less those a person
//! recorded as equivalent in `engine/mutants-equivalent.toml`), with a hash of its code. A
//! record whose code changes afterwards is stale and no longer counts.
//!
//! cargo-mutants is the one pinned dev tool the project installs itself
//! ([`CARGO_MUTANTS_VERSION`]).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::Instant;

use anyhow::Context;
use codegen::mutation::{self, CodeRange, Equivalent, Mutant, Record, RuleRecord, Sources};
use rules_data::RuleId;

mod equivalents;
mod in_diff;

use crate::fsio::write_atomic;
use crate::project::Project;
use crate::workspace;

/// The cargo-mutants release the project uses; installed with `cargo install --locked` when
/// missing.
pub const CARGO_MUTANTS_VERSION: &str = "27.1.0";

/// Engine tests left out when judging mutants: every test whose name begins `random_`, the
/// random-game soaks of each mechanic and the random play that reaches every kind of
/// decision, seconds to tens of seconds each in a debug build (together they would exceed a
/// mutant's 30 s test timeout, and a timeout would count as a catch). A mutant is judged by
/// the targeted tests (scenarios, rule tests), so one only a soak would notice counts as
/// missed: a gap in the targeted tests, never a flattering catch.
const SKIPPED_TESTS: &[&str] = &["::random_"];

/// The engine's test targets mutants are judged by: its unit tests and its integration tests
/// (not the examples, which `cargo test` would build for nothing, nor doc tests: it has none).
const TEST_TARGETS: &[&str] = &["--lib", "--tests"];

/// `--skip NAME` for each of [`SKIPPED_TESTS`], for the test binaries.
fn skip_args() -> Vec<&'static str> {
    SKIPPED_TESTS.iter().flat_map(|t| ["--skip", *t]).collect()
}

/// The cargo profile mutants are built with (the workspace's `Cargo.toml`): the test profile
/// without debug info, which nobody reads there and which slows every build.
const MUTANTS_PROFILE: &str = "mutants";

/// What a run costs on the project's 2-core machine, as measured (README, "mutants"); `--list`
/// and a run both print it beside the mutant count.
const COST: &str = "about 80 s to build, then about 35 s a mutant";

/// Where cargo-mutants writes its output, relative to the workspace root.
const OUTPUT_DIR: &str = "target/mutants";

/// Arguments of `cargo xtask mutants`.
#[derive(clap::Args)]
#[command(group(clap::ArgGroup::new("selection").args(["rules", "all", "stale", "changed", "apply_equivalents"]).required(true)))]
pub struct Args {
    /// The rules whose code to mutate (`704.5a`).
    rules: Vec<String>,
    /// Every rule cited by the engine's code.
    #[arg(long)]
    all: bool,
    /// The rules whose record is missing or whose code changed since it was made.
    #[arg(long)]
    stale: bool,
    /// The rules whose code changed since this git revision, and those with no record.
    #[arg(long, value_name = "BASE")]
    changed: Option<String>,
    /// Run no mutant: move the recorded missed mutants that `engine/mutants-equivalent.toml`
    /// now lists to equivalent, in the records whose code is unchanged (the file is read as
    /// a run starts, so entries added during a run apply to its records this way).
    #[arg(long)]
    apply_equivalents: bool,
    /// Only print the rules and mutants that would run, and what it would cost.
    #[arg(long)]
    list: bool,
    /// The workspace (default: this one).
    #[arg(long, value_name = "DIR")]
    root: Option<PathBuf>,
}

/// One mutant cargo-mutants can make.
#[derive(Clone, Debug)]
struct Listed {
    name: String,
    /// Its file, without `..` (as citations name it).
    file: PathBuf,
    /// Its file as cargo-mutants names it (through `#[path]`, with `..`), for `--file`.
    listed_file: String,
    lines: (usize, usize),
    diff: String,
}

/// Runs the selection and records it.
pub fn run(args: &Args) -> anyhow::Result<ExitCode> {
    let root = args.root.clone().unwrap_or_else(workspace::root);
    if args.apply_equivalents {
        return equivalents::apply(&root);
    }
    let project = Project::load(&root)?;
    let code = mutation::rule_code(&project.sites);
    let mut record = Record::read(&root)?;
    // A rule no code cites any more has nothing to record.
    record.rules.retain(|rule, _| code.contains_key(rule));
    let mut sources = Sources::default();
    let selected = select(args, &root, &code, &record, &mut sources)?;
    if selected.is_empty() {
        println!("no rule to mutate: every record is current");
        return Ok(ExitCode::SUCCESS);
    }
    let belongs = |m: &Listed, rule: &RuleId| {
        code.get(rule)
            .is_some_and(|ranges| ranges.iter().any(|r| r.contains(&m.file, m.lines.0, m.lines.1)))
    };
    if args.list {
        ensure_installed()?;
        let listed = list(&root)?;
        let mut total = BTreeSet::new();
        for rule in &selected {
            let names: Vec<&str> = listed
                .iter()
                .filter(|m| belongs(m, rule))
                .map(|m| m.name.as_str())
                .collect();
            println!("  {rule}: {} mutant(s)", names.len());
            total.extend(names);
        }
        println!(
            "{} rule(s), {} mutant(s) in their code: {COST}",
            selected.len(),
            total.len()
        );
        return Ok(ExitCode::SUCCESS);
    }
    let started = Instant::now();
    let tool = format!("cargo-mutants {CARGO_MUTANTS_VERSION}");
    // The code as it is now, before the (long) run: edits made meanwhile must not be recorded
    // as tested.
    let hashes: BTreeMap<RuleId, String> = selected
        .iter()
        .map(|rule| {
            let ranges = code.get(rule).map(Vec::as_slice).unwrap_or_default();
            (*rule, sources.hash(&root, ranges))
        })
        .collect();
    let timeout = match baseline(&root)? {
        Baseline::Passed { test_secs } => mutant_timeout(test_secs),
        Baseline::Failed(failed) => {
            report_baseline_failure(&root, &mut record, &selected, &hashes, tool, &failed)?;
            return Ok(ExitCode::FAILURE);
        }
    };
    ensure_installed()?;
    let listed = list(&root)?;
    let chosen: Vec<&Listed> = listed
        .iter()
        .filter(|m| selected.iter().any(|r| belongs(m, r)))
        .collect();
    println!(
        "{} rule(s), {} mutant(s) in their code (cargo-mutants {CARGO_MUTANTS_VERSION}; {COST})",
        selected.len(),
        chosen.len()
    );
    let equivalents = mutation::read_equivalents(&root)?;
    let mut outcomes = BTreeMap::new();
    let batches = batches(&selected, |rule| {
        chosen
            .iter()
            .filter(|m| belongs(m, rule))
            .map(|m| m.name.as_str())
            .collect()
    });
    // Mutants are named by line: each batch must see the files as they were listed.
    let read = |file: &Path| std::fs::read_to_string(root.join(file)).unwrap_or_default();
    let files: BTreeSet<&Path> = chosen.iter().map(|m| m.file.as_path()).collect();
    let listed_text: BTreeMap<&Path, String> = files.into_iter().map(|f| (f, read(f))).collect();
    for (n, batch) in batches.iter().enumerate() {
        let todo: Vec<&Listed> = chosen
            .iter()
            .filter(|m| !outcomes.contains_key(&m.name) && batch.iter().any(|r| belongs(m, r)))
            .copied()
            .collect();
        let batch_files: BTreeSet<&Path> = todo.iter().map(|m| m.file.as_path()).collect();
        if let Some(file) = batch_files.into_iter().find(|f| read(f) != listed_text[f]) {
            anyhow::bail!(
                "{} changed since this run listed its mutants; the {} batch(es) finished are recorded: \
                 run `cargo xtask mutants --stale` again once the code stands still",
                file.display(),
                n
            );
        }
        println!(
            "batch {} of {}: {} rule(s), {} mutant(s)",
            n + 1,
            batches.len(),
            batch.len(),
            todo.len()
        );
        outcomes.extend(mutate(&root, &todo, timeout)?);
        for rule in batch {
            let mut entry = RuleRecord {
                code_hash: hashes[rule].clone(),
                ..RuleRecord::default()
            };
            for m in chosen.iter().filter(|m| belongs(m, rule)) {
                match outcomes.get(&m.name).map(String::as_str) {
                    Some("CaughtMutant") => entry.caught += 1,
                    Some("Timeout") => entry.timeout += 1,
                    Some("Unviable") => entry.unviable += 1,
                    Some("MissedMutant") => {
                        let mutant = Mutant {
                            name: m.name.clone(),
                            diff: m.diff.clone(),
                            why: None,
                        };
                        match equivalent(&root, m, &equivalents, &mut sources) {
                            Some(why) => entry.equivalent.push(Mutant {
                                why: Some(why.to_owned()),
                                ..mutant
                            }),
                            None => entry.missed.push(mutant),
                        }
                    }
                    other => anyhow::bail!("cargo-mutants reported no outcome for `{}` ({other:?})", m.name),
                }
            }
            record.rules.insert(*rule, entry);
        }
        // Written after each batch: an interrupted run keeps what it finished, and
        // `--stale` resumes with the rest.
        record.tool = tool.clone();
        write_atomic(&root.join(mutation::RECORD_PATH), record.render().as_bytes())?;
    }
    summarize(&selected, &record, chosen.len(), started.elapsed().as_secs_f64());
    Ok(ExitCode::SUCCESS)
}

/// About how many mutants one cargo-mutants run takes (each run first builds the engine).
const BATCH: usize = 60;

/// `rules` in order, grouped so that each group brings about [`BATCH`] mutants not already in
/// an earlier group (`mutants_of` names a rule's mutants; one can belong to several rules).
fn batches<'m>(rules: &[RuleId], mutants_of: impl Fn(&RuleId) -> Vec<&'m str>) -> Vec<Vec<RuleId>> {
    let mut seen = BTreeSet::new();
    let mut out: Vec<Vec<RuleId>> = Vec::new();
    let mut fresh = 0;
    for rule in rules {
        if out.is_empty() || fresh >= BATCH {
            out.push(Vec::new());
            fresh = 0;
        }
        fresh += mutants_of(rule).into_iter().filter(|m| seen.insert(*m)).count();
        out.last_mut().expect("a batch was pushed").push(*rule);
    }
    out
}

/// The rules the arguments name, each cited by code.
fn select(
    args: &Args,
    root: &Path,
    code: &BTreeMap<RuleId, Vec<CodeRange>>,
    record: &Record,
    sources: &mut Sources,
) -> anyhow::Result<Vec<RuleId>> {
    if args.all {
        return Ok(code.keys().copied().collect());
    }
    if args.stale {
        return Ok(code
            .iter()
            .filter(|(rule, ranges)| {
                record
                    .rules
                    .get(rule)
                    .is_none_or(|r| r.code_hash != sources.hash(root, ranges))
            })
            .map(|(rule, _)| *rule)
            .collect());
    }
    if let Some(base) = &args.changed {
        let changed = changed_lines(root, base)?;
        return Ok(code
            .iter()
            .filter(|(rule, ranges)| {
                !record.rules.contains_key(rule)
                    || ranges.iter().any(|r| {
                        changed
                            .get(&r.file)
                            .is_some_and(|lines| lines.iter().any(|&(a, b)| a <= r.lines.1 && r.lines.0 <= b))
                    })
            })
            .map(|(rule, _)| *rule)
            .collect());
    }
    let mut out = Vec::new();
    for text in &args.rules {
        let rule: RuleId = text.parse().map_err(|e| anyhow::anyhow!("{e}"))?;
        if !code.contains_key(&rule) {
            anyhow::bail!(
                "{rule} is cited by no engine code (stubs and tests do not count): there is nothing of it to mutate"
            );
        }
        out.push(rule);
    }
    Ok(out)
}

/// The lines of `engine/src` files changed since `base` (the new side of `git diff`).
fn changed_lines(root: &Path, base: &str) -> anyhow::Result<BTreeMap<PathBuf, Vec<(usize, usize)>>> {
    let out = Command::new("git")
        .args(["diff", "--unified=0", base, "--", "engine/src"])
        .current_dir(root)
        .output()
        .context("running git diff")?;
    if !out.status.success() {
        anyhow::bail!(
            "git diff {base} failed: {}",
            String::from_utf8_lossy(&out.stderr).trim()
        );
    }
    let mut changed: BTreeMap<PathBuf, Vec<(usize, usize)>> = BTreeMap::new();
    let mut file = None;
    for line in String::from_utf8_lossy(&out.stdout).lines() {
        if let Some(path) = line.strip_prefix("+++ b/") {
            file = Some(PathBuf::from(path));
        } else if let (Some(hunk), Some(file)) = (line.strip_prefix("@@ "), &file) {
            // `@@ -a,b +c,d @@`: the new side starts at c and spans d lines (1 when omitted).
            let new = hunk.split_whitespace().nth(1).unwrap_or("+0");
            let mut parts = new.trim_start_matches('+').split(',');
            let start: usize = parts.next().and_then(|s| s.parse().ok()).unwrap_or(0);
            let count: usize = parts.next().and_then(|s| s.parse().ok()).unwrap_or(1);
            changed
                .entry(file.clone())
                .or_default()
                .push((start, start + count.max(1) - 1));
        }
    }
    Ok(changed)
}

/// Installs the pinned cargo-mutants when `cargo mutants --version` does not print it.
fn ensure_installed() -> anyhow::Result<()> {
    let version = Command::new("cargo").args(["mutants", "--version"]).output();
    let have = version
        .as_ref()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_owned());
    if have.as_deref() == Some(&format!("cargo-mutants {CARGO_MUTANTS_VERSION}")) {
        return Ok(());
    }
    eprintln!(
        "installing cargo-mutants {CARGO_MUTANTS_VERSION} (found: {}); this takes a few minutes once",
        have.as_deref().unwrap_or("none")
    );
    let status = Command::new("cargo")
        .args([
            "install",
            "cargo-mutants",
            "--version",
            CARGO_MUTANTS_VERSION,
            "--locked",
        ])
        .status()
        .context("running cargo install")?;
    if !status.success() {
        anyhow::bail!("could not install cargo-mutants {CARGO_MUTANTS_VERSION}");
    }
    Ok(())
}

/// Every mutant cargo-mutants can make of the engine.
fn list(root: &Path) -> anyhow::Result<Vec<Listed>> {
    let out = Command::new("cargo")
        .args(["mutants", "-p", "engine", "--list", "--json"])
        .current_dir(root)
        .output()
        .context("running cargo mutants --list")?;
    if !out.status.success() {
        anyhow::bail!(
            "cargo mutants --list failed: {}",
            String::from_utf8_lossy(&out.stderr).trim()
        );
    }
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).context("reading cargo mutants --list --json")?;
    let line = |m: &serde_json::Value, end: &str| m["span"][end]["line"].as_u64().unwrap_or(0) as usize;
    Ok(json
        .as_array()
        .into_iter()
        .flatten()
        .map(|m| Listed {
            name: m["name"].as_str().unwrap_or_default().to_owned(),
            file: mutation::normalize(Path::new(m["file"].as_str().unwrap_or_default())),
            listed_file: m["file"].as_str().unwrap_or_default().to_owned(),
            lines: (line(m, "start"), line(m, "end")),
            diff: m["diff"].as_str().unwrap_or_default().to_owned(),
        })
        .collect())
}

/// How the engine's tests went without mutation.
enum Baseline {
    /// They passed, taking `test_secs` seconds to run (building not counted).
    Passed {
        /// The seconds the test binaries said they took, together.
        test_secs: f64,
    },
    /// They failed: what failed.
    Failed(String),
}

/// The time a mutant's tests may take before it counts as timed out: three times what the
/// tests took without mutation, and at least 30 s. A fixed limit the tests outgrow would
/// time every mutant out, and a timeout counts as a catch.
fn mutant_timeout(test_secs: f64) -> u64 {
    (test_secs * 3.0).ceil().max(30.0) as u64
}

/// Records every selected rule as untestable while the tests fail without mutation.
fn report_baseline_failure(
    root: &Path,
    record: &mut Record,
    selected: &[RuleId],
    hashes: &BTreeMap<RuleId, String>,
    tool: String,
    failed: &str,
) -> anyhow::Result<()> {
    eprintln!("error: the engine's tests fail without any mutation, so no mutant can be judged:\n{failed}");
    for rule in selected {
        record.rules.insert(
            *rule,
            RuleRecord {
                code_hash: hashes[rule].clone(),
                baseline_failed: Some(failed.to_owned()),
                ..RuleRecord::default()
            },
        );
    }
    record.tool = tool;
    write_atomic(&root.join(mutation::RECORD_PATH), record.render().as_bytes())?;
    println!("recorded {} rule(s) as untestable until the tests pass", selected.len());
    Ok(())
}

/// Runs the engine's tests without mutation: how long they took, or what failed.
fn baseline(root: &Path) -> anyhow::Result<Baseline> {
    println!(
        "baseline: cargo test -p engine --profile {MUTANTS_PROFILE} {} -- {} (the tests must pass before any mutant is judged)",
        TEST_TARGETS.join(" "),
        skip_args().join(" ")
    );
    // Built as the mutants are, so that its time is what their tests take unmutated.
    let out = Command::new("cargo")
        .args(["test", "-p", "engine", "--profile", MUTANTS_PROFILE])
        .args(TEST_TARGETS)
        .arg("--")
        .args(skip_args())
        .current_dir(root)
        .output()
        .context("running the engine's tests")?;
    let stdout = String::from_utf8_lossy(&out.stdout);
    if out.status.success() {
        // Each test binary's "test result: … finished in 12.34s".
        let test_secs = stdout
            .lines()
            .filter_map(|l| {
                l.rsplit("finished in ")
                    .next()
                    .filter(|_| l.starts_with("test result:"))
            })
            .filter_map(|t| t.trim_end_matches('s').parse::<f64>().ok())
            .sum();
        println!(
            "baseline: the tests took {test_secs:.1} s; a mutant's tests time out after {} s",
            mutant_timeout(test_secs)
        );
        return Ok(Baseline::Passed { test_secs });
    }
    let failed: Vec<&str> = stdout
        .lines()
        .filter(|l| l.starts_with("test ") && l.ends_with("FAILED"))
        .map(|l| l.trim_start_matches("test ").trim_end_matches(" ... FAILED"))
        .collect();
    if failed.is_empty() {
        let stderr = String::from_utf8_lossy(&out.stderr);
        let tail: Vec<&str> = stderr.lines().rev().take(8).collect();
        return Ok(Baseline::Failed(tail.into_iter().rev().collect::<Vec<_>>().join("\n")));
    }
    // Each failure's own words (`---- name stdout ----` sections): the panic message, a few
    // lines each, without the backtrace.
    let mut why = format!("failing tests: {}", failed.join(", "));
    let mut kept = 0;
    let mut in_backtrace = false;
    let sections = stdout.lines().skip_while(|l| !l.starts_with("---- "));
    for line in sections.take_while(|l| !l.starts_with("failures:")) {
        if line.starts_with("---- ") {
            (in_backtrace, kept) = (false, 0);
        } else if line.starts_with("stack backtrace:") {
            in_backtrace = true;
        }
        if in_backtrace || line.trim().is_empty() || kept >= 8 {
            continue;
        }
        why.push('\n');
        why.push_str(line);
        kept += 1;
    }
    Ok(Baseline::Failed(why))
}

/// Runs cargo-mutants on exactly `chosen`; returns each mutant's outcome by name.
fn mutate(root: &Path, chosen: &[&Listed], timeout: u64) -> anyhow::Result<BTreeMap<String, String>> {
    if chosen.is_empty() {
        return Ok(BTreeMap::new());
    }
    let mut command = Command::new("cargo");
    command
        .args(["mutants", "-p", "engine", "--no-shuffle", "--baseline", "skip"])
        .args(["--profile", MUTANTS_PROFILE])
        .args(["--timeout", &timeout.to_string(), "--build-timeout", "900"])
        .args(["-o", OUTPUT_DIR])
        .current_dir(root);
    for m in chosen {
        command.args(["-F", &format!("^{}$", regex_escape(&m.name))]);
    }
    // cargo-mutants 27.1 applies no name filter to struct-field deletions
    // (sourcefrog/cargo-mutants#632): without a file filter each run would also test every
    // such mutant of the crate.
    let files: BTreeSet<&str> = chosen.iter().map(|m| m.listed_file.as_str()).collect();
    for file in &files {
        command.args(["-f", file]);
    }
    // And so that it tests only them (see `in_diff`).
    let diff = root.join(OUTPUT_DIR).join("chosen.diff");
    std::fs::create_dir_all(root.join(OUTPUT_DIR))?;
    std::fs::write(&diff, in_diff::chosen_lines(root, chosen)?).context("writing the chosen mutants' diff")?;
    command.arg("--in-diff").arg(&diff);
    command.arg("--").args(TEST_TARGETS).arg("--").args(skip_args());
    // cargo-mutants exits 2 when mutants are missed and 3 on timeouts: outcomes are read from
    // its report, not its status.
    let status = command.status().context("running cargo mutants")?;
    let report = root.join(OUTPUT_DIR).join("mutants.out/outcomes.json");
    let text = std::fs::read_to_string(&report)
        .with_context(|| format!("cargo mutants ({status}) left no {}", report.display()))?;
    let json: serde_json::Value = serde_json::from_str(&text)?;
    let mut out = BTreeMap::new();
    for outcome in json["outcomes"].as_array().into_iter().flatten() {
        let name = outcome["scenario"]["Mutant"]["name"].as_str();
        let summary = outcome["summary"].as_str();
        if let (Some(name), Some(summary)) = (name, summary) {
            out.insert(name.to_owned(), summary.to_owned());
        }
    }
    Ok(out)
}

/// Why a missed mutant is equivalent, if a person recorded it (same mutation, same line).
fn equivalent<'e>(root: &Path, m: &Listed, equivalents: &'e [Equivalent], sources: &mut Sources) -> Option<&'e str> {
    equivalents::why(root, &m.name, &m.file, m.lines.0, equivalents, sources)
}

/// `s` as a regular expression that matches only itself.
fn regex_escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if "\\.+*?()|[]{}^$#&-~".contains(c) {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

fn summarize(selected: &[RuleId], record: &Record, mutants: usize, seconds: f64) {
    let mut totals = [0usize; 5];
    let mut gaps: BTreeSet<&str> = BTreeSet::new();
    for rule in selected {
        let Some(r) = record.rules.get(rule) else { continue };
        let line = format!(
            "{rule}: {} caught, {} timed out, {} unviable, {} missed, {} equivalent",
            r.caught,
            r.timeout,
            r.unviable,
            r.missed.len(),
            r.equivalent.len()
        );
        println!("  {line}");
        for (t, n) in totals
            .iter_mut()
            .zip([r.caught, r.timeout, r.unviable, r.missed.len(), r.equivalent.len()])
        {
            *t += n;
        }
        for m in &r.missed {
            gaps.insert(&m.name);
        }
    }
    println!(
        "{} mutant(s) in {:.0} s ({:.1} s each): per rule, {} caught, {} timed out, {} unviable, {} missed, {} equivalent (a mutant counts for every rule whose code holds it)",
        mutants,
        seconds,
        seconds / mutants.max(1) as f64,
        totals[0],
        totals[1],
        totals[2],
        totals[3],
        totals[4]
    );
    for name in gaps {
        println!("  missed: {name}");
    }
    println!("wrote {}", mutation::RECORD_PATH);
}

#[cfg(test)]
mod tests {
    use super::{batches, regex_escape, BATCH};
    use rules_data::RuleId;

    #[test]
    fn batches_count_each_mutant_once_and_close_at_the_batch_size() {
        let rules: Vec<RuleId> = ["704.5a", "704.5b", "704.5c", "704.5d"]
            .iter()
            .map(|r| r.parse().unwrap_or_else(|e| panic!("{e}")))
            .collect();
        let names: Vec<String> = (0..BATCH).map(|i| format!("m{i}")).collect();
        let all: Vec<&str> = names.iter().map(String::as_str).collect();
        // 704.5a brings a full batch; 704.5b repeats its mutants (nothing new) but a new batch
        // starts anyway as the first is full; 704.5c and 704.5d share it.
        let got = batches(&rules, |rule| match rule.to_string().as_str() {
            "704.5a" | "704.5b" => all.clone(),
            _ => vec!["other"],
        });
        assert_eq!(got, vec![vec![rules[0]], vec![rules[1], rules[2], rules[3]]]);
    }

    #[test]
    fn mutant_names_become_literal_patterns() {
        assert_eq!(
            regex_escape("a.rs:1:2: replace <= with > in check"),
            "a\\.rs:1:2: replace <= with > in check"
        );
        assert_eq!(regex_escape("f(x) -> Vec<u8>"), "f\\(x\\) \\-> Vec<u8>");
    }
}
