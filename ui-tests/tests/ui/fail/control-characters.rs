// Control characters (and DEL) never appear unencoded; the message names them
// as U+XXXX and the caret line escapes them as Rust does (\0, \t, \u{1b}).
use url_literal::{url, Url};

const NUL: Url<'static> = url!("http://www.example.com/a\0b");
const TAB: Url<'static> = url!("http://www.example.com/a\tb");
const NEWLINE: Url<'static> = url!("http://www.example.com/a\nb");
const CARRIAGE_RETURN: Url<'static> = url!("http://www.example.com/a\rb");
const ESCAPE: Url<'static> = url!("http://www.example.com/a\x1bb");
const DELETE: Url<'static> = url!("http://www.example.com/a\x7fb");

fn main() {}
