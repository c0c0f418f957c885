//! The `Ruleset`: one CR release as typed data.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::decode::{Encoding, LineEndings};
use crate::id::{RuleId, RuleKind};

/// The version of the JSON index layout; bumped on any incompatible change.
pub const SCHEMA_VERSION: u32 = 1;

/// One release of the Comprehensive Rules (or the part of it an input held).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ruleset {
    /// Layout version of the serialized form ([`SCHEMA_VERSION`]).
    pub schema_version: u32,
    /// Where the rules came from.
    pub source: SourceInfo,
    /// The document title (`Magic: The Gathering Comprehensive Rules`), if printed.
    pub title: Option<String>,
    /// The date the release took effect, if printed.
    pub effective_date: Option<Date>,
    /// Every part, chapter, rule and subrule, in numeric order, IDs unique.
    pub rules: Vec<Rule>,
    /// The glossary, in document order.
    pub glossary: Vec<GlossaryEntry>,
    /// The credits, one paragraph per element.
    pub credits: Vec<String>,
}

/// Where a ruleset was read from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SourceInfo {
    /// The file name as given (or `<embedded CR-YYYYMMDD.txt>`).
    pub name: String,
    /// The input shape it was parsed as.
    pub format: Format,
    /// The character encoding, for text inputs.
    pub encoding: Option<Encoding>,
    /// The line endings, for text inputs.
    pub line_endings: Option<LineEndings>,
    /// The size of the input in bytes.
    pub bytes: usize,
}

/// The shapes of input the ingest understands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Format {
    /// The official plain-text CR, any era.
    Txt,
    /// Dataset rows `number,text,examples` as CSV.
    Csv,
    /// Dataset rows as JSON Lines.
    Jsonl,
    /// JSON: this project's index, or a known dataset's JSON export.
    Json,
    /// A piece of CR text in some other document (article, scraped page, viewer dump).
    Fragment,
}

impl Format {
    /// The lowercase name used on the command line.
    pub fn as_str(self) -> &'static str {
        match self {
            Format::Txt => "txt",
            Format::Csv => "csv",
            Format::Jsonl => "jsonl",
            Format::Json => "json",
            Format::Fragment => "fragment",
        }
    }
}

/// A calendar date, serialized as `YYYY-MM-DD`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    /// Four-digit year.
    pub year: u16,
    /// 1 to 12.
    pub month: u8,
    /// 1 to 31.
    pub day: u8,
}

impl Date {
    /// A date, if the month and day are in range.
    pub fn new(year: u16, month: u8, day: u8) -> Option<Date> {
        ((1..=12).contains(&month) && (1..=31).contains(&day)).then_some(Date { year, month, day })
    }
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

impl std::str::FromStr for Date {
    type Err = String;

    fn from_str(s: &str) -> Result<Date, String> {
        let bad = || format!("`{s}` is not a date in the form YYYY-MM-DD");
        let mut parts = s.split('-');
        let (Some(y), Some(m), Some(d), None) = (parts.next(), parts.next(), parts.next(), parts.next()) else {
            return Err(bad());
        };
        if y.len() != 4 || m.len() != 2 || d.len() != 2 {
            return Err(bad());
        }
        let (y, m, d) = (
            y.parse().map_err(|_| bad())?,
            m.parse().map_err(|_| bad())?,
            d.parse().map_err(|_| bad())?,
        );
        Date::new(y, m, d).ok_or_else(bad)
    }
}

serde_via_str!(Date);

/// An inclusive range of 1-based line numbers in the source file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct LineSpan {
    /// The first line.
    pub first: usize,
    /// The last line.
    pub last: usize,
}

/// A part, chapter, rule or subrule.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rule {
    /// Its ID, as printed without a trailing period.
    pub id: RuleId,
    /// What the ID identifies (always `id.kind()`).
    pub kind: RuleKind,
    /// The text after the ID. A part's or chapter's text is its title. Continuation
    /// paragraphs follow the first, one per line (`\n`-separated).
    pub text: String,
    /// The `Example:` paragraphs, in order, without the `Example:` label.
    pub examples: Vec<String>,
    /// The nearest ancestor present in this ruleset (a subrule's rule, a rule's chapter…).
    pub parent: Option<RuleId>,
    /// The entries whose parent this is, in numeric order.
    pub children: Vec<RuleId>,
    /// Every ID the text and examples refer to, in order of first mention; ranges are
    /// expanded to the IDs of the range present in this ruleset.
    pub refs: Vec<RuleId>,
    /// The lines it was read from.
    pub lines: LineSpan,
    /// A hash of the typography-normalized text and examples: changes when the rule's
    /// wording changes, not when its quotes or dashes do.
    pub hash: ContentHash,
}

/// XXH3-64 of a rule's normalized text and examples; shown and serialized as 16 hex digits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ContentHash(pub u64);

impl fmt::Display for ContentHash {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:016x}", self.0)
    }
}

impl std::str::FromStr for ContentHash {
    type Err = String;

    fn from_str(s: &str) -> Result<ContentHash, String> {
        if s.len() != 16 {
            return Err(format!("`{s}` is not a content hash (16 hex digits)"));
        }
        u64::from_str_radix(s, 16)
            .map(ContentHash)
            .map_err(|e| format!("`{s}` is not a content hash: {e}"))
    }
}

serde_via_str!(ContentHash);

impl Rule {
    /// The paragraphs of the text (the first, then each continuation paragraph).
    pub fn paragraphs(&self) -> impl Iterator<Item = &str> {
        self.text.split('\n')
    }

    /// The title: the text of a part or chapter, or of a rule that is only a heading
    /// (`702.2. Deathtouch`).
    pub fn title(&self) -> Option<&str> {
        let heading_like =
            !self.text.contains('\n') && self.text.len() <= 80 && !self.text.ends_with(['.', ':', ')', '”', '"']);
        match self.kind {
            RuleKind::Part | RuleKind::Chapter => Some(&self.text),
            RuleKind::Rule | RuleKind::Subrule => heading_like.then_some(self.text.as_str()),
        }
    }
}

/// One glossary entry.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GlossaryEntry {
    /// The term line as printed (`Banding, “Bands with Other”`, `Bury (Obsolete)`).
    pub term: String,
    /// The names it defines: the term split on commas outside quotes, quotes and
    /// `(Obsolete)` removed (`["Banding", "Bands with Other"]`).
    pub names: Vec<String>,
    /// True when the term is marked `(Obsolete)`.
    pub obsolete: bool,
    /// The definition; numbered senses and further paragraphs are `\n`-separated.
    pub text: String,
    /// Every rule ID the definition refers to, in order of first mention.
    pub refs: Vec<RuleId>,
    /// The lines it was read from.
    pub lines: LineSpan,
}

impl GlossaryEntry {
    /// The numbered senses (`1. …`, `2. …`), or the whole text as one sense.
    pub fn senses(&self) -> Vec<&str> {
        let numbered: Vec<&str> = self
            .text
            .split('\n')
            .filter(|p| {
                p.split_once(". ")
                    .is_some_and(|(n, _)| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
            })
            .collect();
        if numbered.is_empty() {
            vec![self.text.as_str()]
        } else {
            numbered
        }
    }
}

/// Counts of what a ruleset holds, printed as the ingest summary line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize)]
pub struct Summary {
    /// Parts (`1`).
    pub parts: usize,
    /// Chapters (`100`).
    pub chapters: usize,
    /// Rules (`100.1`).
    pub rules: usize,
    /// Subrules (`100.1a`).
    pub subrules: usize,
    /// `Example:` paragraphs of rules and subrules.
    pub examples: usize,
    /// Glossary entries.
    pub glossary: usize,
    /// References from rules and glossary entries: the sum of their `refs` lengths.
    pub crossrefs: usize,
    /// Those naming an ID this ruleset does not have.
    pub unresolved: usize,
}

impl Ruleset {
    /// The entry with this ID, by binary search (the rules are sorted).
    pub fn get(&self, id: RuleId) -> Option<&Rule> {
        self.rules
            .binary_search_by_key(&id, |r| r.id)
            .ok()
            .map(|i| &self.rules[i])
    }

    /// True when the ruleset has an entry with this ID.
    pub fn contains(&self, id: RuleId) -> bool {
        self.get(id).is_some()
    }

    /// The entries of one kind, in numeric order.
    pub fn of_kind(&self, kind: RuleKind) -> impl Iterator<Item = &Rule> {
        self.rules.iter().filter(move |r| r.kind == kind)
    }

    /// Counts of what this ruleset holds.
    pub fn summary(&self) -> Summary {
        let mut summary = Summary {
            glossary: self.glossary.len(),
            ..Summary::default()
        };
        for rule in &self.rules {
            match rule.kind {
                RuleKind::Part => summary.parts += 1,
                RuleKind::Chapter => summary.chapters += 1,
                RuleKind::Rule => summary.rules += 1,
                RuleKind::Subrule => summary.subrules += 1,
            }
            summary.examples += rule.examples.len();
        }
        let all_refs = self
            .rules
            .iter()
            .flat_map(|r| &r.refs)
            .chain(self.glossary.iter().flat_map(|g| &g.refs));
        for &id in all_refs {
            summary.crossrefs += 1;
            summary.unresolved += usize::from(!self.contains(id));
        }
        summary
    }

    /// The glossary entry that defines `name` (case-insensitive, any of its names).
    pub fn glossary_entry(&self, name: &str) -> Option<&GlossaryEntry> {
        self.glossary
            .iter()
            .find(|g| g.names.iter().any(|n| n.eq_ignore_ascii_case(name)))
    }
}

impl fmt::Display for Summary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} parts, {} chapters, {} rules, {} subrules, {} examples, {} glossary terms, {} cross-references ({} unresolved)",
            self.parts, self.chapters, self.rules, self.subrules, self.examples, self.glossary, self.crossrefs, self.unresolved
        )
    }
}
