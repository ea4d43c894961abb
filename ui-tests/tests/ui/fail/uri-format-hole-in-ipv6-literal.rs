use url_literal::try_uri_format;

fn main() {
    let _ = try_uri_format!("https://[{}]/", "::1");
}
