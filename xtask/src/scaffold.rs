//! `cargo xtask scaffold RULE...`: a pending scenario per `Example:` of each rule (or one for
//! the rule), holding its text verbatim, for someone to fill in.

use std::process::ExitCode;

use anyhow::Context;
use codegen::scenarios::{self, SCENARIO_DIR};
use rules_data::RuleId;

use crate::{fsio, workspace};

/// Arguments of `cargo xtask scaffold`.
#[derive(clap::Args)]
pub struct Args {
    /// The rules to scaffold scenarios for (`704.8`).
    #[arg(required = true)]
    rules: Vec<String>,
    /// The workspace to write into (default: this one).
    #[arg(long)]
    root: Option<std::path::PathBuf>,
}

/// Writes the templates; never overwrites a file, and skips examples a scenario already
/// encodes.
pub fn run(args: &Args) -> anyhow::Result<ExitCode> {
    let root = args.root.clone().unwrap_or_else(workspace::root);
    let ruleset = rules_data::embedded().ruleset;
    let cr = ruleset.effective_date.map(|d| d.to_string()).unwrap_or_default();
    let existing = scenarios::read_all(&root)?;
    let mut failed = false;
    for text in &args.rules {
        let Some(rule) = text.parse::<RuleId>().ok().and_then(|id| ruleset.get(id)) else {
            eprintln!("error: no rule `{text}` in CR {cr}; give a rule ID such as 704.8");
            failed = true;
            continue;
        };
        let examples: Vec<Option<&str>> = if rule.examples.is_empty() {
            vec![None]
        } else {
            rule.examples.iter().map(|e| Some(e.as_str())).collect()
        };
        for (n, example) in examples.into_iter().enumerate() {
            if let Some(done) = example.and_then(|e| existing.iter().find(|s| s.example.as_deref() == Some(e.trim()))) {
                println!(
                    "{}: example {} already has a scenario: {SCENARIO_DIR}/{}",
                    rule.id,
                    n + 1,
                    done.path
                );
                continue;
            }
            let rel = scenarios::scaffold_path(rule.id, example.map(|_| n + 1));
            let path = root.join(SCENARIO_DIR).join(&rel);
            if path.exists() {
                println!("{SCENARIO_DIR}/{rel}: exists, kept as it is");
                continue;
            }
            fsio::write_atomic(&path, scenarios::template(rule, example, &cr).as_bytes())
                .with_context(|| format!("scaffolding {}", rule.id))?;
            println!("{SCENARIO_DIR}/{rel}: written (pending)");
        }
    }
    Ok(if failed { ExitCode::FAILURE } else { ExitCode::SUCCESS })
}
