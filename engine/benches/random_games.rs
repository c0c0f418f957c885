//! `cargo bench -p engine`: random-versus-random games, one game per iteration, so games per
//! second is 1 / the time reported: the Bears/Bolt mirror (the same games as `cargo run
//! --release -p engine --example random_games`), which uses no continuous effect, and the
//! `static_effects` deck (lords, anthems, Humility, Opalescence, Blood Moon, control changes),
//! which keeps the layer system busy.

use std::sync::Arc;

use criterion::{criterion_group, criterion_main, Criterion};
use engine::agent::play_random;
use engine::cards::CardPool;
use engine::game::{Game, GameConfig};

fn random_games(c: &mut Criterion) {
    let pool = Arc::new(CardPool::starter());
    let mut group = c.benchmark_group("random games");
    for (label, deck) in [
        ("Bears/Bolt mirror, one game", "bears_bolt"),
        ("static effects mirror, one game", "static_effects"),
    ] {
        let deck = engine::decks::bundled(deck, &pool).unwrap_or_else(|e| panic!("{e}"));
        let mut seed = 0u64;
        group.bench_function(label, |b| {
            b.iter(|| {
                seed += 1;
                let mut config = GameConfig::new(pool.clone(), vec![deck.clone(), deck.clone()]);
                config.keep_log = false;
                let mut game = Game::new(config, seed);
                play_random(&mut game, seed, false).unwrap_or_else(|e| panic!("{e:?}"))
            })
        });
    }
    group.finish();
}

criterion_group!(benches, random_games);
criterion_main!(benches);
