use url_literal::uri_template;

fn main() {
    let repo = 7;
    // `!` is reserved for future extensions (RFC 6570 §2.2).
    let _ = uri_template!("https://api.example.com/repos/{!repo}");
}
