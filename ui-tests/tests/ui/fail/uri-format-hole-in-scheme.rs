use url_literal::uri_format;

fn main() {
    let scheme = "https";
    let _ = uri_format!("{scheme}://example.com/");
}
