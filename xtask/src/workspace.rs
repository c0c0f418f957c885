//! Where the workspace is.

use std::path::PathBuf;

/// The workspace root: the parent of the xtask crate.
pub fn root() -> PathBuf {
    let xtask = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    xtask.parent().map(PathBuf::from).unwrap_or(xtask)
}
