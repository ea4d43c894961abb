use url_literal::{news_url, NewsUrl};

const URL: NewsUrl<'static> = news_url!("news:3com.general");

fn main() {}
