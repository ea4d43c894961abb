// Bidi controls and invisible characters are escaped the way Rust's
// `char::escape_debug` writes them, in the message and on the caret line
// (rustc itself would print a bidi override as '�' and a BOM as nothing).
use url_literal::{url, Url};

const RIGHT_TO_LEFT_OVERRIDE: Url<'static> = url!("http://www.example.com/\u{202e}gpj.exe");
const BYTE_ORDER_MARK: Url<'static> = url!("\u{feff}http://www.example.com/");
const ZERO_WIDTH_SPACE: Url<'static> = url!("http://www.example\u{200b}.com/");
const COMBINING_ACUTE: Url<'static> = url!("http://www.example.com/e\u{301}");

fn main() {}
