//! The grammar of RFC 6570 §2 as `const fn`s over bytes: `literals` (§2.1),
//! `expression` and its operators (§2.2), `varname` (§2.3) and the value
//! modifiers (§2.4). [`template`] checks a whole template and gives what
//! [`UriTemplate`](super::UriTemplate) keeps (its level); [`expression`] and
//! [`varspec`] read one expression or one variable, and are what the
//! iterators of a checked template run again.

use crate::chars::{self, is, is_varchar, AT, COLON, HEX, SLASH, T_LITERAL, U_GEN_DELIMS};
use crate::error::{decode_char, Component, ErrorKind, ParseError, TemplateRule};
use crate::scan::{class_end, tri};

/// The bytes a run of literal text takes without a second look: `literals`
/// (§2.1, [`chars::T_LITERAL`]) less `?`, `#`, `[` and `]`, which the
/// template's reader looks at one by one (`?` and `#` to know where the
/// query and fragment start), and less `%`, checked as an escape.
const LITERAL_RUN: u32 = (T_LITERAL & !U_GEN_DELIMS) | COLON | SLASH | AT;

/// The error of `rule` at `i`, `len` bytes long.
const fn err(i: usize, len: usize, rule: TemplateRule) -> ParseError {
    ParseError::new(i, len, ErrorKind::Rfc6570(rule), Component::UriTemplate)
}

/// The error of `rule` about the character at `i`.
const fn err_char(b: &[u8], i: usize, rule: TemplateRule) -> ParseError {
    ParseError::at_char(b, i, ErrorKind::Rfc6570(rule), Component::UriTemplate)
}

/// What a valid template holds, for [`UriTemplate`](super::UriTemplate).
#[derive(Clone, Copy)]
pub(crate) struct Found {
    /// The level of §1.2 the template needs (1 to 4).
    pub(crate) level: u8,
}

/// One expression as [`expression`] read it.
#[derive(Clone, Copy)]
pub(crate) struct Expr {
    /// The byte after its `}`.
    pub(crate) end: usize,
    /// The operator byte, 0 for simple expansion.
    pub(crate) op: u8,
    /// The level of §1.2 it needs.
    pub(crate) level: u8,
}

/// One `varspec` (§2.3, §2.4) as [`varspec`] read it.
#[derive(Clone, Copy)]
pub(crate) struct Spec {
    /// The end of the varname.
    pub(crate) name_end: usize,
    /// The prefix length, 0 when there is none.
    pub(crate) prefix: u16,
    /// Whether `*` follows.
    pub(crate) explode: bool,
    /// The byte after the varspec: `,` or `}`.
    pub(crate) end: usize,
}

/// Checks a whole template: `URI-Template = *( literals / expression )`.
pub(crate) const fn template(b: &[u8]) -> Result<Found, ParseError> {
    if b.len() > crate::MAX_LEN {
        return Err(ParseError::new(0, 0, ErrorKind::TooLong, Component::UriTemplate));
    }
    let mut i = 0;
    let mut level = 1;
    // Whether the literal text or a `{?` expression has begun the query,
    // and whether a `#` has begun the fragment (where `?` is data).
    let (mut query, mut fragment) = (false, false);
    loop {
        i = class_end::<LITERAL_RUN>(b, i);
        if i >= b.len() {
            return Ok(Found { level });
        }
        match b[i] {
            b'{' => {
                let x = tri!(expression(b, i));
                if x.op == b'?' && query && !fragment {
                    return Err(err(i, 2, TemplateRule::SecondQuery));
                }
                query |= x.op == b'?';
                fragment |= x.op == b'#';
                if x.level > level {
                    level = x.level;
                }
                i = x.end;
            }
            b'?' => {
                query = true;
                i += 1;
            }
            b'#' => {
                fragment = true;
                i += 1;
            }
            b'[' | b']' => i += 1,
            b'%' => {
                if !(i + 2 < b.len() && is(b[i + 1], HEX) && is(b[i + 2], HEX)) {
                    return Err(err(i, escape_len(b, i), TemplateRule::LiteralEscape));
                }
                i += 3;
            }
            b'}' => return Err(err(i, 1, TemplateRule::StrayClose)),
            c if c >= 0x80 => {
                let (ch, len) = decode_char(b, i);
                if !chars::in_ranges(ch, &chars::UCSCHAR) && !chars::in_ranges(ch, &chars::IPRIVATE) {
                    return Err(err_char(b, i, TemplateRule::LiteralChar));
                }
                i += len;
            }
            _ => return Err(err_char(b, i, TemplateRule::LiteralChar)),
        }
    }
}

/// The length of a malformed escape at `i`: the `%` and the ASCII bytes
/// after it, up to 3.
const fn escape_len(b: &[u8], i: usize) -> usize {
    let mut len = 1;
    while len < 3 && i + len < b.len() && b[i + len] < 0x80 && b[i + len] != b'}' {
        len += 1;
    }
    len
}

/// Reads the expression whose `{` is at `i` (§2.2):
/// `expression = "{" [ operator ] variable-list "}"`.
pub(crate) const fn expression(b: &[u8], i: usize) -> Result<Expr, ParseError> {
    let mut j = i + 1;
    if j >= b.len() {
        return Err(err(i, 1, TemplateRule::Unclosed));
    }
    let op = match b[j] {
        b'+' | b'#' | b'.' | b'/' | b';' | b'?' | b'&' => b[j],
        b'=' | b',' | b'!' | b'@' | b'|' => return Err(err_char(b, j, TemplateRule::OpReserve)),
        b'$' | b'(' | b')' => return Err(err_char(b, j, TemplateRule::AppReserve)),
        b'}' => return Err(err(i, 2, TemplateRule::EmptyExpression)),
        _ => 0,
    };
    if op != 0 {
        j += 1;
    }
    let mut level = match op {
        0 => 1,
        b'+' | b'#' => 2,
        _ => 3,
    };
    let mut count = 0;
    loop {
        let s = tri!(varspec(b, i, j));
        count += 1;
        if s.prefix != 0 || s.explode {
            level = 4;
        } else if count > 1 && level < 3 {
            level = 3;
        }
        if b[s.end] == b'}' {
            return Ok(Expr { end: s.end + 1, op, level });
        }
        j = s.end + 1;
    }
}

/// Reads the varspec at `j` of the expression whose `{` is at `open`:
/// `varspec = varname [ modifier-level4 ]`, and checks what follows it
/// (`,` or `}`).
pub(crate) const fn varspec(b: &[u8], open: usize, mut j: usize) -> Result<Spec, ParseError> {
    // varname = varchar *( ["."] varchar )
    let start = j;
    loop {
        if j < b.len() && is_varchar(b[j]) {
            j += 1;
        } else if j < b.len() && b[j] == b'%' {
            if !(j + 2 < b.len() && is(b[j + 1], HEX) && is(b[j + 2], HEX)) {
                return Err(err(j, escape_len(b, j), TemplateRule::VarnameEscape));
            }
            j += 3;
        } else if j < b.len() && b[j] == b'.' && j > start {
            let k = j + 1;
            if !(k < b.len() && (is_varchar(b[k]) || b[k] == b'%')) {
                return Err(err(j, 1, TemplateRule::VarnameDot));
            }
            j = k;
        } else {
            break;
        }
    }
    if j == start {
        return Err(unexpected(b, open, j, true));
    }
    let name_end = j;
    let (mut prefix, mut explode) = (0u16, false);
    if j < b.len() && b[j] == b':' {
        let d = j + 1;
        let mut k = d;
        while k < b.len() && b[k].is_ascii_digit() {
            k += 1;
        }
        if k == d {
            return Err(err(j, 1, TemplateRule::PrefixDigits));
        }
        if b[d] == b'0' {
            return Err(err(d, k - d, TemplateRule::PrefixZero));
        }
        if k - d > 4 {
            return Err(err(d, k - d, TemplateRule::PrefixTooLong));
        }
        let mut v = 0u16;
        let mut m = d;
        while m < k {
            v = v * 10 + (b[m] - b'0') as u16;
            m += 1;
        }
        prefix = v;
        j = k;
        if j < b.len() && b[j] == b'*' {
            return Err(err(j, 1, TemplateRule::PrefixAndExplode));
        }
    } else if j < b.len() && b[j] == b'*' {
        explode = true;
        j += 1;
        if j < b.len() && b[j] == b':' {
            // `{x*:3}`: the same mistake as `{x:3*}`, written the other way.
            return Err(err(j, 1, TemplateRule::PrefixAndExplode));
        }
    }
    if j < b.len() && (b[j] == b',' || b[j] == b'}') {
        return Ok(Spec { name_end, prefix, explode, end: j });
    }
    Err(unexpected(b, open, j, false))
}

/// Reads again the varspec at `j` of a template that [`template`] accepted,
/// as [`varspec`] reads it, without its checks: the name runs up to the
/// first `:`, `*`, `,` or `}` (none is a `varchar`, a `%` triplet's digit or
/// `.`), a `:` is followed by the prefix's digits, a `*` by nothing else.
/// For the expansion, which reads every varspec again; on a template the
/// grammar refused it gives some `Spec` and never panics.
#[cfg(feature = "alloc")]
pub(crate) fn checked_varspec(b: &[u8], j: usize) -> Spec {
    let rest = b.get(j..).unwrap_or_default();
    let name_end = j + rest.iter().position(|&c| matches!(c, b':' | b'*' | b',' | b'}')).unwrap_or(rest.len());
    match b.get(name_end) {
        Some(b':') => {
            let (mut prefix, mut end) = (0u16, name_end + 1);
            while let Some(&d) = b.get(end).filter(|d| d.is_ascii_digit()) {
                prefix = prefix.wrapping_mul(10).wrapping_add(u16::from(d - b'0'));
                end += 1;
            }
            Spec { name_end, prefix, explode: false, end }
        }
        Some(b'*') => Spec { name_end, prefix: 0, explode: true, end: name_end + 1 },
        _ => Spec { name_end, prefix: 0, explode: false, end: name_end },
    }
}

/// The error for the byte at `j` of the expression opened at `open`, where
/// a varname (`name`) or what follows one was expected.
const fn unexpected(b: &[u8], open: usize, j: usize, name: bool) -> ParseError {
    if j >= b.len() {
        return err(open, 1, TemplateRule::Unclosed);
    }
    match b[j] {
        b' ' => err(j, 1, TemplateRule::VarnameSpace),
        b'{' => err(j, 1, TemplateRule::NestedOpen),
        b',' | b'}' | b':' if name => err(j, 0, TemplateRule::VarnameMissing),
        b'=' | b'!' | b'@' | b'|' if name && j == open + 1 => err_char(b, j, TemplateRule::OpReserve),
        b'$' | b'(' | b')' => err_char(b, j, TemplateRule::AppReserve),
        _ => err_char(b, j, TemplateRule::VarnameChar),
    }
}
