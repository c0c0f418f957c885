//! `RuleId`: the typed, numerically ordered identifier of a part, chapter, rule or subrule.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// The most letters a subrule suffix may have (`702.19aaa` is the longest accepted).
pub const MAX_SUFFIX_LETTERS: usize = 3;

/// The identifier of one numbered entry of the Comprehensive Rules.
///
/// Four shapes exist, one per [`RuleKind`]: a part (`1`), a chapter (`100`), a rule
/// (`100.1`) and a subrule (`100.1a`, with a suffix of one to three lowercase letters).
///
/// Ordering is numeric, never textual: `707.9 < 707.10`, `702.19c < 702.190`, and a part
/// sorts before its chapters, a chapter before its rules, a rule before its subrules, so the
/// sorted order is the document order. Suffix letters compare as bijective base-26 numbers
/// (`z < aa`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RuleId {
    part: u8,
    /// 0 for a part; otherwise 100..=999.
    chapter: u16,
    /// 0 for a part or chapter; otherwise the rule number (1 or more).
    rule: u16,
    /// 0 for no suffix; otherwise the letters as a bijective base-26 number (a = 1, aa = 27).
    suffix: u16,
    /// 0 for the first printing of this number; `n` for its `n + 1`-th printing (`#2` is 1,
    /// at most `#99`).
    repeat: u8,
}

/// What a [`RuleId`] identifies.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum RuleKind {
    /// `1`: one of the nine parts ("Game Concepts", ...).
    Part,
    /// `100`: a chapter ("General").
    Chapter,
    /// `100.1`: a numbered rule.
    Rule,
    /// `100.1a`: a lettered subrule.
    Subrule,
}

impl RuleKind {
    /// The name used in the JSON index and in messages: `part`, `chapter`, `rule`, `subrule`.
    pub fn as_str(self) -> &'static str {
        match self {
            RuleKind::Part => "part",
            RuleKind::Chapter => "chapter",
            RuleKind::Rule => "rule",
            RuleKind::Subrule => "subrule",
        }
    }
}

/// Why a string is not a [`RuleId`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("`{input}` is not a rule ID (expected `1`, `100`, `100.1` or `100.1a`)")]
pub struct ParseRuleIdError {
    input: String,
}

impl RuleId {
    /// A part, `1` to `9`.
    pub const fn part(part: u8) -> Option<RuleId> {
        if part >= 1 && part <= 9 {
            Some(RuleId {
                part,
                chapter: 0,
                rule: 0,
                suffix: 0,
                repeat: 0,
            })
        } else {
            None
        }
    }

    /// A chapter, `100` to `999`.
    pub const fn chapter(chapter: u16) -> Option<RuleId> {
        if chapter >= 100 && chapter <= 999 {
            Some(RuleId {
                part: (chapter / 100) as u8,
                chapter,
                rule: 0,
                suffix: 0,
                repeat: 0,
            })
        } else {
            None
        }
    }

    /// A rule such as `100.1`.
    pub const fn rule(chapter: u16, rule: u16) -> Option<RuleId> {
        match RuleId::chapter(chapter) {
            Some(chapter_id) if rule >= 1 => Some(RuleId { rule, ..chapter_id }),
            _ => None,
        }
    }

    /// A subrule such as `100.1a`; `letters` must be 1 to 3 lowercase ASCII letters.
    pub fn subrule(chapter: u16, rule: u16, letters: &str) -> Option<RuleId> {
        let rule_id = RuleId::rule(chapter, rule)?;
        let suffix = encode_suffix(letters.as_bytes())?;
        Some(RuleId { suffix, ..rule_id })
    }

    /// Parses an ID (`"704.5a"`, or a repeat `"502.35b#2"`, up to `#99`) in a `const` context, as
    /// generated tables do; the same parser as [`FromStr`], so `None` exactly where
    /// `str::parse` fails.
    pub const fn parse_const(s: &str) -> Option<RuleId> {
        let b = s.as_bytes();
        match RuleId::lex_prefix(s) {
            Some((id, used)) if used == b.len() => Some(id),
            // `#` then a number from 2 to 99, without a leading zero (`index_id` in the grammar).
            Some((id, used)) if b[used] == b'#' && b.len() - used <= 3 && b.len() - used >= 2 => {
                let digits = count_while(b, used + 1, false);
                if used + 1 + digits != b.len() || b[used + 1] == b'0' {
                    return None;
                }
                match parse_u16(b, used + 1, b.len()) {
                    Some(n) if n >= 2 => id.repeated((n - 1) as u8),
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// The `repeat + 1`-th printing of this ID (`repeated(1)` of `502.35b` is `502.35b#2`);
    /// `None` for a part or chapter, or an ID that is already a repeat.
    pub const fn repeated(self, repeat: u8) -> Option<RuleId> {
        if self.repeat != 0 || self.rule == 0 {
            return None;
        }
        Some(RuleId { repeat, ..self })
    }

    /// The ID as printed: itself, or for a repeat (`502.35b#2`) the number it repeats.
    pub const fn printed(self) -> RuleId {
        RuleId { repeat: 0, ..self }
    }

    /// `n` for the `n`-th printing of a number printed more than once (`2` for `502.35b#2`),
    /// `None` for an ID printed once (or the first printing).
    pub fn repeat_number(self) -> Option<u16> {
        (self.repeat != 0).then_some(self.repeat as u16 + 1)
    }

    /// What this ID identifies.
    pub const fn kind(self) -> RuleKind {
        if self.chapter == 0 {
            RuleKind::Part
        } else if self.rule == 0 {
            RuleKind::Chapter
        } else if self.suffix == 0 {
            RuleKind::Rule
        } else {
            RuleKind::Subrule
        }
    }

    /// The part number (`1` for `100.1a`).
    pub fn part_number(self) -> u8 {
        self.part
    }

    /// The chapter number, if this is not a part.
    pub fn chapter_number(self) -> Option<u16> {
        (self.chapter != 0).then_some(self.chapter)
    }

    /// The rule number (`1` for `100.1a`), if this is a rule or subrule.
    pub fn rule_number(self) -> Option<u16> {
        (self.rule != 0).then_some(self.rule)
    }

    /// The suffix letters of a subrule (`"a"` for `100.1a`).
    pub fn letters(self) -> Option<String> {
        (self.suffix != 0).then(|| decode_suffix(self.suffix).as_str().to_owned())
    }

    /// The ID one level up: subrule → rule → chapter → part; a part has none.
    ///
    /// This is numeric: the parent of `702.190a` is `702.190`, never `702.19`.
    pub fn parent(self) -> Option<RuleId> {
        match self.kind() {
            RuleKind::Part => None,
            RuleKind::Chapter => RuleId::part(self.part),
            RuleKind::Rule => Some(RuleId {
                rule: 0,
                repeat: 0,
                ..self
            }),
            RuleKind::Subrule => Some(RuleId {
                suffix: 0,
                repeat: 0,
                ..self
            }),
        }
    }

    /// True when this ID is `other`'s parent, or its parent's parent, and so on: `1` and
    /// `100` contain `100.1a`, `100.1a` contains nothing, and neither does a repeat
    /// (`100.1#2`): the subrules that follow it belong to the first printing.
    pub fn is_ancestor_of(self, other: RuleId) -> bool {
        if self.repeat != 0 {
            return false;
        }
        match self.kind() {
            RuleKind::Part => other.part == self.part && other.chapter != 0,
            RuleKind::Chapter => other.chapter == self.chapter && other.rule != 0,
            RuleKind::Rule => other.chapter == self.chapter && other.rule == self.rule && other.suffix != 0,
            RuleKind::Subrule => false,
        }
    }

    /// The next subrule letter in CR style, which skips `l` and `o` (`k` → `m`, `n` → `p`,
    /// `z` → `aa`). `None` unless this is a subrule.
    pub fn next_subrule(self) -> Option<RuleId> {
        if self.suffix == 0 {
            return None;
        }
        let mut next = self.suffix;
        loop {
            next = next.checked_add(1)?;
            let letters = decode_suffix(next);
            if letters.as_str().len() > MAX_SUFFIX_LETTERS {
                return None;
            }
            if !letters.has_skipped_letter() {
                return Some(RuleId {
                    suffix: next,
                    repeat: 0,
                    ..self
                });
            }
        }
    }

    /// The first subrule of this rule (`100.1` → `100.1a`). `None` unless this is a rule.
    pub fn first_subrule(self) -> Option<RuleId> {
        (self.kind() == RuleKind::Rule).then_some(RuleId {
            suffix: 1,
            repeat: 0,
            ..self
        })
    }

    /// True when the suffix uses `l` or `o`, letters the CR skips.
    pub fn has_skipped_letter(self) -> bool {
        self.suffix != 0 && decode_suffix(self.suffix).has_skipped_letter()
    }

    /// A test-name-safe form: `r704_5a` for `704.5a`, `r1` for part 1, `r502_35b_repeat2`
    /// for the repeat `502.35b#2`.
    pub fn ident(self) -> String {
        format!("r{}", self.to_string().replace('.', "_").replace('#', "_repeat"))
    }

    /// Reads an ID at the start of `s`, returning it and the number of bytes it used.
    ///
    /// This is the fast path of the `rule_id` rule in `grammar.pest`, used by the line
    /// classifier; a property test keeps the two in agreement. It reads as much as forms an
    /// ID (`100.1a` from `100.1a.`, `100` from `100. General`) and does not look at what
    /// follows.
    pub const fn lex_prefix(s: &str) -> Option<(RuleId, usize)> {
        let b = s.as_bytes();
        let digits = count_while(b, 0, false);
        if digits == 1 && b[0] != b'0' {
            return match RuleId::part(b[0] - b'0') {
                Some(part) => Some((part, 1)),
                None => None,
            };
        }
        if digits != 3 || b[0] == b'0' {
            return None;
        }
        let Some(chapter) = parse_u16(b, 0, 3) else {
            return None;
        };
        let Some(chapter_id) = RuleId::chapter(chapter) else {
            return None;
        };
        // `.` then digits makes a rule; anything else leaves a chapter.
        if b.len() < 5 || b[3] != b'.' {
            return Some((chapter_id, 3));
        }
        let rule_digits = count_while(b, 4, false);
        if rule_digits == 0 || rule_digits > 4 || b[4] == b'0' {
            return Some((chapter_id, 3));
        }
        let end = 4 + rule_digits;
        let Some(number) = parse_u16(b, 4, end) else {
            return None;
        };
        let Some(rule) = RuleId::rule(chapter, number) else {
            return None;
        };
        let letters = count_while(b, end, true);
        if letters == 0 || letters > MAX_SUFFIX_LETTERS {
            return Some((rule, end));
        }
        match encode_suffix_at(b, end, end + letters) {
            Some(suffix) => Some((RuleId { suffix, ..rule }, end + letters)),
            None => None,
        }
    }
}

/// How many bytes from `start` on are ASCII digits (`letters` false) or lowercase letters.
const fn count_while(b: &[u8], start: usize, letters: bool) -> usize {
    let mut i = start;
    while i < b.len()
        && (if letters {
            b[i].is_ascii_lowercase()
        } else {
            b[i].is_ascii_digit()
        })
    {
        i += 1;
    }
    i - start
}

/// The decimal number in `b[start..end]` (ASCII digits), if it fits in a `u16`.
const fn parse_u16(b: &[u8], start: usize, end: usize) -> Option<u16> {
    let mut acc: u16 = 0;
    let mut i = start;
    while i < end {
        acc = match acc.checked_mul(10) {
            Some(tens) => match tens.checked_add((b[i] - b'0') as u16) {
                Some(sum) => sum,
                None => return None,
            },
            None => return None,
        };
        i += 1;
    }
    Some(acc)
}

fn encode_suffix(letters: &[u8]) -> Option<u16> {
    encode_suffix_at(letters, 0, letters.len())
}

/// The letters `b[start..end]` as a bijective base-26 number (`a` = 1, `aa` = 27).
const fn encode_suffix_at(b: &[u8], start: usize, end: usize) -> Option<u16> {
    if end <= start || end - start > MAX_SUFFIX_LETTERS {
        return None;
    }
    let mut acc: u16 = 0;
    let mut i = start;
    while i < end {
        if !b[i].is_ascii_lowercase() {
            return None;
        }
        acc = acc * 26 + (b[i] - b'a' + 1) as u16;
        i += 1;
    }
    Some(acc)
}

/// The letters of a suffix, kept on the stack: IDs are compared and shown by the thousand.
struct Letters {
    /// Room for the most letters a `u16` can stand for (`crxo`); filled from the end.
    buf: [u8; 4],
    start: usize,
}

impl Letters {
    fn as_str(&self) -> &str {
        // Only ASCII lowercase letters are ever written.
        std::str::from_utf8(&self.buf[self.start..]).unwrap_or_default()
    }

    /// Uses `l` or `o`, letters the CR skips.
    fn has_skipped_letter(&self) -> bool {
        self.buf[self.start..].iter().any(|&b| b == b'l' || b == b'o')
    }
}

/// The letters a suffix stands for, as a bijective base-26 number (`1` → `a`, `27` → `aa`).
fn decode_suffix(mut suffix: u16) -> Letters {
    let mut letters = Letters { buf: [0; 4], start: 4 };
    while suffix > 0 {
        letters.start -= 1;
        letters.buf[letters.start] = b'a' + ((suffix - 1) % 26) as u8;
        suffix = (suffix - 1) / 26;
    }
    letters
}

impl fmt::Display for RuleId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind() {
            RuleKind::Part => write!(f, "{}", self.part)?,
            RuleKind::Chapter => write!(f, "{}", self.chapter)?,
            RuleKind::Rule => write!(f, "{}.{}", self.chapter, self.rule)?,
            RuleKind::Subrule => {
                let letters = decode_suffix(self.suffix);
                write!(f, "{}.{}{}", self.chapter, self.rule, letters.as_str())?
            }
        }
        match self.repeat_number() {
            Some(n) => write!(f, "#{n}"),
            None => Ok(()),
        }
    }
}

impl fmt::Debug for RuleId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "RuleId({self})")
    }
}

impl FromStr for RuleId {
    type Err = ParseRuleIdError;

    /// Parses an ID as printed, without a trailing period (`"100.1a"`, `"704"`, `"1"`), or a
    /// repeat (`"502.35b#2"`).
    fn from_str(s: &str) -> Result<RuleId, ParseRuleIdError> {
        RuleId::parse_const(s).ok_or_else(|| ParseRuleIdError { input: s.to_owned() })
    }
}

serde_via_str!(RuleId);

#[cfg(test)]
mod tests {
    use super::*;

    fn id(s: &str) -> RuleId {
        s.parse().unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn orders_numerically_not_as_strings() {
        assert!(id("707.9") < id("707.10"));
        assert!(id("702.19c") < id("702.190"));
        assert!(id("702.19z") < id("702.19aa"));
        assert!(id("1") < id("100") && id("100") < id("100.1") && id("100.1") < id("100.1a"));
        assert!(id("199.9z") < id("2"));
    }

    #[test]
    fn parents_are_numeric() {
        assert_eq!(id("702.190a").parent(), Some(id("702.190")));
        assert_eq!(id("702.190").parent(), Some(id("702")));
        assert_eq!(id("702").parent(), Some(id("7")));
        assert_eq!(id("7").parent(), None);
    }

    #[test]
    fn ancestors_are_the_parents_up_the_chain() {
        let ids = ["1", "2", "100", "101", "100.1", "100.2", "100.1a", "100.1b", "200.1a"].map(id);
        for a in ids {
            for b in ids {
                let by_parents = std::iter::successors(b.parent(), |up| up.parent()).any(|up| up == a);
                assert_eq!(a.is_ancestor_of(b), by_parents, "{a} {b}");
            }
        }
    }

    #[test]
    fn next_subrule_skips_l_and_o() {
        assert_eq!(id("704.5k").next_subrule(), Some(id("704.5m")));
        assert_eq!(id("704.5n").next_subrule(), Some(id("704.5p")));
        assert_eq!(id("704.5z").next_subrule(), Some(id("704.5aa")));
        assert!(id("704.5l").has_skipped_letter());
    }

    #[test]
    fn round_trips_display() {
        for s in [
            "1", "9", "100", "999", "100.1", "702.190", "100.1a", "702.19aa", "704.5zz",
        ] {
            assert_eq!(id(s).to_string(), s);
        }
    }

    #[test]
    fn rejects_non_ids() {
        for s in [
            "",
            "0",
            "10",
            "1000",
            "2011",
            "099",
            "100.",
            "100.0",
            "100.1A",
            "100.1abcd",
            "a",
        ] {
            assert!(s.parse::<RuleId>().is_err(), "{s} parsed");
        }
    }

    #[test]
    fn repeats_sort_after_the_first_printing_and_share_its_parent() {
        let repeat = id("502.35b#2");
        assert_eq!(repeat.to_string(), "502.35b#2");
        assert_eq!(repeat.printed(), id("502.35b"));
        assert_eq!(repeat.repeat_number(), Some(2));
        assert_eq!(id("502.35b").repeat_number(), None);
        assert!(id("502.35b") < repeat && repeat < id("502.35b#3") && id("502.35b#3") < id("502.35c"));
        assert_eq!(repeat.parent(), Some(id("502.35")));
        assert!(id("502.35").is_ancestor_of(repeat));
        assert!(!id("502.35#2").is_ancestor_of(id("502.35c")));
        assert_eq!(id("502.35#2").first_subrule(), Some(id("502.35a")));
        assert_eq!(repeat.next_subrule(), Some(id("502.35c")));
        assert_eq!(repeat.ident(), "r502_35b_repeat2");
        assert_eq!(id("502.35b").repeated(1), Some(repeat));
        assert_eq!(id("502").repeated(1), None);
        for bad in [
            "502.35b#",
            "502.35b#1",
            "502.35b#0",
            "502.35b#02",
            "502#2",
            "502.35b#2a",
            "502.35b #2",
            "502.35b#100",
            "502.35b#1a",
        ] {
            assert!(bad.parse::<RuleId>().is_err(), "{bad} parsed");
        }
    }

    #[test]
    fn lexes_prefixes() {
        assert_eq!(RuleId::lex_prefix("100.1a. Text"), Some((id("100.1a"), 6)));
        assert_eq!(RuleId::lex_prefix("100. General"), Some((id("100"), 3)));
        assert_eq!(RuleId::lex_prefix("5. Turn"), Some((id("5"), 1)));
        assert_eq!(RuleId::lex_prefix("2011 was"), None);
    }
}
