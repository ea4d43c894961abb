use url_literal::uri_format;

fn main() {
    let id = 7;
    let _ = uri_format!("https://example.com/users/{id}/my repos");
}
