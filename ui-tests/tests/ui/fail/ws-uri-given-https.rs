use url_literal::{ws_uri, WsUri};

const CHAT: WsUri<'static> = ws_uri!("https://chat.example.com/socket");

fn main() {}
