//! The typography-free form of CR text, for comparisons and hashes.
//!
//! Published text keeps its typography; this form maps curly quotes to straight ones, every
//! dash to `-`, NBSP and other spaces to a plain space, drops `™`, `®`, `©` (and their ASCII
//! spellings `(tm)`, `(r)`, `(c)`), removes the `_underscores_` that mark italics in old
//! releases, and collapses runs of white space.

use std::borrow::Cow;

use crate::scan::find_pair;

/// Returns the normalized form of `text` (borrowed when it is already normal).
pub fn normalize(text: &str) -> Cow<'_, str> {
    if is_normal(text) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len());
    normalize_into(text, &mut out);
    Cow::Owned(out)
}

/// Appends the normalized form of `text` to `out` (which the caller may reuse).
pub fn normalize_into(text: &str, out: &mut String) {
    let start_len = out.len();
    let bytes = text.as_bytes();
    let mut i = 0;
    // White space seen since the last character written: written as one space before the
    // next character, never at the start or the end.
    let mut pending_space = false;
    while i < bytes.len() {
        // Fast path: the printable ASCII up to the next byte that may need mapping, found 16
        // bytes at a time and copied in one go.
        let end =
            find_pair(bytes, i, |b, next| needs_mapping(b) | ((b == b' ') & (next == b' '))).unwrap_or(bytes.len());
        if end > i {
            push_ascii(out, start_len, &mut pending_space, &text[i..end]);
            i = end;
            continue;
        }
        let rest = &text[i..];
        let Some(c) = rest.chars().next() else { break };
        i += c.len_utf8();
        let mapped = match c {
            '(' => match ascii_mark_len(rest) {
                Some(len) => {
                    i += len - 1;
                    continue;
                }
                None => '(',
            },
            '_' if is_italic_mark(&out[start_len..], pending_space, &text[i..]) => continue,
            '‘' | '’' | '‚' | '‛' | '′' | '`' | '´' => '\'',
            '“' | '”' | '„' | '‟' | '″' => '"',
            '‐' | '‑' | '‒' | '–' | '—' | '―' | '−' => '-',
            '™' | '®' | '©' => continue,
            '…' => {
                push_after_space(out, start_len, &mut pending_space, "...");
                continue;
            }
            c if c.is_whitespace() => {
                pending_space = true;
                continue;
            }
            c => c,
        };
        let mut buf = [0u8; 4];
        push_after_space(out, start_len, &mut pending_space, mapped.encode_utf8(&mut buf));
    }
}

/// Appends `s`, preceded by one space when white space was seen since the last character
/// written (never at the start of the output).
fn push_after_space(out: &mut String, start_len: usize, pending_space: &mut bool, s: &str) {
    if *pending_space && out.len() > start_len {
        out.push(' ');
    }
    *pending_space = false;
    out.push_str(s);
}

/// Bytes the fast path stops at: all but printable ASCII, and `(`, `_` and `` ` ``, which
/// may be or start a mark. (`|` and ranges: the form the compiler turns into SIMD compares.)
fn needs_mapping(b: u8) -> bool {
    !(b' '..=b'~').contains(&b) | (b == b'(') | (b == b'_') | (b == b'`')
}

/// Appends printable ASCII that holds no mark: as it is, but for its spaces, which collapse
/// like all white space.
fn push_ascii(out: &mut String, start_len: usize, pending_space: &mut bool, run: &str) {
    *pending_space |= run.starts_with(' ');
    // The only white space in the run is the space: ASCII trimming is enough.
    let words = run.trim_ascii();
    if !words.is_empty() {
        push_after_space(out, start_len, pending_space, words);
    }
    *pending_space |= run.ends_with(' ');
}

/// ASCII that normalizes to itself: everything printable but `(`, `_`, `` ` `` and space.
fn is_plain(b: u8) -> bool {
    PLAIN[usize::from(b)]
}

static PLAIN: [bool; 256] = {
    let mut table = [false; 256];
    let mut b = 0x21;
    while b < 0x7f {
        table[b] = !matches!(b as u8, b'(' | b'_' | b'`');
        b += 1;
    }
    table
};

/// True when `normalize` would return `text` unchanged: ASCII with single inner spaces and
/// none of the marks it removes.
fn is_normal(text: &str) -> bool {
    let b = text.as_bytes();
    b.first() != Some(&b' ')
        && b.last() != Some(&b' ')
        && b.iter().all(|&c| c == b' ' || is_plain(c) || c == b'(')
        && !text.contains("  ")
        && !b.windows(2).any(|w| w[0] == b'(' && b"tTrRcC".contains(&w[1]))
}

/// Length of an ASCII trademark mark at the start of `s`: `(tm)`, `(r)`, `(c)`, any case.
fn ascii_mark_len(s: &str) -> Option<usize> {
    let b = s.as_bytes();
    if b.first() != Some(&b'(') {
        return None;
    }
    for mark in ["(tm)", "(r)", "(c)"] {
        if b.len() >= mark.len() && b[..mark.len()].eq_ignore_ascii_case(mark.as_bytes()) {
            return Some(mark.len());
        }
    }
    None
}

/// An underscore marks italics when it opens a word (`_Classic`) or closes one (`Classic_`).
fn is_italic_mark(before: &str, space_before: bool, after: &str) -> bool {
    let prev_word = !space_before && before.chars().next_back().is_some_and(char::is_alphanumeric);
    let next_word = after.chars().next().is_some_and(char::is_alphanumeric);
    prev_word != next_word
}

#[cfg(test)]
mod tests {
    use super::normalize;

    #[test]
    fn maps_typography_to_plain_ascii() {
        assert_eq!(
            normalize("It’s “Partner—[text]”\u{a0}now™"),
            "It's \"Partner-[text]\" now"
        );
        assert_eq!(
            normalize("the Magic: The Gathering _Classic_ game(TM)"),
            "the Magic: The Gathering Classic game"
        );
        assert_eq!(normalize("  spaced \t out  "), "spaced out");
        assert_eq!(normalize("snake_case stays"), "snake_case stays");
    }

    #[test]
    fn borrows_text_that_is_already_normal() {
        assert!(matches!(normalize("plain text."), std::borrow::Cow::Borrowed(_)));
    }
}
