//! Byte search for the hot loops of the ingest, without `unsafe`.

/// Bytes tested at a time by [`find_pair`]: the width of one SSE2 compare.
const CHUNK: usize = 16;

/// The position of the first byte at or after `from` that `wanted` accepts.
///
/// Whole chunks of 16 bytes are tested with a branch-free fold, which the compiler turns into
/// a few SIMD instructions when `wanted` is one comparison or one range test (`b == b'\n'`,
/// `b.is_ascii_digit()`; not `b == x || b == y`, which it compiles to branches); only the
/// chunk holding a match is searched byte by byte.
#[inline]
pub(crate) fn find_byte(bytes: &[u8], from: usize, wanted: impl Fn(u8) -> bool) -> Option<usize> {
    find_pair(bytes, from, |b, _| wanted(b))
}

/// [`find_byte`] for patterns of two bytes: `wanted` is given each byte and the byte after it
/// (`0` after the last).
#[inline]
pub(crate) fn find_pair(bytes: &[u8], from: usize, wanted: impl Fn(u8, u8) -> bool) -> Option<usize> {
    let mut i = from;
    while let Some(chunk) = bytes.get(i..).and_then(<[u8]>::first_chunk::<{ CHUNK + 1 }>) {
        let pairs = chunk[..CHUNK].iter().zip(&chunk[1..]);
        if pairs.fold(false, |any, (&b, &next)| any | wanted(b, next)) {
            break;
        }
        i += CHUNK;
    }
    let rest = bytes.get(i..)?;
    match rest.windows(2).position(|pair| wanted(pair[0], pair[1])) {
        Some(p) => Some(i + p),
        // The last byte, which has no byte after it.
        None => rest.last().filter(|&&b| wanted(b, 0)).map(|_| i + rest.len() - 1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_bytes_in_and_across_chunks() {
        let text = "0123456789abcdef0123456789abcdef\nx";
        for from in 0..text.len() {
            let expected = text[from..].find(|c: char| c.is_ascii_lowercase()).map(|p| from + p);
            assert_eq!(find_byte(text.as_bytes(), from, |b| b.is_ascii_lowercase()), expected);
        }
        assert_eq!(find_byte(b"", 0, |_| true), None);
        assert_eq!(find_byte(b"abc", 3, |_| true), None);
    }

    #[test]
    fn finds_pairs_in_and_across_chunks() {
        let text = "a b c d e f g h  i j k l m n o p q r s t u v w x y z  ";
        for from in 0..text.len() {
            let expected = text[from..].find("  ").map(|p| from + p);
            assert_eq!(
                find_pair(text.as_bytes(), from, |b, next| b == b' ' && next == b' '),
                expected
            );
        }
        assert_eq!(find_pair(b"x", 0, |b, next| b == b'x' && next == 0), Some(0));
    }
}
