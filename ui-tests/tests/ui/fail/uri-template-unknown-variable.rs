use url_literal::uri_template;

fn main() {
    let _ = uri_template!("https://api.example.com/search{?query}");
}
