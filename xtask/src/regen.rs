//! `cargo xtask regen [--check] [--rules FILE] [--root DIR]`: the project's main job.
//!
//! Ingests the CR, then brings every derived file up to date: the committed index
//! (`rules-data/index/`), the engine's generated code, the macros' ID list, a stub for each
//! handler that has no file yet, and a line in the status registry for each new rule.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use codegen::status::{self, Registry};
use codegen::{OutputFile, Ownership, GENERATED_HEADER};
use rules_data::{export, FormatChoice, Ingested, Ruleset};

use crate::fsio::write_atomic;
use crate::ingest::print_report;
use crate::project::{read_optional, STATUS_PATH};
use crate::workspace;

/// Arguments of `cargo xtask regen`.
#[derive(clap::Args)]
pub struct Args {
    /// Write nothing; exit non-zero and name each file that is stale or missing.
    #[arg(long)]
    check: bool,
    /// The CR to generate from (any format `ingest` reads). Default: the embedded release.
    #[arg(long, value_name = "FILE")]
    rules: Option<PathBuf>,
    /// The workspace to write into. Default: this workspace.
    #[arg(long, value_name = "DIR")]
    root: Option<PathBuf>,
}

/// One file to write, and why.
pub struct Change {
    /// Relative to the workspace root.
    pub path: PathBuf,
    /// The new contents.
    pub contents: String,
    /// Why it changes (`stale`, `missing handler stub`…).
    pub why: &'static str,
}

/// Everything regen would do.
pub struct Plan {
    /// The files to write.
    pub changes: Vec<Change>,
    /// How many files regen is responsible for.
    pub files: usize,
    /// Handler stubs that exist and so are left to their authors.
    pub kept_stubs: usize,
    /// Handler files whose rule this CR lacks: kept, never deleted, not compiled.
    pub orphans: Vec<PathBuf>,
}

/// Runs regen.
pub fn run(args: &Args) -> anyhow::Result<ExitCode> {
    let root = args.root.clone().unwrap_or_else(workspace::root);
    let ingested = match &args.rules {
        Some(path) => rules_data::ingest_file(path, FormatChoice::Auto)?,
        None => rules_data::embedded(),
    };
    print_report(&ingested, 20);
    if ingested.failed(false) {
        anyhow::bail!("the CR has errors (above); nothing was generated");
    }
    let plan = plan(&root, &ingested)?;
    for orphan in &plan.orphans {
        eprintln!(
            "note: kept {} (its rule is not in this CR, so it is not compiled)",
            orphan.display()
        );
    }
    if args.check {
        return Ok(report_check(&plan.changes));
    }
    for change in &plan.changes {
        write_atomic(&root.join(&change.path), change.contents.as_bytes())?;
        println!("wrote {} ({})", change.path.display(), change.why);
    }
    println!(
        "regen: {} files checked, {} files changed, {} handler files kept as their authors left them",
        plan.files,
        plan.changes.len(),
        plan.kept_stubs,
    );
    Ok(ExitCode::SUCCESS)
}

/// What regen would write under `root` for `ingested`.
pub fn plan(root: &Path, ingested: &Ingested) -> anyhow::Result<Plan> {
    let outputs = outputs(&ingested.ruleset)?;
    let mut plan = Plan {
        changes: Vec::new(),
        files: outputs.len() + 1,
        kept_stubs: 0,
        orphans: orphan_handlers(root, &outputs)?,
    };
    for output in outputs {
        let existing = read_optional(&root.join(&output.path))?;
        let why = match (output.ownership, existing) {
            (Ownership::Stub, Some(_)) => {
                plan.kept_stubs += 1;
                continue;
            }
            (Ownership::Stub, None) => "missing handler stub",
            (Ownership::Generated, None) => "missing",
            (Ownership::Generated, Some(old)) if old == output.contents => continue,
            (Ownership::Generated, Some(old)) => {
                ensure_generated(&root.join(&output.path), &old, &output)?;
                "stale"
            }
        };
        plan.changes.push(Change {
            path: output.path,
            contents: output.contents,
            why,
        });
    }
    if let Some(change) = status_change(root, &ingested.ruleset)? {
        plan.changes.push(change);
    }
    Ok(plan)
}

/// Every file regen is responsible for: the index exports, then codegen's files.
fn outputs(ruleset: &Ruleset) -> anyhow::Result<Vec<OutputFile>> {
    let mut outputs = vec![
        OutputFile {
            path: "rules-data/index/rules.json".into(),
            contents: export::to_json(ruleset)?,
            ownership: Ownership::Generated,
        },
        OutputFile {
            path: "rules-data/index/rules.csv".into(),
            contents: export::to_csv(ruleset)?,
            ownership: Ownership::Generated,
        },
    ];
    outputs.extend(codegen::generate(ruleset)?);
    Ok(outputs)
}

/// The status registry with a line added for each rule it lacks (existing lines untouched).
fn status_change(root: &Path, ruleset: &Ruleset) -> anyhow::Result<Option<Change>> {
    let old = read_optional(&root.join(STATUS_PATH))?.unwrap_or_default();
    let registry = if old.is_empty() {
        Registry::default()
    } else {
        Registry::parse(Path::new(STATUS_PATH), &old)?
    };
    let missing = registry.missing(ruleset);
    Ok((!missing.is_empty()).then(|| Change {
        path: STATUS_PATH.into(),
        contents: status::insert(&old, &missing),
        why: "rules without a status",
    }))
}

/// A Rust file is overwritten only while its first line is the generated header: a file
/// without it may hold someone's code. (Index exports are data, never edited by hand.)
fn ensure_generated(path: &Path, old: &str, output: &OutputFile) -> anyhow::Result<()> {
    if !output.contents.starts_with(GENERATED_HEADER) || old.lines().next() == Some(GENERATED_HEADER) {
        return Ok(());
    }
    anyhow::bail!(
        "{}:1:1: refusing to overwrite: the first line is not the generated header\n  \
         expected: {GENERATED_HEADER}\n  \
         hint: this file may hold hand-written code; move that code out (handlers belong in \
         engine/src/handlers/), then delete the file or restore the header and run `cargo xtask regen` again",
        path.display()
    )
}

/// Handler files whose rule this CR does not have.
fn orphan_handlers(root: &Path, outputs: &[OutputFile]) -> anyhow::Result<Vec<PathBuf>> {
    let known: std::collections::HashSet<&Path> = outputs.iter().map(|o| o.path.as_path()).collect();
    let mut orphans = Vec::new();
    for family in codegen::Family::ALL {
        let dir = Path::new("engine/src/handlers").join(family.module());
        let Ok(entries) = std::fs::read_dir(root.join(&dir)) else {
            continue;
        };
        for entry in entries {
            let relative = dir.join(entry?.file_name());
            if relative.extension().is_some_and(|e| e == "rs") && !known.contains(relative.as_path()) {
                orphans.push(relative);
            }
        }
    }
    orphans.sort();
    Ok(orphans)
}

fn report_check(changes: &[Change]) -> ExitCode {
    if changes.is_empty() {
        println!("regen --check: every generated file is up to date (0 files would change)");
        return ExitCode::SUCCESS;
    }
    for change in changes {
        eprintln!("error: {}: {}", change.path.display(), change.why);
    }
    eprintln!(
        "error: {} file(s) out of date; run `cargo xtask regen` and commit the result",
        changes.len()
    );
    ExitCode::FAILURE
}
