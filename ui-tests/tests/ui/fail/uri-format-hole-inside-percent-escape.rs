use url_literal::uri_format;

fn main() {
    let hex = "41";
    let _ = uri_format!("https://example.com/%{hex}");
}
