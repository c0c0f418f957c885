//! The harness catches a wrong engine: in a copy of the workspace, 704.5a is mutated to check
//! `< 0` instead of `<= 0`, and the scenario of 704.5a must fail, saying what differs.
//!
//! This builds the engine's tests a second time, in `target/tmp/mutants` (about 40 s the first
//! time, seconds after that), so it runs as part of the suite like any test.

use std::path::{Path, PathBuf};
use std::process::Command;

/// Copies the workspace's sources (not `target/` or `.git/`) into `to`.
fn copy_workspace(from: &Path, to: &Path) {
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

#[test]
fn a_wrong_704_5a_makes_its_scenario_fail_with_a_readable_message() {
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(PathBuf::from)
        .unwrap_or_default();
    let copy = tempfile_dir();
    copy_workspace(&workspace, &copy);
    let handler = copy.join("engine/src/handlers/sba/r704_5a.rs");
    let source = std::fs::read_to_string(&handler).unwrap_or_else(|e| panic!("{e}"));
    assert!(
        source.contains("state.life <= 0"),
        "the mutation's target moved: update this test"
    );
    std::fs::write(&handler, source.replace("state.life <= 0", "state.life < 0")).unwrap_or_else(|e| panic!("{e}"));

    let out = Command::new(env!("CARGO"))
        .args([
            "test",
            "--offline",
            "-p",
            "engine",
            "--test",
            "it",
            "r704_5a_a_player_at_zero_life_loses",
        ])
        .current_dir(&copy)
        .env(
            "CARGO_TARGET_DIR",
            Path::new(env!("CARGO_TARGET_TMPDIR")).join("mutants"),
        )
        .output()
        .unwrap_or_else(|e| panic!("running cargo: {e}"));
    let _ = std::fs::remove_dir_all(&copy);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "the mutant passed:\n{stdout}\n{stderr}");
    for expected in [
        "scenario 704/r704_5a_a_player_at_zero_life_loses.toml",
        "result: expected A wins, got in progress",
        "no event \"Player B loses the game\" caused by 704.5a",
    ] {
        assert!(
            stdout.contains(expected),
            "the failure does not say `{expected}`:\n{stdout}\n{stderr}"
        );
    }
}

/// A fresh folder under `target/tmp` for the copy.
fn tempfile_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("mutant-workspace-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    dir
}
