// The RFC 1738 §6 warnings (a password in the literal, an explicit port below
// 1024 that is not the scheme's default) are `deprecated` lints, silenced by
// `#[allow(deprecated)]` on the item or statement. The crate denies the lint,
// so this case would not compile if any allow below did not silence it.
#![deny(deprecated)]

use url_literal::{ftp_url, url, FtpUrl, Url};

#[allow(deprecated)]
const LEGACY: Url<'static> = url!("ftp://backup:hunter2@ftp.example.org/");

#[allow(deprecated)]
const SMTP: Url<'static> = url!("http://mail.example.org:25/");

#[allow(deprecated)]
static BOTH: FtpUrl<'static> = ftp_url!("ftp://backup:hunter2@ftp.example.org:23/");

#[allow(deprecated)]
fn legacy() -> Url<'static> {
    url!("telnet://guest:guest@bbs.example.org:2/")
}

#[allow(deprecated)]
mod old {
    pub const GOPHER: url_literal::Url<'static> = url_literal::url!("gopher://gopher.example.org:80/");
}

fn main() {
    assert_eq!(LEGACY.password(), Some("hunter2"));
    assert_eq!(SMTP.port(), Some(25));
    assert_eq!((BOTH.password(), BOTH.port()), (Some("hunter2"), Some(23)));
    assert_eq!(legacy().port(), Some(2));
    assert_eq!(old::GOPHER.port(), Some(80));

    #[allow(deprecated)]
    let local = url!("x-ssh://git:secret@git.example.org:22/");
    assert_eq!(local.user(), Some("git"));
}
