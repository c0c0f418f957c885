//! The game engine: a deterministic two-player game that follows the CR.
//!
//! Not started yet: it depends on the generated rule index (codegen issue). The crate exists
//! so the workspace has its final shape.
