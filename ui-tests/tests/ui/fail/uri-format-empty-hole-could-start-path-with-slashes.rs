use url_literal::uri_format;

fn main() {
    let first = "a";
    let _ = uri_format!("tag:/{first}/b");
}
