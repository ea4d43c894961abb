// `ftp:/host` and `http:host`: the help line writes the '//'.
use url_literal::{uri, url, Uri, Url};

const ONE_SLASH: Url<'static> = url!("ftp:/ftp.example.org/pub/");
const NO_SLASH: Url<'static> = url!("http:www.example.com/");
const URI_ONE_SLASH: Uri<'static> = uri!("https:/www.example.com/");

fn main() {}
