// uri! takes an absolute URI; a relative reference is uri_ref!'s.
use url_literal::{uri, Uri};

const NEXT: Uri<'static> = uri!("/v2/items?page=2");

fn main() {}
