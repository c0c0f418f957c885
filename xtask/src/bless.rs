//! `cargo xtask bless RULE... | --all`: records that the code citing these rules was checked
//! against their current text (writes their hashes to the citation lock, and their texts to
//! `engine/citations.texts.toml`, which the coverage report diffs stale rules against).

use std::process::ExitCode;

use rules_data::RuleId;

use crate::fsio::write_atomic;
use crate::project::{render_reviewed_texts, reviewed_texts, Project, LOCK_PATH, REVIEWED_TEXTS_PATH};
use crate::workspace;

/// Arguments of `cargo xtask bless`.
#[derive(clap::Args)]
pub struct Args {
    /// The rules to accept (`704.5a`).
    rules: Vec<String>,
    /// Accept every cited rule, and drop locked rules no longer cited.
    #[arg(long, conflicts_with = "rules")]
    all: bool,
}

/// Updates the lock.
pub fn run(args: &Args) -> anyhow::Result<ExitCode> {
    let root = workspace::root();
    let mut project = Project::load(&root)?;
    let ids: Vec<RuleId> = if args.all {
        let cited: std::collections::BTreeSet<RuleId> = project.locked_citations().copied().collect();
        project.lock.hashes.retain(|id, _| cited.contains(id));
        cited.into_iter().collect()
    } else {
        if args.rules.is_empty() {
            anyhow::bail!("name the rules to bless (`cargo xtask bless 704.5a`), or pass --all");
        }
        args.rules
            .iter()
            .map(|s| s.parse().map_err(|e| anyhow::anyhow!("{e}")))
            .collect::<anyhow::Result<_>>()?
    };
    for id in ids {
        let Some(rule) = project.ruleset.get(id) else {
            anyhow::bail!("{id} is not in the CR; a citation of it must be removed, not blessed");
        };
        let old = project.lock.hashes.insert(id, rule.hash);
        if old != Some(rule.hash) {
            println!("blessed {id} ({})", rule.hash);
        }
    }
    let mut texts = reviewed_texts(&root)?;
    texts.retain(|id, _| project.lock.hashes.contains_key(id));
    for (id, hash) in &project.lock.hashes {
        let rule = project.ruleset.get(*id).filter(|r| r.hash == *hash);
        if let Some(rule) = rule {
            texts.insert(*id, rule.text.clone());
        }
    }
    write_atomic(
        &root.join(REVIEWED_TEXTS_PATH),
        render_reviewed_texts(&texts).as_bytes(),
    )?;
    let changed = write_atomic(&root.join(LOCK_PATH), project.lock.render().as_bytes())?;
    println!(
        "{LOCK_PATH}: {} rules locked{}",
        project.lock.hashes.len(),
        if changed { "" } else { " (unchanged)" }
    );
    Ok(ExitCode::SUCCESS)
}
