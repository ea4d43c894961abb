// Every character RFC 1738 §2.2 calls unsafe, unencoded in an http path ('#'
// and '%' have their own cases: second-hash-in-fragment, bad-percent-escape).
use url_literal::{url, Url};

const SPACE: Url<'static> = url!("http://www.example.com/a b");
const LESS_THAN: Url<'static> = url!("http://www.example.com/a<b");
const GREATER_THAN: Url<'static> = url!("http://www.example.com/a>b");
const QUOTE: Url<'static> = url!("http://www.example.com/a\"b");
const LEFT_BRACE: Url<'static> = url!("http://www.example.com/a{b");
const RIGHT_BRACE: Url<'static> = url!("http://www.example.com/a}b");
const BAR: Url<'static> = url!("http://www.example.com/a|b");
const BACKSLASH: Url<'static> = url!("http://www.example.com/a\\b");
const CARET: Url<'static> = url!("http://www.example.com/a^b");
const TILDE: Url<'static> = url!("http://www.example.com/a~b");
const LEFT_BRACKET: Url<'static> = url!("http://www.example.com/a[b");
const RIGHT_BRACKET: Url<'static> = url!("http://www.example.com/a]b");
const BACKQUOTE: Url<'static> = url!("http://www.example.com/a`b");

fn main() {}
