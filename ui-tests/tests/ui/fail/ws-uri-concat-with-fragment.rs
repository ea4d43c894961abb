use url_literal::{ws_uri, WsUri};

const CHAT: WsUri<'static> = ws_uri!(concat!("ws://", "chat.example.com", "/#top"));

fn main() {}
