use url_literal::http_crate_uri;

const API: &str = "https://api.example.com/v1";

fn main() {
    let _ = http_crate_uri!(API);
}
