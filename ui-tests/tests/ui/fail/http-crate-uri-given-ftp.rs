use url_literal::http_crate_uri;

fn main() {
    let _ = http_crate_uri!("ftp://example.com/");
}
