// ui.rs sets URL_LITERAL_UI_DOCS to "https://docs.example.com/my docs".
use url_literal::{http_uri, HttpUri};

const DOCS: HttpUri<'static> = http_uri!(env!("URL_LITERAL_UI_DOCS"));

fn main() {}
