use url_literal::{nntp_url, NntpUrl};

const URL: NntpUrl<'static> = nntp_url!("nntp://news.example.org/comp.lang.c/12ab");

fn main() {}
