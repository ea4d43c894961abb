use url_literal::uri_template;

fn main() {
    // RFC 6570 §2.4.1: a prefix modifier does not apply to a list.
    let labels = ["bug", "help wanted"];
    let _ = uri_template!("https://api.example.com/issues{?labels:3}");
}
