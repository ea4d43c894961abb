// A tab, and a bidi override, are quoted escaped in the message as in the
// caret line.
use url_literal::{mailto_url, uri, url, MailtoUrl, Uri, Url};

const IN_PATH: Url<'static> = url!("http://www.example.com/a	b");
const IN_MAILTO: MailtoUrl<'static> = mailto_url!("mailto:joe@example.com\t");
const IN_URI: Uri<'static> = uri!("http://www.example.com/a\tb");
const IN_SCHEME: Url<'static> = url!("ht\ttp://www.example.com/");
const BIDI_IN_URI: Uri<'static> = uri!("http://www.example.com/\u{202e}gpj.exe");

fn main() {}
