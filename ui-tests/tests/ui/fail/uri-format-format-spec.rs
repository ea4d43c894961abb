use url_literal::uri_format;

fn main() {
    let id = 1;
    let _ = uri_format!("https://example.com/{id:>4}");
}
