//! Code generation from a rules index: pure functions from a `Ruleset` to files.
//!
//! Nothing is generated yet; the rule index, handler stubs and the citation attribute come
//! with the codegen issue. The crate exists so the workspace has its final shape.
