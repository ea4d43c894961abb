use url_literal::{file_url, FileUrl};

const URL: FileUrl<'static> = file_url!("file://vms.host.edu");

fn main() {}
