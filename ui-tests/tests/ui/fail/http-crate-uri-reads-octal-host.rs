use url_literal::http_crate_uri;

fn main() {
    let _ = http_crate_uri!("http://0127.0.0.1/");
}
