use url_literal::{ftp_url, FtpUrl};

const URL: FtpUrl<'static> = ftp_url!("ftp://j^smith@ftp.example.org/");

fn main() {}
