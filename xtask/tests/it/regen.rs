//! `cargo xtask regen` into a scratch workspace: byte-stable output, hand-written handlers
//! never touched, stale or hand-edited generated files named, older releases add stubs only.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Output;

use crate::support::shared_cr;

/// Runs `xtask regen --root ROOT ARGS...`.
fn regen(root: &Path, args: &[&str]) -> Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_xtask"))
        .arg("regen")
        .arg("--root")
        .arg(root)
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("running xtask: {e}"))
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn succeeded(output: &Output) -> bool {
    if !output.status.success() {
        eprintln!("stdout:\n{}\nstderr:\n{}", text(&output.stdout), text(&output.stderr));
    }
    output.status.success()
}

fn scratch() -> tempfile::TempDir {
    tempfile::tempdir().unwrap_or_else(|e| panic!("temp dir: {e}"))
}

fn read(path: &Path) -> Vec<u8> {
    std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn write(path: &Path, contents: &str) {
    std::fs::write(path, contents).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
}

/// Every file under `dir`, with its bytes.
fn snapshot(dir: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    let mut files = BTreeMap::new();
    let mut pending = vec![dir.to_owned()];
    while let Some(dir) = pending.pop() {
        for entry in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
            let path = entry.unwrap_or_else(|e| panic!("{e}")).path();
            if path.is_dir() {
                pending.push(path);
            } else {
                files.insert(path.clone(), read(&path));
            }
        }
    }
    files
}

const FILLED_IN: &str = "//! Mine.\nuse crate::game::Game;\n// hand-written body\n";

#[test]
fn a_second_run_changes_nothing() {
    let root = scratch();
    assert!(succeeded(&regen(root.path(), &[])));
    let before = snapshot(root.path());
    let second = regen(root.path(), &[]);
    assert!(succeeded(&second));
    assert!(
        text(&second.stdout).contains("0 files changed"),
        "{}",
        text(&second.stdout)
    );
    assert_eq!(snapshot(root.path()), before);
    assert!(succeeded(&regen(root.path(), &["--check"])));
}

#[test]
fn a_filled_in_handler_is_never_rewritten() {
    let root = scratch();
    assert!(succeeded(&regen(root.path(), &[])));
    let handler = root.path().join("engine/src/handlers/sba/r704_5a.rs");
    write(&handler, FILLED_IN);
    assert!(succeeded(&regen(root.path(), &[])));
    assert_eq!(text(&read(&handler)), FILLED_IN);
    assert!(
        succeeded(&regen(root.path(), &["--check"])),
        "a filled-in handler is not stale"
    );
}

#[test]
fn check_names_a_hand_edited_generated_file() {
    let root = scratch();
    assert!(succeeded(&regen(root.path(), &[])));
    let table = root.path().join("engine/src/generated/sba.rs");
    let generated = text(&read(&table));
    write(&table, &format!("{generated}// a hand edit\n"));
    let check = regen(root.path(), &["--check"]);
    assert!(!check.status.success());
    assert!(
        text(&check.stderr).contains("engine/src/generated/sba.rs: stale"),
        "{}",
        text(&check.stderr)
    );
    // With its header still there, the file is regenerated.
    assert!(succeeded(&regen(root.path(), &[])));
    assert_eq!(text(&read(&table)), generated);
}

#[test]
fn a_generated_file_without_its_header_is_not_overwritten() {
    let root = scratch();
    assert!(succeeded(&regen(root.path(), &[])));
    let table = root.path().join("engine/src/generated/steps.rs");
    let mine = "// I took this file over\npub fn mine() {}\n";
    write(&table, mine);
    let refused = regen(root.path(), &[]);
    assert!(!refused.status.success());
    assert!(
        text(&refused.stderr).contains("refusing to overwrite"),
        "{}",
        text(&refused.stderr)
    );
    assert_eq!(text(&read(&table)), mine);
}

/// Regenerates `release` over a workspace generated from the embedded CR with one handler
/// filled in; checks nothing hand-written changed, exactly the stubs of rules only `release`
/// has were created, and the handlers it lacks were reported as kept. Returns the new stubs.
fn regen_older_release(release: &str) -> Vec<PathBuf> {
    let root = scratch();
    assert!(succeeded(&regen(root.path(), &[])));
    write(&root.path().join("engine/src/handlers/sba/r704_5a.rs"), FILLED_IN);
    let handlers_dir = root.path().join("engine/src/handlers");
    let before = snapshot(&handlers_dir);

    let older = shared_cr(release);
    let output = regen(root.path(), &["--rules", older.to_str().unwrap_or_default()]);
    assert!(succeeded(&output));
    let after = snapshot(&handlers_dir);
    for (path, bytes) in &before {
        assert_eq!(after.get(path), Some(bytes), "{} kept byte for byte", path.display());
    }

    let current = rules_data::embedded().ruleset;
    let old = rules_data::ingest_file(&older, rules_data::FormatChoice::Auto)
        .unwrap_or_else(|e| panic!("{e}"))
        .ruleset;
    let paths = |ruleset: &rules_data::Ruleset| -> Vec<PathBuf> {
        codegen::Family::ALL
            .iter()
            .flat_map(|f| f.handlers(ruleset))
            .map(|h| root.path().join(h.path()))
            .collect()
    };
    let (current_paths, old_paths) = (paths(&current), paths(&old));
    let only_old: Vec<&PathBuf> = old_paths.iter().filter(|p| !current_paths.contains(p)).collect();
    let only_current: Vec<&PathBuf> = current_paths.iter().filter(|p| !old_paths.contains(p)).collect();
    assert!(
        !only_current.is_empty(),
        "2026 has handlers 2025-02 lacks (e.g. Firebending)"
    );
    let created: Vec<&PathBuf> = after.keys().filter(|p| !before.contains_key(*p)).collect();
    let mut expected = only_old.clone();
    expected.sort();
    assert_eq!(
        created, expected,
        "exactly the stubs of rules only the older release has"
    );
    let stderr = text(&output.stderr);
    for orphan in only_current {
        let relative = orphan.strip_prefix(root.path()).unwrap_or(orphan);
        assert!(
            stderr.contains(&format!("note: kept {}", relative.display())),
            "{}",
            stderr
        );
    }
    created
        .into_iter()
        .map(|p| p.strip_prefix(root.path()).unwrap_or(p).to_owned())
        .collect()
}

#[test]
fn an_older_release_removes_no_hand_written_code() {
    // Every handler rule of 2025-02 is still in 2026-01, so it adds no stub; the handlers of
    // newer keywords are reported as kept.
    assert_eq!(regen_older_release("CR-20250207.txt"), Vec::<PathBuf>::new());
}

#[test]
fn an_older_release_gets_stubs_for_the_rules_only_it_has() {
    let created = regen_older_release("CR-20230414.txt");
    assert!(
        !created.is_empty(),
        "2023-04 has handler rules that 2026-01 no longer has"
    );
}
