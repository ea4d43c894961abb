use url_literal::uri_format;

fn main() {
    let _ = uri_format!("https://example.com/{1}", 1);
}
