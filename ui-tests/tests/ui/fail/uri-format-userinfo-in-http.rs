use url_literal::uri_format;

fn main() {
    let user = "alice";
    let _ = uri_format!("https://{user}@example.com/");
}
