use url_literal::uri_format;

const TEMPLATE: &str = "https://example.com/{}";

fn main() {
    let _ = uri_format!(TEMPLATE, 1);
}
