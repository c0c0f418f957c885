//! The diff handed to cargo-mutants' `--in-diff` so that a run tests only the chosen mutants.
//!
//! cargo-mutants 27.1 applies no name filter to struct-field deletions
//! (sourcefrog/cargo-mutants#632): with `--re` alone a run also tests every such mutant of
//! each file it mutates, often a third more mutants than were chosen. `--in-diff` does apply
//! to them: it keeps the mutants whose span touches a line the diff adds. So the diff adds, in
//! each file, exactly the lines the chosen mutants span, each as it reads in the tree (which
//! cargo-mutants checks).

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::Path;

use anyhow::Context as _;

use super::Listed;

/// A unified diff adding every line of `chosen`'s spans, read from the files under `root`.
pub(super) fn chosen_lines(root: &Path, chosen: &[&Listed]) -> anyhow::Result<String> {
    // By file as cargo-mutants names it (its `--file` and span paths).
    let mut lines: BTreeMap<(&str, &Path), BTreeSet<usize>> = BTreeMap::new();
    for m in chosen {
        let (start, end) = m.lines;
        lines
            .entry((m.listed_file.as_str(), m.file.as_path()))
            .or_default()
            .extend(start.max(1)..=end.max(start.max(1)));
    }
    let mut diff = String::new();
    for ((listed, file), wanted) in lines {
        let text = std::fs::read_to_string(root.join(file)).with_context(|| format!("reading {}", file.display()))?;
        let source: Vec<&str> = text.lines().collect();
        writeln!(diff, "--- a/{listed}\n+++ b/{listed}")?;
        // Consecutive lines make one hunk; the old side, which cargo-mutants doesn't read,
        // counts the lines added before it.
        let mut added = 0;
        for run in runs(wanted.into_iter().filter(|&n| n <= source.len())) {
            let (first, count) = (run[0], run.len());
            writeln!(diff, "@@ -{},0 +{first},{count} @@", first - 1 - added)?;
            for n in run {
                writeln!(diff, "+{}", source[n - 1])?;
            }
            added += count;
        }
    }
    Ok(diff)
}

/// Sorted line numbers grouped into runs of consecutive ones.
fn runs(lines: impl Iterator<Item = usize>) -> Vec<Vec<usize>> {
    let mut out: Vec<Vec<usize>> = Vec::new();
    for n in lines {
        match out.last_mut() {
            Some(run) if run.last() == Some(&(n - 1)) => run.push(n),
            _ => out.push(vec![n]),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_group_into_runs_of_consecutive_ones() {
        assert_eq!(
            runs([1, 2, 3, 7, 9, 10].into_iter()),
            vec![vec![1, 2, 3], vec![7], vec![9, 10]]
        );
    }

    #[test]
    fn the_diff_adds_each_spanned_line_once_with_the_old_side_counting_what_came_before() -> anyhow::Result<()> {
        let root = std::env::temp_dir().join(format!("xtask-in-diff-{}", std::process::id()));
        std::fs::create_dir_all(root.join("src"))?;
        std::fs::write(root.join("src/a.rs"), "fn a() {\n    1\n}\nfn b() {\n    2\n}\n")?;
        let mutant = |start, end| Listed {
            name: String::new(),
            file: "src/a.rs".into(),
            listed_file: "src/a.rs".to_owned(),
            lines: (start, end),
            diff: String::new(),
        };
        let (first, second, overlapping) = (mutant(1, 2), mutant(5, 5), mutant(2, 2));
        let diff = chosen_lines(&root, &[&first, &second, &overlapping])?;
        std::fs::remove_dir_all(&root)?;
        assert_eq!(
            diff,
            "--- a/src/a.rs\n+++ b/src/a.rs\n@@ -0,0 +1,2 @@\n+fn a() {\n+    1\n@@ -2,0 +5,1 @@\n+    2\n"
        );
        Ok(())
    }
}
