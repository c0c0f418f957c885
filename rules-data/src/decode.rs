//! Bytes to text: UTF-8 with or without BOM, UTF-16LE/BE, Windows-1252; LF, CRLF, bare CR
//! and mixed line endings, all to LF.

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

use crate::scan::find_byte;

/// The character encoding a file was published in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Encoding {
    /// UTF-8 without a byte-order mark (plain ASCII is reported as this).
    Utf8,
    /// UTF-8 with a byte-order mark.
    Utf8Bom,
    /// UTF-16, little-endian (with a BOM, or recognized by its zero bytes).
    Utf16Le,
    /// UTF-16, big-endian (with a BOM, or recognized by its zero bytes).
    Utf16Be,
    /// Windows-1252, assumed when the bytes are not valid UTF-8.
    Windows1252,
}

/// The line endings a file used before they were normalized to LF.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum LineEndings {
    /// `\n` only (or no line break at all).
    Lf,
    /// `\r\n` only.
    CrLf,
    /// Bare `\r` only (classic Mac OS).
    Cr,
    /// More than one style.
    Mixed,
}

/// Text decoded from bytes, with LF line endings and without a BOM.
#[derive(Clone, Debug)]
pub struct Decoded {
    /// The text as published, except that every line ends in `\n`.
    pub text: String,
    /// The encoding the bytes were in.
    pub encoding: Encoding,
    /// The line endings the bytes used.
    pub line_endings: LineEndings,
    /// Where each line of `text` starts, as a byte offset: `0`, then one past each `\n`.
    pub line_starts: Vec<usize>,
}

/// Why bytes could not be read as text.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DecodeError {
    /// UTF-16 with an odd number of bytes or an unpaired surrogate.
    #[error("invalid UTF-16 at byte {offset}: {reason}")]
    BadUtf16 {
        /// Byte offset of the bad code unit.
        offset: usize,
        /// What is wrong there.
        reason: &'static str,
    },
    /// NUL bytes in text that is not UTF-16: a binary file, not a CR release.
    #[error("NUL byte at byte {offset}: this looks like a binary file, not text")]
    Binary {
        /// Byte offset of the first NUL.
        offset: usize,
    },
}

/// Decodes `bytes` and normalizes line endings to LF.
pub fn decode(bytes: &[u8]) -> Result<Decoded, DecodeError> {
    let (text, encoding) = decode_chars(bytes)?;
    let (text, line_endings, line_starts) = normalize_line_endings(&text)?;
    Ok(Decoded {
        text,
        encoding,
        line_endings,
        line_starts,
    })
}

/// The characters, borrowed when the bytes are UTF-8 already (one copy is made later, when
/// line endings are normalized).
fn decode_chars(bytes: &[u8]) -> Result<(Cow<'_, str>, Encoding), DecodeError> {
    if let Some(rest) = bytes.strip_prefix(b"\xEF\xBB\xBF") {
        return Ok((decode_utf8_or_1252(rest).0, Encoding::Utf8Bom));
    }
    // UTF-16: the code units, their encoding, and the byte offset they start at (for errors).
    let utf16 = if let Some(rest) = bytes.strip_prefix(b"\xFF\xFE") {
        Some((rest, Encoding::Utf16Le, 2))
    } else if let Some(rest) = bytes.strip_prefix(b"\xFE\xFF") {
        Some((rest, Encoding::Utf16Be, 2))
    } else {
        sniff_bomless_utf16(bytes).map(|encoding| (bytes, encoding, 0))
    };
    match utf16 {
        Some((units, encoding, offset_base)) => {
            let unit = if encoding == Encoding::Utf16Le {
                u16::from_le_bytes
            } else {
                u16::from_be_bytes
            };
            Ok((Cow::Owned(decode_utf16(units, unit, offset_base)?), encoding))
        }
        None => Ok(decode_utf8_or_1252(bytes)),
    }
}

/// UTF-16 without a BOM shows as ASCII text with every other byte zero.
fn sniff_bomless_utf16(bytes: &[u8]) -> Option<Encoding> {
    let sample = &bytes[..bytes.len().min(512) & !1];
    if sample.len() < 8 {
        return None;
    }
    let zeros_at = |parity: usize| sample.iter().skip(parity).step_by(2).filter(|&&b| b == 0).count();
    let half = sample.len() / 2;
    // Mostly-ASCII text: most high bytes are zero, no low byte is.
    if zeros_at(1) * 10 >= half * 7 && zeros_at(0) == 0 {
        Some(Encoding::Utf16Le)
    } else if zeros_at(0) * 10 >= half * 7 && zeros_at(1) == 0 {
        Some(Encoding::Utf16Be)
    } else {
        None
    }
}

fn decode_utf16(bytes: &[u8], unit: fn([u8; 2]) -> u16, offset_base: usize) -> Result<String, DecodeError> {
    if bytes.len() % 2 != 0 {
        return Err(DecodeError::BadUtf16 {
            offset: offset_base + bytes.len() - 1,
            reason: "odd number of bytes (the file may be cut short)",
        });
    }
    let units = bytes.chunks_exact(2).map(|pair| unit([pair[0], pair[1]]));
    let mut text = String::with_capacity(bytes.len() / 2);
    for (index, decoded) in char::decode_utf16(units).enumerate() {
        match decoded {
            Ok(c) => text.push(c),
            Err(_) => {
                return Err(DecodeError::BadUtf16 {
                    offset: offset_base + index * 2,
                    reason: "unpaired surrogate",
                })
            }
        }
    }
    Ok(text)
}

fn decode_utf8_or_1252(bytes: &[u8]) -> (Cow<'_, str>, Encoding) {
    match std::str::from_utf8(bytes) {
        Ok(text) => (Cow::Borrowed(text), Encoding::Utf8),
        Err(_) => (
            Cow::Owned(bytes.iter().map(|&b| windows_1252(b)).collect()),
            Encoding::Windows1252,
        ),
    }
}

/// Windows-1252 as the WHATWG Encoding Standard maps it (the five unassigned bytes map to the
/// C1 controls of the same value, so no byte is lost).
fn windows_1252(b: u8) -> char {
    const HIGH: [char; 32] = [
        '€', '\u{81}', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', '\u{8D}', 'Ž', '\u{8F}', '\u{90}', '‘',
        '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', '\u{9D}', 'ž', 'Ÿ',
    ];
    match b {
        0x80..=0x9F => HIGH[usize::from(b - 0x80)],
        _ => char::from(b),
    }
}

/// Copies `text` with every line break made `\n`, and tells which styles it used and where
/// the lines start. A NUL makes it binary: the same pass over the bytes finds line breaks
/// and NULs.
fn normalize_line_endings(text: &str) -> Result<(String, LineEndings, Vec<usize>), DecodeError> {
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut line_starts = vec![0];
    let (mut lf, mut crlf, mut cr) = (0usize, 0usize, 0usize);
    // `copied`: how much of `text` is in `out` (up to the last line break); `searched`: how
    // far the search for control bytes has got.
    let (mut copied, mut searched) = (0, 0);
    // NUL, LF and CR are all control bytes up to `\r`: one range test finds them, and the
    // compiler turns a range test into SIMD compares (a test for three bytes it does not).
    while let Some(at) = find_byte(bytes, searched, |b| b <= b'\r') {
        let break_len = match &bytes[at..] {
            [0, ..] => return Err(DecodeError::Binary { offset: at }),
            [b'\r', b'\n', ..] => {
                crlf += 1;
                2
            }
            [b'\r', ..] => {
                cr += 1;
                1
            }
            [b'\n', ..] => {
                lf += 1;
                1
            }
            // A tab or another control byte: text.
            _ => {
                searched = at + 1;
                continue;
            }
        };
        out.push_str(&text[copied..at]);
        out.push('\n');
        line_starts.push(out.len());
        copied = at + break_len;
        searched = copied;
    }
    out.push_str(&text[copied..]);
    let style = match (lf > 0, crlf > 0, cr > 0) {
        (_, false, false) => LineEndings::Lf,
        (false, true, false) => LineEndings::CrLf,
        (false, false, true) => LineEndings::Cr,
        _ => LineEndings::Mixed,
    };
    Ok((out, style, line_starts))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decodes_every_encoding_to_the_same_text() {
        let text = "100.1. “Magic” — rules™\n";
        let utf16le: Vec<u8> = text.encode_utf16().flat_map(u16::to_le_bytes).collect();
        let utf16be: Vec<u8> = text.encode_utf16().flat_map(u16::to_be_bytes).collect();
        let cases: Vec<(Vec<u8>, Encoding)> = vec![
            (text.as_bytes().to_vec(), Encoding::Utf8),
            (
                [b"\xEF\xBB\xBF".as_slice(), text.as_bytes()].concat(),
                Encoding::Utf8Bom,
            ),
            ([b"\xFF\xFE".as_slice(), &utf16le].concat(), Encoding::Utf16Le),
            ([b"\xFE\xFF".as_slice(), &utf16be].concat(), Encoding::Utf16Be),
            (utf16le.clone(), Encoding::Utf16Le),
            (b"100.1. \x93Magic\x94 \x97 rules\x99\n".to_vec(), Encoding::Windows1252),
        ];
        for (bytes, encoding) in cases {
            let decoded = decode(&bytes).expect("decodes");
            assert_eq!(decoded.encoding, encoding);
            assert_eq!(decoded.text, text, "{encoding:?}");
        }
    }

    #[test]
    fn normalizes_every_line_ending_style() {
        for (input, style) in [
            ("a\nb\n", LineEndings::Lf),
            ("a\r\nb\r\n", LineEndings::CrLf),
            ("a\rb\r", LineEndings::Cr),
            ("a\rb\r\n", LineEndings::Mixed),
        ] {
            let decoded = decode(input.as_bytes()).expect("decodes");
            assert_eq!((decoded.text.as_str(), decoded.line_endings), ("a\nb\n", style));
            assert_eq!(decoded.line_starts, [0, 2, 4]);
        }
    }

    #[test]
    fn rejects_broken_utf16_and_binary() {
        assert!(matches!(decode(b"\xFF\xFEa\x00b"), Err(DecodeError::BadUtf16 { .. })));
        assert!(matches!(
            decode(b"\xFF\xFE\x00\xD8a\x00"),
            Err(DecodeError::BadUtf16 { .. })
        ));
        assert!(matches!(decode(b"abc\x00def"), Err(DecodeError::Binary { offset: 3 })));
    }
}
