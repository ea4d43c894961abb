use url_literal::{http_uri, ws_uri};

fn main() {
    let _http = http_uri!(443);
    let _ws = ws_uri!(b"ws://chat.example.com/");
}
