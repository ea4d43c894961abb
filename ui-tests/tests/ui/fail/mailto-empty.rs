use url_literal::{mailto_url, MailtoUrl};

const URL: MailtoUrl<'static> = mailto_url!("mailto:");

fn main() {}
