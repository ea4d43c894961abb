use url_literal::{news_url, NewsUrl};

const URL: NewsUrl<'static> = news_url!("news:");

fn main() {}
