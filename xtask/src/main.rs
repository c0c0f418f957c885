//! `cargo xtask`: the project's command line. Each subcommand is a thin module over library
//! code; xtask owns reading and writing files.

mod fsio;
mod ingest;

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
}

fn main() -> std::process::ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Ingest(args) => ingest::run(&args),
    };
    match result {
        Ok(code) => code,
        Err(error) => {
            eprintln!("error: {error:#}");
            std::process::ExitCode::FAILURE
        }
    }
}
