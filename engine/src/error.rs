//! The engine's error type.

/// What can go wrong outside a game: loading card and deck files.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    /// A card or deck file says something the engine cannot use.
    #[error("{file}:{line}:{column}: {message}\n  help: {help}")]
    CardData {
        /// The file.
        file: String,
        /// 1-based line.
        line: usize,
        /// 1-based column (characters).
        column: usize,
        /// What is wrong.
        message: String,
        /// What to do.
        help: String,
    },
    /// A game set up in a way the rules don't allow (808.1: a Team vs. Team game with one
    /// team).
    #[error("{message}\n  help: {help}")]
    GameSetup {
        /// What is wrong.
        message: String,
        /// What to do.
        help: String,
    },
}
