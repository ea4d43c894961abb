use url_literal::{http_uri, HttpUri};

const API: HttpUri<'static> = http_uri!("wss://chat.example.com/socket");

fn main() {}
