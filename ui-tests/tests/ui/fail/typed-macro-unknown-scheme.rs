use url_literal::{ftp_url, FtpUrl};

const URL: FtpUrl<'static> = ftp_url!("x-ftp://ftp.example.org/pub/");

fn main() {}
