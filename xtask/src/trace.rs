//! `cargo xtask trace RULE | FILE:LINE`: a rule's text, status and every site citing it; or
//! the rules cited at a line of code.

use std::path::Path;
use std::process::ExitCode;

use codegen::scan::Site;
use rules_data::RuleId;

use crate::project::Project;
use crate::workspace;

/// Arguments of `cargo xtask trace`.
#[derive(clap::Args)]
pub struct Args {
    /// A rule ID (`704.5a`) or a place in the code (`engine/src/sba/mod.rs:42`).
    target: String,
}

/// Prints the trace.
pub fn run(args: &Args) -> anyhow::Result<ExitCode> {
    let project = Project::load(&workspace::root())?;
    if let Ok(id) = args.target.parse::<RuleId>() {
        return rule(&project, id);
    }
    let Some((file, line)) = args.target.rsplit_once(':') else {
        anyhow::bail!("`{}` is neither a rule ID (704.5a) nor FILE:LINE", args.target);
    };
    let line: usize = line
        .parse()
        .map_err(|_| anyhow::anyhow!("`{line}` is not a line number (expected FILE:LINE)"))?;
    code(&project, Path::new(file), line)
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

fn code(project: &Project, file: &Path, line: usize) -> anyhow::Result<ExitCode> {
    let mut sites: Vec<&Site> = project
        .sites
        .iter()
        .filter(|s| s.file == file && s.line <= line && line <= s.end_line)
        .collect();
    // Innermost first.
    sites.sort_by_key(|s| std::cmp::Reverse(s.line));
    if sites.is_empty() {
        println!("{}:{line}: no rule cited here", file.display());
    }
    for site in sites {
        for id in &site.rules {
            let title = project
                .ruleset
                .get(*id)
                .map(|r| r.text.as_str())
                .unwrap_or("(not in the CR)");
            println!("{id}  {title}    [{}:{} {}]", site.file.display(), site.line, site.item);
        }
    }
    Ok(ExitCode::SUCCESS)
}
