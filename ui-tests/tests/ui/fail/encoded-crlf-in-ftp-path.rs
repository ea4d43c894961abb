// An encoded CR/LF in a part an ftp client decodes onto the wire: a `CWD` of
// this path would be followed by a `DELE` of the URL's choosing (RFC 1738 §6).
#![deny(deprecated)]

use url_literal::{ftp_url, url, FtpUrl, Url};

const PATH: Url<'static> = url!("ftp://ftp.example.org/pub/a%0D%0ADELE%20x/f");
const USER: FtpUrl<'static> = ftp_url!("ftp://u%0D%0ASITE%20EXEC@ftp.example.org/f");

fn main() {
    assert_eq!(PATH.url_path(), Some("pub/a%0D%0ADELE%20x/f"));
    assert_eq!(USER.as_url().user(), Some("u%0D%0ASITE%20EXEC"));
}
