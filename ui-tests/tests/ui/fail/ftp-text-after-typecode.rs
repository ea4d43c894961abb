use url_literal::{ftp_url, FtpUrl};

const URL: FtpUrl<'static> = ftp_url!("ftp://ftp.example.org/pub/README;type=ascii");

fn main() {}
