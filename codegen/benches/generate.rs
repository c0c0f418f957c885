//! `cargo bench -p codegen`: generating every file from the embedded CR (the code-generation
//! part of `cargo xtask regen`; the end-to-end command is timed as described in the README).

use criterion::{criterion_group, criterion_main, Criterion};

fn generate(c: &mut Criterion) {
    let ruleset = rules_data::embedded().ruleset;
    let mut group = c.benchmark_group("generate");
    group.sample_size(20);
    group.bench_function("all files, the embedded release", |b| {
        b.iter(|| codegen::generate(std::hint::black_box(&ruleset)))
    });
    group.finish();
}

criterion_group!(benches, generate);
criterion_main!(benches);
