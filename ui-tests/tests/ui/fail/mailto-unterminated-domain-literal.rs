use url_literal::{mailto_url, MailtoUrl};

const URL: MailtoUrl<'static> = mailto_url!("mailto:tim@%5B192.0.2.1");

fn main() {}
