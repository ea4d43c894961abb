use url_literal::{file_url, FileUrl};

const URL: FileUrl<'static> = file_url!("file://vms.host.edu:21/etc/motd");

fn main() {}
