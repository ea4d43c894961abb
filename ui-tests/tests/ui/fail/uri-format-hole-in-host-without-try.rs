use url_literal::uri_format;

fn main() {
    let tenant = "acme";
    let _ = uri_format!("https://{tenant}.example.com/");
}
