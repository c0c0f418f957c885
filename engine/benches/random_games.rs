//! `cargo bench -p engine`: random-versus-random games of the Bears/Bolt mirror (the same
//! games as `cargo run --release -p engine --example random_games`), one game per iteration,
//! so games per second is 1 / the time reported.

use std::sync::Arc;

use criterion::{criterion_group, criterion_main, Criterion};
use engine::agent::play_random;
use engine::cards::CardPool;
use engine::game::{Game, GameConfig};

fn random_games(c: &mut Criterion) {
    let pool = Arc::new(CardPool::starter());
    let deck = engine::decks::bears_bolt(&pool).unwrap_or_else(|e| panic!("{e}"));
    let mut group = c.benchmark_group("random games");
    let mut seed = 0u64;
    group.bench_function("Bears/Bolt mirror, one game", |b| {
        b.iter(|| {
            seed += 1;
            let mut config = GameConfig::new(pool.clone(), vec![deck.clone(), deck.clone()]);
            config.keep_log = false;
            let mut game = Game::new(config, seed);
            play_random(&mut game, seed, false).unwrap_or_else(|e| panic!("{e:?}"))
        })
    });
    group.finish();
}

criterion_group!(benches, random_games);
criterion_main!(benches);
