#![deny(deprecated)]
// A scheme one letter from a known one: an error for a typed macro, with the
// help line; a warning for url! and uri!, where the text is valid.
use url_literal::{http_uri, http_url, uri, url, HttpUri, HttpUrl, Uri, Url};

const TYPED: HttpUrl<'static> = http_url!("htp://www.example.com/");
const TYPED_URI: HttpUri<'static> = http_uri!("htps://www.example.com/");
const ANY: Url<'static> = url!("htp://www.example.com/");
const ANY_URI: Uri<'static> = uri!("htps://www.example.com/");
// Schemes that exist are left alone.
const SFTP: Url<'static> = url!("sftp://www.example.com/");

fn main() {}
