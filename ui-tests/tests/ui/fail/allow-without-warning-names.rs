use url_literal::{url, Url};

const BACKUP: Url<'static> = url!("ftp://backup:hunter2@ftp.example.org/", allow());

fn main() {}
