use url_literal::uri_template;

fn main() {
    let q = "x";
    let _ = uri_template!("https://api.example.com/search{?q}", page = 2);
}
