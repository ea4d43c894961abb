use url_literal::{mailto_url, MailtoUrl};

const URL: MailtoUrl<'static> = mailto_url!("mailto:%22tim@cern.ch");

fn main() {}
