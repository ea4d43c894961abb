use url_literal::{ws_uri, WsUri};

const CHAT: WsUri<'static> = ws_uri!("wss://chat.example.com/socket#room-1");

fn main() {}
