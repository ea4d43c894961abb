//! The character classes of RFC 1738 §5 and RFC 3986 (Appendix A), as one
//! 256-entry table.
//!
//! Every byte of the input is classified once, through [`TABLE`], into a set of
//! bit flags; each production of the grammar is then a mask over those flags.
//! The masks below quote the BNF line they implement and the section of RFC 1738
//! that states it. Bytes with no flag at all (controls, space, octets 80-FF and
//! the unsafe characters of §2.2) are never part of any production.

/// `lowalpha | hialpha` (§5).
pub(crate) const ALPHA: u32 = 1 << 0;
/// `digit` (§5).
pub(crate) const DIGIT: u32 = 1 << 1;
/// `safe = "$" | "-" | "_" | "." | "+"` (§5).
pub(crate) const SAFE: u32 = 1 << 2;
/// `extra = "!" | "*" | "'" | "(" | ")" | ","` (§5).
pub(crate) const EXTRA: u32 = 1 << 3;
/// `";"`, one of the `reserved` characters (§5).
pub(crate) const SEMI: u32 = 1 << 4;
/// `"/"`, one of the `reserved` characters (§5).
pub(crate) const SLASH: u32 = 1 << 5;
/// `"?"`, one of the `reserved` characters (§5).
pub(crate) const QUESTION: u32 = 1 << 6;
/// `":"`, one of the `reserved` characters (§5).
pub(crate) const COLON: u32 = 1 << 7;
/// `"@"`, one of the `reserved` characters (§5).
pub(crate) const AT: u32 = 1 << 8;
/// `"&"`, one of the `reserved` characters (§5).
pub(crate) const AMP: u32 = 1 << 9;
/// `"="`, one of the `reserved` characters (§5).
pub(crate) const EQUALS: u32 = 1 << 10;
/// `"%"`, which starts an `escape = "%" hex hex` (§5).
pub(crate) const PERCENT: u32 = 1 << 11;
/// `hex = digit | "A" | ... | "F" | "a" | ... | "f"` (§5).
pub(crate) const HEX: u32 = 1 << 12;
/// `scheme = 1*[ lowalpha | digit | "+" | "-" | "." ]` (§5; upper case accepted
/// as §2.1 asks interpreters to).
pub(crate) const SCHEME: u32 = 1 << 13;
/// `alphadigit | "-" | "."`: the characters of `hostname` and `hostnumber` (§5).
pub(crate) const HOST: u32 = 1 << 14;
/// `group = alpha *[ alpha | digit | "-" | "." | "+" | "_" ]` (§5, news).
pub(crate) const GROUP: u32 = 1 << 15;
/// Characters RFC 1738 §2.2 calls unsafe: space, `< > " # % { } | \ ^ ~ [ ] \``.
/// (`#` and `%` also have their own meaning; this flag is for diagnostics.)
pub(crate) const UNSAFE: u32 = 1 << 16;
/// `alphadigit | "-"`: the characters of one label of a `hostname`,
/// `domainlabel = alphadigit | alphadigit *[ alphadigit | "-" ] alphadigit`
/// (§5).
pub(crate) const LABEL: u32 = 1 << 17;
/// The `xchar`s that are RFC 822 `atom` characters, `%` aside: `alpha |
/// digit | "$" | "-" | "_" | "+" | "!" | "*" | "'" | "/" | "?" | "&" | "="`
/// (§5 `xchar` less RFC 822's `specials`: `( ) < > @ , ; : \ " . [ ]`), for
/// the plain mailto addresses of §3.5.
pub(crate) const ATEXT: u32 = 1 << 18;
/// RFC 822 `atom` characters (RFC 822 §3.3: `atom = 1*<any CHAR except
/// specials, SPACE and CTLs>`, `specials = ( ) < > @ , ; : \ " . [ ]`):
/// the decoded octets of a mailto address's atoms.
pub(crate) const ATOM: u32 = 1 << 19;
/// RFC 3986 §2.3: `unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"`.
pub(crate) const U_UNRESERVED: u32 = 1 << 20;
/// RFC 3986 §2.2: `sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" /
/// "+" / "," / ";" / "="`.
pub(crate) const U_SUB_DELIMS: u32 = 1 << 21;
/// RFC 3986 §2.2: `gen-delims = ":" / "/" / "?" / "#" / "[" / "]" / "@"`.
pub(crate) const U_GEN_DELIMS: u32 = 1 << 22;

/// `unreserved = alpha | digit | safe | extra` (§5).
pub(crate) const UNRESERVED: u32 = ALPHA | DIGIT | SAFE | EXTRA;
/// `reserved = ";" | "/" | "?" | ":" | "@" | "&" | "="` (§5).
pub(crate) const RESERVED: u32 = SEMI | SLASH | QUESTION | COLON | AT | AMP | EQUALS;
/// `uchar = unreserved | escape` (§5).
pub(crate) const UCHAR: u32 = UNRESERVED | PERCENT;
/// `xchar = unreserved | reserved | escape` (§5).
pub(crate) const XCHAR: u32 = UNRESERVED | RESERVED | PERCENT;
/// `user = *[ uchar | ";" | "?" | "&" | "=" ]`, and `password` alike (§5; §3.1).
pub(crate) const LOGIN: u32 = UCHAR | SEMI | QUESTION | AMP | EQUALS;
/// `fsegment = *[ uchar | "?" | ":" | "@" | "&" | "=" ]` (§5, ftp and file;
/// §3.2.2). `psegment` (prospero, §3.11) is the same set.
pub(crate) const FSEGMENT: u32 = UCHAR | QUESTION | COLON | AT | AMP | EQUALS;
/// `hsegment = *[ uchar | ";" | ":" | "@" | "&" | "=" ]` and
/// `search = *[ uchar | ";" | ":" | "@" | "&" | "=" ]` (§5, http; §3.3).
pub(crate) const HSEGMENT: u32 = UCHAR | SEMI | COLON | AT | AMP | EQUALS;
/// `fieldname = *[ uchar | "?" | ":" | "@" | "&" ]` and `fieldvalue` alike
/// (§5, prospero; §3.11).
pub(crate) const FIELD: u32 = UCHAR | QUESTION | COLON | AT | AMP;
/// `article = 1*[ uchar | ";" | "/" | "?" | ":" | "&" | "=" ] "@" host`: the
/// characters before the `@` (§5, news; §3.6).
pub(crate) const ARTICLE: u32 = UCHAR | SEMI | SLASH | QUESTION | COLON | AMP | EQUALS;

// The classes of RFC 3986, from the flags above (`SCHEME`, `COLON`, `AT`,
// `SLASH`, `QUESTION` and `PERCENT` are the same bytes in both RFCs).

/// RFC 3986 §3.1: `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`
/// (after its first byte, which the parser checks is a letter).
pub(crate) const U_SCHEME: u32 = SCHEME;
/// RFC 3986 §3.2.2: `reg-name = *( unreserved / pct-encoded / sub-delims )`.
pub(crate) const U_REG_NAME: u32 = U_UNRESERVED | U_SUB_DELIMS | PERCENT;
/// RFC 3986 §3.2.1: `userinfo = *( unreserved / pct-encoded / sub-delims / ":" )`.
pub(crate) const U_USERINFO: u32 = U_REG_NAME | COLON;
/// RFC 3986 §3.3: `pchar = unreserved / pct-encoded / sub-delims / ":" / "@"`.
pub(crate) const U_PCHAR: u32 = U_UNRESERVED | U_SUB_DELIMS | PERCENT | COLON | AT;
/// RFC 3986 §3.3: `path-abempty = *( "/" segment )`, `segment = *pchar`: the
/// bytes of any path, `/` included.
pub(crate) const U_PATH: u32 = U_PCHAR | SLASH;
/// RFC 3986 §3.3: `segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims
/// / "@" )`, the first segment of a `path-noscheme` (no `:`).
pub(crate) const U_SEGMENT_NC: u32 = U_UNRESERVED | U_SUB_DELIMS | PERCENT | AT;
/// RFC 3986 §3.4 and §3.5: `query = *( pchar / "/" / "?" )` and
/// `fragment = *( pchar / "/" / "?" )`.
pub(crate) const U_QUERY: u32 = U_PCHAR | SLASH | QUESTION;
/// RFC 3986 §3.2.2: the bytes after the `.` of `IPvFuture = "v" 1*HEXDIG "."
/// 1*( unreserved / sub-delims / ":" )`.
pub(crate) const U_IPVFUTURE: u32 = U_UNRESERVED | U_SUB_DELIMS | COLON;
/// RFC 3986 §2.2: `reserved = gen-delims / sub-delims`.
pub(crate) const U_RESERVED: u32 = U_GEN_DELIMS | U_SUB_DELIMS;

// The classes of RFC 6570 (URI Templates).

/// RFC 6570 §2.1: the ASCII characters of `literals` (`pct-encoded`, read on
/// its own, and the non-ASCII `ucschar` and `iprivate` aside): every
/// character of a URI, `unreserved / reserved`. The ABNF leaves out `'`
/// (%x27), but the RFC's own example (§3.2.1, `'{var}'`) and every
/// implementation take it, as its errata thread does; so does this class.
pub(crate) const T_LITERAL: u32 = U_UNRESERVED | U_RESERVED;

/// RFC 6570 §2.3: `varchar = ALPHA / DIGIT / "_" / pct-encoded`, the bytes
/// other than the `%` of an escape.
pub(crate) const fn is_varchar(b: u8) -> bool {
    is(b, ALPHA | DIGIT) || b == b'_'
}

// The non-ASCII classes of RFC 3987 (IRIs), over Unicode scalar values:
// ranges, not bytes (an IRI's text is UTF-8, read one scalar at a time where
// a byte of 80-FF stands).

/// RFC 3987 §2.2:
///
/// ```text
/// ucschar = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF
///         / %x10000-1FFFD / %x20000-2FFFD / %x30000-3FFFD
///         / %x40000-4FFFD / %x50000-5FFFD / %x60000-6FFFD
///         / %x70000-7FFFD / %x80000-8FFFD / %x90000-9FFFD
///         / %xA0000-AFFFD / %xB0000-BFFFD / %xC0000-CFFFD
///         / %xD0000-DFFFD / %xE1000-EFFFD
/// ```
pub(crate) const UCSCHAR: [(u32, u32); 17] = [
    (0xA0, 0xD7FF),
    (0xF900, 0xFDCF),
    (0xFDF0, 0xFFEF),
    (0x10000, 0x1FFFD),
    (0x20000, 0x2FFFD),
    (0x30000, 0x3FFFD),
    (0x40000, 0x4FFFD),
    (0x50000, 0x5FFFD),
    (0x60000, 0x6FFFD),
    (0x70000, 0x7FFFD),
    (0x80000, 0x8FFFD),
    (0x90000, 0x9FFFD),
    (0xA0000, 0xAFFFD),
    (0xB0000, 0xBFFFD),
    (0xC0000, 0xCFFFD),
    (0xD0000, 0xDFFFD),
    (0xE1000, 0xEFFFD),
];

/// RFC 3987 §2.2: `iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD`
/// (in `iquery` only).
pub(crate) const IPRIVATE: [(u32, u32); 3] = [(0xE000, 0xF8FF), (0xF0000, 0xFFFFD), (0x100000, 0x10FFFD)];

/// RFC 3987 §4.1: the bidirectional formatting characters an IRI must not
/// contain: LRM U+200E, RLM U+200F, LRE U+202A, RLE U+202B, PDF U+202C,
/// LRO U+202D, RLO U+202E.
pub(crate) const BIDI: [(u32, u32); 2] = [(0x200E, 0x200F), (0x202A, 0x202E)];

/// The invisible characters a mailto address must not hold beside
/// [`BIDI`]: Unicode's other default-ignorable code points
/// (`Default_Ignorable_Code_Point`, which RFC 5892 §2.6 keeps out of
/// identifiers), shown as nothing, so that `ad\u{ad}min` and `ad\u{200b}min`
/// display as `admin`: SOFT HYPHEN, COMBINING GRAPHEME JOINER, ARABIC
/// LETTER MARK, the Hangul and Khmer fillers, the Mongolian variation
/// selectors and vowel separator, ZERO WIDTH SPACE, NON-JOINER and JOINER
/// U+200B-200D, WORD JOINER, the invisible operators, the bidi isolates
/// U+2066-2069 (after RFC 3987) and the deprecated format characters up to
/// U+206F, the variation selectors, ZERO WIDTH NO-BREAK SPACE (BOM)
/// U+FEFF, U+FFF0-FFF8, the shorthand and musical format controls, the tags
/// and the rest of U+E0000-E0FFF. The integration test
/// `scheme_vectors::every_default_ignorable_code_point_is_refused` compares
/// the two sets with the Unicode tables of the `regex` crate.
pub(crate) const INVISIBLE: [(u32, u32); 16] = [
    (0x00AD, 0x00AD),
    (0x034F, 0x034F),
    (0x061C, 0x061C),
    (0x115F, 0x1160),
    (0x17B4, 0x17B5),
    (0x180B, 0x180F),
    (0x200B, 0x200D),
    (0x2060, 0x206F),
    (0x3164, 0x3164),
    (0xFE00, 0xFE0F),
    (0xFEFF, 0xFEFF),
    (0xFFA0, 0xFFA0),
    (0xFFF0, 0xFFF8),
    (0x1BCA0, 0x1BCA3),
    (0x1D173, 0x1D17A),
    (0xE0000, 0xE0FFF),
];

/// Whether `c` is in one of the inclusive `ranges`.
pub(crate) const fn in_ranges(c: char, ranges: &[(u32, u32)]) -> bool {
    let v = c as u32;
    let mut k = 0;
    while k < ranges.len() {
        if ranges[k].0 <= v && v <= ranges[k].1 {
            return true;
        }
        k += 1;
    }
    false
}

const fn build() -> [u32; 256] {
    let mut t = [0u32; 256];
    let mut i = 0;
    while i < 256 {
        let c = i as u8;
        let mut f = 0;
        if c.is_ascii_alphabetic() {
            f |= ALPHA | SCHEME | HOST | GROUP | LABEL;
        }
        if c.is_ascii_digit() {
            f |= DIGIT | SCHEME | HOST | GROUP | LABEL;
        }
        if c.is_ascii_hexdigit() {
            f |= HEX;
        }
        f |= match c {
            b'$' | b'_' => SAFE,
            b'-' => SAFE | SCHEME | HOST | GROUP | LABEL,
            b'.' => SAFE | SCHEME | HOST | GROUP,
            b'+' => SAFE | SCHEME | GROUP,
            b'!' | b'*' | b'\'' | b'(' | b')' | b',' => EXTRA,
            b';' => SEMI,
            b'/' => SLASH,
            b'?' => QUESTION,
            b':' => COLON,
            b'@' => AT,
            b'&' => AMP,
            b'=' => EQUALS,
            b'%' => PERCENT | UNSAFE,
            b' ' | b'<' | b'>' | b'"' | b'#' | b'{' | b'}' | b'|' | b'\\' | b'^' | b'~' | b'[' | b']' | b'`' => UNSAFE,
            _ => 0,
        };
        if c == b'_' {
            f |= GROUP;
        }
        if c.is_ascii_alphanumeric() || matches!(c, b'-' | b'.' | b'_' | b'~') {
            f |= U_UNRESERVED;
        }
        if matches!(c, b'!' | b'$' | b'&' | b'\'' | b'(' | b')' | b'*' | b'+' | b',' | b';' | b'=') {
            f |= U_SUB_DELIMS;
        }
        if matches!(c, b':' | b'/' | b'?' | b'#' | b'[' | b']' | b'@') {
            f |= U_GEN_DELIMS;
        }
        if c > 0x20
            && c < 0x7f
            && !matches!(c, b'(' | b')' | b'<' | b'>' | b'@' | b',' | b';' | b':' | b'\\' | b'"' | b'.' | b'[' | b']')
        {
            f |= ATOM;
            // An atom character that stands for itself in a URL.
            if f & (UNRESERVED | RESERVED) != 0 {
                f |= ATEXT;
            }
        }
        t[i] = f;
        i += 1;
    }
    t
}

/// [`build`]'s table, evaluated once: the derived sets below read it rather
/// than build it again. (Each class's [`Set::MEMBERS`] called `build()`, 256
/// steps of the const evaluator per class while url-core compiles:
/// BENCHMARKS.md, "A user's clean build".)
const CLASSES: [u32; 256] = build();

/// The class of every byte: a bit set of the flags above.
pub(crate) static TABLE: [u32; 256] = CLASSES;

/// One set of bytes as a 256-entry membership table (1 = member), for
/// scanning runs several bytes at a time: `Set::<{ HSEGMENT | SLASH }>`.
///
/// `%` is never a member: an escape is checked on its own (`escape` in the
/// parser), so a run stops at every `%`.
pub(crate) struct Set<const CLASS: u32>;

impl<const CLASS: u32> Set<CLASS> {
    /// `MEMBERS[b]` is 1 when byte `b` is in `CLASS` (and is not `%`), else 0.
    pub(crate) const MEMBERS: &'static [u8; 256] = &set_members(CLASS);
}

/// [`Set::MEMBERS`] of a class known only as a value (`%` never a member).
pub(crate) const fn set_members(class: u32) -> [u8; 256] {
    members(class & !PERCENT)
}

const fn members(class: u32) -> [u8; 256] {
    let t = &CLASSES;
    let mut m = [0u8; 256];
    let mut i = 0;
    while i < 256 {
        m[i] = (t[i] & class != 0) as u8;
        i += 1;
    }
    m
}

/// Whether byte `b` belongs to `class` (a mask of flags).
#[inline(always)]
pub(crate) const fn is(b: u8, class: u32) -> bool {
    TABLE[b as usize] & class != 0
}

/// The value of a hex digit (`hex` in §5); callers check [`HEX`] first.
#[inline(always)]
pub(crate) const fn hex_val(b: u8) -> u8 {
    match b {
        b'0'..=b'9' => b - b'0',
        b'a'..=b'f' => b - b'a' + 10,
        _ => b.wrapping_sub(b'A').wrapping_add(10),
    }
}

/// ASCII case-insensitive equality, in `const` (the standard one is `const`
/// only since Rust 1.89).
pub(crate) const fn eq_ignore_case(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] | 0x20 != b[i] | 0x20 || !a[i].is_ascii_alphabetic() && a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// Upper-case hex digits, for writing `%XX` in messages.
pub(crate) const HEX_UPPER: &[u8; 16] = b"0123456789ABCDEF";

#[cfg(test)]
mod tests {
    use super::*;

    /// The membership tables read the table built once ([`CLASSES`]): each is
    /// the class's bits of [`TABLE`], the `%` flag left out, byte for byte.
    #[test]
    fn members_are_the_table_s_bits() {
        assert_eq!(CLASSES, TABLE);
        for (class, members) in [
            (XCHAR, Set::<XCHAR>::MEMBERS),
            (U_PATH, Set::<U_PATH>::MEMBERS),
            (U_QUERY, Set::<U_QUERY>::MEMBERS),
            (HOST, Set::<HOST>::MEMBERS),
            (UNSAFE, Set::<UNSAFE>::MEMBERS),
        ] {
            assert_eq!(members[usize::from(b'%')], u8::from(class == UNSAFE), "class {class:#x}");
            for b in 0..=255u8 {
                let want = u8::from(is(b, class & !PERCENT));
                assert_eq!(members[b as usize], want, "class {class:#x}, byte {b:#04x}");
            }
        }
        assert_eq!(Set::<XCHAR>::MEMBERS.iter().map(|&m| usize::from(m)).sum::<usize>(), 80);
    }

    #[test]
    fn xchar_is_exactly_the_rfc_set() {
        let mut got = [false; 256];
        for b in 0..=255u8 {
            got[b as usize] = is(b, XCHAR);
        }
        let want: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789$-_.+!*'(),;/?:@&=%";
        for b in 0..=255u8 {
            assert_eq!(got[b as usize], want.contains(&b), "byte {b:#04x}");
        }
    }

    #[test]
    fn unsafe_set_is_section_2_2() {
        let want: &[u8] = b" <>\"#%{}|\\^~[]`";
        for b in 0..=255u8 {
            assert_eq!(is(b, UNSAFE), want.contains(&b), "byte {b:#04x}");
        }
    }

    #[test]
    fn group_and_host_sets() {
        for b in 0..=255u8 {
            assert_eq!(is(b, GROUP), b.is_ascii_alphanumeric() || b"-.+_".contains(&b));
            assert_eq!(is(b, HOST), b.is_ascii_alphanumeric() || b"-.".contains(&b));
            assert_eq!(is(b, LABEL), b.is_ascii_alphanumeric() || b == b'-');
            // RFC 822 §3.3: atom = 1*<any CHAR except specials, SPACE and CTLs>
            let specials = b"()<>@,;:\\\".[]";
            let rfc822_atom = b > 0x20 && b < 0x7f && !specials.contains(&b);
            assert_eq!(is(b, ATOM), rfc822_atom, "byte {b:#04x}");
            assert_eq!(is(b, ATEXT), rfc822_atom && is(b, XCHAR) && b != b'%', "byte {b:#04x}");
            assert_eq!(is(b, SCHEME), b.is_ascii_alphanumeric() || b"+-.".contains(&b));
            assert_eq!(is(b, HEX), b.is_ascii_hexdigit());
        }
    }

    /// Each RFC 3986 class is exactly the set its ABNF line lists.
    #[test]
    fn rfc3986_sets() {
        let alnum: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
        let set = |extra: &[u8], with_alnum: bool| -> [bool; 256] {
            let mut m = [false; 256];
            for &b in extra.iter().chain(if with_alnum { alnum } else { &[] }) {
                m[b as usize] = true;
            }
            m
        };
        let cases: [(u32, [bool; 256], &str); 9] = [
            (U_UNRESERVED, set(b"-._~", true), "unreserved"),
            (U_SUB_DELIMS, set(b"!$&'()*+,;=", false), "sub-delims"),
            (U_REG_NAME, set(b"-._~!$&'()*+,;=%", true), "reg-name"),
            (U_USERINFO, set(b"-._~!$&'()*+,;=%:", true), "userinfo"),
            (U_PCHAR, set(b"-._~!$&'()*+,;=%:@", true), "pchar"),
            (U_PATH, set(b"-._~!$&'()*+,;=%:@/", true), "path"),
            (U_SEGMENT_NC, set(b"-._~!$&'()*+,;=%@", true), "segment-nz-nc"),
            (U_QUERY, set(b"-._~!$&'()*+,;=%:@/?", true), "query"),
            (U_IPVFUTURE, set(b"-._~!$&'()*+,;=:", true), "IPvFuture"),
        ];
        for (class, want, name) in cases {
            for b in 0..=255u8 {
                assert_eq!(is(b, class), want[b as usize], "{name}: byte {b:#04x}");
            }
        }
        for b in 0..=255u8 {
            assert_eq!(is(b, U_SCHEME), b.is_ascii_alphanumeric() || b"+-.".contains(&b));
        }
    }

    #[test]
    fn hex_values() {
        assert_eq!(hex_val(b'0'), 0);
        assert_eq!(hex_val(b'9'), 9);
        assert_eq!(hex_val(b'a'), 10);
        assert_eq!(hex_val(b'F'), 15);
    }
}
