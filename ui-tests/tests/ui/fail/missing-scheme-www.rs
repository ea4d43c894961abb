// A host name without a scheme: the help line adds `http://`.
use url_literal::{uri, url, Uri, Url};

const WWW: Url<'static> = url!("www.example.com/x");
const PROTOCOL_RELATIVE: Url<'static> = url!("//www.example.com/x");
const AS_URI: Uri<'static> = uri!("www.example.com/x");

fn main() {}
