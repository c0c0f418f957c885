//! The typography-free form of CR text, for comparisons and hashes.
//!
//! Published text keeps its typography; this form maps curly quotes to straight ones, every
//! dash to `-`, NBSP and other spaces to a plain space, drops `™`, `®`, `©` (and their ASCII
//! spellings `(tm)`, `(r)`, `(c)`), removes the `_underscores_` that mark italics in old
//! releases, and collapses runs of white space.

use std::borrow::Cow;

/// Returns the normalized form of `text` (borrowed when it is already normal).
pub fn normalize(text: &str) -> Cow<'_, str> {
    if is_normal(text) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        if let Some(len) = ascii_mark_len(rest) {
            rest = &rest[len..];
            continue;
        }
        rest = &rest[c.len_utf8()..];
        match c {
            '‘' | '’' | '‚' | '‛' | '′' | '`' | '´' => out.push('\''),
            '“' | '”' | '„' | '‟' | '″' => out.push('"'),
            '‐' | '‑' | '‒' | '–' | '—' | '―' | '−' => out.push('-'),
            '…' => out.push_str("..."),
            '™' | '®' | '©' => {}
            '_' if is_italic_mark(&out, rest) => {}
            c if c.is_whitespace() => {
                if !out.is_empty() && !out.ends_with(' ') {
                    out.push(' ');
                }
            }
            c => out.push(c),
        }
    }
    while out.ends_with(' ') {
        out.pop();
    }
    Cow::Owned(out)
}

/// True when `normalize` would return `text` unchanged: ASCII with single inner spaces and
/// none of the marks it removes.
fn is_normal(text: &str) -> bool {
    let b = text.as_bytes();
    text.is_ascii()
        && !text.contains(['_', '`', '\t', '\n', '\r'])
        && !text.contains("  ")
        && !text
            .as_bytes()
            .windows(2)
            .any(|w| w[0] == b'(' && b"tTrRcC".contains(&w[1]))
        && b.first() != Some(&b' ')
        && b.last() != Some(&b' ')
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
fn is_italic_mark(before: &str, after: &str) -> bool {
    let prev_word = before.chars().next_back().is_some_and(char::is_alphanumeric);
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
