use url_literal::uri_template;

fn main() {
    // `user.id` names no local: pass it as `"user.id" = value`.
    let _ = uri_template!("https://api.example.com/u{?user.id}");
}
