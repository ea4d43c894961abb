use url_literal::{prospero_url, ProsperoUrl};

const URL: ProsperoUrl<'static> = prospero_url!("prospero://host.dom//pros/name;VERSION");

fn main() {}
