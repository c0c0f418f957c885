//! What a handler reports.

/// Whether a handler did its rule's work. A generated stub returns `Unimplemented` until its
/// author fills it in; the engine counts those instead of failing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[must_use]
pub enum Handled {
    /// The rule was applied (which may mean it found nothing to do).
    Done,
    /// The handler is a stub: the rule was not applied.
    Unimplemented,
}
