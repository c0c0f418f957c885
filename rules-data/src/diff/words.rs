//! Word-level differences that ignore typography but show the text as published.

use serde::Serialize;

use crate::normalize::normalize;

/// One run of words in a word diff.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "op", content = "text", rename_all = "snake_case")]
pub enum WordRun {
    /// In both (shown as the new release prints it).
    Same(String),
    /// Only in the old release.
    Removed(String),
    /// Only in the new release.
    Added(String),
}

/// The words of `old` and `new` compared after normalization (quotes, dashes, NBSP, ™ and
/// `_italics_` do not count), as runs of the original words.
pub fn word_diff(old: &str, new: &str) -> Vec<WordRun> {
    let old_words: Vec<&str> = old.split_whitespace().collect();
    let new_words: Vec<&str> = new.split_whitespace().collect();
    let key = |w: &&str| normalize(w).into_owned();
    let old_keys: Vec<String> = old_words.iter().map(key).collect();
    let new_keys: Vec<String> = new_words.iter().map(key).collect();
    let mut runs: Vec<WordRun> = Vec::new();
    let mut push = |run: WordRun| {
        let merged = match (runs.last_mut(), &run) {
            (Some(WordRun::Same(a)), WordRun::Same(b))
            | (Some(WordRun::Removed(a)), WordRun::Removed(b))
            | (Some(WordRun::Added(a)), WordRun::Added(b)) => {
                a.push(' ');
                a.push_str(b);
                true
            }
            _ => false,
        };
        if !merged {
            runs.push(run);
        }
    };
    for op in similar::capture_diff_slices(similar::Algorithm::Myers, &old_keys, &new_keys) {
        match op {
            similar::DiffOp::Equal { new_index, len, .. } => {
                push(WordRun::Same(new_words[new_index..new_index + len].join(" ")))
            }
            similar::DiffOp::Delete { old_index, old_len, .. } => {
                push(WordRun::Removed(old_words[old_index..old_index + old_len].join(" ")))
            }
            similar::DiffOp::Insert { new_index, new_len, .. } => {
                push(WordRun::Added(new_words[new_index..new_index + new_len].join(" ")))
            }
            similar::DiffOp::Replace {
                old_index,
                old_len,
                new_index,
                new_len,
            } => {
                push(WordRun::Removed(old_words[old_index..old_index + old_len].join(" ")));
                push(WordRun::Added(new_words[new_index..new_index + new_len].join(" ")));
            }
        }
    }
    runs
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typography_is_not_a_difference_but_words_are() {
        let runs = word_diff(
            "Target creature gets “+1/+1” until end of turn.",
            "Target creature gets \"+2/+2\" until end of turn.",
        );
        assert_eq!(
            runs,
            [
                WordRun::Same("Target creature gets".into()),
                WordRun::Removed("“+1/+1”".into()),
                WordRun::Added("\"+2/+2\"".into()),
                WordRun::Same("until end of turn.".into()),
            ]
        );
        assert_eq!(word_diff("it’s", "it's"), [WordRun::Same("it's".into())]);
    }
}
