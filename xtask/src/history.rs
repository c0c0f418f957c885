//! `cargo xtask history RULE --from DIR`: a rule across a folder of releases: when it
//! appeared, each release that changed its text (with the words changed), and its earlier
//! numbers.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::Context;
use rules_data::diff::{self, ChangeKind};
use rules_data::{RuleId, Ruleset};

/// Arguments of `cargo xtask history`.
#[derive(clap::Args)]
pub struct Args {
    /// The rule, numbered as in the newest release of the folder (`704.5a`).
    rule: String,
    /// A folder of CR releases (any format `ingest` reads); files that do not ingest cleanly
    /// are skipped and named.
    #[arg(long)]
    from: PathBuf,
}

/// Prints the history.
pub fn run(args: &Args) -> anyhow::Result<ExitCode> {
    let rule: RuleId = args
        .rule
        .parse()
        .map_err(|_| anyhow::anyhow!("`{}` is not a rule number", args.rule))?;
    let mut releases: Vec<Ruleset> = Vec::new();
    let entries = std::fs::read_dir(&args.from).with_context(|| format!("reading {}", args.from.display()))?;
    let mut files: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_file())
        .collect();
    files.sort();
    for path in files {
        if path.extension().is_some_and(|e| e == "md") {
            continue;
        }
        match crate::diff::read(&path) {
            Ok(rs) if rs.effective_date.is_some() => releases.push(rs),
            Ok(_) => eprintln!("skipped {}: no effective date to order it by", path.display()),
            Err(e) => eprintln!("skipped {}: {e:#}", path.display()),
        }
    }
    releases.sort_by_key(|r| r.effective_date);
    let Some(newest) = releases.last() else {
        anyhow::bail!("no release in {} could be read", args.from.display());
    };
    let date = |r: &Ruleset| r.effective_date.map(|d| d.to_string()).unwrap_or_default();
    let Some(current) = newest.get(rule) else {
        anyhow::bail!(
            "CR {} (the newest in {}) has no rule {rule}",
            date(newest),
            args.from.display()
        );
    };
    println!(
        "{rule} in CR {}: {}",
        date(newest),
        current.text.lines().next().unwrap_or("")
    );
    let mut id = rule;
    let mut numbers = vec![(rule, date(newest))];
    for pair in releases.windows(2).rev() {
        let (old, new) = (&pair[0], &pair[1]);
        let d = diff::diff(old, new, &[]);
        let change = d.changes.iter().find(|c| c.new == Some(id));
        match change.map(|c| c.kind) {
            Some(ChangeKind::Added) => {
                println!("appeared in CR {} as {id}", date(new));
                print_numbers(&numbers);
                return Ok(ExitCode::SUCCESS);
            }
            Some(ChangeKind::Edited | ChangeKind::RenumberedAndEdited) => {
                let c = change.expect("matched above");
                println!(
                    "changed in CR {} ({} → {id}): {}",
                    date(new),
                    c.old.map(|o| o.to_string()).unwrap_or_default(),
                    render(&c.text)
                );
            }
            _ => {}
        }
        if let Some(old_id) = change.and_then(|c| c.old) {
            if old_id != id {
                numbers.push((old_id, date(old)));
            }
            id = old_id;
        } else if old.get(id).is_none() {
            println!("not found in CR {} (as {id})", date(old));
            break;
        }
    }
    println!(
        "present since CR {} or earlier",
        releases.first().map(date).unwrap_or_default()
    );
    print_numbers(&numbers);
    Ok(ExitCode::SUCCESS)
}

fn print_numbers(numbers: &[(RuleId, String)]) {
    let list: Vec<String> = numbers
        .iter()
        .enumerate()
        .map(|(i, (id, until))| {
            if i == 0 {
                format!("{id} (now)")
            } else {
                format!("{id} (until CR {until})")
            }
        })
        .collect();
    println!("numbers, newest first: {}", list.join(", "));
}

fn render(runs: &[diff::WordRun]) -> String {
    runs.iter()
        .map(|r| match r {
            diff::WordRun::Same(t) => t.clone(),
            diff::WordRun::Removed(t) => format!("[-{t}-]"),
            diff::WordRun::Added(t) => format!("{{+{t}+}}"),
        })
        .collect::<Vec<_>>()
        .join(" ")
}
