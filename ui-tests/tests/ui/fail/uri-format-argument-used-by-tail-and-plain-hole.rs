use url_literal::uri_format;

fn main() {
    let rest = ["a"];
    let _ = uri_format!("https://example.com/{rest..}?q={rest}");
}
