// RFC 1738 mailto takes the addr-spec alone: a display name or angle brackets
// are not fixed by escaping them, and the help line gives the address.
use url_literal::{mailto_url, uri, url, MailtoUrl, Uri, Url};

const DISPLAY_NAME: Url<'static> = url!("mailto:Joe <joe@example.com>");
const QUOTED_NAME: MailtoUrl<'static> = mailto_url!("mailto:\"Joe Bloggs\" <joe@example.com>");
const ANGLE_BRACKETS: MailtoUrl<'static> = mailto_url!("mailto:<joe@example.com>");
const AS_URI: Uri<'static> = uri!("mailto:Joe <joe@example.com>");

fn main() {}
