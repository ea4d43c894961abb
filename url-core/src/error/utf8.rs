//! The one UTF-8 decoder the errors need: the character an error is about,
//! read from the input's bytes in `const` (where `str::chars` is not
//! available).

/// Decodes the UTF-8 character at byte `i` of `s`, with its length; a byte that
/// does not start a character reads as U+FFFD of length 1.
pub(crate) const fn decode_char(s: &[u8], i: usize) -> (char, usize) {
    let b0 = s[i] as u32;
    let (len, init) = if b0 < 0x80 {
        return (b0 as u8 as char, 1);
    } else if b0 >= 0xf0 {
        (4, b0 & 0x07)
    } else if b0 >= 0xe0 {
        (3, b0 & 0x0f)
    } else if b0 >= 0xc0 {
        (2, b0 & 0x1f)
    } else {
        return ('\u{fffd}', 1);
    };
    if i + len > s.len() {
        return ('\u{fffd}', 1);
    }
    let mut v = init;
    let mut k = 1;
    while k < len {
        v = (v << 6) | (s[i + k] as u32 & 0x3f);
        k += 1;
    }
    match char::from_u32(v) {
        Some(c) => (c, len),
        None => ('\u{fffd}', 1),
    }
}
