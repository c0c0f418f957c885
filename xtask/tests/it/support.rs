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

/// Copies the workspace's sources (not `target/` or `.git/`) into `to`.
pub fn copy_workspace(from: &Path, to: &Path) {
    for entry in std::fs::read_dir(from).unwrap_or_else(|e| panic!("{}: {e}", from.display())) {
        let entry = entry.unwrap_or_else(|e| panic!("{e}"));
        let name = entry.file_name();
        if name == "target" || name == ".git" {
            continue;
        }
        let (src, dst) = (entry.path(), to.join(&name));
        if src.is_dir() {
            std::fs::create_dir_all(&dst).unwrap_or_else(|e| panic!("{}: {e}", dst.display()));
            copy_workspace(&src, &dst);
        } else {
            std::fs::copy(&src, &dst).unwrap_or_else(|e| panic!("{}: {e}", src.display()));
        }
    }
}

/// The target folder the tests that build a copy of the workspace share (so the second build
/// reuses the first's dependencies).
pub fn copies_target_dir() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("update")
}

/// Runs cargo in a copy of the workspace, with the copies' target folder.
pub fn cargo_in_copy(root: &Path, args: &[&str]) -> Output {
    builds_in_copy(std::process::Command::new(env!("CARGO")).args(args).current_dir(root))
        .output()
        .unwrap_or_else(|e| panic!("running cargo: {e}"))
}

/// `command` (cargo, or an xtask that runs cargo) building in the copies' target folder,
/// without debug info: the copies' builds are only run, never debugged, and build faster so.
pub fn builds_in_copy(command: &mut std::process::Command) -> &mut std::process::Command {
    command
        .env("CARGO_TARGET_DIR", copies_target_dir())
        .env("CARGO_PROFILE_DEV_DEBUG", "false")
}

/// A command's stdout then stderr, as text.
pub fn text(out: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}
