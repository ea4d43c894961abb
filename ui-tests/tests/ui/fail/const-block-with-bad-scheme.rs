// Any other constant expression: const evaluation, named after the macro.
use url_literal::{ftp_url, FtpUrl};

const SITE: &str = "ftp.example.org";
const MIRROR: FtpUrl<'static> = ftp_url!({
    let _ = SITE;
    "http://ftp.example.org/pub/"
});

fn main() {}
