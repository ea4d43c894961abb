use url_literal::uri_format;

fn main() {
    let pairs = [("a", "b")];
    let _ = uri_format!("https://example.com/?x={pairs..}");
}
