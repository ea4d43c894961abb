use url_literal::uri_format;

fn main() {
    let rest = ["a", "b"];
    let _ = uri_format!("tag:/{rest..}");
}
