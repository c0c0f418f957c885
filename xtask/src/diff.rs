//! `cargo xtask diff OLD NEW`: what changed between two CR releases, and where each old rule
//! number went.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Context;
use rules_data::diff::{self, Change, ChangeKind, RulesDiff, WordRun};
use rules_data::{FormatChoice, RuleId, Ruleset};

/// Arguments of `cargo xtask diff`.
#[derive(clap::Args)]
pub struct Args {
    /// The older release (any format `ingest` reads).
    old: PathBuf,
    /// The newer release.
    new: PathBuf,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
    /// A TOML file of matches to force: `[renumber]` then `"706.1" = "707.1"` lines.
    #[arg(long)]
    overrides: Option<PathBuf>,
}

/// How the report is printed.
#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// Plain text; removed words as `[-…-]`, added as `{+…+}`.
    Text,
    /// Markdown, for a pull request: removed words struck through, added in bold.
    Md,
    /// JSON: counts, every change with its word diff, the renumber map, titles, glossary,
    /// keywords.
    Json,
    /// One self-contained HTML page.
    Html,
}

/// Reads both releases and prints the report.
pub fn run(args: &Args) -> anyhow::Result<ExitCode> {
    let old = read(&args.old)?;
    let new = read(&args.new)?;
    let overrides = match &args.overrides {
        Some(path) => read_overrides(path)?,
        None => Vec::new(),
    };
    let d = diff::diff(&old, &new, &overrides);
    let out = match args.format {
        Format::Json => serde_json::to_string_pretty(&d)?,
        Format::Text => render(&d, &Style::TEXT),
        Format::Md => render(&d, &Style::MD),
        Format::Html => html(&d),
    };
    println!("{out}");
    Ok(ExitCode::SUCCESS)
}

/// Reads a release for comparison; a file with errors is refused.
pub fn read(path: &Path) -> anyhow::Result<Ruleset> {
    // The error names the file and the operating system's reason.
    let ingested = rules_data::ingest_file(path, FormatChoice::Auto)?;
    if ingested.failed(false) {
        for d in ingested.diagnostics.iter().filter(|d| d.is_error()) {
            eprintln!("{d}");
        }
        anyhow::bail!("{} has errors; fix them (see above) before comparing", path.display());
    }
    Ok(ingested.ruleset)
}

fn read_overrides(path: &Path) -> anyhow::Result<Vec<(RuleId, RuleId)>> {
    let text = std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
    let table: toml::Table = toml::from_str(&text).with_context(|| format!("{} is not TOML", path.display()))?;
    let Some(renumber) = table.get("renumber").and_then(|r| r.as_table()) else {
        anyhow::bail!(
            "{}: expected a [renumber] table of \"old\" = \"new\" rule numbers",
            path.display()
        );
    };
    renumber
        .iter()
        .map(|(old, new)| {
            let parse = |s: &str| {
                s.parse::<RuleId>()
                    .map_err(|_| anyhow::anyhow!("{}: `{s}` is not a rule number", path.display()))
            };
            Ok((parse(old)?, parse(new.as_str().unwrap_or_default())?))
        })
        .collect()
}

/// How words and headings are marked in a plain or Markdown report.
struct Style {
    removed: (&'static str, &'static str),
    added: (&'static str, &'static str),
    heading: &'static str,
    item: &'static str,
}

impl Style {
    const TEXT: Style = Style {
        removed: ("[-", "-]"),
        added: ("{+", "+}"),
        heading: "==",
        item: "  ",
    };
    const MD: Style = Style {
        removed: ("~~", "~~"),
        added: ("**", "**"),
        heading: "##",
        item: "- ",
    };
}

/// Unchanged runs longer than this many words are shortened to their ends.
const CONTEXT: usize = 6;

fn words(runs: &[WordRun], style: &Style) -> String {
    let parts: Vec<String> = runs
        .iter()
        .map(|r| match r {
            WordRun::Same(t) => elide(t),
            WordRun::Removed(t) => format!("{}{t}{}", style.removed.0, style.removed.1),
            WordRun::Added(t) => format!("{}{t}{}", style.added.0, style.added.1),
        })
        .collect();
    parts.join(" ")
}

fn elide(text: &str) -> String {
    let w: Vec<&str> = text.split(' ').collect();
    if w.len() <= 3 * CONTEXT {
        return text.to_owned();
    }
    format!("{} … {}", w[..CONTEXT].join(" "), w[w.len() - CONTEXT..].join(" "))
}

fn id(r: Option<RuleId>) -> String {
    r.map_or_else(|| "-".to_owned(), |r| r.to_string())
}

fn render(d: &RulesDiff, s: &Style) -> String {
    let mut out = String::new();
    let date = |x: Option<rules_data::Date>| x.map_or_else(|| "undated".to_owned(), |d| d.to_string());
    let c = &d.counts;
    let _ = writeln!(out, "{} CR {} → CR {}", s.heading, date(d.old_date), date(d.new_date));
    let _ = writeln!(
        out,
        "{}unchanged {}, added {}, removed {}, edited {}, renumbered only {}, renumbered and edited {}, reference updates only {}, ambiguous {}",
        s.item, c.unchanged, c.added, c.removed, c.edited, c.renumbered, c.renumbered_and_edited, c.references_only, c.ambiguous
    );
    let _ = writeln!(out, "\n{} Renumber map (old → new, confidence)", s.heading);
    for (old, new, conf) in d.renumbered() {
        let _ = writeln!(out, "{}{old} → {new} ({conf:.2})", s.item);
    }
    for (title, kinds) in [
        ("Edited", &[ChangeKind::Edited, ChangeKind::RenumberedAndEdited][..]),
        (
            "Reference updates only (not counted as edits)",
            &[ChangeKind::ReferencesOnly],
        ),
        ("Added", &[ChangeKind::Added]),
        ("Removed", &[ChangeKind::Removed]),
    ] {
        let list: Vec<&Change> = d.changes.iter().filter(|c| kinds.contains(&c.kind)).collect();
        if list.is_empty() {
            continue;
        }
        let _ = writeln!(out, "\n{} {title} ({})", s.heading, list.len());
        for c in list {
            let label = if c.old == c.new {
                id(c.old)
            } else {
                format!("{} → {}", id(c.old), id(c.new))
            };
            let _ = write!(out, "{}{label}", s.item);
            if c.is_ambiguous() {
                let others: Vec<String> = c.candidates.iter().map(|(r, sc)| format!("{r} {sc:.2}")).collect();
                let _ = write!(out, " (ambiguous; also {})", others.join(", "));
            }
            if !c.text.is_empty() {
                let _ = write!(out, ": {}", words(&c.text, s));
            }
            if !c.examples.is_empty() {
                let _ = write!(out, " | examples: {}", words(&c.examples, s));
            }
            out.push('\n');
        }
    }
    if !d.titles.is_empty() {
        let _ = writeln!(out, "\n{} Parts and chapters", s.heading);
        for t in &d.titles {
            let _ = writeln!(
                out,
                "{}{} {} → {} {}",
                s.item,
                id(t.old),
                t.old_title.as_deref().unwrap_or("-"),
                id(t.new),
                t.new_title.as_deref().unwrap_or("-")
            );
        }
    }
    let k = &d.keywords;
    let _ = writeln!(out, "\n{} Keywords", s.heading);
    let keyword_lists = [
        ("actions added", &k.actions_added),
        ("actions removed", &k.actions_removed),
        ("abilities added", &k.abilities_added),
        ("abilities removed", &k.abilities_removed),
    ];
    listed(
        &mut out,
        s,
        &keyword_lists,
        "no keyword actions or abilities added or removed",
    );
    let g = &d.glossary;
    let _ = writeln!(out, "\n{} Glossary", s.heading);
    let glossary_lists = [("added", &g.added), ("removed", &g.removed), ("changed", &g.changed)];
    listed(
        &mut out,
        s,
        &glossary_lists,
        "no glossary terms added, removed or changed",
    );
    out
}

/// One line per non-empty list (`abilities added: Sneak`), or `none` when all are empty.
fn listed(out: &mut String, s: &Style, lists: &[(&str, &Vec<String>)], none: &str) {
    let mut any = false;
    for (what, items) in lists.iter().filter(|(_, items)| !items.is_empty()) {
        let _ = writeln!(out, "{}{what}: {}", s.item, items.join(", "));
        any = true;
    }
    if !any {
        let _ = writeln!(out, "{}{none}", s.item);
    }
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

fn html(d: &RulesDiff) -> String {
    let mut rows = String::new();
    for c in &d.changes {
        let runs: String = c
            .text
            .iter()
            .map(|r| match r {
                WordRun::Same(t) => escape(t),
                WordRun::Removed(t) => format!("<del>{}</del>", escape(t)),
                WordRun::Added(t) => format!("<ins>{}</ins>", escape(t)),
            })
            .collect::<Vec<_>>()
            .join(" ");
        let _ = writeln!(
            rows,
            "<tr><td>{:?}</td><td>{}</td><td>{}</td><td>{:.2}</td><td>{runs}</td></tr>",
            c.kind,
            id(c.old),
            id(c.new),
            c.confidence
        );
    }
    let c = &d.counts;
    format!(
        "<!doctype html><html><head><meta charset=\"utf-8\"><title>CR diff</title><style>body{{font-family:sans-serif}}del{{background:#fdd}}ins{{background:#dfd}}td{{vertical-align:top;padding:2px 6px}}</style></head><body><h1>CR {} → {}</h1><p>unchanged {}, added {}, removed {}, edited {}, renumbered only {}, renumbered and edited {}, reference updates only {}, ambiguous {}</p><table><tr><th>change</th><th>old</th><th>new</th><th>confidence</th><th>text</th></tr>{rows}</table></body></html>",
        escape(&d.old_date.map(|x| x.to_string()).unwrap_or_default()),
        escape(&d.new_date.map(|x| x.to_string()).unwrap_or_default()),
        c.unchanged, c.added, c.removed, c.edited, c.renumbered, c.renumbered_and_edited, c.references_only, c.ambiguous
    )
}
