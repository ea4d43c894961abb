use url_literal::uri_template;

fn main() {
    // `{+x}` right after the host: even a number would move it (`example.com7`).
    let path = 7;
    let _ = uri_template!("https://example.com{+path}");
}
