//! Ingest speed: the embedded CR (about 950 KB) from bytes to a `Ruleset`, and its parts.
//! Target (issue 2): at most 3 ms median for the whole ingest.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use rules_data::{decode::decode, export, FormatChoice};

fn ingest(c: &mut Criterion) {
    let bytes = rules_data::EMBEDDED_BYTES;
    let mut group = c.benchmark_group("ingest");
    group.throughput(Throughput::Bytes(bytes.len() as u64));
    group.bench_function("the embedded release (decode + parse + assemble)", |b| {
        b.iter(|| rules_data::ingest(std::hint::black_box(bytes), "bench", FormatChoice::Txt))
    });
    group.bench_function("decode only", |b| b.iter(|| decode(std::hint::black_box(bytes))));
    let ruleset = rules_data::embedded().ruleset;
    let json = export::to_json(&ruleset).expect("exports");
    group.bench_function("JSON index back to a ruleset", |b| {
        b.iter(|| rules_data::ingest(std::hint::black_box(json.as_bytes()), "bench.json", FormatChoice::Auto))
    });
    group.finish();
}

criterion_group!(benches, ingest);
criterion_main!(benches);
