use url_literal::{uri, Uri};

const BACKUP: Uri<'static> = uri!("ftp://backup:hunter2@ftp.example.org/", allow(reserved_port));

fn main() {}
