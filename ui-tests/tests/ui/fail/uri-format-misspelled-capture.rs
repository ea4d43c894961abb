// A misspelled implicit capture is rustc's own E0425 at the template, with
// rustc's similar-name help; the expansion adds no help of its own. Known
// limit: format! points at `{userid}` inside the literal and its help
// replaces only the name, but a proc macro on stable Rust cannot span part
// of a literal (`Literal::subspan` is unstable), so the capture's name
// carries the whole literal's span and rustc's help replaces the template.
use url_literal::uri_format;

fn main() {
    let user_id = 7;
    let _ = uri_format!("https://example.com/users/{userid}");
}
