use url_literal::uri_template;

fn main() {
    // `{+path}` writes `/`, `?` and `#` as they are; text needs try_uri_template!.
    let path = String::from("a/b");
    let _ = uri_template!("https://example.com/{+path}");
}
