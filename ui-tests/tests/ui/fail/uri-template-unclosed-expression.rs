use url_literal::uri_template;

fn main() {
    let page = 2;
    let _ = uri_template!("https://api.example.com/search{?page");
}
