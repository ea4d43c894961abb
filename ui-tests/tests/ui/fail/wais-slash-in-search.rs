use url_literal::{wais_url, WaisUrl};

const URL: WaisUrl<'static> = wais_url!("wais://quake.think.com/directory-of-servers?biology/genes");

fn main() {}
