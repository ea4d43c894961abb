use url_literal::url_format;

fn main() {
    let selector = "docs";
    let _ = url_format!("gopher://gopher.example.org/0{selector}");
}
