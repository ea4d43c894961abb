// A `{name..}` tail's items are whole segments: text items need try_uri_format!.
use url_literal::uri_format;

fn main() {
    let path = vec!["docs".to_string(), "..".to_string()];
    let _ = uri_format!("https://files.example.com/{path..}");
}
