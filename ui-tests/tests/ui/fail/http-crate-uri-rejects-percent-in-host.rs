use url_literal::http_crate_uri;

fn main() {
    let _ = http_crate_uri!("http://exa%6Dple.com/");
}
