//! `cargo xtask`: the project's command line. Each subcommand is a thin module over library
//! code; xtask owns reading and writing files.

mod bless;
mod check;
mod coverage;
mod diff;
mod fsio;
mod history;
mod ingest;
mod mutants;
mod project;
mod regen;
mod sarif;
mod scaffold;
mod trace;
mod update;
mod workspace;

use clap::{Parser, Subcommand};

/// The project's tasks.
#[derive(Parser)]
#[command(name = "cargo xtask", about = "Tasks for the Comprehensive Rules project", version)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Read CR files of any era and shape, print a summary per file, export the index.
    Ingest(ingest::Args),
    /// The main job: regenerate the index, the engine's generated code and missing stubs.
    Regen(regen::Args),
    /// Fail on stale generated files, citations of missing rules, or rules changed since cited.
    Check(check::Args),
    /// Accept the current text of cited rules after reviewing the code citing them.
    Bless(bless::Args),
    /// Per part and chapter: rules, executable, implemented, tested, stubs, stale.
    Coverage(coverage::Args),
    /// A rule's text, status and citing sites; or the rules cited at FILE:LINE.
    Trace(trace::Args),
    /// Write a pending scenario per CR example of a rule, with the example verbatim.
    Scaffold(scaffold::Args),
    /// Compare two CR releases: counts, renumber map, word-level changes.
    Diff(diff::Args),
    /// A rule across a folder of releases: when it appeared, changed, and its earlier numbers.
    History(history::Args),
    /// Plan the move to a new CR release: citations to rewrite, stale and removed rules.
    Update(update::Args),
    /// Mutation-test the code citing rules and record, per rule, which mutants the tests catch.
    Mutants(mutants::Args),
}

fn main() -> std::process::ExitCode {
    quiet_on_closed_pipe();
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Ingest(args) => ingest::run(&args),
        Command::Regen(args) => regen::run(&args),
        Command::Check(args) => check::run(&args),
        Command::Bless(args) => bless::run(&args),
        Command::Coverage(args) => coverage::run(&args),
        Command::Trace(args) => trace::run(&args),
        Command::Scaffold(args) => scaffold::run(&args),
        Command::Diff(args) => diff::run(&args),
        Command::History(args) => history::run(&args),
        Command::Update(args) => update::run(&args),
        Command::Mutants(args) => mutants::run(&args),
    };
    match result {
        Ok(code) => code,
        Err(error) => {
            eprintln!("error: {error:#}");
            std::process::ExitCode::FAILURE
        }
    }
}

/// `cargo xtask trace FILE | head -1`: when the reader of our output goes away, stop quietly
/// with the status a shell gives a process killed by SIGPIPE (141), instead of the panic
/// `println!` raises on a closed pipe.
fn quiet_on_closed_pipe() {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let message = info
            .payload()
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| info.payload().downcast_ref::<&str>().copied())
            .unwrap_or_default();
        if message.starts_with("failed printing to stdout") && message.contains("Broken pipe") {
            std::process::exit(141);
        }
        default(info);
    }));
}
