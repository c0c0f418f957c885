//! `cargo xtask update NEW`: what moving the project to a new CR release involves, from the
//! diff of the embedded release against NEW: the citations (code, tests, scenarios) to
//! rewrite through the renumber map, handler files to rename, cited rules whose text changed
//! (stale until reviewed), citations of rules the new release removes, and the stubs and files
//! regen would write. With `--apply` it carries the plan out: the new release is vendored as
//! the embedded default, citations are rewritten by span (syn) in the engine's code and tests,
//! scenario files, the status registry and the citation lock follow the renumber map, ID-named
//! handler files are renamed, scenario examples the new release prints word for word get its
//! date, and regen runs. What needs a human then shows in `cargo xtask check` (cited rules
//! whose wording changed, citations of removed rules) and in the plan (scenario examples the
//! release changed or removed, whose tests fail saying so).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Context;
use codegen::rewrite;

use codegen::families::Family;
use codegen::scan::Role;
use codegen::scenarios::{self, ExampleCarry};
use rules_data::diff::{self, ChangeKind, RulesDiff};
use rules_data::{RuleId, Ruleset};

use crate::fsio::write_atomic;
use crate::project::{read_optional, Project, LOCK_PATH, REVIEWED_TEXTS_PATH, STATUS_PATH};
use crate::workspace;

/// Arguments of `cargo xtask update`.
#[derive(clap::Args)]
pub struct Args {
    /// The new release (any format `ingest` reads).
    new: PathBuf,
    /// The workspace (default: this one).
    #[arg(long)]
    root: Option<PathBuf>,
    /// Carry the plan out (default: only print it).
    #[arg(long)]
    apply: bool,
}

/// Prints the plan.
pub fn run(args: &Args) -> anyhow::Result<ExitCode> {
    let root = args.root.clone().unwrap_or_else(workspace::root);
    let project = Project::load_with(&root, vendored(&root)?)?;
    let new = crate::diff::read(&args.new)?;
    let d = diff::diff(&project.ruleset, &new, &[]);
    let kinds: BTreeMap<RuleId, ChangeKind> = d.changes.iter().filter_map(|c| c.old.map(|o| (o, c.kind))).collect();
    let date = |x: Option<rules_data::Date>| x.map_or_else(|| "undated".to_owned(), |x| x.to_string());
    println!(
        "update from CR {} to CR {} ({})",
        date(d.old_date),
        date(d.new_date),
        args.new.display()
    );
    let c = &d.counts;
    println!(
        "  {} added, {} removed, {} edited, {} renumbered only, {} renumbered and edited",
        c.added, c.removed, c.edited, c.renumbered, c.renumbered_and_edited
    );

    let mut rewrites = Vec::new();
    let mut stale = Vec::new();
    let mut removed = Vec::new();
    for site in project.sites.iter() {
        for &rule in &site.rules {
            let place = format!("{}:{}", site.file.display(), site.line);
            match (kinds.get(&rule), d.maps_to(rule)) {
                // A stub of a removed rule is left alone: regen reports its file as an orphan.
                (Some(ChangeKind::Removed), _) if site.role != Role::Stub => {
                    removed.push(format!("{place}: cites {rule}, which CR {} removes", date(d.new_date)))
                }
                (_, Some(to)) if to != rule => rewrites.push(format!("{place}: {rule} → {to}")),
                _ => {}
            }
            let edited = matches!(
                kinds.get(&rule),
                Some(ChangeKind::Edited | ChangeKind::RenumberedAndEdited)
            );
            if edited && site.role != Role::Stub {
                stale.push(format!(
                    "{place}: {rule} changed wording; review the code, then `cargo xtask bless`"
                ));
            }
        }
    }
    for s in scenarios::read_all(&root)? {
        for &rule in &s.rules {
            let place = format!("{}/{}", scenarios::SCENARIO_DIR, s.path);
            if kinds.get(&rule) == Some(&ChangeKind::Removed) {
                removed.push(format!("{place}: cites {rule}, which CR {} removes", date(d.new_date)));
            } else if let Some(to) = d.maps_to(rule).filter(|to| *to != rule) {
                rewrites.push(format!("{place}: rules {rule} → {to}"));
            }
        }
    }
    let carries = example_carries(&root, &new, &d)?;
    let (redated, for_human) = describe_carries(&carries, &new, date(d.new_date));
    let mut renames = Vec::new();
    for family in Family::ALL {
        let old_handlers = family.handlers(&project.ruleset);
        let new_handlers = family.handlers(&new);
        for h in &old_handlers {
            if let Some(to) = d.maps_to(h.rule).filter(|to| *to != h.rule) {
                if let Some(nh) = new_handlers
                    .iter()
                    .find(|n| n.rule == to)
                    .filter(|nh| nh.path() != h.path())
                {
                    renames.push(format!("{} → {}", h.path(), nh.path()));
                }
            }
        }
    }
    section("citations to rewrite", &rewrites);
    section("handler files to rename", &renames);
    section("cited rules whose wording changed (stale until reviewed)", &stale);
    section("citations of removed rules (a human decides)", &removed);
    section(
        &format!(
            "scenario examples quoted word for word in CR {}: re-dated",
            date(d.new_date)
        ),
        &redated,
    );
    section(
        "scenario examples the new release changed or removed (a human updates them)",
        &for_human,
    );
    let ingested = rules_data::ingest_file(&args.new, rules_data::FormatChoice::Auto)?;
    let plan = crate::regen::plan(&root, &ingested)?;
    let regen: Vec<String> = plan
        .changes
        .iter()
        .map(|c| format!("{} ({})", c.path.display(), c.why))
        .collect();
    section("files regen would write against the new release", &regen);
    if !args.apply {
        println!("\nnothing was changed: this is the plan (dry run; --apply carries it out)");
        return Ok(ExitCode::SUCCESS);
    }
    apply(&root, &args.new, &project, &new, &d, &carries)?;
    println!("\napplied. `cargo xtask check` now lists what needs a human: stale and removed citations");
    if !for_human.is_empty() {
        println!(
            "and {} scenario example(s) above, whose tests now fail saying how the CR changed them",
            for_human.len()
        );
    }
    Ok(ExitCode::SUCCESS)
}

/// Each scenario quoting a CR example, with what the update means for it.
fn example_carries(root: &Path, new: &Ruleset, d: &RulesDiff) -> anyhow::Result<Vec<(String, ExampleCarry)>> {
    let map = |id: RuleId| d.maps_to(id);
    Ok(scenarios::read_all(root)?
        .iter()
        .filter_map(|s| Some((s.path.clone(), scenarios::carry_example(s, new, &map)?)))
        .collect())
}

/// The plan's lines for the scenario examples: those re-dated, and those a human updates.
fn describe_carries(carries: &[(String, ExampleCarry)], new: &Ruleset, new_date: String) -> (Vec<String>, Vec<String>) {
    let (mut redated, mut for_human) = (Vec::new(), Vec::new());
    for (path, carry) in carries {
        let place = format!("{}/{path}", scenarios::SCENARIO_DIR);
        match carry {
            ExampleCarry::Current => {}
            ExampleCarry::Redate { from } => redated.push(format!("{place}: cr {from} → {new_date}")),
            ExampleCarry::RuleRemoved { rules } => for_human.push(format!(
                "{place}: CR {new_date} removes {}; retire or rewrite the scenario",
                join(rules)
            )),
            ExampleCarry::Changed { rules, now } => {
                let mut line = format!(
                    "{place}: the example is no longer in {} word for word; re-read the rule, update the text, set-up and expectations, and set cr = \"{new_date}\"",
                    join(rules)
                );
                for (i, example) in now.iter().enumerate() {
                    line.push_str(&format!("\n      example {} now: {example}", i + 1));
                }
                if now.is_empty() && rules.iter().all(|&r| new.get(r).is_some()) {
                    line.push_str("\n      (the rule has no example now)");
                }
                for_human.push(line);
            }
        }
    }
    (redated, for_human)
}

fn join(rules: &[RuleId]) -> String {
    rules.iter().map(ToString::to_string).collect::<Vec<_>>().join(", ")
}

/// Carries the plan out.
fn apply(
    root: &Path,
    new_path: &Path,
    project: &Project,
    new: &Ruleset,
    d: &RulesDiff,
    carries: &[(String, ExampleCarry)],
) -> anyhow::Result<()> {
    let map = |id: RuleId| d.maps_to(id).filter(|n| *n != id);
    let survives = |id: RuleId| d.maps_to(id).is_some();
    // Citations in the engine's code and tests, by span.
    for dir in ["engine/src", "engine/tests"] {
        for file in codegen::scan::rust_files(root, Path::new(dir))? {
            let text = std::fs::read_to_string(root.join(&file))?;
            let (out, done) = rewrite::rust_citations(&file, &text, &map)?;
            if !done.is_empty() {
                write_atomic(&root.join(&file), out.as_bytes())?;
                println!("rewrote {} citation(s) in {}", done.len(), file.display());
            }
        }
    }
    // ID-named handler files follow their rules.
    for family in Family::ALL {
        let new_handlers = family.handlers(new);
        for h in family.handlers(&project.ruleset) {
            let Some(nh) = map(h.rule).and_then(|to| new_handlers.iter().find(|n| n.rule == to)) else {
                continue;
            };
            let (from, to) = (root.join(h.path()), root.join(nh.path()));
            if from != to && from.exists() && !to.exists() {
                std::fs::rename(&from, &to).with_context(|| format!("renaming {}", from.display()))?;
                println!("renamed {} → {}", h.path(), nh.path());
            }
        }
    }
    // Scenario files and the two registries.
    for s in scenarios::read_all(root)? {
        let path = root.join(scenarios::SCENARIO_DIR).join(&s.path);
        let (out, n) = rewrite::quoted_ids(&std::fs::read_to_string(&path)?, &map);
        if n > 0 {
            write_atomic(&path, out.as_bytes())?;
        }
    }
    // Examples the new release prints word for word carry its date.
    let date = new.effective_date.map(|x| x.to_string()).unwrap_or_default();
    for (path, carry) in carries {
        if let ExampleCarry::Redate { .. } = carry {
            let file = root.join(scenarios::SCENARIO_DIR).join(path);
            if let Some(out) = rewrite::example_date(&std::fs::read_to_string(&file)?, &date) {
                write_atomic(&file, out.as_bytes())?;
            }
        }
    }
    for registry in [STATUS_PATH, LOCK_PATH, REVIEWED_TEXTS_PATH] {
        let path = root.join(registry);
        if let Some(text) = read_optional(&path)? {
            let (out, renamed, dropped) = rewrite::keyed_lines(&text, &map, &survives);
            write_atomic(&path, out.as_bytes())?;
            println!("{registry}: {renamed} renamed, {dropped} removed with their rules");
        }
    }
    let name = vendor(root, new_path)?;
    // Regenerate from the vendored file exactly as the embedded release will be read.
    let vendored = rules_data::ingest(
        &std::fs::read(root.join("rules-data/data").join(&name))?,
        &format!("<embedded {name}>"),
        rules_data::FormatChoice::Txt,
    );
    let plan = crate::regen::plan(root, &vendored)?;
    for change in &plan.changes {
        write_atomic(&root.join(&change.path), change.contents.as_bytes())?;
    }
    println!("regen: {} files written", plan.changes.len());
    Ok(())
}

/// The name of the release `root` embeds, as `rules-data/src/lib.rs` says.
fn vendored_name(root: &Path) -> anyhow::Result<String> {
    let lib = root.join("rules-data/src/lib.rs");
    let text = std::fs::read_to_string(&lib).with_context(|| format!("reading {}", lib.display()))?;
    text.lines()
        .find_map(|l| {
            l.strip_prefix("pub const EMBEDDED_NAME: &str = \"")?
                .strip_suffix("\";")
        })
        .map(str::to_owned)
        .with_context(|| format!("{} has no `pub const EMBEDDED_NAME: &str = \"…\";` line", lib.display()))
}

/// The release `root` embeds (which may differ from the one this binary was built with).
fn vendored(root: &Path) -> anyhow::Result<Ruleset> {
    crate::diff::read(&root.join("rules-data/data").join(vendored_name(root)?))
}

/// Makes `new` the embedded release: copied byte for byte into `rules-data/data/`, the old
/// file removed, and the two literals naming it in `rules-data/src/lib.rs` updated.
fn vendor(root: &Path, new: &Path) -> anyhow::Result<String> {
    let name = new
        .file_name()
        .and_then(|n| n.to_str())
        .context("the new release has no file name")?;
    let data = root.join("rules-data/data");
    write_atomic(&data.join(name), &std::fs::read(new)?)?;
    let lib = root.join("rules-data/src/lib.rs");
    let text = std::fs::read_to_string(&lib)?;
    let current = vendored_name(root)?;
    if current != name {
        let updated = text
            .replace(&format!("\"{current}\""), &format!("\"{name}\""))
            .replace(&format!("../data/{current}"), &format!("../data/{name}"));
        write_atomic(&lib, updated.as_bytes())?;
        let _ = std::fs::remove_file(data.join(&current));
        println!("vendored {name} as the embedded release (was {current})");
    }
    Ok(name.to_owned())
}

fn section(title: &str, lines: &[String]) {
    println!("\n{title}: {}", lines.len());
    for line in lines {
        println!("  {line}");
    }
}
