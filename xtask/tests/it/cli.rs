//! Flag combinations and bad input on the command line: every combination either does all it
//! asks or is refused with a message (exit 2 for a refused combination, 1 for an error), and
//! no input makes a command panic.

use std::process::{Command, Output, Stdio};

use crate::coverage::copy_for_coverage;
use crate::support::{shared, shared_cr, xtask};

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn coverage_writes_every_file_asked_for_in_one_run() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    copy_for_coverage(dir.path());
    let root = dir.path().display().to_string();
    let (html, lcov, baseline) = (
        dir.path().join("out/html"),
        dir.path().join("out/cr.info"),
        dir.path().join("out/baseline.json"),
    );
    let out = xtask(&[
        "coverage",
        "--html",
        &html.display().to_string(),
        "--lcov",
        &lcov.display().to_string(),
        "--write-baseline",
        "--baseline",
        &baseline.display().to_string(),
        "--root",
        &root,
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(html.join("index.html").is_file(), "the page");
    assert!(lcov.is_file(), "the lcov file is written too");
    assert!(baseline.is_file(), "and the baseline");
    // With the ratchet and a printed form as well: the files, the Markdown, then the ratchet.
    let out = xtask(&[
        "coverage",
        "--lcov",
        &lcov.display().to_string(),
        "--md",
        "--fail-under-baseline",
        "--baseline",
        &baseline.display().to_string(),
        "--root",
        &root,
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let printed = stdout(&out);
    assert!(
        printed.contains("wrote ") && printed.contains("coverage ratchet:"),
        "{printed}"
    );
    assert!(printed.contains('|'), "the Markdown table is printed: {printed}");
}

#[test]
fn coverage_refuses_combinations_that_cannot_all_be_done() {
    for (args, says) in [
        (&["--json", "--md"][..], "cannot be used with"),
        (&["--examples", "--md"][..], "cannot be used with"),
        (&["--examples", "--lcov", "x.info"][..], "cannot be used with"),
        (&["--examples", "--html", "dir"][..], "cannot be used with"),
        (
            &["--fail-under-baseline", "--write-baseline"][..],
            "cannot be used with",
        ),
        (&["--baseline", "b.json"][..], "required arguments were not provided"),
    ] {
        let mut all = vec!["coverage"];
        all.extend_from_slice(args);
        let out = xtask(&all);
        assert_eq!(out.status.code(), Some(2), "{args:?} must be refused");
        assert!(stderr(&out).contains(says), "{args:?}: {}", stderr(&out));
    }
}

#[test]
fn a_folder_that_is_not_a_workspace_is_an_error_not_an_empty_report() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let root = dir.path().display().to_string();
    for args in [
        &["coverage", "--root", &root][..],
        &["coverage", "--examples", "--root", &root][..],
        &["coverage", "--md", "--root", &root][..],
    ] {
        let out = xtask(args);
        assert_eq!(out.status.code(), Some(1), "{args:?}: {}", stdout(&out));
        assert!(
            stderr(&out).contains("has no rules-data/status.toml") && stderr(&out).contains("regen --root"),
            "{}",
            stderr(&out)
        );
        assert!(stdout(&out).is_empty(), "no report is printed: {}", stdout(&out));
    }
}

#[test]
fn diff_says_none_for_empty_lists_and_a_missing_file_once() {
    let release = shared_cr("CR-20260116.txt").display().to_string();
    let same = xtask(&["diff", &release, &release]);
    assert!(same.status.success(), "{}", stderr(&same));
    let text = stdout(&same);
    assert!(!text.contains("added: ;") && !text.contains("removed: \n"), "{text}");
    assert!(
        text.contains("no keyword actions or abilities added or removed"),
        "{text}"
    );
    assert!(text.contains("no glossary terms added, removed or changed"), "{text}");
    let newer = shared("cr-added", "CR-20260227.txt").display().to_string();
    let sneak = stdout(&xtask(&["diff", &release, &newer]));
    assert!(sneak.contains("abilities added: Sneak\n"), "{sneak}");
    assert!(!sneak.contains("actions added"), "only non-empty lists: {sneak}");

    let missing = xtask(&["diff", "/no/such/old.txt", &release]);
    assert_eq!(missing.status.code(), Some(1));
    let message = stderr(&missing);
    assert_eq!(
        message.matches("No such file or directory").count(),
        1,
        "the OS message once: {message}"
    );
    assert!(message.contains("/no/such/old.txt"), "{message}");
}

#[test]
fn other_commands_refuse_what_they_cannot_do() {
    let release = shared_cr("CR-20260116.txt").display().to_string();
    for (args, code, says) in [
        (&["bless", "--all", "704.5a"][..], 2, "cannot be used with"),
        (&["bless"][..], 1, "name the rules to bless"),
        (
            &["ingest", &release, &release, "--json", "x.json"][..],
            1,
            "take one input file",
        ),
        (
            &["trace", "engine/src/no_such_file.rs"][..],
            1,
            "no file `engine/src/no_such_file.rs`",
        ),
        (&["trace", "engine/src/casting/mod.rs:x"][..], 1, "is not a line number"),
        (&["trace", "not-a-rule"][..], 1, "is neither a rule ID"),
        (&["scaffold", "999.99"][..], 1, "no rule `999.99`"),
        (&["history", "704.5a", "--from", "/no/such/dir"][..], 1, "/no/such/dir"),
        (&["diff", &release][..], 2, "required arguments"),
    ] {
        let out = xtask(args);
        assert_eq!(out.status.code(), Some(code), "{args:?}: {}", stderr(&out));
        assert!(stderr(&out).contains(says), "{args:?}: {}", stderr(&out));
        assert!(!stderr(&out).contains("panicked"), "{args:?}: {}", stderr(&out));
    }
}

#[test]
fn a_closed_pipe_ends_the_output_quietly() {
    // `cargo xtask coverage | head -1`: the reader goes away before the table is written.
    let mut child = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .arg("coverage")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{e}"));
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap_or_else(|e| panic!("{e}"));
    assert!(!stderr(&out).contains("panicked"), "{}", stderr(&out));
}
