//! `cargo xtask trace RULE | FILE | FILE:LINE | FILE#ITEM [--json]`: a rule's text, status and
//! every site citing it; or every rule a file, the items enclosing a line, or a named item
//! (a function, a type) cites, each with its status.

use std::path::Path;
use std::process::ExitCode;

use codegen::scan::Site;
use rules_data::RuleId;

use crate::project::Project;
use crate::workspace;

/// Arguments of `cargo xtask trace`.
#[derive(clap::Args)]
pub struct Args {
    /// A rule ID (`704.5a`), a file (`engine/src/casting/mod.rs`), a line
    /// (`engine/src/sba/mod.rs:42`) or an item of a file (`engine/src/casting/mod.rs#cast`).
    target: String,
    /// Print JSON instead.
    #[arg(long)]
    json: bool,
}

/// Prints the trace.
pub fn run(args: &Args) -> anyhow::Result<ExitCode> {
    let project = Project::load(&workspace::root())?;
    if let Ok(id) = args.target.parse::<RuleId>() {
        if args.json {
            println!("{}", serde_json::to_string_pretty(&rule_json(&project, id)?)?);
            return Ok(ExitCode::SUCCESS);
        }
        return rule(&project, id);
    }
    let sites = code_sites(&project, &workspace::root(), &args.target)?;
    if args.json {
        let cited: Vec<_> = sites
            .iter()
            .flat_map(|s| s.rules.iter().map(move |id| (*id, *s)))
            .map(|(id, s)| {
                serde_json::json!({
                    "rule": id, "status": status(&project, id), "text": project.ruleset.get(id).map(|r| r.text.as_str()),
                    "file": s.file, "line": s.line, "item": s.item, "role": format!("{:?}", s.role).to_lowercase(),
                })
            })
            .collect();
        println!("{}", serde_json::to_string_pretty(&cited)?);
        return Ok(ExitCode::SUCCESS);
    }
    if sites.is_empty() {
        println!("{}: no rule cited here", args.target);
    }
    for site in sites {
        for id in &site.rules {
            let title = project
                .ruleset
                .get(*id)
                .map(|r| r.text.as_str())
                .unwrap_or("(not in the CR)");
            println!(
                "{id} [{}]  {title}    [{}:{} {}]",
                status(&project, *id),
                site.file.display(),
                site.line,
                site.item
            );
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The sites a code target names: a whole file, the items enclosing FILE:LINE (innermost
/// first), or the items named ITEM in FILE#ITEM.
fn code_sites<'p>(project: &'p Project, root: &Path, target: &str) -> anyhow::Result<Vec<&'p Site>> {
    let in_file = |file: &str| -> anyhow::Result<Vec<&'p Site>> {
        if !root.join(file).is_file() {
            anyhow::bail!(
                "no file `{file}` in the workspace {} (paths are relative to it: engine/src/casting/mod.rs)",
                root.display()
            );
        }
        Ok(project.sites.iter().filter(|s| s.file == Path::new(file)).collect())
    };
    if let Some((file, item)) = target.split_once('#') {
        return Ok(in_file(file)?.into_iter().filter(|s| s.item == item).collect());
    }
    if let Some((file, line)) = target.rsplit_once(':') {
        let line: usize = line
            .parse()
            .map_err(|_| anyhow::anyhow!("`{line}` is not a line number (expected FILE:LINE)"))?;
        let mut sites: Vec<&Site> = in_file(file)?
            .into_iter()
            .filter(|s| s.line <= line && line <= s.end_line)
            .collect();
        sites.sort_by_key(|s| std::cmp::Reverse(s.line));
        return Ok(sites);
    }
    if Path::new(target).extension().is_none_or(|e| e != "rs") {
        anyhow::bail!("`{target}` is neither a rule ID (704.5a) nor FILE, FILE:LINE or FILE#ITEM");
    }
    in_file(target)
}

/// A rule's status in the registry, as one word (`executable`, `unreviewed (guess: …)`).
fn status(project: &Project, id: RuleId) -> String {
    match project.registry.entries.get(&id) {
        Some(e) => match e.guess {
            Some(g) => format!("{} (guess: {})", e.status.as_str(), g.as_str()),
            None => e.status.as_str().to_owned(),
        },
        None => "no status".to_owned(),
    }
}

/// The `--json` form of a rule's trace.
fn rule_json(project: &Project, id: RuleId) -> anyhow::Result<serde_json::Value> {
    let Some(rule) = project.ruleset.get(id) else {
        anyhow::bail!("{id} is not in the CR");
    };
    let lock = match project.lock.hashes.get(&id) {
        Some(h) if *h == rule.hash => "current",
        Some(_) => "stale",
        None => "not locked",
    };
    let sites: Vec<_> = project
        .sites
        .iter()
        .filter(|s| s.rules.contains(&id))
        .map(|s| serde_json::json!({ "role": format!("{:?}", s.role).to_lowercase(), "file": s.file, "line": s.line, "item": s.item }))
        .collect();
    Ok(serde_json::json!({
        "id": id, "text": rule.text, "examples": rule.examples, "hash": rule.hash.to_string(),
        "status": status(project, id), "lock": lock, "sites": sites,
    }))
}

fn rule(project: &Project, id: RuleId) -> anyhow::Result<ExitCode> {
    let Some(rule) = project.ruleset.get(id) else {
        anyhow::bail!("{id} is not in the CR");
    };
    println!("{id} {}", rule.text);
    for example in &rule.examples {
        println!("  Example: {example}");
    }
    println!("hash: {}", rule.hash);
    match project.registry.entries.get(&id) {
        Some(entry) => println!(
            "status: {}{}{}{}",
            entry.status.as_str(),
            entry
                .guess
                .map(|g| format!(" (guess: {})", g.as_str()))
                .unwrap_or_default(),
            entry.note.as_deref().map(|n| format!(" — {n}")).unwrap_or_default(),
            if entry.hash == rule.hash {
                ""
            } else {
                " [text changed since classified]"
            }
        ),
        None => println!("status: none (run `cargo xtask regen`)"),
    }
    match project.lock.hashes.get(&id) {
        Some(hash) if *hash == rule.hash => println!("lock: current"),
        Some(hash) => println!("lock: STALE (locked {hash})"),
        None => println!("lock: not locked"),
    }
    let sites: Vec<&Site> = project.sites.iter().filter(|s| s.rules.contains(&id)).collect();
    if sites.is_empty() {
        println!("cited nowhere");
    }
    for site in sites {
        println!(
            "{:<5} {}:{}  {}",
            format!("{:?}", site.role).to_lowercase(),
            site.file.display(),
            site.line,
            site.item
        );
    }
    Ok(ExitCode::SUCCESS)
}
