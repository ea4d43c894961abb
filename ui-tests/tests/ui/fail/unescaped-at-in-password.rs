use url_literal::{ftp_url, FtpUrl};

#[allow(deprecated)]
const URL: FtpUrl<'static> = ftp_url!("ftp://backup:p@ss@ftp.example.org/");

fn main() {}
