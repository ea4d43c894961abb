use url_literal::uri;

fn main() {
    let _uri = uri!("https://example.com/", "https://example.org/");
}
