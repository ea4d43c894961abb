use url_literal::uri_format;

fn main() {
    let port = 8080i32;
    let _ = uri_format!("https://example.com:{port}/");
}
