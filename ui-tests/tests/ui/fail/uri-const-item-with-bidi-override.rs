// A const item: the caret picture in const, the bidi override escaped.
use url_literal::{uri, Uri};

const TEXT: &str = "https://example.com/\u{202e}gpj.exe";
const DOWNLOAD: Uri<'static> = uri!(TEXT);

fn main() {}
