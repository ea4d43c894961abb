use url_literal::{ftp_url, FtpUrl};

const URL: FtpUrl<'static> = ftp_url!();

fn main() {}
