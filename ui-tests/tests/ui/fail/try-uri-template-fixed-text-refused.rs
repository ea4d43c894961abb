use url_literal::try_uri_template;

fn main() {
    // Every call would be refused: https takes no userinfo (RFC 9110 §4.2.4),
    // and the authority ends before the first expression.
    let p = 7;
    let _ = try_uri_template!("https://u:secret@api.example.com/{p}");
}
