//! `cargo bench -p rules-data --bench diff`: comparing two current releases (the embedded
//! 2026-01-16 with 2025-11-14 from `../shared/cr`, or `$CR_SHARED_DIR/cr`).

use criterion::{criterion_group, criterion_main, Criterion};

fn diff(c: &mut Criterion) {
    let shared = std::env::var_os("CR_SHARED_DIR").map_or_else(
        || std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared"),
        Into::into,
    );
    let path = shared.join("cr/CR-20251114.txt");
    let old = match rules_data::ingest_file(&path, rules_data::FormatChoice::Auto) {
        Ok(ingested) => ingested.ruleset,
        Err(e) => panic!(
            "{}: {e} (the bench needs the CR corpus; set CR_SHARED_DIR)",
            path.display()
        ),
    };
    let new = rules_data::embedded().ruleset;
    let mut group = c.benchmark_group("diff");
    group.sample_size(30);
    group.bench_function("CR 2025-11-14 → 2026-01-16", |b| {
        b.iter(|| rules_data::diff::diff(std::hint::black_box(&old), &new, &[]))
    });
    group.finish();
}

criterion_group!(benches, diff);
criterion_main!(benches);
