//! `cargo xtask update --apply` in a copy of the workspace, across real releases and back: the
//! copy is moved to CR 2025-11-14 (the citations of rules that release lacks set aside, as the
//! plan asks a human to), code citing a rule that moved since is added and blessed,
//! and the copy is moved forward again to the release this workspace embeds. It must end
//! green: the citation follows the renumbering, the engine builds, `cargo xtask check` names
//! exactly what needs a human (the cited rules whose wording differs between the two releases,
//! the statuses of rules the older release lacked), and the engine's scenario suite (whose CR
//! examples the update re-dated) passes.
//!
//! Nothing here names the embedded release: the expectations are computed from the two
//! releases, so the test holds after the next update too. It builds the copy's engine, xtask
//! and scenario tests (in `target/tmp/update`; a few minutes the first time, much less after).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

use rules_data::diff::ChangeKind;
use rules_data::{RuleId, Ruleset};

use crate::support::{cargo_in_copy as cargo, copy_workspace, shared_cr, text};

/// The older release the copy visits.
const OLDER: &str = "CR-20251114.txt";
/// A rule of [`OLDER`] that later releases renumber (702.124p, "partner—Survivors", became
/// 702.124n when "friends forever" was removed in CR 2026-01-16).
const MOVED: &str = "702.124p";

fn update(root: &Path, release: &Path) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args([
            "update",
            "--apply",
            &release.display().to_string(),
            "--root",
            &root.display().to_string(),
        ])
        .output()
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(
        out.status.success(),
        "update to {} failed:\n{}",
        release.display(),
        text(&out)
    );
    text(&out)
}

fn ingest(path: &Path) -> Ruleset {
    rules_data::ingest_file(path, rules_data::FormatChoice::Auto)
        .unwrap_or_else(|e| panic!("{e}"))
        .ruleset
}

/// The rules a citation lock names.
fn locked(root: &Path) -> BTreeSet<RuleId> {
    let lock = std::fs::read_to_string(root.join("engine/citations.lock")).unwrap_or_else(|e| panic!("{e}"));
    lock.lines()
        .filter_map(|l| l.split_whitespace().next()?.parse().ok())
        .collect()
}

/// What a human does with the plan's "citations of removed rules": each listed site stops
/// citing its removed rule (the rule's ID leaves a `#[rule(...)]` list or a scenario's
/// `rules`, or a line that is only the attribute or a `cite!(...);` statement goes).
fn set_aside_removed_citations(root: &Path, plan: &str) {
    let sites = plan
        .lines()
        .skip_while(|l| !l.starts_with("citations of removed rules"))
        .skip(1)
        .take_while(|l| l.starts_with("  "));
    for site in sites {
        let (place, rest) = site.trim().split_once(": cites ").unwrap_or_else(|| panic!("{site}"));
        let rule = rest.split(',').next().unwrap_or_default();
        let quoted = format!("\"{rule}\"");
        let (file, line) = place.rsplit_once(':').unwrap_or((place, ""));
        let path = root.join(file);
        let source = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let mut lines: Vec<String> = source.lines().map(str::to_owned).collect();
        let line = match line.parse::<usize>() {
            Ok(line) => line,
            // A scenario file: the line of its `rules`.
            Err(_) => {
                1 + lines
                    .iter()
                    .position(|l| l.starts_with("rules = ") && l.contains(&quoted))
                    .unwrap_or_else(|| panic!("{site}: no `rules = [...]` line names {rule}"))
            }
        };
        let text = &mut lines[line - 1];
        let alone = [
            format!("#[rule({quoted})]"),
            format!("#[crate::rule({quoted})]"),
            format!("cite!({quoted});"),
        ];
        if alone.contains(&text.trim().to_owned()) {
            lines.remove(line - 1);
        } else if let Some(listed) = [format!("{quoted}, "), format!(", {quoted}")]
            .iter()
            .find(|l| text.contains(l.as_str()))
        {
            *text = text.replacen(listed.as_str(), "", 1);
        } else {
            panic!("{site}: this test can't set the citation aside in `{text}`; cite the rule in a `#[rule(...)]` list or a `cite!(...);` statement");
        }
        std::fs::write(&path, lines.join("\n") + "\n").unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    }
}

#[test]
fn update_apply_across_releases_leaves_the_workspace_green() {
    let workspace = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let root = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("update-workspace-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(&root).unwrap_or_else(|e| panic!("{e}"));
    copy_workspace(&workspace, &root);
    // The release this workspace embeds, kept outside the copy (the update removes it there).
    let current = root.with_extension("release").join(rules_data::EMBEDDED_NAME);
    std::fs::create_dir_all(current.parent().unwrap_or(&root)).unwrap_or_else(|e| panic!("{e}"));
    std::fs::copy(
        workspace.join("rules-data/data").join(rules_data::EMBEDDED_NAME),
        &current,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let (older, newer) = (ingest(&shared_cr(OLDER)), ingest(&current));
    let forward = rules_data::diff::diff(&older, &newer, &[]);
    let moved: RuleId = MOVED.parse().unwrap_or_else(|e| panic!("{e}"));
    let moved_to = forward
        .maps_to(moved)
        .unwrap_or_else(|| panic!("{MOVED} of {OLDER} has no successor in {}", rules_data::EMBEDDED_NAME));

    // The project as it would have been on the older release, with code citing MOVED. The
    // citations of rules the older release lacks are set aside, as a human would, so that
    // `bless --all` can run there.
    let back = update(&root, &shared_cr(OLDER));
    set_aside_removed_citations(&root, &back);
    let keywords = root.join("engine/src/keywords/mod.rs");
    let mut source = std::fs::read_to_string(&keywords).unwrap_or_else(|e| panic!("{e}"));
    source.push_str(&format!(
        "\n/// \"partner—Survivors\".\n#[crate::rule(\"{MOVED}\")]\npub const PARTNER_SURVIVORS: &str = \"partner—Survivors\";\n"
    ));
    std::fs::write(&keywords, source).unwrap_or_else(|e| panic!("{e}"));
    let blessed = cargo(
        &root,
        &["run", "--offline", "-q", "-p", "xtask", "--", "bless", "--all"],
    );
    assert!(blessed.status.success(), "{}", text(&blessed));

    // Forward again, to the release the workspace embeds.
    let plan = update(&root, &current);
    let source = std::fs::read_to_string(&keywords).unwrap_or_else(|e| panic!("{e}"));
    assert!(
        source.contains(&format!("#[crate::rule(\"{moved_to}\")]")),
        "the citation of {MOVED} was not rewritten to {moved_to}"
    );
    let lib = std::fs::read_to_string(root.join("rules-data/src/lib.rs")).unwrap_or_default();
    assert!(lib.contains(&format!("\"{}\"", rules_data::EMBEDDED_NAME)));
    assert!(root.join("rules-data/data").join(rules_data::EMBEDDED_NAME).exists());
    assert!(!root.join("rules-data/data").join(OLDER).exists());
    assert!(
        plan.contains("re-dated"),
        "the plan lists the scenario examples it re-dates:\n{plan}"
    );

    let build = cargo(&root, &["build", "--offline", "-q", "-p", "engine"]);
    assert!(
        build.status.success(),
        "the updated workspace does not build:\n{}",
        text(&build)
    );

    // `check` names exactly what needs a human: the cited rules whose wording differs between
    // the releases, and the statuses of the rules the older release lacked (dropped with their
    // rules on the way back, so unreviewed again).
    let reworded: BTreeSet<RuleId> = forward
        .changes
        .iter()
        .filter(|c| matches!(c.kind, ChangeKind::Edited | ChangeKind::RenumberedAndEdited))
        .filter_map(|c| c.new)
        .collect();
    let added: BTreeSet<RuleId> = forward
        .changes
        .iter()
        .filter(|c| c.kind == ChangeKind::Added)
        .filter_map(|c| c.new)
        .collect();
    let expected: BTreeSet<RuleId> = locked(&root).intersection(&reworded).copied().collect();
    let check = cargo(&root, &["run", "--offline", "-q", "-p", "xtask", "--", "check"]);
    let report = text(&check);
    let named = |l: &str, what: &str| {
        l.split_once(what)
            .and_then(|(before, _)| before.split_whitespace().last()?.parse::<RuleId>().ok())
    };
    let (mut stale, mut unreviewed) = (BTreeSet::new(), BTreeSet::new());
    for l in report
        .lines()
        .filter(|l| l.starts_with("error: ") && !l.starts_with("error: check failed"))
    {
        if let Some(id) = named(l, " is stale") {
            stale.insert(id);
        } else if let Some(id) = named(l, " is not reviewed") {
            unreviewed.insert(id);
        } else {
            panic!("only stale citations and new rules' statuses need a human, not: {l}\n{report}");
        }
    }
    assert!(
        !expected.is_empty(),
        "at least one cited rule (601.2a) was reworded since {OLDER}"
    );
    assert_eq!(stale, expected, "{report}");
    assert_eq!(unreviewed, added, "{report}");

    // The engine's scenario suite, CR examples included, passes on the updated copy.
    let scenarios = cargo(
        &root,
        &["test", "--offline", "-q", "-p", "engine", "--test", "it", "scenarios::"],
    );
    assert!(
        scenarios.status.success(),
        "the scenario suite fails after the update:\n{}",
        text(&scenarios)
    );
    let _ = std::fs::remove_dir_all(&root);
    let _ = std::fs::remove_dir_all(root.with_extension("release"));
}
