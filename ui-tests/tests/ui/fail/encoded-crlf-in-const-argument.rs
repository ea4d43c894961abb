#![deny(deprecated)]

use url_literal::{ftp_url, gopher_url, FtpUrl, GopherUrl};

const PATH: &str = "ftp://ftp.example.org/a%0D%0ADELE%20x/f";
const FTP: FtpUrl<'static> = ftp_url!(PATH);

fn main() {
    // in a function body too
    let gopher: GopherUrl<'static> = gopher_url!(concat!("gopher://h/7sel%09q", "%0D%0Aevil"));
    assert_eq!(FTP.as_url().url_path(), Some("a%0D%0ADELE%20x/f"));
    assert_eq!(gopher.search(), Some("q%0D%0Aevil"));
}
