//! What several test modules share.

use std::path::{Path, PathBuf};

/// A release of the CR corpus (`../shared/cr/NAME`, or `$CR_SHARED_DIR/cr/NAME`); fails with
/// instructions when the corpus is missing, never skips.
pub fn shared_cr(name: &str) -> PathBuf {
    let dir = std::env::var_os("CR_SHARED_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared"));
    let path = dir.join("cr").join(name);
    assert!(
        path.is_file(),
        "the CR test corpus is missing: expected {} (set CR_SHARED_DIR to the `shared/` folder); \
         this test never skips silently",
        path.display()
    );
    path
}
