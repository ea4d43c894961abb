use url_literal::uri_template;

fn main() {
    let name = 7;
    let _ = uri_template!("https://api.example.com/users/{ name }");
}
