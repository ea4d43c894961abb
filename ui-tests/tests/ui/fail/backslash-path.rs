// Backslashes where a URL has slashes: the help line writes them as '/'.
use url_literal::{uri, url, Uri, Url};

const AFTER_THE_SCHEME: Url<'static> = url!(r"http:\\www.example.com\index.html");
const AFTER_THE_HOST: Url<'static> = url!(r"http://www.example.com\docs\index.html");
const IN_THE_PATH: Uri<'static> = uri!(r"http://www.example.com/docs\index.html");

fn main() {}
