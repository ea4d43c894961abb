//! URI templates (feature `alloc`): the compile-time check and the run-time
//! writer behind `uri_format!` and `try_uri_format!`.
//!
//! A template is a URI with holes: `https://api.example.com/users/{id}/repos?page={page}`.
//! [`check_uri`] parses the fixed text with [`Uri::parse`](crate::Uri::parse),
//! each hole stood in for by one character, so that every fixed character is
//! checked exactly as `uri!` checks it; then it classifies each hole by the
//! component its stand-in fell in ([`Hole`]) and refuses a hole that no
//! escaping could make valid (in the scheme, inside a `%XX` escape, part of a
//! port, ...). At run time each value is written through `Display` into one
//! buffer and percent-encoded for its hole ([`Hole::keeps`]), so that it
//! decodes back to the exact value and the template's own delimiters keep
//! their meaning.
//!
//! A value is never rewritten to fit. No escaping makes a dot segment
//! harmless (`%2E` is `.` to every reader, RFC 3986 §2.3, §6.2.2.2), so a
//! value that makes a path segment `.` or `..` — decided on the segment as
//! written, fixed text and values together, decoded once, up to a fixed
//! `;` (where Tomcat, Jetty and RFC 2396 start a segment's parameters),
//! trailing spaces and NULs removed (`.. ` and `..%00` are `..` to Windows
//! and C strings), and again for each part between the `/` and `\` it
//! decodes to (`..%5C..%5Cetc`, where Windows servers and many frameworks
//! split) — is refused: [`UriWriter::try_finish`] returns a
//! [`TemplateError`] that names the hole and the [`ValueProblem`]. A double
//! encoding (`%252E%252E`) decodes once to text and is kept. The infallible
//! `uri_format!` takes in a path hole ([`Hole::PathSegment`],
//! [`Hole::PathPart`], [`Hole::PathTail`]) only [`SegmentSafe`] values
//! (integers, `bool`, floats, IP addresses), whose `Display` is never empty,
//! only dots, or holds a `/`, `\` or space: text there is a compile error
//! that names `try_uri_format!`. So no value of any type reaches the URI as
//! a dot segment, and no call panics on a value.
//!
//! | hole | where | written as itself | escaped on top of what the component forbids | refused in `try_uri_format!`; in `uri_format!` |
//! |---|---|---|---|---|
//! | [`PathSegment`](Hole::PathSegment) | a whole path segment, or one with only dots beside it or a fixed `;` after it (`.{x}`, `{x};v=1`) | `pchar` (RFC 3986 §3.3) but `;` | `/`, `;`, `%` | a value that makes the segment, or a part of it between a decoded `/` or `\`, `.` or `..` (trailing spaces and NULs removed); only [`SegmentSafe`] values |
//! | [`PathPart`](Hole::PathPart) | part of a segment with other fixed text (`v{n}`, `{name}.txt`) | `pchar` but `;` | `/`, `;`, `%` | a value that makes a part of the segment between a decoded `/` or `\` `.` or `..` (`x{v}` with `%5C..`); only [`SegmentSafe`] values |
//! | [`PathTail`](Hole::PathTail) | `{rest..}`: whole segments | `pchar` but `;` in each item, `/` between | `/`, `;`, `%` inside an item | an item, or a part of one between a decoded `/` or `\`, `.` or `..` (trailing spaces and NULs removed); only [`SegmentSafe`] items |
//! | [`QueryKey`](Hole::QueryKey), [`QueryValue`](Hole::QueryValue) | an item of the query, before or after its `=` | `query` (§3.4) | `&`, `=`, `+`, `#`, `%` | nothing |
//! | [`QueryPairs`](Hole::QueryPairs) | `{pairs..}`: whole items of the query | keys and values as [`QueryValue`](Hole::QueryValue), `=` and `&` between | as [`QueryValue`](Hole::QueryValue) | nothing |
//! | [`Fragment`](Hole::Fragment) | the fragment (§3.5) | `fragment` | `#`, `%` | nothing |
//! | [`Userinfo`](Hole::Userinfo) | the userinfo (§3.2.1) | `userinfo` but `:` | `:`, `@`, `%` | nothing |
//! | [`Host`](Hole::Host) | the host (§3.2.2), only in the fallible form | the value, checked by the host rule | nothing: an invalid host is an error | a value that is no host |
//! | [`Port`](Hole::Port) | the whole port (§3.2.3) | a `u16`'s digits | nothing | nothing |
//!
//! An empty value leaves an empty segment (`/users//repos`): RFC 3986, the
//! WHATWG parser and [`normalized`](crate::Uri::normalized) keep it, so it
//! is not refused (a path without authority cannot start with one: a
//! compile error); a server that merges slashes reads it otherwise. The
//! RFC 1738 templates ([`UrlHole`]) refuse more where the server reads the
//! path itself: an ftp segment's value that leaves it empty or puts a `/`
//! or `\` in it, a gopher selector's value that makes a `.` or `..` step.
//!
//! The sets are computed from the grammar's character classes (`pchar`,
//! `query`, `userinfo` in `chars.rs`), never written out again.

mod bind;
mod check;
mod hole;
mod lex;
mod rfc1738;
mod segment;
mod write;

pub use self::bind::{
    prefixable, safe_defined, safe_value, variable, BindDisplay, BindIter, BindList, BindMap, BindOption, BindOther,
    Bindings, Bound, IterVar, ListLike, ListVar, MapLike, MapVar, OptVar, OptionLike, OwnList, OwnMap, Prefixable,
    SafeAtom, SafeDefined, SafeValue, StrVar, Tag, Unsupported,
};
pub use self::check::{check_uri, underline, CheckError, Checked, Piece};
pub use self::hole::Hole;
pub use self::lex::{lex, LexError, Lexeme, Lexemes};
pub use self::rfc1738::{check_url, CheckedUrl, UrlHole, UrlWriter};
pub(crate) use self::segment::{decode_at, dot_part_octet, dot_problem, has_dot, part_separator};
pub use self::segment::{segment_safe, segment_safe_tail, SegmentSafe, ValueProblem};
pub use self::write::{QueryPair, TemplateError, UriWriter};
