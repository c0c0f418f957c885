//! Prints how fast a CR file is ingested: `cargo run --release -p rules-data --example
//! ingest_throughput [FILE] [--rounds N]`. Without a file, the embedded CR.
//!
//! The criterion bench (`cargo bench -p rules-data`) is the measurement of record; this is a
//! quick look that also serves as a profiling target.

use std::time::Instant;

use rules_data::FormatChoice;

fn main() {
    let mut args = std::env::args().skip(1);
    let mut file = None;
    let mut rounds = 200usize;
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--rounds" => rounds = args.next().and_then(|n| n.parse().ok()).unwrap_or(rounds),
            _ => file = Some(arg),
        }
    }
    let bytes = match &file {
        Some(path) => std::fs::read(path).unwrap_or_else(|e| panic!("{path}: {e}")),
        None => rules_data::EMBEDDED_BYTES.to_vec(),
    };
    let name = file.as_deref().unwrap_or(rules_data::EMBEDDED_NAME);
    let mut times = Vec::with_capacity(rounds);
    let mut summary = None;
    for _ in 0..rounds {
        let start = Instant::now();
        let ingested = rules_data::ingest(&bytes, name, FormatChoice::Auto);
        times.push(start.elapsed());
        summary = Some(ingested.ruleset.summary());
    }
    times.sort();
    let median = times[times.len() / 2];
    let mib_per_s = bytes.len() as f64 / median.as_secs_f64() / (1024.0 * 1024.0);
    println!(
        "{name}: {} bytes, median {:.3} ms over {rounds} rounds ({mib_per_s:.0} MiB/s)",
        bytes.len(),
        median.as_secs_f64() * 1e3
    );
    if let Some(summary) = summary {
        println!("{summary}");
    }
}
