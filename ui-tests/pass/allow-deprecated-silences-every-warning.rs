// Every RFC 1738 §6 warning, on a literal and on a non-literal argument, is
// a `deprecated` lint that `#[allow(deprecated)]` on the item or statement
// silences. The crate denies all warnings, so this case would not compile if
// any allow below did not silence its warning.
#![deny(warnings)]

use url_literal::{ftp_url, gopher_url, url, FtpUrl, Host, Url};

const SECRET: &str = "ftp://backup:hunter2@ftp.example.org:23/a%0D%0ADELE%20x/f";

#[allow(deprecated)]
const ALL_FOUR_LITERAL: Url<'static> = url!("ftp://backup:hunter2@010.0.0.1:23/a%0D%0ADELE%20x/f");
#[allow(deprecated)]
const ALL_FOUR_CONST: FtpUrl<'static> = ftp_url!(concat!("ftp://backup:hunter2@010.0.0.1:23/", "a%00/f"));
#[allow(deprecated)]
static FROM_CONST: Url<'static> = url!(SECRET);

#[allow(deprecated)]
fn gopher() -> url_literal::GopherUrl<'static> {
    gopher_url!(concat!("gopher://gopher.example.org:25/7sel%09q", "%0D%0Aevil"))
}

fn main() {
    assert_eq!(ALL_FOUR_LITERAL.host(), Some(Host::Ipv4([10, 0, 0, 1])));
    assert_eq!(ALL_FOUR_LITERAL.control_on_wire().map(|c| c.component()), Some("ftp path"));
    assert_eq!(ALL_FOUR_CONST.as_url().control_on_wire().map(|c| c.byte()), Some(0));
    assert!(ALL_FOUR_CONST.as_url().has_ambiguous_host());
    assert_eq!(FROM_CONST.password(), Some("hunter2"));
    assert_eq!(gopher().search(), Some("q%0D%0Aevil"));

    #[allow(deprecated)]
    let local = url!(SECRET);
    assert_eq!(local.port(), Some(23));
    #[allow(deprecated)]
    let literal = url!("http://127.0.0.01/");
    assert!(literal.has_ambiguous_host());
}
