use url_literal::uri_template;

fn main() {
    let t = "https://api.example.com/search{?q}";
    let _ = uri_template!(t);
}
