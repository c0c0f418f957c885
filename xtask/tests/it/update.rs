//! `cargo xtask update --apply` in a copy of the workspace: moved to CR 2025-11-14 and back to
//! 2026-01-16 with code citing a rule that moved in between, it ends building, the citation
//! rewritten, and `cargo xtask check` naming exactly the cited rule whose wording changed.
//!
//! It builds the copy's engine and xtask (in `target/tmp/update`; about two minutes the first
//! time, much less after).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use crate::support::shared_cr;

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

fn update(root: &Path, release: &str) -> Output {
    let out = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args([
            "update",
            "--apply",
            &shared_cr(release).display().to_string(),
            "--root",
            &root.display().to_string(),
        ])
        .output()
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(
        out.status.success(),
        "update to {release} failed:\n{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    out
}

/// Runs cargo in the copy, with its own target folder.
fn cargo(root: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO"))
        .args(args)
        .current_dir(root)
        .env(
            "CARGO_TARGET_DIR",
            Path::new(env!("CARGO_TARGET_TMPDIR")).join("update"),
        )
        .output()
        .unwrap_or_else(|e| panic!("running cargo: {e}"))
}

fn text(out: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

#[test]
fn update_apply_rewrites_citations_and_leaves_only_changed_rules_for_a_human() {
    let root = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("update-workspace-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(&root).unwrap_or_else(|e| panic!("{e}"));
    copy_workspace(&PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(".."), &root);

    // The project as it would have been on CR 2025-11-14, with code citing 702.124p, which
    // became 702.124n in 2026-01-16 ("friends forever" was removed before it).
    update(&root, "CR-20251114.txt");
    let keywords = root.join("engine/src/keywords/mod.rs");
    let mut source = std::fs::read_to_string(&keywords).unwrap_or_else(|e| panic!("{e}"));
    source.push_str("\n/// \"partner—Survivors\".\n#[crate::rule(\"702.124p\")]\npub const PARTNER_SURVIVORS: &str = \"partner—Survivors\";\n");
    std::fs::write(&keywords, source).unwrap_or_else(|e| panic!("{e}"));
    let blessed = cargo(
        &root,
        &["run", "--offline", "-q", "-p", "xtask", "--", "bless", "--all"],
    );
    assert!(blessed.status.success(), "{}", text(&blessed));

    update(&root, "CR-20260116.txt");
    let source = std::fs::read_to_string(&keywords).unwrap_or_else(|e| panic!("{e}"));
    assert!(
        source.contains("#[crate::rule(\"702.124n\")]"),
        "the citation was not rewritten"
    );
    let lib = std::fs::read_to_string(root.join("rules-data/src/lib.rs")).unwrap_or_default();
    assert!(lib.contains("\"CR-20260116.txt\"") && root.join("rules-data/data/CR-20260116.txt").exists());
    assert!(!root.join("rules-data/data/CR-20251114.txt").exists());

    let build = cargo(&root, &["build", "--offline", "-q", "-p", "engine"]);
    assert!(
        build.status.success(),
        "the updated workspace does not build:\n{}",
        text(&build)
    );
    let check = cargo(&root, &["run", "--offline", "-q", "-p", "xtask", "--", "check"]);
    let report = text(&check);
    let errors: Vec<&str> = report
        .lines()
        .filter(|l| l.starts_with("error: ") && !l.starts_with("error: check failed"))
        .collect();
    assert!(
        !errors.is_empty(),
        "601.2a changed wording between the releases: check must say so\n{report}"
    );
    for e in &errors {
        assert!(
            e.contains("601.2a is stale"),
            "only the changed 601.2a needs a human, not: {e}\n{report}"
        );
    }
    let _ = std::fs::remove_dir_all(&root);
}
