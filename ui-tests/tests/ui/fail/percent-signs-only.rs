use url_literal::{url, Url};

const URL: Url<'static> = url!("%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%");

fn main() {}
