// A misspelled implicit capture is rustc's own E0425 at the template, with
// rustc's similar-name help; the expansion adds no help of its own. Known
// limit: format! points at `{userid}` inside the literal and its help
// replaces only the name, but a proc macro on stable Rust cannot span part
// of a literal (`Literal::subspan` is unstable), so the capture's name
// carries the whole literal's span and rustc's help replaces the template.
// Tried with rustc 1.95 (a proc macro behind a macro_rules! facade, as here),
// the capture's ident at:
// - `Span::call_site().located_at(lit)`, `Span::mixed_site().located_at(lit)`:
//   a correct capture no longer resolves (E0425 "an identifier with the same
//   name exists, but is not accessible due to macro hygiene"); a misspelled
//   one loses the similar-name help and gains "this error originates in the
//   macro";
// - `Span::call_site().resolved_at(lit)`: resolves, but the error and the
//   help point into the facade's macro_rules! source ("10 + macro_rules!
//   wrap { .. => { user_id } }");
// - `lit.end()` (stable since 1.88, above the MSRV): resolves, the help
//   inserts the name after the literal (`"..{userid}"user_id`).
// None is more correct than the literal's span: kept.
use url_literal::uri_format;

fn main() {
    let user_id = 7;
    let _ = uri_format!("https://example.com/users/{userid}");
}
