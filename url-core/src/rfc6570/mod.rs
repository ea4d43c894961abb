//! URI Templates (RFC 6570): [`UriTemplate`], a template checked by the
//! `const fn` grammar of RFC 6570 §2, and its expansion (§3, feature
//! `alloc`) into a checked `UriRefBuf`.
//!
//! ```
//! # #[cfg(feature = "alloc")] {
//! use std::collections::BTreeMap;
//! use url_core::rfc6570::{UriTemplate, Value};
//!
//! let t = UriTemplate::parse("https://api.example.com/search{?q,page}").unwrap();
//! assert_eq!(t.level(), 3);
//! assert_eq!(t.variables(), ["q", "page"]);
//!
//! let mut vars = BTreeMap::new();
//! vars.insert("q", Value::from("rust uri"));
//! // `page` is undefined: RFC 6570 §3.2.1 leaves it out.
//! assert_eq!(t.expand(&vars).unwrap().as_str(), "https://api.example.com/search?q=rust%20uri");
//! vars.insert("page", Value::from("2"));
//! assert_eq!(t.expand(&vars).unwrap().as_str(), "https://api.example.com/search?q=rust%20uri&page=2");
//! # }
//! ```
//!
//! The grammar ([`UriTemplate::parse_const`]) is a `const fn`, so a template
//! in a `const` is checked while the program compiles; its errors are
//! [`ParseError`]s like those of the other grammars, with the RFC 6570 ABNF
//! rule, the section, the byte offset and length:
//!
//! ```
//! use url_core::rfc6570::UriTemplate;
//!
//! let e = UriTemplate::parse("/repos/{owner}/{!repo}").unwrap_err();
//! assert_eq!((e.offset(), e.length(), e.rule(), e.section()), (16, 1, "op-reserve", "2.2"));
//! assert_eq!(e.to_string(), "operator '!' is reserved for future extensions of RFC 6570 (RFC 6570 §2.2)");
//! ```
//!
//! Expansion follows §3 and Appendix A to the byte, then holds the
//! project's promise over the RFC: the expansion is read back as an RFC 3986
//! URI-reference with the scheme rules ([`UriRef::parse`](crate::UriRef::parse)),
//! and a value is refused, naming the variable, when it makes a path segment
//! `.` or `..`, when it moves the scheme, userinfo, host or port away from
//! what the template's fixed text wrote (or writes a scheme, or starts an
//! authority with `//`, that the fixed text did not), or when the expansion is no
//! URI-reference at all (see `UriTemplate::expand`). Nothing is rewritten.
//!
//! Two readings where the RFC leaves room, both for the letter of its
//! examples: `'` is taken in literal text (§2.1's ABNF leaves it out, its
//! example `'{var}'` in §3.2.1 takes it); and in reserved and fragment
//! expansion (`{+x}`, `{#x}`), which keep a value's `%XX` triplets, a prefix
//! (`{+x:3}`) counts a triplet as one character and never cuts one.

mod grammar;
#[cfg(test)]
mod tests;

#[cfg(feature = "alloc")]
mod expand;
mod value;

use core::fmt;

use crate::error::ParseError;

#[cfg(feature = "alloc")]
pub use self::value::Value;
pub use self::value::{Kind, List, Pair, Pairs, Text, Variable, Vars};

/// An RFC 6570 URI template, checked: the text borrowed, every expression
/// valid (§2), its [`level`](Self::level) known.
///
/// ```
/// use url_core::rfc6570::{Operator, UriTemplate};
///
/// const T: UriTemplate<'static> = match UriTemplate::parse_const("/users/{id}{?fields*}") {
///     Ok(t) => t,
///     Err(_) => panic!("invalid template"),
/// };
/// assert_eq!(T.level(), 4);
/// let e: Vec<_> = T.expressions().collect();
/// assert_eq!((e[1].offset(), e[1].operator(), e[1].as_str()), (11, Operator::Query, "{?fields*}"));
/// let v = e[1].varspecs().next().unwrap();
/// assert_eq!((v.name(), v.prefix(), v.explode()), ("fields", None, true));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct UriTemplate<'a> {
    text: &'a str,
    level: u8,
}

impl<'a> UriTemplate<'a> {
    /// Checks `text` as an RFC 6570 template, in `const`.
    ///
    /// The errors name the RFC 6570 ABNF rule (`literals`, `expression`,
    /// `op-reserve`, `varname`, `max-length`, `modifier-level4`, ...), its
    /// section, and the offending bytes. One mistake the grammar allows is
    /// refused too: a second `{?` expression after the query has begun
    /// (`{?a}{?b}` writes `?a=1?b=2`; §3.2.8 and §3.2.9 continue a query
    /// with `&`).
    ///
    /// ```
    /// use url_core::rfc6570::UriTemplate;
    ///
    /// let e = UriTemplate::parse_const("/search{?q}{?page}").unwrap_err();
    /// assert_eq!((e.offset(), e.length(), e.rule(), e.section()), (11, 2, "operator", "3.2.8"));
    /// let e = UriTemplate::parse_const("{ name }").unwrap_err();
    /// assert_eq!((e.offset(), e.rule()), (1, "varname"));
    /// let e = UriTemplate::parse_const("/x{var").unwrap_err();
    /// assert_eq!(e.message().as_str(), "unclosed expression: '{' without a matching '}'");
    /// ```
    pub const fn parse_const(text: &'a str) -> Result<UriTemplate<'a>, ParseError> {
        match grammar::template(text.as_bytes()) {
            Ok(found) => Ok(UriTemplate { text, level: found.level }),
            Err(e) => Err(e),
        }
    }

    /// Checks `text` as an RFC 6570 template: [`parse_const`](Self::parse_const)
    /// at run time.
    ///
    /// ```
    /// let t = url_core::rfc6570::UriTemplate::parse("https://api.github.com/repos/{owner}/{repo}/issues{/number}").unwrap();
    /// let names: Vec<&str> = t.expressions().flat_map(|e| e.varspecs()).map(|v| v.name()).collect();
    /// assert_eq!(names, ["owner", "repo", "number"]);
    /// ```
    pub fn parse(text: &'a str) -> Result<UriTemplate<'a>, ParseError> {
        UriTemplate::parse_const(text)
    }

    /// The template as written.
    pub const fn as_str(&self) -> &'a str {
        self.text
    }

    /// The lowest level of RFC 6570 §1.2 whose features the template uses:
    /// 1 for simple string expansion of one variable per expression, 2 for
    /// `+` and `#`, 3 for several variables in one expression and the
    /// operators `. / ; ? &`, 4 for the prefix and explode modifiers. A
    /// template without expressions is level 1.
    ///
    /// ```
    /// use url_core::rfc6570::UriTemplate;
    ///
    /// assert_eq!(UriTemplate::parse("/x").unwrap().level(), 1);
    /// assert_eq!(UriTemplate::parse("{+path}/here").unwrap().level(), 2);
    /// assert_eq!(UriTemplate::parse("{x,y}").unwrap().level(), 3);
    /// assert_eq!(UriTemplate::parse("{var:3}").unwrap().level(), 4);
    /// ```
    pub const fn level(&self) -> u8 {
        self.level
    }

    /// The expressions, in order.
    pub const fn expressions(&self) -> Expressions<'a> {
        Expressions { text: self.text, at: 0 }
    }

    /// Each variable name once, in the order of its first use.
    ///
    /// ```
    /// let t = url_core::rfc6570::UriTemplate::parse("{/a,b}{?b,c}{#a}").unwrap();
    /// assert_eq!(t.variables(), ["a", "b", "c"]);
    /// ```
    #[cfg(feature = "alloc")]
    pub fn variables(&self) -> alloc::vec::Vec<&'a str> {
        let mut seen = alloc::collections::BTreeSet::new();
        let mut names = alloc::vec::Vec::new();
        for e in self.expressions() {
            for v in e.varspecs() {
                if seen.insert(v.name()) {
                    names.push(v.name());
                }
            }
        }
        names
    }

    /// Whether the template's fixed text starts with a scheme (`https:`):
    /// then every expansion is a URI (a `UriBuf`), not only
    /// a reference, since no value can move the scheme.
    ///
    /// ```
    /// use url_core::rfc6570::UriTemplate;
    ///
    /// assert!(UriTemplate::parse("https://example.com{/x}").unwrap().has_scheme());
    /// assert!(!UriTemplate::parse("{+base}/x").unwrap().has_scheme());
    /// assert!(!UriTemplate::parse("/x:{y}").unwrap().has_scheme());
    /// ```
    pub const fn has_scheme(&self) -> bool {
        let b = self.text.as_bytes();
        if b.is_empty() || !b[0].is_ascii_alphabetic() {
            return false;
        }
        let mut i = 1;
        while i < b.len() && crate::chars::is(b[i], crate::chars::U_SCHEME) {
            i += 1;
        }
        i < b.len() && b[i] == b':'
    }
}

impl fmt::Debug for UriTemplate<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("UriTemplate")
            .field("text", &crate::redact::Redacted::whole(self.text))
            .field("level", &self.level)
            .finish()
    }
}

impl fmt::Display for UriTemplate<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.text)
    }
}

/// The operator of an expression (RFC 6570 §2.2, the table of §3.2.1 and
/// Appendix A).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Operator {
    /// `{var}`: simple string expansion (§3.2.2).
    Simple,
    /// `{+var}`: reserved expansion (§3.2.3).
    Reserved,
    /// `{#var}`: fragment expansion (§3.2.4).
    Fragment,
    /// `{.var}`: label expansion with dot-prefix (§3.2.5).
    Label,
    /// `{/var}`: path segment expansion (§3.2.6).
    PathSegment,
    /// `{;var}`: path-style parameter expansion (§3.2.7).
    PathParameter,
    /// `{?var}`: form-style query expansion (§3.2.8).
    Query,
    /// `{&var}`: form-style query continuation (§3.2.9).
    QueryContinuation,
}

impl Operator {
    /// The operator from its byte (0 for simple expansion).
    const fn from_byte(b: u8) -> Operator {
        match b {
            b'+' => Operator::Reserved,
            b'#' => Operator::Fragment,
            b'.' => Operator::Label,
            b'/' => Operator::PathSegment,
            b';' => Operator::PathParameter,
            b'?' => Operator::Query,
            b'&' => Operator::QueryContinuation,
            _ => Operator::Simple,
        }
    }

    /// The operator as written: `""` for simple expansion, else its
    /// character (`"+"`, `"?"`, ...).
    pub const fn as_str(self) -> &'static str {
        match self {
            Operator::Simple => "",
            Operator::Reserved => "+",
            Operator::Fragment => "#",
            Operator::Label => ".",
            Operator::PathSegment => "/",
            Operator::PathParameter => ";",
            Operator::Query => "?",
            Operator::QueryContinuation => "&",
        }
    }

    /// Appendix A's `first`: what the expansion starts with when a variable
    /// is defined.
    pub const fn first(self) -> &'static str {
        match self {
            Operator::Simple | Operator::Reserved => "",
            Operator::QueryContinuation => "&",
            _ => self.as_str(),
        }
    }

    /// Appendix A's `sep`: what stands between the expansions of two
    /// defined variables.
    pub const fn separator(self) -> u8 {
        match self {
            Operator::Simple | Operator::Reserved | Operator::Fragment => b',',
            Operator::Label => b'.',
            Operator::PathSegment => b'/',
            Operator::PathParameter => b';',
            Operator::Query | Operator::QueryContinuation => b'&',
        }
    }

    /// Appendix A's `named`: whether each value is written `name=value`.
    pub const fn named(self) -> bool {
        matches!(self, Operator::PathParameter | Operator::Query | Operator::QueryContinuation)
    }

    /// Appendix A's `ifemp`: what follows the name of an empty value (`""`
    /// for `;`, `"="` for `?` and `&`).
    pub const fn if_empty(self) -> &'static str {
        match self {
            Operator::Query | Operator::QueryContinuation => "=",
            _ => "",
        }
    }

    /// Appendix A's `allow`: whether reserved characters and `%XX`
    /// triplets are written as they are (`U+R`: `+` and `#`) rather than
    /// percent-encoded (`U`).
    pub const fn allows_reserved(self) -> bool {
        matches!(self, Operator::Reserved | Operator::Fragment)
    }
}

/// The expressions of a template, in order ([`UriTemplate::expressions`]).
#[derive(Clone)]
pub struct Expressions<'a> {
    text: &'a str,
    at: usize,
}

impl<'a> Iterator for Expressions<'a> {
    type Item = Expression<'a>;

    fn next(&mut self) -> Option<Expression<'a>> {
        let b = self.text.as_bytes();
        let open = self.at + b[self.at..].iter().position(|&c| c == b'{')?;
        // The template is valid, so the expression is.
        let x = grammar::expression(b, open).ok()?;
        self.at = x.end;
        Some(Expression { text: self.text, offset: open, end: x.end, op: Operator::from_byte(x.op) })
    }
}

/// One expression of a template (`{?q,page}`).
///
/// `Debug` shows the expression alone, not the template around it:
///
/// ```
/// let t = url_core::rfc6570::UriTemplate::parse("https://example.com{+path}").unwrap();
/// let e = t.expressions().next().unwrap();
/// assert_eq!(format!("{e:?}"), r#"Expression { offset: 19, operator: Reserved, text: "{+path}" }"#);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Expression<'a> {
    text: &'a str,
    offset: usize,
    end: usize,
    op: Operator,
}

impl<'a> Expression<'a> {
    /// The byte offset of its `{` in the template.
    pub const fn offset(&self) -> usize {
        self.offset
    }

    /// The expression as written, braces included.
    pub fn as_str(&self) -> &'a str {
        &self.text[self.offset..self.end]
    }

    /// Its operator.
    pub const fn operator(&self) -> Operator {
        self.op
    }

    /// Its variables, with their modifiers, in order.
    pub const fn varspecs(&self) -> VarSpecs<'a> {
        let start = self.offset + 1 + if matches!(self.op, Operator::Simple) { 0 } else { 1 };
        VarSpecs { text: self.text, open: self.offset, at: start, end: self.end }
    }
}

/// The varspecs of an expression ([`Expression::varspecs`]).
#[derive(Clone)]
pub struct VarSpecs<'a> {
    text: &'a str,
    open: usize,
    at: usize,
    end: usize,
}

impl<'a> Iterator for VarSpecs<'a> {
    type Item = VarSpec<'a>;

    fn next(&mut self) -> Option<VarSpec<'a>> {
        if self.at >= self.end {
            return None;
        }
        let s = grammar::varspec(self.text.as_bytes(), self.open, self.at).ok()?;
        let spec = VarSpec {
            text: self.text,
            start: self.at,
            name_end: s.name_end,
            end: s.end,
            prefix: s.prefix,
            explode: s.explode,
        };
        self.at = s.end + 1;
        Some(spec)
    }
}

/// One variable of an expression and its modifier (§2.3, §2.4):
/// `var`, `var:3`, `list*`.
///
/// ```
/// let t = url_core::rfc6570::UriTemplate::parse("{?q:3,list*}").unwrap();
/// let v: Vec<_> = t.expressions().next().unwrap().varspecs().collect();
/// assert_eq!(format!("{:?}", v[0]), r#"VarSpec { name: "q", prefix: Some(3), explode: false }"#);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct VarSpec<'a> {
    text: &'a str,
    start: usize,
    name_end: usize,
    end: usize,
    prefix: u16,
    explode: bool,
}

impl<'a> VarSpec<'a> {
    /// The variable's name as written (`%XX` triplets kept: §2.3 compares
    /// names as written).
    pub fn name(&self) -> &'a str {
        &self.text[self.start..self.name_end]
    }

    /// The varspec as written (`var:3`).
    pub fn as_str(&self) -> &'a str {
        &self.text[self.start..self.end]
    }

    /// The byte offset of the name in the template.
    pub const fn offset(&self) -> usize {
        self.start
    }

    /// The prefix modifier's length, 1 to 9999 (§2.4.1).
    pub const fn prefix(&self) -> Option<u16> {
        if self.prefix == 0 {
            None
        } else {
            Some(self.prefix)
        }
    }

    /// Whether the explode modifier `*` follows (§2.4.2).
    pub const fn explode(&self) -> bool {
        self.explode
    }
}

// The parts hold the whole template, whose fixed text may hold a password:
// their `Debug` shows their own text only (names and operators, which hold
// no ':' or '@'), or the template redacted.

impl fmt::Debug for Expressions<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Expressions")
            .field("template", &crate::redact::Redacted::whole(self.text))
            .field("at", &self.at)
            .finish()
    }
}

impl fmt::Debug for Expression<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Expression")
            .field("offset", &self.offset)
            .field("operator", &self.op)
            .field("text", &self.as_str())
            .finish()
    }
}

impl fmt::Debug for VarSpecs<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("VarSpecs").field("expression", &&self.text[self.open..self.end]).field("at", &self.at).finish()
    }
}

impl fmt::Debug for VarSpec<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("VarSpec")
            .field("name", &self.name())
            .field("prefix", &self.prefix())
            .field("explode", &self.explode)
            .finish()
    }
}
