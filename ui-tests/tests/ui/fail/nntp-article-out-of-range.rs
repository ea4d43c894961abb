use url_literal::{nntp_url, NntpUrl};

const URL: NntpUrl<'static> = nntp_url!("nntp://news.example.org/comp.lang.c/18446744073709551616");

fn main() {}
