use url_literal::whatwg_url;

const API: &str = "https://api.example.com/v1";

fn main() {
    let _ = whatwg_url!(API);
}
