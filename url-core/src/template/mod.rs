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
//! | hole | where | written as itself | escaped on top of what the component forbids |
//! |---|---|---|---|
//! | [`PathSegment`](Hole::PathSegment) | a whole path segment (or one with only dots beside it) | `pchar` (RFC 3986 §3.3) | `/`, `%`; a value `.` or `..` as `%2E` |
//! | [`PathPart`](Hole::PathPart) | part of a segment with other text | `pchar` | `/`, `%` |
//! | [`PathTail`](Hole::PathTail) | `{rest..}`: whole segments | `pchar` in each item, `/` between | `/`, `%` inside an item; `.`, `..` items |
//! | [`QueryKey`](Hole::QueryKey), [`QueryValue`](Hole::QueryValue) | an item of the query, before or after its `=` | `query` (§3.4) | `&`, `=`, `+`, `#`, `%` |
//! | [`QueryPairs`](Hole::QueryPairs) | `{pairs..}`: whole items of the query | keys and values as [`QueryValue`](Hole::QueryValue), `=` and `&` between | as [`QueryValue`](Hole::QueryValue) |
//! | [`Fragment`](Hole::Fragment) | the fragment (§3.5) | `fragment` | `#`, `%` |
//! | [`Userinfo`](Hole::Userinfo) | the userinfo (§3.2.1) | `userinfo` but `:` | `:`, `@`, `%` |
//! | [`Host`](Hole::Host) | the host (§3.2.2), only in the fallible form | the value, checked by the host rule | nothing: an invalid host is an error |
//! | [`Port`](Hole::Port) | the whole port (§3.2.3) | a `u16`'s digits | nothing |
//!
//! The sets are computed from the grammar's character classes (`pchar`,
//! `query`, `userinfo` in `chars.rs`), never written out again.

mod check;
mod hole;
mod rfc1738;
mod segment;
mod write;

pub use self::check::{check_uri, underline, CheckError, Checked, Piece};
pub use self::hole::Hole;
pub use self::rfc1738::{check_url, CheckedUrl, UrlHole, UrlWriter};
pub use self::segment::{segment_safe, segment_safe_tail, SegmentSafe, ValueProblem};
pub use self::write::{Direct, QueryPair, TemplateError, UriWriter, Value, WriteDirect, WriteDisplay};
