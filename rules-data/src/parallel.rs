//! Fork-join on two scoped threads: the machines the ingest runs on (and CI) have two cores.

/// Runs `here` on this thread and `there` on another one at the same time, and returns both
/// results.
///
/// A panic on the other thread is a bug in this crate, not bad input: it is passed on.
pub(crate) fn join<A, B: Send>(here: impl FnOnce() -> A, there: impl FnOnce() -> B + Send) -> (A, B) {
    std::thread::scope(|scope| {
        let there = scope.spawn(there);
        let here = here();
        let there = there.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        (here, there)
    })
}
