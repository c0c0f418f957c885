//! What several test modules share.

use std::path::{Path, PathBuf};
use std::process::Output;

/// Runs this build's `xtask` with `args`, as a user runs `cargo xtask`.
pub fn xtask(args: &[&str]) -> Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("running xtask: {e}"))
}

/// The workspace these tests belong to.
pub fn workspace() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// A release of the CR corpus (`../shared/cr/NAME`, or `$CR_SHARED_DIR/cr/NAME`); fails with
/// instructions when the corpus is missing, never skips.
pub fn shared_cr(name: &str) -> PathBuf {
    shared("cr", name)
}

/// A file of `../shared/FOLDER/` (or `$CR_SHARED_DIR/FOLDER/`), checked like [`shared_cr`].
pub fn shared(folder: &str, name: &str) -> PathBuf {
    let dir = std::env::var_os("CR_SHARED_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared"));
    let path = dir.join(folder).join(name);
    assert!(
        path.is_file(),
        "the CR test corpus is missing: expected {} (set CR_SHARED_DIR to the `shared/` folder); \
         this test never skips silently",
        path.display()
    );
    path
}
