//! `cargo xtask ingest FILE... [--format F] [--json OUT] [--csv OUT] [--jsonl OUT] [--strict]`

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::bail;
use rules_data::{export, Format, FormatChoice, Ingested};

use crate::fsio::write_atomic;

/// Arguments of `cargo xtask ingest`.
#[derive(clap::Args)]
pub struct Args {
    /// CR files (official text of any era, CSV, JSON Lines, JSON, fragments). None: the
    /// embedded release.
    files: Vec<PathBuf>,
    /// The input shape; `auto` decides from the content.
    #[arg(long, value_enum, default_value_t = FormatArg::Auto)]
    format: FormatArg,
    /// Write the JSON index here (one input only).
    #[arg(long, value_name = "OUT")]
    json: Option<PathBuf>,
    /// Write rules and subrules as CSV `number,text,examples` here (one input only).
    #[arg(long, value_name = "OUT")]
    csv: Option<PathBuf>,
    /// Write rules and subrules as JSON Lines here (one input only).
    #[arg(long, value_name = "OUT")]
    jsonl: Option<PathBuf>,
    /// Treat warnings as errors.
    #[arg(long)]
    strict: bool,
    /// Print at most this many diagnostics per file (0: all).
    #[arg(long, default_value_t = 20)]
    max_diagnostics: usize,
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum FormatArg {
    Auto,
    Txt,
    Csv,
    Jsonl,
    Json,
    Fragment,
}

impl FormatArg {
    fn choice(self) -> FormatChoice {
        match self {
            FormatArg::Auto => FormatChoice::Auto,
            FormatArg::Txt => FormatChoice::Exactly(Format::Txt),
            FormatArg::Csv => FormatChoice::Exactly(Format::Csv),
            FormatArg::Jsonl => FormatChoice::Exactly(Format::Jsonl),
            FormatArg::Json => FormatChoice::Exactly(Format::Json),
            FormatArg::Fragment => FormatChoice::Exactly(Format::Fragment),
        }
    }
}

/// Ingests each file, prints its summary and diagnostics, writes the exports.
pub fn run(args: &Args) -> anyhow::Result<ExitCode> {
    let exporting = args.json.is_some() || args.csv.is_some() || args.jsonl.is_some();
    if exporting && args.files.len() > 1 {
        bail!(
            "--json, --csv and --jsonl take one input file; got {}",
            args.files.len()
        );
    }
    let inputs: Vec<Ingested> = if args.files.is_empty() {
        vec![rules_data::embedded()]
    } else {
        args.files
            .iter()
            .map(|f| rules_data::ingest_file(f, args.format.choice()))
            .collect::<Result<_, _>>()?
    };
    let mut failed = false;
    for ingested in &inputs {
        print_report(ingested, args.max_diagnostics);
        failed |= ingested.failed(args.strict);
    }
    if failed {
        eprintln!(
            "error: ingest failed{}",
            if args.strict {
                " (--strict: warnings count as errors)"
            } else {
                ""
            }
        );
        return Ok(ExitCode::FAILURE);
    }
    if let Some(ruleset) = inputs.first().map(|i| &i.ruleset) {
        for (path, contents) in [
            (
                &args.json,
                args.json.as_ref().map(|_| export::to_json(ruleset)).transpose()?,
            ),
            (
                &args.csv,
                args.csv.as_ref().map(|_| export::to_csv(ruleset)).transpose()?,
            ),
            (
                &args.jsonl,
                args.jsonl.as_ref().map(|_| export::to_jsonl(ruleset)).transpose()?,
            ),
        ] {
            if let (Some(path), Some(contents)) = (path, contents) {
                let changed = write_atomic(path, contents.as_bytes())?;
                eprintln!("{} {}", if changed { "wrote" } else { "unchanged" }, path.display());
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}

pub fn print_report(ingested: &Ingested, max_diagnostics: usize) {
    let ruleset = &ingested.ruleset;
    let date = ruleset
        .effective_date
        .map_or_else(|| "(no date)".to_owned(), |d| d.to_string());
    println!("CR {date}: {}  [{}]", ruleset.summary(), ruleset.source.name);
    let shown = if max_diagnostics == 0 {
        usize::MAX
    } else {
        max_diagnostics
    };
    for diagnostic in ingested.diagnostics.iter().take(shown) {
        eprintln!("{diagnostic}");
    }
    if ingested.diagnostics.len() > shown {
        eprintln!(
            "… and {} more diagnostics (--max-diagnostics 0 shows all)",
            ingested.diagnostics.len() - shown
        );
    }
}
