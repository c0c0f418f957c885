//! The mutants people reviewed and found equivalent (`engine/mutants-equivalent.toml`): which
//! entry a missed mutant matches, and applying the file to records already written.

use std::path::Path;
use std::process::ExitCode;

use codegen::mutation::{self, Equivalent, Mutant, Record, Sources};

use crate::fsio::write_atomic;
use crate::project::Project;

/// Why the mutant `name`, at `line` of `file`, is equivalent, if an entry says so: the
/// entry names the mutant without its position and quotes the source line it changes, so
/// that it stops counting once that line changes.
pub(super) fn why<'e>(
    root: &Path,
    name: &str,
    file: &Path,
    line: usize,
    equivalents: &'e [Equivalent],
    sources: &mut Sources,
) -> Option<&'e str> {
    let (_, key) = mutation::unplaced(name);
    let text = sources.line(root, file, line);
    equivalents
        .iter()
        .find(|e| e.mutant == key && e.line == text)
        .map(|e| e.why.as_str())
}

/// Moves each recorded missed mutant an entry now covers to equivalent, in the records whose
/// code is what they were made on (a stale record is left for a new run). What a run would
/// have recorded had the entry been there as it started.
pub(super) fn apply(root: &Path) -> anyhow::Result<ExitCode> {
    let project = Project::load(root)?;
    let code = mutation::rule_code(&project.sites);
    let mut record = Record::read(root)?;
    let equivalents = mutation::read_equivalents(root)?;
    let mut sources = Sources::default();
    let mut moved = 0;
    for (rule, entry) in &mut record.rules {
        let Some(ranges) = code.get(rule) else { continue };
        if entry.code_hash != sources.hash(root, ranges) {
            continue;
        }
        for m in std::mem::take(&mut entry.missed) {
            let (file, _) = mutation::unplaced(&m.name);
            let line = m.name.split(':').nth(1).and_then(|l| l.parse().ok()).unwrap_or(0);
            match why(root, &m.name, &file, line, &equivalents, &mut sources) {
                Some(why) => {
                    println!("{rule}: {} is equivalent", m.name);
                    moved += 1;
                    entry.equivalent.push(Mutant {
                        why: Some(why.to_owned()),
                        ..m
                    });
                }
                None => entry.missed.push(m),
            }
        }
    }
    write_atomic(&root.join(mutation::RECORD_PATH), record.render().as_bytes())?;
    println!("{moved} recorded missed mutant(s) moved to equivalent");
    Ok(ExitCode::SUCCESS)
}
