//! `cargo xtask update NEW`: what moving the project to a new CR release involves, from the
//! diff of the embedded release against NEW: the citations (code, tests, scenarios) to
//! rewrite through the renumber map, handler files to rename, cited rules whose text changed
//! (stale until reviewed), citations of rules the new release removes, and the stubs and files
//! regen would write. It changes nothing: applying the plan is the next step of the rules-update
//! work (issue 6), and until then the plan is carried out by hand.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::ExitCode;

use codegen::families::Family;
use codegen::scan::Role;
use codegen::scenarios;
use rules_data::diff::{self, ChangeKind};
use rules_data::RuleId;

use crate::project::Project;
use crate::workspace;

/// Arguments of `cargo xtask update`.
#[derive(clap::Args)]
pub struct Args {
    /// The new release (any format `ingest` reads).
    new: PathBuf,
    /// The workspace (default: this one).
    #[arg(long)]
    root: Option<PathBuf>,
}

/// Prints the plan.
pub fn run(args: &Args) -> anyhow::Result<ExitCode> {
    let root = args.root.clone().unwrap_or_else(workspace::root);
    let project = Project::load(&root)?;
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
                (Some(ChangeKind::Removed), _) => {
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
            if let Some(to) = d.maps_to(rule).filter(|to| *to != rule) {
                rewrites.push(format!("{}/{}: rules {rule} → {to}", scenarios::SCENARIO_DIR, s.path));
            }
        }
    }
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
    let ingested = rules_data::ingest_file(&args.new, rules_data::FormatChoice::Auto)?;
    let plan = crate::regen::plan(&root, &ingested)?;
    let regen: Vec<String> = plan
        .changes
        .iter()
        .map(|c| format!("{} ({})", c.path.display(), c.why))
        .collect();
    section("files regen would write against the new release", &regen);
    println!("\nnothing was changed: this is the plan (dry run)");
    Ok(ExitCode::SUCCESS)
}

fn section(title: &str, lines: &[String]) {
    println!("\n{title}: {}", lines.len());
    for line in lines {
        println!("  {line}");
    }
}
